import Foundation
import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// The runner: checks, cursors, left-over work and input errors.
@MainActor
@Suite("Scenario runner")
struct ScenarioRunnerTests {
  func run(_ text: String) throws -> ScenarioRunResult {
    ScenarioRunner().run(try ScenarioParser.parse(text, file: "test.scn"))
  }

  @Test("expect callbacks reads only what arrived since the previous expect callbacks for that app")
  func callbackCursor() throws {
    let result = try run(
      """
      device profile=ios4
      install A
      launch A
      expect callbacks A applicationDidFinishLaunching, applicationDidBecomeActive
      home
      expect callbacks A applicationWillResignActive, applicationDidEnterBackground
      expect callbacks A none
      """)
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(result.checkCount == 3)
  }

  @Test("a failed check records the position, what was expected and what happened, and the run goes on")
  func failedCheck() throws {
    let result = try run(
      "device profile=ios3\ninstall A\nlaunch A\nhome\nexpect state A suspended\nexpect state A notRunning\n")
    #expect(result.exitCode == 1)
    let failure = try #require(result.failures.first)
    #expect(failure.location == SourceLocation(file: "test.scn", line: 5, column: 1))
    #expect(failure.expected == "suspended" && failure.actual == "notRunning")
    #expect(result.checkCount == 2)
  }

  @Test("callbacks that arrive after the last expect callbacks are named at the end of the trace")
  func unexaminedCallbacks() throws {
    let result = try run(
      "device profile=ios4\ninstall A\nlaunch A\nexpect callbacks A applicationDidFinishLaunching, applicationDidBecomeActive\nhome\n"
    )
    // The runner's closing line is for the reader of the trace: its words are what is checked.
    #expect(
      result.trace.entries.contains {
        $0.kind == .log
          && $0.detail.hasSuffix("never examined: applicationWillResignActive, applicationDidEnterBackground")
      })
  }

  @Test("an app code missing from the catalog stops the run with an input error at its line")
  func unknownAppCode() throws {
    let result = try run("device profile=ios4\ninstall A app=nothing\nlaunch A\n")
    #expect(result.exitCode == 2)
    #expect(result.error?.location.line == 2)
    #expect(result.error?.message.contains("unknown app code 'nothing'") == true)
  }

  @Test("a probe of an app that is not running reads none; an unknown probe is an input error")
  func probes() throws {
    let passing = try run("device profile=ios4\ninstall A\nexpect A last-callback == none\n")
    #expect(passing.exitCode == 0)
    let unknown = try run("device profile=ios4\ninstall A\nlaunch A\nexpect A colour == red\n")
    #expect(unknown.exitCode == 2)
    #expect(unknown.error?.message.contains("no probe 'colour'") == true)
  }

  @Test("do on an app that is not active fails the step with the reason")
  func actionOnInactiveApp() throws {
    let result = try run("device profile=ios4\ninstall A\ndo A anything\n")
    #expect(result.exitCode == 1)
    #expect(result.failures.first?.actual.contains("not active") == true)
  }
}
