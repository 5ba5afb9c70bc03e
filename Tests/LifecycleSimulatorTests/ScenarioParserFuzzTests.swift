import LifecycleCore
import Testing

@testable import LifecycleSimulator

@Suite("Scenario parser: robustness")
struct ScenarioParserFuzzTests {
  /// The number of mutated inputs.
  static let mutationCount = 12_000

  @Test("every example parses, and together the examples use every step kind")
  func examplesCoverEveryStep() throws {
    var kinds: Set<String> = []
    for example in ScenarioExamples.all {
      let scenario = try ScenarioParser.parse(example, file: "example.scn")
      kinds.formUnion(scenario.steps.map { ScenarioExamples.kind(of: $0.command) })
    }
    #expect(kinds == ScenarioExamples.allKinds)
  }

  @Test("valid inputs of a megabyte parse: many lines, one long line, a long name list")
  func largeValidInputs() throws {
    let lines =
      "install Notes\n" + String(repeating: "launch Notes\nhome\nadvance 10s # tick\n", count: 30_000)
    #expect(lines.utf8.count > 1 << 20)
    #expect(try ScenarioParser.parse(lines, file: "big.scn").steps.count == 90_001)

    let words = "install Notes\r\ndo Notes type " + String(repeating: "word ", count: 220_000)
    #expect(
      try ScenarioParser.parse(words, file: "line.scn").steps.last?.command.performArguments?.count == 220_000
    )

    let names =
      "install Notes\nexpect callbacks Notes " + String(repeating: "sceneWillConnect,", count: 60_000)
      + "sceneDidDisconnect"
    guard
      case .expectCallbacks(_, let callbacks) = try ScenarioParser.parse(names, file: "list.scn").steps.last?
        .command
    else {
      Issue.record("expected an expect callbacks step")
      return
    }
    #expect(callbacks.count == 60_001)
  }

  @Test("10,000+ mutated scenarios and hostile inputs either parse or fail at a position inside the input")
  func mutatedInputsNeverCrash() {
    var mutator = ScenarioMutator(random: SplitMix64(seed: 0x5CE9_A210))
    var inputs = Self.hostileInputs(random: &mutator.random)
    let specialCount = inputs.count
    for _ in 0..<Self.mutationCount {
      inputs.append(mutator.mutate(mutator.random.pick(ScenarioExamples.all)))
    }
    var parsed = 0
    var rejected = 0
    var failures: [String] = []
    let clock = ContinuousClock()
    let start = clock.now
    for input in inputs {
      switch Self.check(input) {
      case .parsed: parsed += 1
      case .rejected: rejected += 1
      case .misplaced(let problem): if failures.count < 10 { failures.append(problem) }
      }
    }
    let elapsed = clock.now - start
    print(
      "scenario fuzz: \(inputs.count) inputs (\(specialCount) hostile, \(Self.mutationCount) mutated): "
        + "\(parsed) parsed, \(rejected) rejected with a position inside the input, "
        + "in \(elapsed.formatted(.units(allowed: [.seconds, .milliseconds])))")
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(parsed > 1_000, "the mutations should leave many scenarios valid")
    #expect(rejected > 5_000, "the mutations should break many scenarios")
    #expect(parsed + rejected == inputs.count)
  }

  /// What parsing one input gave.
  enum Outcome {
    /// The input parsed.
    case parsed
    /// The input was refused with a location inside it and a short message.
    case rejected
    /// The input was refused with a location outside it, or an empty or huge message.
    case misplaced(String)
  }

  /// Parses `input` and checks the error's location and message.
  static func check(_ input: String) -> Outcome {
    do {
      _ = try ScenarioParser.parse(input, file: "fuzz.scn")
      return .parsed
    } catch {
      let lengths = lineLengths(input)
      let location = error.location
      let inside =
        location.file == "fuzz.scn" && location.line >= 1 && location.line <= lengths.count + 1
        && location.column >= 1
        && (location.line > lengths.count || location.column <= lengths[location.line - 1] + 1)
      guard inside, !error.message.isEmpty, error.message.count < 2_000 else {
        return .misplaced("\(error) for input \(ScenarioMessage.quote(input))")
      }
      return .rejected
    }
  }

  /// The length in characters of each line, lines ending at `\n`, `\r\n` or `\r`.
  static func lineLengths(_ text: String) -> [Int] {
    var lengths = [0]
    for character in text {
      if character == "\n" || character == "\r\n" || character == "\r" {
        lengths.append(0)
      } else {
        lengths[lengths.count - 1] += 1
      }
    }
    return lengths
  }

  /// Empty, huge, binary and pathological inputs.
  static func hostileInputs(random: inout SplitMix64) -> [String] {
    let megabyte = 1 << 20
    let randomBytes = (0..<megabyte).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    let manyApps = (0..<50_000).map { "install App\($0)\n" }.joined() + "launch App5000x\n"
    return [
      "", "\n", "\r\n", "\r", "#", "\"", "\\", "=", "==", ",", "\u{FEFF}", "\u{0}", "\u{FEFF}\u{FEFF}home",
      "advance 99999999999999999999s", "device memory=9999999999999GB", "device seed=99999999999999999999",
      "install A footprint=99999999999999999999B", "install A\nmail-accounts 99999999999999999999",
      String(repeating: "x", count: megabyte),
      String(repeating: "\"", count: megabyte),
      String(repeating: "\"\" ", count: megabyte / 3),
      String(repeating: "#", count: megabyte),
      String(repeating: "\u{0}", count: megabyte),
      String(repeating: "\r", count: megabyte / 4),
      String(repeating: "\t \n", count: megabyte / 3),
      String(repeating: "é", count: megabyte / 2),
      "home " + String(repeating: "\u{301}", count: megabyte / 2),
      "do " + String(repeating: "=", count: megabyte),
      "install A\nexpect callbacks A " + String(repeating: ",", count: megabyte),
      "install A\nexpect A " + String(repeating: "==", count: megabyte / 2),
      String(repeating: "launch ", count: megabyte / 7),
      String(repeating: "install A\n", count: megabyte / 10),
      manyApps,
      "install " + String(repeating: "N", count: 200) + "\nlaunch " + String(repeating: "N", count: 199)
        + "M",
      String(decoding: randomBytes, as: UTF8.self),
      String(decoding: randomBytes.prefix(4096), as: UTF8.self),
    ]
  }
}

extension ScenarioCommand {
  /// The arguments of a `do` step, or nil for any other step.
  fileprivate var performArguments: [String]? {
    if case .perform(_, _, let arguments) = self { return arguments }
    return nil
  }
}
