import LifecycleCore
import LifecycleKit
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// Ends a background task it never began while it launches: a misuse in the launch itself.
@MainActor
final class MisuseAtLaunchDelegate: UIResponder, UIApplicationDelegate, MainInstantiable {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    application.endBackgroundTask(UIBackgroundTaskIdentifier(rawValue: 41))
    return true
  }
}

/// What goes wrong while the app launches — the start of every exploration, before any step —
/// is a finding with no steps, found even at depth 0, not only on a later relaunch.
@MainActor
@Suite("The explorer's launch findings")
struct LaunchFindingTests {
  @Test("A misuse in didFinishLaunching is a no-misuse finding with no steps, even at depth 0")
  func misuseAtLaunch() throws {
    for depth in [0, 2] {
      let result = try LifecycleKit.explore(MisuseAtLaunchDelegate.self, profiles: [.ios13], depth: depth)
      let finding = try #require(result.findings.first { $0.invariant == .noMisuse }, "depth \(depth)")
      #expect(finding.steps.isEmpty)
      // The message is what the explorer prints for the developer: that it names the API is checked.
      #expect(finding.message.contains("endBackgroundTask"))
      #expect(finding.replayFails)
      #expect(
        finding.scenario.hasSuffix(
          "launch App\n# (no expect line: the run fails on the misuse the simulator records)\n"))
    }
  }

  @Test("Random walks and a swarm report the launch's misuse with no steps too")
  func misuseAtLaunchInWalks() throws {
    let catalog = AppCatalog().addingUIKitApp("main") { MisuseAtLaunchDelegate() }
    let setup = AppExplorationSetup(catalog: catalog, appID: "main", name: "App").on(.ios7)
    for report in [
      AppExplorer.walk(setup, runs: 3, length: 2, seed: 1),
      AppExplorer.swarm(setup, runs: 3, length: 2, seed: 1),
    ] {
      let finding = try #require(report.findings.first { $0.invariant == .noMisuse })
      #expect(finding.steps.isEmpty)
      #expect(finding.replayFails)
    }
  }
}
