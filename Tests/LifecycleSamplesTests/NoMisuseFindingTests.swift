import LifecycleCore
import LifecycleKit
import LifecycleSimulator
import Testing

/// Ends its background task twice when it enters the background: iOS logs and goes on, so the
/// app looks fine on screen, and only the misuse record shows it.
@MainActor
final class DoubleEndDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func applicationDidEnterBackground(_ application: UIApplication) {
    let task = application.beginBackgroundTask(expirationHandler: nil)
    application.endBackgroundTask(task)
    application.endBackgroundTask(task)
  }
}

@MainActor
@Suite("The no-misuse invariant")
struct NoMisuseFindingTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("double-end") { DoubleEndDelegate() }

  @Test("An unbalanced endBackgroundTask is a no-misuse finding, not a crash, shrunk to Home")
  func unbalancedEnd() throws {
    let report = try #require(
      try LifecycleKit.explore(catalog: catalog, app: "double-end", profiles: [.ios13], depth: 2).reports
        .first)
    #expect(report.findings.map(\.invariant) == [.noMisuse])
    let finding = try #require(report.findings.first)
    #expect(finding.steps == [.home])
    // A finding's message is what the explorer prints for the developer: that it names the misused API
    // is what is checked (its invariant, the typed part, is checked above).
    #expect(finding.message.contains("endBackgroundTask"))
    #expect(finding.message.contains("unbalanced"))
    #expect(finding.replayFails)
    #expect(
      finding.scenario.contains("# (no expect line: the run fails on the misuse the simulator records)"))
    #expect(!finding.scenario.contains("expect misuse"), "an expect misuse would make the replay pass")
  }

  @Test("Not on iPhone OS 3, which has no background tasks: there Home terminates the app")
  func notWithoutBackgroundTasks() throws {
    let report = try #require(
      try LifecycleKit.explore(catalog: catalog, app: "double-end", profiles: [.ios3], depth: 2).reports.first
    )
    #expect(!report.findings.contains { $0.invariant == .noMisuse })
  }
}
