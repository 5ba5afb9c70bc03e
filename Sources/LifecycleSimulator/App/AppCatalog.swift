/// The app code a device can install, by identifier (`install Notes app=notes`).
public struct AppCatalog: Sendable {
  /// Creates a new instance of an app's code.
  public typealias Factory = @MainActor @Sendable () -> any SimulatedApp

  private var factories: [String: Factory]

  /// Creates a catalog from factories by identifier.
  public init(_ factories: [String: Factory] = [:]) { self.factories = factories }

  /// The identifiers, sorted.
  public var identifiers: [String] { factories.keys.sorted() }

  /// A fresh instance of the app `identifier`, or nil when the catalog lacks it.
  @MainActor public func makeApp(_ identifier: String) -> (any SimulatedApp)? { factories[identifier]?() }

  /// The factory registered under `identifier`, or nil when the catalog lacks it.
  public func factory(for identifier: String) -> Factory? { factories[identifier] }

  /// Whether the catalog has `identifier`.
  public func contains(_ identifier: String) -> Bool { factories[identifier] != nil }

  /// This catalog with `factory` registered under `identifier` (replacing any).
  public func adding(_ identifier: String, _ factory: @escaping Factory) -> AppCatalog {
    var copy = self
    copy.factories[identifier] = factory
    return copy
  }

  /// This catalog with every app of `other` added.
  public func merging(_ other: AppCatalog) -> AppCatalog {
    var copy = self
    copy.factories.merge(other.factories) { _, new in new }
    return copy
  }

  /// The apps built into the simulator: `tracer`.
  public static let builtIn = AppCatalog(["tracer": { TracerApp() }])
}
