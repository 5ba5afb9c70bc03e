/// What ``RandomWalks/everyViolation(of:options:keys:)`` found.
public struct WalkViolationReport<Input, Violation> {
  /// Walks taken.
  public var runs = 0
  /// Inputs taken over all walks.
  public var steps = 0
  /// Distinct fingerprints met over all walks, the initial state included.
  public var distinctStates = 0
  /// Walks that met at least one violation.
  public var violatingRuns = 0
  /// For each kind of violation met (`keys` names the kinds), the shortest walk to it — cut at
  /// the step that broke it, the earliest walk among equals — in the order of their first meeting.
  public var findings: [Finding<Input, Violation>] = []
  /// A digest of every input chosen, in order, as ``WalkReport/digest``.
  public var digest: UInt64 = 0xCBF2_9CE4_8422_2325

  /// An empty report.
  public init() {}
}

extension WalkViolationReport: Sendable where Input: Sendable, Violation: Sendable {}

extension RandomWalks {
  /// Walks that go on past violations: every walk takes its full length (unless it reaches a
  /// state with no enabled input), and each kind of violation it meets on the way is kept with
  /// the shortest walk prefix that met it over the whole batch. One bug met early in most walks
  /// does not hide another that only comes later.
  ///
  /// The inputs chosen are those of ``run(_:options:)`` with the same options and
  /// `checksProperty` false: the same seed walks the same paths, violations or not.
  public static func everyViolation<Model: ExplorableModel>(
    of model: Model, options: WalkOptions, keys: (Model.Violation) -> [String]
  ) -> WalkViolationReport<Model.Input, Model.Violation> {
    var report = WalkViolationReport<Model.Input, Model.Violation>()
    // Per kind, its place in `report.findings`; the last run counted as violating.
    var position: [String: Int] = [:]
    var lastViolatingRun = -1
    let totals = batch(of: model, options: options, endsAtViolation: false) { run, path, violation in
      if lastViolatingRun != run {
        lastViolatingRun = run
        report.violatingRuns += 1
      }
      for key in keys(violation) {
        if let index = position[key] {
          if path.count < report.findings[index].path.count {
            report.findings[index] = Finding(path: path, violation: violation)
          }
        } else {
          position[key] = report.findings.count
          report.findings.append(Finding(path: path, violation: violation))
        }
      }
    }
    report.runs = totals.runs
    report.steps = totals.steps
    report.distinctStates = totals.distinctStates
    report.digest = totals.digest
    return report
  }
}
