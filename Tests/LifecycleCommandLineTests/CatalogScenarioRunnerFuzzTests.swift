import Foundation
import LifecycleSimulator
import Testing

@testable import LifecycleCommandLine

/// The runner on mutated scenarios, with every app `lifecycle run` can install (the sample
/// apps and the restoration demos included), so that mutated runs get past their installs.
///
/// What can fail here: the process must survive every run (a crash ends the test run); every
/// run must end within its virtual-time budget (what its own `advance` steps add up to) and
/// quickly in wall time; every error, of the parser or of a run, must point inside the input;
/// the trace must be in time order, agree with the result's checks, and be the same when the
/// run is repeated, on disk and in memory.
///
/// The device's invariants are checked too, by the device itself: in a debug build
/// (`swift test` builds for debugging) `DevicePolicy.next` asserts
/// `DeviceState.invariantViolations` is empty each time it has finished with its inputs, so a
/// broken invariant traps and kills the test process. That this test completes is that check;
/// its figures say whether the build asserted them.
///
/// On the main actor: the runner and the apps belong to it, as UIKit apps do.
@MainActor
@Suite("lifecycle run: mutated scenarios")
struct CatalogScenarioRunnerFuzzTests {
  /// How many mutated inputs; about ten seconds in a debug build on two cores.
  nonisolated static let inputCount = 3_000
  /// Every how many inputs a run is repeated and its trace compared.
  static let repeatEvery = 20
  /// The longest a single run may take in wall time (the slowest takes tens of
  /// milliseconds): a run that loops for long, or on and on in virtual time, fails here once
  /// it ends. Loose, so that a loaded machine does not fail it.
  static let slowestAllowed = Duration.seconds(2)
  /// The longest all runs together may take in wall time (about 4 s on two cores).
  static let totalAllowed = Duration.seconds(60)
  static let file = "fuzz.scn"

  @Test("the seeds: every example scenario and every simulator test example parses")
  func seedsParse() throws {
    let examples = try RunFuzzSeeds.exampleFiles()
    let simulator = try RunFuzzSeeds.simulatorExamples()
    #expect(examples.count >= 15)
    #expect(simulator.count >= 8)
    for (name, text) in examples {
      #expect(throws: Never.self, "\(name)") { try ScenarioParser.parse(text, file: name) }
    }
    for text in simulator {
      #expect(throws: Never.self, "\(text.prefix(60))") { try ScenarioParser.parse(text, file: Self.file) }
    }
  }

  @Test("mutated scenarios run to the end, within their time, deterministically, errors inside the input")
  func mutatedScenariosRun() throws {
    let seeds = try RunFuzzSeeds.exampleFiles().map(\.text) + RunFuzzSeeds.simulatorExamples()
    try #require(!seeds.isEmpty)
    var mutator = RunFuzzMutator(
      random: SeededGenerator(seed: 0x00C0_FFEE_2026), words: .init(catalog: LifecycleCommand.catalog))
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("run-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let runner = ScenarioRunner(catalog: LifecycleCommand.catalog)
    var figures = Figures()
    let clock = ContinuousClock()
    for index in 0..<Self.inputCount {
      let input = mutator.mutate(mutator.pick(seeds))
      let scenario: Scenario
      do throws(ScenarioError) {
        scenario = try ScenarioParser.parse(input, file: Self.file)
      } catch {
        figures.rejected += 1
        #expect(Self.isInside(error.location, input), "parse error outside the input: \(error)\n\(input)")
        continue
      }
      figures.parsed += 1
      var result: ScenarioRunResult?
      let elapsed = clock.measure {
        result = runner.run(scenario, storageRoot: root.appendingPathComponent("\(index)"))
      }
      let outcome = try #require(result)
      figures.count(outcome, elapsed: elapsed, input: input)
      check(outcome, of: scenario, input: input)
      if index % Self.repeatEvery == 0 {
        figures.repeated += 1
        let trace = TraceRenderer.jsonLines(outcome.trace)
        let again = runner.run(scenario, storageRoot: root.appendingPathComponent("\(index)-again"))
        #expect(TraceRenderer.jsonLines(again.trace) == trace, "the trace differs when repeated:\n\(input)")
        #expect(again.failures == outcome.failures && again.error == outcome.error)
        // The archives kept in memory behave as on disk (DeviceStorage's contract).
        let memory = MemoryStorage()
        let inMemory = runner.run(scenario, storage: memory)
        // MemoryStorage keeps the apps' own files under a temporary folder it never removes.
        try? FileManager.default.removeItem(at: memory.dataDirectory(of: "App").deletingLastPathComponent())
        #expect(TraceRenderer.jsonLines(inMemory.trace) == trace, "the trace differs in memory:\n\(input)")
      }
    }
    print(figures.report)
    #expect(figures.parsed >= Self.inputCount / 2, "too few inputs parse for the fuzz to reach the runner")
    #expect(figures.passed > 0 && figures.failedChecks > 0 && figures.stopped > 0)
    #expect(figures.slowest < Self.slowestAllowed, "the slowest run:\n\(figures.slowestInput)")
    #expect(figures.total < Self.totalAllowed)
  }

  /// What must hold of every run: a virtual-time budget, records in time order, an error
  /// inside the input.
  func check(_ outcome: ScenarioRunResult, of scenario: Scenario, input: String) {
    // Time moves only through the scenario's own `advance` steps (no app in the catalog keeps
    // the main thread busy), so no record can come later than they add up to.
    var budget = Duration.zero
    for step in scenario.steps {
      if case .advance(let duration) = step.command, duration > .zero { budget += duration }
    }
    let records = outcome.trace.records
    if let last = records.last?.time {
      #expect(last <= budget, "the run went past its \(budget) of virtual time, to \(last):\n\(input)")
    }
    let disorder = zip(records, records.dropFirst()).first { $0.time > $1.time }
    #expect(disorder == nil, "records out of time order: \(String(describing: disorder))\n\(input)")
    if case .some(.step(.device)) = records.first?.event {
    } else {
      Issue.record("the trace does not start with the device line:\n\(input)")
    }
    if let error = outcome.error {
      #expect(Self.isInside(error.location, input), "run error outside the input: \(error)\n\(input)")
    }
    // The trace's check records agree with the result: one per check counted, the failed
    // ones as the failures, and one error record where the run stopped.
    let checks = records.compactMap { record -> CheckRecord? in
      if case .check(let check) = record.event { return check }
      return nil
    }
    #expect(checks.filter { $0.outcome != .error }.count == outcome.checkCount, "\(input)")
    #expect(checks.filter { $0.outcome == .failed }.map(\.location) == outcome.failures.map(\.location))
    #expect(
      checks.filter { $0.outcome == .error }.map(\.location) == (outcome.error.map { [$0.location] } ?? []))
  }

