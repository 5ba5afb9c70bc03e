import Foundation
import LifecycleCore
import Testing

@testable import LifecycleSimulator

/// The runner on mutated scenarios, with the simulator's own apps: whatever parses must run
/// to the end without crashing, stop only at a step of the input, keep its trace in time
/// order, and give the same trace twice. (`LifecycleCommandLineTests` runs the same kind of
/// fuzz with the sample apps too, on the example files.)
@MainActor
@Suite("Scenario runner: robustness")
struct ScenarioRunnerFuzzTests {
  /// The built-in catalog, with every app code the examples install run by `tracer`, so
  /// that mutated runs get past their `install` lines (an unknown code still stops a run).
  static var catalog: AppCatalog {
    var codes: Set<String> = []
    for example in ScenarioExamples.all {
      for step in (try? ScenarioParser.parse(example, file: "example.scn"))?.steps ?? [] {
        if case .install(let spec) = step.command { codes.insert(spec.appID) }
      }
    }
    return codes.sorted().reduce(AppCatalog.builtIn) { catalog, code in
      catalog.contains(code) ? catalog : catalog.adding(code) { TracerApp() }
    }
  }

  @Test("5,000 mutated scenarios: each one that parses runs to completion, deterministically")
  func mutatedScenariosRun() throws {
    var mutator = ScenarioMutator(random: SplitMix64(seed: 0x7E57_2024))
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "runner-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let runner = ScenarioRunner(catalog: Self.catalog)
    var parsed = 0
    var stoppedWithError = 0
    var failedChecks = 0
    var unknownCode = 0
    for index in 0..<5_000 {
      let input = mutator.mutate(mutator.random.pick(ScenarioExamples.all))
      guard let scenario = try? ScenarioParser.parse(input, file: "fuzz.scn") else { continue }
      parsed += 1
      let result = runner.run(scenario, storageRoot: root.appendingPathComponent("\(index)"))
      if let error = result.error {
        stoppedWithError += 1
        if error.message.hasPrefix("unknown app code") { unknownCode += 1 }
        // A run stops at one of its own steps: at its start or at a word of it.
        #expect(
          scenario.steps.contains {
            $0.location.line == error.location.line && $0.location.column <= error.location.column
              && error.location.column < $0.location.column + max(1, $0.text.count)
          }, "\(error)\n\(input)")
      } else if !result.failures.isEmpty {
        failedChecks += 1
      }
      let times = result.trace.records.map(\.time)
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "records out of time order:\n\(input)")
      if index % 50 == 0 {
        let again = runner.run(scenario, storageRoot: root.appendingPathComponent("\(index)-again"))
        #expect(TraceRenderer.jsonLines(again.trace) == TraceRenderer.jsonLines(result.trace))
      }
    }
    print(
      "runner fuzz: 5000 mutated scenarios, \(5_000 - parsed) rejected by the parser, \(parsed) parsed and run: "
        + "\(parsed - stoppedWithError - failedChecks) passed, \(failedChecks) with failed checks, "
        + "\(stoppedWithError) stopped with an input error (\(unknownCode) at an unknown app code)")
    #expect(parsed > 500)
    // Runs get past their installs: the catalog has the examples' app codes (a mutation can
    // still make one up). They stop mostly at `do` and probes the tracer does not define.
    #expect(unknownCode < parsed / 10)
  }
}
