import LifecycleSimulator

// What goes between `lifecycle explore --around` and its worker processes
// (``RoundTripExplorer/serve(_:catalog:)``), one frame of ``WireFormat`` each.

/// A request to a round-trip worker: the untouched run, or one run with a round-trip injected.
struct RoundTripRequest: Sendable, Equatable {
  /// The step after which the round-trip goes (an index into the scenario's steps); nil for
  /// the untouched run.
  var after: Int?
  /// The app in front there.
  var app: String
  /// The round-trip, an index into ``RoundTrip/all``.
  var roundTrip: Int

  /// The request for the untouched run and the points where round-trips go.
  static let baseline = RoundTripRequest(after: nil, app: "", roundTrip: 0)
}

/// What one run of a scenario came to, as a worker sends it: the checks that failed, the error
/// it stopped at and the invariants broken, with their checks as scenario lines.
struct RunOutcome: Sendable, Equatable {
  /// An invariant broken after a step.
  struct Violation: Sendable, Equatable {
    /// The index of the step after which it was seen.
    var step: Int
    /// ``AppInvariant``'s raw value.
    var invariant: String
    /// The message.
    var message: String
    /// The checks, as scenario lines.
    var checks: [String]

    /// The violation, its checks read after `installs` (the scenario's install lines). A
    /// check that does not read back leaves the checks out, never the violation.
    func violation(_ installs: [String]) -> AppViolation {
      let kind = AppInvariant(rawValue: invariant) ?? .noCrash
      var commands: [ScenarioCommand] = []
      if !checks.isEmpty {
        let text = (installs + checks).joined(separator: "\n") + "\n"
        if let parsed = try? ScenarioParser.parse(text, file: "worker"),
          parsed.steps.count == installs.count + checks.count
        {
          commands = parsed.steps.suffix(checks.count).map(\.command)
        }
      }
      return AppViolation(invariant: kind, message: message, checks: commands)
    }
  }

  /// The scenario's own checks that failed.
  var failures: [ScenarioFailure] = []
  /// Why the run stopped before its end, or nil.
  var error: String?
  /// The invariants broken, in the order seen.
  var found: [Violation] = []
  /// Why the worker running it died or hung, or nil (never sent: the explorer sets it).
  var died: String?

  /// Whether every check held, the run reached its end and its process lived.
  var passes: Bool { failures.isEmpty && error == nil && died == nil }

  /// A run that stopped at `error`.
  init(error: String) { self.error = error }

  /// A run whose worker died or hung: `why`.
  init(died why: String) { died = why }

  /// The outcome of `result`, with the invariants `found` on the way.
  init(_ result: ScenarioRunResult, found: [RoundTripExplorer.Found]) {
    failures = result.failures
    error = result.error.map(String.init(describing:))
    self.found = found.map {
      Violation(
        step: $0.step, invariant: $0.violation.invariant.rawValue, message: $0.violation.message,
        checks: AppWorkerMessages.lines($0.violation.checks))
    }
  }
}

/// The untouched run, and the points where round-trips go when it passes.
struct Baseline: Sendable, Equatable {
  /// A step after which an app is active in front.
  struct Point: Sendable, Equatable {
    /// The step's index in the scenario.
    var index: Int
    /// The app.
    var app: String
  }

  /// The untouched run.
  var run: RunOutcome
  /// Where round-trips go.
  var points: [Point] = []
}

extension RoundTripRequest: WireCodable {
  func write(to writer: inout WireWriter) {
    writer.write(after)
    writer.write(app)
    writer.write(roundTrip)
  }

  init(from reader: inout WireReader) throws(WireError) {
    after = try reader.read(Int?.self)
    app = try reader.read(String.self)
    roundTrip = try reader.read(Int.self)
  }
}

extension RunOutcome.Violation: WireCodable {
  func write(to writer: inout WireWriter) {
    writer.write(step)
    writer.write(invariant)
    writer.write(message)
    writer.write(checks)
  }

  init(from reader: inout WireReader) throws(WireError) {
    step = try reader.read(Int.self)
    invariant = try reader.read(String.self)
    message = try reader.read(String.self)
    checks = try reader.read([String].self)
  }
}

extension ScenarioFailure: WireCodable {
  func write(to writer: inout WireWriter) {
    writer.write(location.file)
    writer.write(location.line)
    writer.write(location.column)
    writer.write(step)
    writer.write(expected)
    writer.write(actual)
  }

  init(from reader: inout WireReader) throws(WireError) {
    let location = SourceLocation(
      file: try reader.read(String.self), line: try reader.read(Int.self), column: try reader.read(Int.self))
    self.init(
      location: location, step: try reader.read(String.self), expected: try reader.read(String.self),
      actual: try reader.read(String.self))
  }
}

extension RunOutcome: WireCodable {
  func write(to writer: inout WireWriter) {
    writer.write(failures)
    writer.write(error)
    writer.write(found)
  }

  init(from reader: inout WireReader) throws(WireError) {
    failures = try reader.read([ScenarioFailure].self)
    error = try reader.read(String?.self)
    found = try reader.read([Violation].self)
  }
}

extension Baseline.Point: WireCodable {
  func write(to writer: inout WireWriter) {
    writer.write(index)
    writer.write(app)
  }

  init(from reader: inout WireReader) throws(WireError) {
    index = try reader.read(Int.self)
    app = try reader.read(String.self)
  }
}

extension Baseline: WireCodable {
  func write(to writer: inout WireWriter) {
    run.write(to: &writer)
    writer.write(points)
  }

  init(from reader: inout WireReader) throws(WireError) {
    run = try RunOutcome(from: &reader)
    points = try reader.read([Point].self)
  }
}
