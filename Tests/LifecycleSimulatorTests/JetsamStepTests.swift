import Testing

@testable import LifecycleSimulator

/// `jetsam APP`: jetsam ends that one app while it runs out of sight, leaves a jetsam report and
/// spares every other app; an app in front or not running is refused with the reason.
@MainActor
@Suite("The jetsam step")
struct JetsamStepTests {
  func run(_ text: String) throws -> ScenarioRunResult {
    ScenarioRunner().run(try ScenarioParser.parse(text, file: "jetsam.scn"))
  }

  @Test("an app running in the background (audio) is ended with a jetsam report and no callback")
  func backgroundApp() throws {
    let result = try run(
      """
      device profile=ios7 memory=512MB
      install Player background-modes=audio
      install Other
      launch Player
      launch Other
      expect state Player background
      expect callbacks Player applicationWillFinishLaunching, applicationDidFinishLaunching, applicationDidBecomeActive, applicationWillResignActive, applicationDidEnterBackground
      jetsam Player
      expect state Player notRunning
      expect callbacks Player none
      expect report Player jetsam
      expect state Other active
      """)
    #expect(result.exitCode == 0, "\(result.failures)")
  }

  @Test("an app not running, or in front, is refused, and nothing changes")
  func refusals() throws {
    let result = try run(
      """
      device profile=ios7 memory=512MB
      install Notes
      jetsam Notes
      launch Notes
      jetsam Notes
      expect state Notes active
      expect report Notes none
      """)
    #expect(result.exitCode == 0, "\(result.failures)")
    let ignored = result.trace.records.compactMap { record -> String? in
      if case .ignored(_, "jetsam", let reason) = record.event { reason } else { nil }
    }
    #expect(
      ignored == [
        "Notes is notRunning: jetsam ends one app only while it runs out of sight (suspended or in the background); memory-pressure lets jetsam choose",
        "Notes is active: jetsam ends one app only while it runs out of sight (suspended or in the background); memory-pressure lets jetsam choose",
      ])
  }

  @Test("the step prints as it parses")
  func printsBack() throws {
    let scenario = try ScenarioParser.parse("install \"My App\"\njetsam \"My App\"", file: "p.scn")
    #expect(ScenarioPrinter.line(for: scenario.steps[1].command) == "jetsam \"My App\"")
  }
}
