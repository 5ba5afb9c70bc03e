/// What running a scenario produced: the trace, the checks that failed, and the
/// input error that stopped it, if any.
public struct ScenarioRunResult: Sendable {
  /// The scenario's file.
  public var file: String
  /// The device's trace.
  public var trace: Trace
  /// Every `expect` that did not hold, in order.
  public var failures: [ScenarioFailure]
  /// How many `expect` steps ran.
  public var checkCount: Int
  /// A step that could not be carried out (an unknown app code, an unknown action):
  /// the run stopped there.
  public var error: ScenarioError?
  /// Work and background tasks still pending when the scenario ended.
  public var leftOverWork: [String]
  /// Crash, watchdog and jetsam reports.
  public var reports: [DeviceReport]

  /// 0 when every check held, 1 when one failed, 2 for an input error.
  public var exitCode: Int32 {
    if error != nil { return 2 }
    return failures.isEmpty ? 0 : 1
  }
}

/// An `expect` step that did not hold.
public struct ScenarioFailure: Hashable, Sendable, CustomStringConvertible {
  /// Where the check is.
  public var location: SourceLocation
  /// The step as written.
  public var step: String
  /// What the step expected.
  public var expected: String
  /// What happened instead.
  public var actual: String

  /// A check at `location`, written `step`, that expected `expected` and saw `actual`.
  public init(location: SourceLocation, step: String, expected: String, actual: String) {
    self.location = location
    self.step = step
    self.expected = expected
    self.actual = actual
  }

  /// `notes.scn:12:1: expect state Notes active — expected active, got suspended`.
  public var description: String { "\(location): \(step)\n  expected: \(expected)\n  actual:   \(actual)" }
}
