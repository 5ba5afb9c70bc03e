import Foundation
import LifecycleCore
package import LifecycleSimulator
import Synchronization

/// What goes between the explorer and its worker processes, one frame of ``WireFormat`` each:
/// a request is the path to replay, as scenario lines; the answer is the replay's result. A
/// request that names an invariant (shrinking's) asks instead where along the path it first
/// breaks, in one replay checked after every step.
package enum AppWorkerMessages {
  /// A request: replay these steps after the prologue.
  package struct Request: Sendable, Equatable {
    /// The steps, as scenario lines.
    package var path: [String]
    /// ``AppInvariant``'s raw value, to ask for the first step after which it is broken
    /// (``AppModel/firstViolations(of:along:)``); nil to replay the path and read its end.
    package var firstOf: String?
    /// The oracle as it stood after every step of the path but the last (the explorer's state
    /// it extends): the worker then checks only the last step
    /// (``AppModel/replay(_:resuming:)``); nil to check every step from the start.
    package var resuming: AppOracle?
    /// The setup to replay on — its generation, memory, seed and events — so that one worker
    /// serves every generation of an exploration and every configuration of a swarm; nil for
    /// the one the worker was started with.
    package var variant: Variant?
  }

  /// What a request's setup may change of the one its worker was started with (the app, its
  /// catalog and the rest of the device stay): what the generations of an exploration and
  /// the walks of a swarm (``AppExplorer/swarm(_:runs:length:seed:workers:)``) differ in.
  package struct Variant: Sendable, Hashable {
    /// The generation (`ios13`).
    package var profile: String
    /// The device's memory.
    package var memoryBytes: Int
    /// The device's seed.
    package var seed: UInt64
    /// The system events tried (``AppExplorationEvents``'s raw value).
    package var events: Int

    /// The variant `setup` is.
    package init(_ setup: AppExplorationSetup) {
      profile = setup.device.profile.rawValue
      memoryBytes = setup.device.memoryBytes
      seed = setup.device.seed
      events = setup.events.rawValue
    }

    /// `base` changed to this variant; nil when it names no generation.
    package func applied(to base: AppExplorationSetup) -> AppExplorationSetup? {
      guard let generation = OSGeneration(rawValue: profile) else { return nil }
      var setup = base.on(generation)
      setup.device.memoryBytes = memoryBytes
      setup.device.seed = seed
      setup.events = AppExplorationEvents(rawValue: events)
      return setup
    }
  }

  /// An answer: ``AppReplay`` as text.
  package struct Answer: Sendable, Equatable {
    /// The fingerprint.
    package var fingerprint: UInt64
    /// Why a step was refused, or nil.
    package var refused: String?
    /// The steps that apply next, as scenario lines.
    package var next: [String]
    /// The invariants broken by the last step (for a `firstOf` request: by the step it stops at).
    package var violations: [Violation]
    /// For a `firstOf` request: how many steps lead to the first violation, or nil for none.
    package var length: Int?
    /// The simulator steps the worker carried out for this request, the reference runs of the
    /// `fresh-settings` check included, so that the explorer's count is one process's; nil
    /// from a worker that does not count them (the explorer then counts the path's steps).
    package var steps: Int?
    /// The oracle after the path, which the state it reaches keeps for the steps beyond; nil
    /// from a worker that does not send it (then those steps are checked from the start).
    package var oracle: AppOracle?
  }

  /// An ``AppViolation`` as text.
  package struct Violation: Sendable, Equatable {
    /// ``AppInvariant``'s raw value.
    package var invariant: String
    /// The message.
    package var message: String
    /// The checks, as scenario lines.
    package var checks: [String]
  }

  /// The scenario lines of `commands`.
  package static func lines(_ commands: [ScenarioCommand]) -> [String] {
    commands.map(ScenarioPrinter.line(for:))
  }

  /// The commands of scenario `lines`, read after the `install` line of `install` so that the
  /// app's name is known; nil when a line does not parse.
  ///
  /// Each line is read once per process and kept (the explorer and its workers send each other
  /// the same few dozen lines thousands of times: reading them was a tenth of their time).
  /// A line is read after the install line alone, which is all a step's reading depends on;
  /// `AppWorkerMessagesTests` compares this with reading all the lines at once.
  package static func commands(_ lines: [String], install: InstallSpec) -> [ScenarioCommand]? {
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
  package static func answer(_ replay: AppReplay, steps: Int, withOracle: Bool = false) -> Answer {
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
  package static func replay(_ answer: Answer, install: InstallSpec) -> AppReplay? {
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

  /// Serves requests from standard input until it ends, one answer a frame on standard output:
  /// the worker's side (`lifecycle explore --app ID --worker`). A request replays on `model`'s
  /// setup, or on the variant it names (a model of that setup, made at its first request and
  /// kept). A request that does not read ends the worker with status 2 and a line on standard
  /// error saying why.
  @MainActor
  package static func serve(_ model: AppModel, replyingTo replies: Int32 = 1) {
    var models: [Variant: AppModel] = [Variant(model.setup): model]
    WorkerPool.serve(replyingTo: replies) { (payload) throws(WorkerPool.Refusal) in
      let request: Request
      do throws(WireError) { request = try Request(payload: payload) } catch {
        throw WorkerPool.Refusal(error.description)
      }
      let variant = request.variant ?? Variant(model.setup)
      guard let setup = variant.applied(to: model.setup) else {
        throw WorkerPool.Refusal("no generation \(variant.profile)")
      }
      let model = models[variant] ?? AppModel(setup: setup)
      models[variant] = model
      guard let path = commands(request.path, install: model.setup.install) else {
        throw WorkerPool.Refusal("a step that does not read in \(request.path)")
      }
      if let name = request.firstOf, AppInvariant(rawValue: name) == nil {
        throw WorkerPool.Refusal("no invariant \(name)")
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
      return answer(replay, steps: model.counter.steps - before, withOracle: withOracle).payload
    }
  }
}

extension AppWorkerMessages.Request: WireCodable {
  /// The request's frame payload.
  package var payload: [UInt8] { wirePayload }

  /// Reads a request from a frame's payload; every byte must belong to it.
  package init(payload: [UInt8]) throws(WireError) { try self.init(wirePayload: payload) }

  func write(to writer: inout WireWriter) {
    writer.write(path)
    writer.write(firstOf)
    writer.write(resuming)
    writer.write(variant)
  }

  init(from reader: inout WireReader) throws(WireError) {
    path = try reader.read([String].self)
    firstOf = try reader.read(String?.self)
    resuming = try reader.read(AppOracle?.self)
    variant = try reader.read(AppWorkerMessages.Variant?.self)
  }
}

extension AppWorkerMessages.Answer: WireCodable {
  /// The answer's frame payload.
  package var payload: [UInt8] { wirePayload }

  /// Reads an answer from a frame's payload; every byte must belong to it.
  package init(payload: [UInt8]) throws(WireError) { try self.init(wirePayload: payload) }

  func write(to writer: inout WireWriter) {
    writer.write(fingerprint)
    writer.write(refused)
    writer.write(next)
    writer.write(violations)
    writer.write(length)
    writer.write(steps)
    writer.write(oracle)
  }

  init(from reader: inout WireReader) throws(WireError) {
    fingerprint = try reader.read(UInt64.self)
    refused = try reader.read(String?.self)
    next = try reader.read([String].self)
    violations = try reader.read([AppWorkerMessages.Violation].self)
    length = try reader.read(Int?.self)
    steps = try reader.read(Int?.self)
    oracle = try reader.read(AppOracle?.self)
  }
}

extension AppWorkerMessages.Violation: WireCodable {
  func write(to writer: inout WireWriter) {
    writer.write(invariant)
    writer.write(message)
    writer.write(checks)
  }

  init(from reader: inout WireReader) throws(WireError) {
    invariant = try reader.read(String.self)
    message = try reader.read(String.self)
    checks = try reader.read([String].self)
  }
}

extension AppWorkerMessages.Variant: WireCodable {
  func write(to writer: inout WireWriter) {
    writer.write(profile)
    writer.write(memoryBytes)
    writer.write(seed)
    writer.write(events)
  }

  init(from reader: inout WireReader) throws(WireError) {
    profile = try reader.read(String.self)
    memoryBytes = try reader.read(Int.self)
    seed = try reader.read(UInt64.self)
    events = try reader.read(Int.self)
  }
}
