import Foundation
import Testing

@testable import LifecycleSimulator

/// The runner on mutated scenarios: whatever parses must run to the end without
/// crashing or hanging, and give the same trace twice.
@MainActor
@Suite("Scenario runner: robustness")
struct ScenarioRunnerFuzzTests {
  @Test("10,000 mutated scenarios: each one that parses runs to completion, deterministically")
  func mutatedScenariosRun() throws {
    var mutator = ScenarioMutator(random: SplitMix64(seed: 0x7E57_2024))
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "runner-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let runner = ScenarioRunner()
    var parsed = 0
    var rejected = 0
    var ran = 0
    var stoppedWithError = 0
    var failedChecks = 0
    for index in 0..<10_000 {
      let input = mutator.mutate(mutator.random.pick(ScenarioExamples.all))
      guard let scenario = try? ScenarioParser.parse(input, file: "fuzz.scn") else {
        rejected += 1
        continue
      }
      parsed += 1
      let result = runner.run(scenario, storageRoot: root.appendingPathComponent("\(index)"))
      ran += 1
      if result.error != nil { stoppedWithError += 1 }
      if !result.failures.isEmpty { failedChecks += 1 }
      if index % 50 == 0 {
        let again = runner.run(scenario, storageRoot: root.appendingPathComponent("\(index)-again"))
        #expect(TraceRenderer.jsonLines(again.trace) == TraceRenderer.jsonLines(result.trace))
      }
    }
    print(
      "runner fuzz: 10000 mutated scenarios, \(rejected) rejected by the parser, \(parsed) parsed and run: "
        + "\(ran - stoppedWithError - failedChecks) passed, \(failedChecks) with failed checks, "
        + "\(stoppedWithError) stopped with an input error")
    #expect(ran == parsed)
    #expect(parsed > 1_000)
  }
}
