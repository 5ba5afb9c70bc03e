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
    var declaration: AppDeclaration? = nil
  }

  /// Creates a catalog from factories by identifier.
  public init(_ factories: [String: Factory] = [:]) {
    entries = factories.mapValues { Entry(make: $0) }
  }

  /// The app code under which an app's own program installs the app (`install Notes app=main`):
  /// the program an `@main` app delegate's `main()` runs, which has that one app besides the
  /// built-in ones. Other catalogs (the `lifecycle` tool's) do not have it.
  public static let ownProgramAppID = "main"

  /// The identifiers, sorted.
  public var identifiers: [String] { entries.keys.sorted() }

  /// A fresh instance of the app `identifier`, or nil when the catalog lacks it.
  @MainActor public func makeApp(_ identifier: String) -> (any SimulatedApp)? { entries[identifier]?.make() }

  /// The factory registered under `identifier`, or nil when the catalog lacks it.
  public func factory(for identifier: String) -> Factory? { entries[identifier]?.make }

  /// What the app `identifier`'s bundle declares (``AppDeclaration``), or nil when it was
  /// registered without one or the catalog lacks it.
  public func declaration(for identifier: String) -> AppDeclaration? { entries[identifier]?.declaration }

  /// Whether the catalog has `identifier`.
  public func contains(_ identifier: String) -> Bool { entries[identifier] != nil }

  /// This catalog with `factory` registered under `identifier` (replacing any).
  public func adding(_ identifier: String, _ factory: @escaping Factory) -> AppCatalog {
    var copy = self
    copy.entries[identifier] = Entry(make: factory)
    return copy
  }

  /// This catalog with `factory` registered under `identifier` (replacing any), installed from
  /// `declaration`: `install … app=ID` starts from its Info.plist keys, refuses a device older
  /// than its minimum and checks `settings` steps against its Settings bundle.
  public func adding(
    _ identifier: String, declaration: AppDeclaration, _ factory: @escaping Factory
  ) -> AppCatalog {
    var copy = self
    copy.entries[identifier] = Entry(make: factory, declaration: declaration)
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