  /// Whether `location` names the input's file and a line of it, at a column from the line's
  /// first character to just after its last (where a missing argument is reported).
  static func isInside(_ location: LifecycleSimulator.SourceLocation, _ input: String) -> Bool {
    let lines = sourceLines(input)
    guard location.file == file, location.line >= 1, location.line <= lines.count else { return false }
    return location.column >= 1 && location.column <= lines[location.line - 1].count + 1
  }

  /// The input's lines as the scenario language splits them: at `\n`, `\r\n` or a lone `\r`,
  /// a byte order mark at the start skipped. (`"\r\n"` is one `Character`.)
  static func sourceLines(_ input: String) -> [Substring] {
    let text = input.first == "\u{FEFF}" ? input.dropFirst() : input[...]
    return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
  }

  @Test("an error location is inside the input only on one of its lines, up to just after its end")
  func locationCheck() {
    let input = "\u{FEFF}install A\r\nlaunch A\rhome"
    func at(_ line: Int, _ column: Int) -> LifecycleSimulator.SourceLocation {
      .init(file: Self.file, line: line, column: column)
    }
    #expect(Self.isInside(at(1, 1), input) && Self.isInside(at(1, 10), input))
    #expect(Self.isInside(at(2, 9), input) && Self.isInside(at(3, 5), input))
    #expect(!Self.isInside(at(1, 11), input) && !Self.isInside(at(4, 1), input))
    #expect(!Self.isInside(at(0, 1), input) && !Self.isInside(at(1, 0), input))
    #expect(!Self.isInside(LifecycleSimulator.SourceLocation(file: "other.scn", line: 1, column: 1), input))
  }

  /// What the fuzz test counts, and prints at the end.
  struct Figures {
    var rejected = 0
    var parsed = 0
    var passed = 0
    var failedChecks = 0
    var stopped = 0
    var repeated = 0
    var total = Duration.zero
    var slowest = Duration.zero
    var slowestInput = ""
    var longestVirtual = Duration.zero
    var errors: [String: Int] = [:]

    mutating func count(_ outcome: ScenarioRunResult, elapsed: Duration, input: String) {
      if let error = outcome.error {
        stopped += 1
        errors[Self.kind(of: error.message), default: 0] += 1
      } else if outcome.failures.isEmpty {
        passed += 1
      } else {
        failedChecks += 1
      }
      total += elapsed
      if elapsed > slowest {
        slowest = elapsed
        slowestInput = input
      }
      longestVirtual = max(longestVirtual, outcome.trace.records.last?.time ?? .zero)
    }

    /// An error message without the words that vary (quoted names, the list of app codes),
    /// so that the same error counts once.
    static func kind(of message: String) -> String {
      var out = ""
      var quoted = false
      for character in message.prefix(while: { $0 != ";" }) {
        if character == "'" {
          if !quoted { out += "'…'" }
          quoted.toggle()
        } else if !quoted {
          out.append(character)
        }
      }
      return out
    }

    var report: String {
      let common = errors.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(6)
      let milliseconds = { (duration: Duration) in
        String(
          format: "%.1f ms",
          Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3)
      }
      var out =
        "run fuzz: \(CatalogScenarioRunnerFuzzTests.inputCount) mutated scenarios: \(rejected) rejected by the "
      out += "parser, \(parsed) parsed and run (\(repeated) twice): \(passed) passed, \(failedChecks) with a "
      out += "failed check, \(stopped) stopped by an error; all runs \(milliseconds(total)), the slowest "
      out += "\(milliseconds(slowest)), the longest in virtual time \(longestVirtual); device invariants "
      #if DEBUG
        out += "asserted (a debug build)\n"
      #else
        out += "NOT asserted (a release build)\n"
      #endif
      out += "run fuzz: the most common errors:\n"
      out += common.map { "  \($0.value)× \($0.key)" }.joined(separator: "\n")
      return out
    }
  }
}
