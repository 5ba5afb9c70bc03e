public import LifecycleCore
public import LifecycleSimulator

/// An ``AppExplorationReport`` as a `Codable` value, each finding's steps written as scenario
/// lines: one generation of what `lifecycle explore --app … --json` prints, and what the demo's
/// helper processes hand back to the one that writes the tables. One form for both, so what a
/// tool reads from the command's JSON is what the demo's processes read from each other.
///
/// The generation and the invariants are written by their names (`"ios13"`, `"no-data-loss"`);
/// ``report(install:)`` reads a record back into the report it came from.
public struct AppExplorationRecord: Codable, Equatable, Sendable {
  /// One ``AppFinding``: its generation is the record's.
  public struct Finding: Codable, Equatable, Sendable {
    /// The invariant broken.
    public var invariant: AppInvariant
    /// What happened.
    public var message: String
    /// The minimal steps after install and launch, as scenario lines.
    public var steps: [String]
    /// The whole scenario that replays the finding (its `expect` lines fail on the app).
    public var scenario: String
    /// Whether running ``scenario`` failed, as it should.
    public var replayFails: Bool
  }

  /// The generation explored.
  public var profile: OSGeneration
  /// Distinct states (fingerprints), the start included.
  public var states: Int
  /// Transitions tried.
  public var edges: Int
  /// The depth reached.
  public var depth: Int
  /// Simulator steps the search carried out.
  public var steps: Int
  /// The findings, in the order met.
  public var findings: [Finding]
  /// Whether the search was stopped early (Ctrl-C): the counts and findings are partial.
  public var interrupted: Bool
  /// Why the search could not start on this generation; absent when it did.
  public var notStarted: String?

  /// The record of `report`.
  public init(_ report: AppExplorationReport) {
    profile = report.profile
    states = report.states
    edges = report.edges
    depth = report.depth
    steps = report.steps
    interrupted = report.interrupted
    notStarted = report.notStarted
    findings = report.findings.map {
      Finding(
        invariant: $0.invariant, message: $0.message, steps: AppWorkerMessages.lines($0.steps),
        scenario: $0.scenario, replayFails: $0.replayFails)
    }
  }

  /// The report this record stands for, its findings' steps read after `install` (the line
  /// that names the app); nil when a step does not read as a scenario line.
  public func report(install: InstallSpec) -> AppExplorationReport? {
    var found: [AppFinding] = []
    for finding in findings {
      guard let steps = AppWorkerMessages.commands(finding.steps, install: install) else { return nil }
      found.append(
        AppFinding(
          invariant: finding.invariant, message: finding.message, profile: profile, steps: steps,
          scenario: finding.scenario, replayFails: finding.replayFails))
    }
    return AppExplorationReport(
      profile: profile, states: states, edges: edges, depth: depth, steps: steps, findings: found,
      interrupted: interrupted, notStarted: notStarted)
  }
}
