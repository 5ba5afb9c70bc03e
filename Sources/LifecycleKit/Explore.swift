// The explorer from a test target: `#expect(try explore(AppDelegate.self, depth: 4).findings.isEmpty)`.

@_exported public import LifecycleExplorer

/// What ``explore(_:profiles:depth:events:backgroundModes:)`` found on each generation.
public struct AppExploration: Sendable {
  /// One report per generation explored, in the order asked.
  public var reports: [AppExplorationReport]

  /// Every finding of every generation: the invariant, the message, the minimal steps and the
  /// scenario that replays it.
  public var findings: [AppFinding] { reports.flatMap(\.findings) }

  /// Each finding as its scenario, separated by blank lines: print it when a test fails.
  public var scenarios: String { findings.map(\.scenario).joined(separator: "\n") }
}

/// A depth the explorer cannot search to.
public struct ExploreError: Error, CustomStringConvertible {
  /// What is wrong.
  public var description: String
}

/// Explores the app whose delegate `delegateType` makes (``MainDelegateFactory``, or
/// ``MainInstantiable`` for a `final` class: what an `@main` app delegate adopts on Linux) on each of `profiles`: every sequence of up to `depth`
/// system events and on-screen user actions after the launch, with the invariants of
/// ``AppInvariant`` checked after each step. Each finding is shrunk to a minimal scenario.
///
///     @Test @MainActor func keepsTheNote() throws {
///       let result = try explore(AppDelegate.self, depth: 4)
///       #expect(result.findings.isEmpty, "\(result.scenarios)")
///     }
///
/// Each step multiplies the sequences: depth 4 takes seconds, depth 6 minutes.
///
/// `backgroundModes` are the app's `UIBackgroundModes`: with `fetch` or `remote-notification`
/// (and ``AppExplorationEvents/wakes`` among `events`, as in the standard set) the system's
/// background fetches and `content-available` pushes are among the events from iOS 7.
@MainActor
public func explore<Delegate: MainDelegateFactory>(
  _ delegateType: Delegate.Type, profiles: [OSGeneration] = OSGeneration.allCases, depth: Int = 4,
  events: AppExplorationEvents = .standard, backgroundModes: Set<BackgroundMode> = []
) throws(ExploreError) -> AppExploration {
  // Asked once here (outside any app) only to learn whether the app adopts scenes.
  var sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)?
  if Delegate.makeSceneDelegate() != nil {
    sceneDelegate = { @MainActor @Sendable in Delegate.makeSceneDelegate()! }
  }
  let catalog = AppCatalog().addingUIKitApp(
    "main", interfaceFiles: .mainExecutable, madeBy: delegateType, sceneDelegate: sceneDelegate)
  var info = AppInfo.standard
  info.adoptsScenes = sceneDelegate != nil
  info.backgroundModes = backgroundModes
  return try explore(
    catalog: catalog, app: "main", name: "App", info: info, profiles: profiles, depth: depth, events: events)
}

/// Explores the app `app` of `catalog` (your own catalog, the samples) on each of `profiles`,
/// installed as `name` with the Info.plist keys `info` (see ``explore(_:profiles:depth:events:backgroundModes:)``).
@MainActor
public func explore(
  catalog: AppCatalog, app: String, name: String? = nil, info: AppInfo = .standard,
  profiles: [OSGeneration] = OSGeneration.allCases,
  depth: Int = 4, events: AppExplorationEvents = .standard
) throws(ExploreError) -> AppExploration {
  guard (0...12).contains(depth) else { throw ExploreError(description: "depth \(depth): from 0 to 12") }
  guard catalog.contains(app) else {
    throw ExploreError(
      description: "no app '\(app)' in the catalog: \(catalog.identifiers.joined(separator: ", "))")
  }
  var setup = AppExplorationSetup(catalog: catalog, appID: app, name: name, events: events)
  setup.install.info = info
  return AppExploration(reports: profiles.map { AppExplorer.explore(setup.on($0), depth: depth) })
}
