public import LifecycleCore
public import LifecycleSimulator

/// One way an app broke an invariant: the minimal steps that lead to it and the scenario that
/// replays it (`lifecycle run FILE` fails on the app as it is).
public struct AppFinding: Hashable, Sendable {
  /// The invariant broken.
  public var invariant: AppInvariant
  /// What happened.
  public var message: String
  /// The generation it was found on.
  public var profile: OSGeneration
  /// The steps after install and launch, shrunk: no one of them can be left out.
  public var steps: [ScenarioCommand]
  /// The whole scenario: the device, install and launch, the steps, and the checks that fail.
  public var scenario: String
  /// Whether running ``scenario`` fails, as it should (checked by running it).
  public var replayFails: Bool
}

/// What the explorer did on one generation, and what it found.
public struct AppExplorationReport: Sendable {
  /// The generation.
  public var profile: OSGeneration
  /// Distinct states (fingerprints), the start included.
  public var states: Int
  /// Transitions tried, each one replay.
  public var edges: Int
  /// The depth reached.
  public var depth: Int
  /// Simulator steps the search carried out, replays of every edge (the prologue's included);
  /// shrinking and the findings' runs come on top.
  public var steps: Int
  /// One finding per invariant broken, the shortest, in the order met.
  public var findings: [AppFinding]
}

/// The explorer of an app in the simulator: searches every sequence of system events and user
/// actions up to a depth (``AppModel``), checks the invariants (``AppInvariant``) after every
/// step, shrinks each violation's sequence (``Shrinking``) and writes it as a scenario.
@MainActor
public enum AppExplorer {
  /// Explores `setup` on its generation to `depth` steps after the launch.
  public static func explore(_ setup: AppExplorationSetup, depth: Int) -> AppExplorationReport {
    let model = AppModel(setup: setup)
    let search = BreadthFirstSearch.everyViolation(of: model, depthBound: depth) { violations in
      violations.map(\.invariant.rawValue)
    }
    var findings: [AppFinding] = []
    var reported: Set<AppInvariant> = []
    for found in search.findings {
      for violation in found.violation where !reported.contains(violation.invariant) {
        reported.insert(violation.invariant)
        findings.append(finding(violation.invariant, along: found.path, in: model))
      }
    }
    return AppExplorationReport(
      profile: setup.device.profile, states: search.states, edges: search.edges, depth: search.depth,
      steps: model.counter.steps, findings: findings)
  }

  /// Takes `runs` seeded random walks of at most `length` steps instead of the whole space
  /// (``RandomWalks``: the same seed gives the same walks). The shortest violating walk is
  /// shrunk, per invariant it breaks, as the exhaustive search's findings are. The report's
  /// `states` counts distinct fingerprints met, `edges` the steps walked, `depth` the length.
  public static func walk(_ setup: AppExplorationSetup, runs: Int, length: Int, seed: UInt64)
    -> AppExplorationReport
  {
    let model = AppModel(setup: setup)
    let walks = RandomWalks.run(model, options: WalkOptions(runs: runs, length: length, seed: seed))
    var findings: [AppFinding] = []
    if let found = walks.finding {
      for invariant in Set(found.violation.map(\.invariant)).sorted(by: { $0.rawValue < $1.rawValue }) {
        findings.append(finding(invariant, along: found.path, in: model))
      }
    }
    return AppExplorationReport(
      profile: setup.device.profile, states: walks.distinctStates, edges: walks.steps, depth: length,
      steps: model.counter.steps, findings: findings)
  }

  /// The first step along `path` that breaks `invariant`, with its violation; nil if none does
  /// or a step is refused.
  public static func firstViolation(
    of invariant: AppInvariant, along path: [ScenarioCommand], in model: AppModel
  )
    -> (length: Int, violation: AppViolation)?
  {
    for length in 1...max(path.count, 1) where length <= path.count {
      let replayed = model.replay(Array(path.prefix(length)))
      if replayed.refused != nil { return nil }
      if let violation = replayed.violations.first(where: { $0.invariant == invariant }) {
        return (length, violation)
      }
    }
    return nil
  }

  /// Shrinks `path` for `invariant` and writes the finding's scenario, then runs it.
  static func finding(_ invariant: AppInvariant, along path: [ScenarioCommand], in model: AppModel)
    -> AppFinding
  {
    let shrunk = Shrinking.minimize(path) { candidate in
      firstViolation(of: invariant, along: candidate, in: model) != nil
    }
    let (length, violation) = firstViolation(of: invariant, along: shrunk, in: model)!
    let steps = Array(shrunk.prefix(length))
    let scenario = scenarioText(steps: steps, violation: violation, model: model)
    let result = ScenarioRunner(catalog: model.setup.catalog).run(
      (try? ScenarioParser.parse(scenario, file: "finding.scenario"))
        ?? Scenario(file: "finding.scenario", steps: []))
    return AppFinding(
      invariant: invariant, message: violation.message, profile: model.setup.device.profile, steps: steps,
      scenario: scenario, replayFails: result.exitCode != 0)
  }

  /// The scenario of a finding: a comment naming the invariant, the device and install lines,
  /// the launch, the steps, and the checks.
  public static func scenarioText(steps: [ScenarioCommand], violation: AppViolation, model: AppModel)
    -> String
  {
    var lines = [
      "# \(violation.invariant.rawValue), found by lifecycle explore: \(violation.message)",
      ScenarioPrinter.device(model.setup.device),
    ]
    lines += (model.prologue + steps).map(ScenarioPrinter.line(for:))
    if violation.checks.isEmpty {
      lines.append("# (no expect line: the run fails on the misuse the simulator records)")
    }
    lines += violation.checks.map(ScenarioPrinter.line(for:))
    return lines.joined(separator: "\n") + "\n"
  }
}
