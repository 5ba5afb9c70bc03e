import Foundation
import LifecycleKit
import LifecycleSamples
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// `lifecycle explore --around FILE` in worker processes: a trap in app code during a run with
/// a round-trip is a `no-crash` failure of that run, and one during the untouched scenario is
/// its error — never the end of the explorer.
@MainActor
@Suite("Round-trips in worker processes")
struct RoundTripWorkerTests {
  static let scenario = """
    device profile=ios7 memory=512MB seed=1
    install Notes app=notes
    launch Notes
    type Notes Note "buy milk"
    expect Notes text == "buy milk"
    """

  let catalog = AppCatalog.builtIn.merging(Samples.catalog)

  func parsed() throws -> Scenario { try ScenarioParser.parse(Self.scenario, file: "typing.scn") }

  /// A pool of one shell worker running `script`.
  func pool(_ script: String) throws -> WorkerPool {
    try WorkerPool(executable: "/bin/sh", arguments: ["-c", script], count: 1)
  }

  @Test("A worker that traps in every run with a round-trip: each run is a no-crash failure naming the trap")
  func deathInARun() throws {
    let scenario = try parsed()
    // The untouched run is answered with the true one (the baseline request names no app);
    // every run with a round-trip, which names the app, dies of a trap.
    let baseline = RoundTripExplorer.baseline(scenario, runner: ScenarioRunner(catalog: catalog))
    #expect(baseline.points.count == 2, "after the launch and after the typing")
    let workers = try pool(
      AppWorkerPoolTests.eachRequest(
        #"case "$request" in *Notes*) kill -ILL $$;; *) "# + AppWorkerPoolTests.printing(baseline.wirePayload)
          + ";; esac"))
    defer { workers.shutDown() }
    let report = RoundTripExplorer.explore(scenario, catalog: catalog, workers: workers)
    #expect(report.baselinePasses)
    #expect(report.runs == 2 * RoundTrip.all.count)
    #expect(report.failures.count == report.runs)
    for failure in report.failures {
      let death = try #require(failure.violations.first { $0.invariant == AppInvariant.noCrash })
      #expect(death.processDied)
      #expect(death.message.contains("signal 4"))
      #expect(failure.scenario.contains("# no-crash: the app's process died of signal 4"))
    }
  }

  @Test("A worker that traps in the untouched scenario: the scenario fails as it is, saying why; no runs")
  func deathInTheBaseline() throws {
    let workers = try pool("dd bs=1 count=4 >/dev/null 2>&1; kill -ILL $$")
    defer { workers.shutDown() }
    let report = RoundTripExplorer.explore(try parsed(), catalog: catalog, workers: workers)
    #expect(!report.baselinePasses)
    #expect(report.baselineError?.contains("signal 4") == true)
    #expect(report.runs == 0)
  }

  @Test("Stopped after three runs (Ctrl-C): the report holds those three, says so, and heard each as it came")
  func stopped() throws {
    var asked = 0
    var heard: [Int] = []
    let report = RoundTripExplorer.explore(
      try parsed(), catalog: catalog, progress: { done, total in heard.append(done * 100 + total) },
      shouldStop: {
        asked += 1
        return asked > 3
      })
    #expect(report.interrupted)
    #expect(report.runs == 3 && report.planned == 2 * RoundTrip.all.count)
    #expect(heard == [110, 210, 310])
    let whole = RoundTripExplorer.explore(try parsed(), catalog: catalog)
    #expect(!whole.interrupted && whole.runs == whole.planned)
  }

  @Test("What a worker sends reads back as it was: the untouched run, its points and a run's violations")
  func wireRoundTrip() throws {
    let scenario = try ScenarioParser.parse(
      Self.scenario.replacingOccurrences(of: "app=notes", with: "app=notes-naive"), file: "typing.scn")
    let runner = ScenarioRunner(catalog: catalog)
    let baseline = RoundTripExplorer.baseline(scenario, runner: runner)
    #expect(try Baseline(wirePayload: baseline.wirePayload) == baseline)
    let jetsam = try #require(RoundTrip.all.first { $0.leavesReport })
    let run = RoundTripExplorer.run(jetsam, app: "Notes", after: 3, in: scenario, runner: runner)
    #expect(!run.found.isEmpty && !run.failures.isEmpty, "notes-naive loses the note")
    #expect(try RunOutcome(wirePayload: run.wirePayload) == run)
    // A violation's checks read back after the scenario's install lines.
    let installs = RoundTripExplorer.installLines(of: scenario)
    #expect(run.found.contains { !$0.checks.isEmpty }, "the lost note has its expect line")
    for violation in run.found where !violation.checks.isEmpty {
      #expect(violation.violation(installs).checks.map(ScenarioPrinter.line(for:)) == violation.checks)
    }
  }
}
