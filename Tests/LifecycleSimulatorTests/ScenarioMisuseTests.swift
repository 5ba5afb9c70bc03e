import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// An app whose action `end-twice` begins a background task and ends it twice: the second end
/// is unbalanced.
@MainActor
final class DoubleEndingApp: SimulatedApp {
  var process: AppProcess?
  func start(in process: AppProcess) { self.process = process }
  func receive(_ delivery: Delivery) {}
  var actionNames: [String] { ["end-twice"] }
  func perform(action: String, arguments: [String]) throws(AppActionError) {
    guard let process else { return }
    let task = process.beginBackgroundTask(named: "sync", expirationHandler: nil)
    process.endBackgroundTask(task)
    process.endBackgroundTask(task)
  }
  var probeNames: [String] { [] }
  func probe(_ name: String) throws(AppActionError) -> String? { nil }
}

/// A misuse of an API fails a run unless `expect misuse` says the scenario means to show it.
@MainActor
@Suite("Misuses in scenarios")
struct ScenarioMisuseTests {
  static let runner = ScenarioRunner(catalog: AppCatalog.builtIn.adding("double-end") { DoubleEndingApp() })

  static func run(_ text: String) throws -> ScenarioRunResult {
    runner.run(try ScenarioParser.parse(text, file: "misuse.scn"))
  }

  @Test("an unexpected misuse fails the run, at the step during which it happened")
  func unexpectedMisuseFails() throws {
    let result = try Self.run("device profile=ios7\ninstall A app=double-end\nlaunch A\ndo A end-twice\nhome")
    #expect(result.exitCode == 1)
    let failure = try #require(result.failures.first)
    #expect(failure.location.line == 4)
    #expect(failure.actual.contains("endBackgroundTask(1): no such open background task (unbalanced)"))
    #expect(failure.expected.contains("expect misuse A"))
  }

  @Test("expect misuse accounts for the misuse: the run passes")
  func expectedMisusePasses() throws {
    let result = try Self.run(
      "device profile=ios7\ninstall A app=double-end\nlaunch A\ndo A end-twice\nexpect misuse A unbalanced\nhome"
    )
    #expect(result.exitCode == 0, "\(result.failures)")
    #expect(result.checkCount == 1)
  }

  @Test("expect misuse fails when there was none, or none that mentions the text")
  func missingMisuseFails() throws {
    let none = try Self.run(
      "device profile=ios7\ninstall A app=double-end\nlaunch A\nexpect misuse A unbalanced")
    #expect(none.failures.map(\.actual) == ["none"])
    let other = try Self.run(
      "device profile=ios7\ninstall A app=double-end\nlaunch A\ndo A end-twice\nexpect misuse A UserDefaults")
    // The check fails, and the misuse it did not account for fails the run too.
    #expect(other.failures.count == 2)
  }

  @Test("expect report checks the kinds of the reports written since the previous check")
  func expectReport() throws {
    let text = """
      device profile=ios13 memory=64MB
      install Big footprint=40MB
      install Other footprint=30MB
      launch Big
      expect report Big none
      launch Other
      expect report Big jetsam
      expect report Big none
      expect state Big notRunning
      """
    let result = try Self.run(text)
    #expect(result.exitCode == 0, "\(result.failures)")
    let wrong = try Self.run(
      text.replacingOccurrences(of: "expect report Big jetsam", with: "expect report Big crash"))
    #expect(wrong.failures.map(\.actual) == ["jetsam"])
  }
}
