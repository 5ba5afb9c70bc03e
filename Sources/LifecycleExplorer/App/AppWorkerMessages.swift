import Foundation
import LifecycleCore
public import LifecycleSimulator
import Synchronization

/// What goes between the explorer and its worker processes, one JSON object a line: a
/// request is the path to replay, as scenario lines; the answer is the replay's result. A
/// request that names an invariant (shrinking's) asks instead where along the path it first
/// breaks, in one replay checked after every step.
public enum AppWorkerMessages {
  /// A request: replay these steps after the prologue.
  public struct Request: Codable, Sendable {
    /// The steps, as scenario lines.
    public var path: [String]
    /// ``AppInvariant``'s raw value, to ask for the first step after which it is broken
    /// (``AppModel/firstViolations(of:along:)``); nil to replay the path and read its end.
    public var firstOf: String?
    /// The oracle as it stood after every step of the path but the last (the explorer's state
    /// it extends): the worker then checks only the last step
    /// (``AppModel/replay(_:resuming:)``); nil to check every step from the start.
    public var resuming: AppOracle?
    /// The generation to replay on (`ios13`), so that one worker serves every generation of an
    /// exploration; nil for the one the worker was started with.
    public var profile: String?
  }

  /// An answer: ``AppReplay`` as text.
  public struct Answer: Codable, Sendable {
    /// The fingerprint.
    public var fingerprint: UInt64
    /// Why a step was refused, or nil.
    public var refused: String?
    /// The steps that apply next, as scenario lines.
    public var next: [String]
    /// The invariants broken by the last step (for a `firstOf` request: by the step it stops at).
    public var violations: [Violation]
    /// For a `firstOf` request: how many steps lead to the first violation, or nil for none.
    public var length: Int?
    /// The simulator steps the worker carried out for this request, the reference runs of the
    /// `fresh-settings` check included, so that the explorer's count is one process's; nil
    /// from a worker that does not count them (the explorer then counts the path's steps).
    public var steps: Int?
    /// The oracle after the path, which the state it reaches keeps for the steps beyond; nil
    /// from a worker that does not send it (then those steps are checked from the start).
    public var oracle: AppOracle?
  }

  /// An ``AppViolation`` as text.
  public struct Violation: Codable, Sendable {
    /// ``AppInvariant``'s raw value.
    public var invariant: String
    /// The message.
    public var message: String
    /// The checks, as scenario lines.
    public var checks: [String]
  }

  /// The scenario lines of `commands`.
  public static func lines(_ commands: [ScenarioCommand]) -> [String] {
    commands.map(ScenarioPrinter.line(for:))
  }

  /// The commands of scenario `lines`, read after the `install` line of `install` so that the
  /// app's name is known; nil when a line does not parse.
  ///
  /// Each line is read once per process and kept (the explorer and its workers send each other
  /// the same few dozen lines thousands of times: reading them was a tenth of their time).
  /// A line is read after the install line alone, which is all a step's reading depends on;
  /// `AppWorkerMessagesTests` compares this with reading all the lines at once.
  public static func commands(_ lines: [String], install: InstallSpec) -> [ScenarioCommand]? {
    let installLine = ScenarioPrinter.line(for: .install(install))
    var commands: [ScenarioCommand] = []
    commands.reserveCapacity(lines.count)
    for line in lines {
      let key = installLine + "\n" + line
      if let known = readLines.withLock({ $0[key] }) {
        commands.append(known)
        continue
      }
      guard let read = readTogether([line], installLine: installLine)?.first else { return nil }
      readLines.withLock { cache in
        if cache.count >= 10_000 { cache.removeAll() }
        cache[key] = read
      }
      commands.append(read)
    }
    return commands
  }

  /// `lines` read in one scenario after `installLine`; nil when one does not parse.
  static func readTogether(_ lines: [String], installLine: String) -> [ScenarioCommand]? {
    let text = ([installLine] + lines).joined(separator: "\n") + "\n"
    guard let scenario = try? ScenarioParser.parse(text, file: "worker") else { return nil }
    return scenario.steps.dropFirst().map(\.command)
  }

  /// The lines read so far, after their install line, and what they read as.
  private static let readLines = Mutex<[String: ScenarioCommand]>([:])

  /// The answer for `replay`, which took `steps` simulator steps; `withOracle` sends the
  /// oracle after the path (for a replay the explorer keeps as a state, not for shrinking's
  /// questions or a refused step, whose oracle nothing reads).
  public static func answer(_ replay: AppReplay, steps: Int, withOracle: Bool = false) -> Answer {
    Answer(
      fingerprint: replay.fingerprint, refused: replay.refused, next: lines(replay.next),
      violations: violations(replay.violations), length: replay.firstViolationLength, steps: steps,
      oracle: withOracle ? replay.oracle : nil)
  }

  private static func violations(_ violations: [AppViolation]) -> [Violation] {
    violations.map {
      Violation(invariant: $0.invariant.rawValue, message: $0.message, checks: lines($0.checks))
    }
  }

  /// The replay an answer stands for; nil when it does not read back.
  public static func replay(_ answer: Answer, install: InstallSpec) -> AppReplay? {
    guard let next = commands(answer.next, install: install) else { return nil }
    var violations: [AppViolation] = []
    for violation in answer.violations {
      guard let invariant = AppInvariant(rawValue: violation.invariant),
        let checks = commands(violation.checks, install: install)
      else { return nil }
      violations.append(AppViolation(invariant: invariant, message: violation.message, checks: checks))
    }
    return AppReplay(
      violations: violations, next: next, fingerprint: answer.fingerprint,
      oracle: answer.oracle ?? AppOracle(app: install.name),
      refused: answer.refused, firstViolationLength: answer.length, steps: answer.steps)
  }

  /// Serves requests from standard input until it ends, one answer a line on standard output:
  /// the worker's side (`lifecycle explore --app ID --worker`). A request replays on `model`'s
  /// generation, or on the one it names (a model of the same setup on that generation, made at
  /// its first request and kept).
  @MainActor
  public static func serve(_ model: AppModel) {
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()
    var models: [OSGeneration: AppModel] = [model.setup.device.profile: model]
    while let line = readLine(strippingNewline: true) {
      guard let request = try? decoder.decode(Request.self, from: Data(line.utf8)),
        let generation = request.profile.map({ OSGeneration(rawValue: $0) })
          ?? .some(model.setup.device.profile)
      else {
        FileHandle.standardError.write(Data("lifecycle worker: a request that does not read: \(line)\n".utf8))
        exit(2)
      }
      let model = models[generation] ?? AppModel(setup: model.setup.on(generation))
      models[generation] = model
      guard let path = commands(request.path, install: model.setup.install),
        request.firstOf.map({ AppInvariant(rawValue: $0) != nil }) ?? true
      else {
        FileHandle.standardError.write(Data("lifecycle worker: a request that does not read: \(line)\n".utf8))
        exit(2)
      }
      let before = model.counter.steps
      var replay: AppReplay
      if let invariant = request.firstOf.flatMap(AppInvariant.init(rawValue:)) {
        let first = model.firstViolations(of: invariant, along: path)
        replay = AppReplay(
          violations: first?.violations ?? [], next: [], fingerprint: 0, oracle: AppOracle(app: model.app),
          refused: nil, firstViolationLength: first?.length)
      } else {
        replay = model.replay(path, resuming: request.resuming)
      }
      let withOracle = request.firstOf == nil && replay.refused == nil
      guard
        let data = try? encoder.encode(
          answer(replay, steps: model.counter.steps - before, withOracle: withOracle))
      else {
        exit(2)
      }
      FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
  }
}
