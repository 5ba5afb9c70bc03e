/// The app code a device can install, by identifier (`install Notes app=notes`).
public struct AppCatalog: Sendable {
  /// Creates a new instance of an app's code.
  public typealias Factory = @MainActor @Sendable () -> any SimulatedApp

  /// The factories by identifier, each in a box of its own type: a closure kept directly as a
  /// dictionary's value is stored in the dictionary's generic form and comes back wrapped in
  /// conversion thunks, which every process start of the app then calls through.
  private var entries: [String: Entry]

  private struct Entry: Sendable {
    let make: Factory
  }

  /// Creates a catalog from factories by identifier.
  public init(_ factories: [String: Factory] = [:]) {
    entries = factories.mapValues { Entry(make: $0) }
  }

  /// The identifiers, sorted.
  public var identifiers: [String] { entries.keys.sorted() }

  /// A fresh instance of the app `identifier`, or nil when the catalog lacks it.
  @MainActor public func makeApp(_ identifier: String) -> (any SimulatedApp)? { entries[identifier]?.make() }

  /// The factory registered under `identifier`, or nil when the catalog lacks it.
  public func factory(for identifier: String) -> Factory? { entries[identifier]?.make }

  /// Whether the catalog has `identifier`.
  public func contains(_ identifier: String) -> Bool { entries[identifier] != nil }

  /// This catalog with `factory` registered under `identifier` (replacing any).
  public func adding(_ identifier: String, _ factory: @escaping Factory) -> AppCatalog {
    var copy = self
    copy.entries[identifier] = Entry(make: factory)
    return copy
  }

  /// This catalog with every app of `other` added.
  public func merging(_ other: AppCatalog) -> AppCatalog {
    var copy = self
    copy.entries.merge(other.entries) { _, new in new }
    return copy
  }

  /// The apps built into the simulator: `tracer`.
  public static let builtIn = AppCatalog().adding("tracer") { TracerApp() }
}
