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

  /// Creates a finding (as a report read back from JSON has it).
  public init(
    invariant: AppInvariant, message: String, profile: OSGeneration, steps: [ScenarioCommand],
    scenario: String,
    replayFails: Bool
  ) {
    self.invariant = invariant
    self.message = message
    self.profile = profile
    self.steps = steps
    self.scenario = scenario
    self.replayFails = replayFails
  }
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
  /// Whether the search was stopped early (Ctrl-C): the counts and findings are partial.
  public var interrupted = false
  /// Why the search could not start, or nil when it did: the device refused to install or
  /// launch the app on this generation (an Info.plist `MinimumOSVersion` above it, say). Such a
  /// report explored no state, and its empty findings are no verdict on the app.
  public var notStarted: String?

  /// Creates a report (as one read back from JSON has it).
  public init(
    profile: OSGeneration, states: Int, edges: Int, depth: Int, steps: Int, findings: [AppFinding],
    interrupted: Bool = false, notStarted: String? = nil
  ) {
    self.profile = profile
    self.states = states
    self.edges = edges
    self.depth = depth
    self.steps = steps
    self.findings = findings
    self.interrupted = interrupted
    self.notStarted = notStarted
  }

  /// The report of a search that could not start on `profile`, for `reason`: no state, no edge.
  static func notStarted(on profile: OSGeneration, because reason: String, steps: Int) -> AppExplorationReport
  {
    AppExplorationReport(
      profile: profile, states: 0, edges: 0, depth: 0, steps: steps, findings: [], notStarted: reason)
  }
}

/// The explorer of an app in the simulator: searches every sequence of system events and user
/// actions up to a depth (``AppModel``), checks the invariants (``AppInvariant``) after every
/// step, shrinks each violation's sequence (``Shrinking``) and writes it as a scenario.
@MainActor
public enum AppExplorer {
  /// Explores `setup` on its generation to `depth` steps after the launch.
  public static func explore(_ setup: AppExplorationSetup, depth: Int) -> AppExplorationReport {
    explore(AppModel(setup: setup), depth: depth)
  }

  /// Explores `model` to `depth` (a model whose ``AppModel/counter`` records its replays, for
  /// the benchmark).
  ///
  /// `progress` hears the depth, states and edges after each level; `shouldStop` ends the
  /// search early (the findings so far are still shrunk and reported).
  public static func explore(
    _ model: AppModel, depth: Int, progress: ((Int, Int, Int) -> Void)? = nil, shouldStop: (() -> Bool)? = nil
  ) -> AppExplorationReport {
    let setup = model.setup
    if let refused = model.start.refused {
      return .notStarted(on: setup.device.profile, because: refused, steps: model.counter.steps)
    }
    var findings = launchFindings(of: model)
    var reported = Set(findings.map(\.invariant))
    let search = BreadthFirstSearch.everyViolation(
      of: model, depthBound: depth, keys: { violations in violations.map(\.invariant.rawValue) },
      progress: progress, shouldStop: shouldStop)
    for found in search.findings {
      for violation in found.violation where !reported.contains(violation.invariant) {
        reported.insert(violation.invariant)
        findings.append(finding(violation.invariant, along: found.path, in: model))
      }
    }
    return AppExplorationReport(
      profile: setup.device.profile, states: search.states, edges: search.edges, depth: search.depth,
      steps: model.counter.steps, findings: findings, interrupted: search.interrupted)
  }

  /// Takes `runs` seeded random walks of at most `length` steps instead of the whole space
  /// (``RandomWalks``: the same seed gives the same walks). Walks go on past a violation, so
  /// one bug met early does not hide another; for each invariant broken, the shortest walk to it
  /// is shrunk, as the exhaustive search's findings are. The report's
  /// `states` counts distinct fingerprints met, `edges` the steps walked, `depth` the length.
  ///
  /// With `workers`, app code runs in them (a trap or a hang is a `no-crash` finding) and
  /// ``AppModel/walksSideBySideWithWorkers`` walks go side by side, their steps spread over the
  /// workers; the walks and the report are the same either way.
  package static func walk(
    _ setup: AppExplorationSetup, runs: Int, length: Int, seed: UInt64, workers: AppWorkerPool? = nil
  )
    -> AppExplorationReport
  {
    let model = AppModel(setup: setup, workers: workers)
    if let refused = model.start.refused {
      return .notStarted(on: setup.device.profile, because: refused, steps: model.counter.steps)
    }
    var findings = launchFindings(of: model)
    var reported = Set(findings.map(\.invariant))
    let walks = RandomWalks.everyViolation(
      of: model, options: WalkOptions(runs: runs, length: length, seed: seed),
      keys: { violations in violations.map(\.invariant.rawValue) })
    for found in walks.findings {
      for violation in found.violation where reported.insert(violation.invariant).inserted {
        findings.append(finding(violation.invariant, along: found.path, in: model))
      }
    }
    return AppExplorationReport(
      profile: setup.device.profile, states: walks.distinctStates, edges: walks.steps, depth: length,
      steps: model.counter.steps, findings: findings)
  }

  /// Swarm testing (Groce and others, "Swarm Testing", ISSTA 2012): `runs` random walks, each
  /// on a configuration its own seed draws — which of the setup's system events are enabled
  /// (each kept with even odds; Home and launch always), the device's memory (256 MB, 512 MB or
  /// 2 GB) and the device's seed — so that walks reach corners a uniform mix of every event
  /// seldom does (a walk without calls goes deeper into memory pressure). The shortest
  /// violating walk per invariant is shrunk on its own configuration, whose `device` line the
  /// scenario prints. The report's `states` sums the distinct fingerprints of each walk.
  ///
  /// With `workers`, app code runs in them and walks go side by side as in
  /// ``walk(_:runs:length:seed:workers:)``, each request naming its walk's configuration.
  package static func swarm(
    _ setup: AppExplorationSetup, runs: Int, length: Int, seed: UInt64, workers: AppWorkerPool? = nil
  )
    -> AppExplorationReport
  {
    var seeds = SplitMix64(seed: seed)
    var models: [AppModel] = []
    var walkSeeds: [UInt64] = []
    for _ in 0..<runs {
      var draw = SplitMix64(seed: seeds.next())
      var configured = setup
      var events: AppExplorationEvents = .homeAndLaunch
      for (_, kind) in AppExplorationEvents.names where setup.events.contains(kind) && draw.next() & 1 == 1 {
        events.formUnion(kind)
      }
      configured.events = events
      configured.device.memoryBytes = [256 << 20, 512 << 20, 2 << 30][draw.below(3)]
      configured.device.seed = draw.next() % 1000
      models.append(AppModel(setup: configured, workers: workers))
      // The walk's generator: the first walk of a batch seeded with the next draw.
      walkSeeds.append(RandomWalks.seed(ofRun: 0, batchSeed: draw.next()))
    }
    // The install and launch do not depend on the events drawn: one refused, all are.
    if let refused = models.lazy.compactMap(\.start.refused).first {
      return .notStarted(
        on: setup.device.profile, because: refused, steps: models.reduce(0) { $0 + $1.counter.steps })
    }
    var shortest: [AppInvariant: (path: [ScenarioCommand], model: AppModel)] = [:]
    // A configuration whose launch breaks an invariant: the shortest finding there is, no steps.
    for model in models {
      for violation in model.start.violations where shortest[violation.invariant] == nil {
        shortest[violation.invariant] = ([], model)
      }
    }
    var states = 0
    var edges = 0
    let group = models.first?.walksSideBySide ?? 1
    for first in stride(from: 0, to: runs, by: group) {
      let walks = models.indices[first..<min(first + group, runs)].map {
        (model: models[$0], seed: walkSeeds[$0], start: models[$0].initialState)
      }
      var distinct = walks.map { [$0.model.fingerprint($0.start)] as Set<UInt64> }
      let records = RandomWalks.sideBySide(walks, length: length, endsAtViolation: false) { walk, key in
        distinct[walk].insert(key)
      }
      for (walk, record) in records.enumerated() {
        states += distinct[walk].count
        edges += record.path.count
        for found in record.violations {
          for violation in found.violation
          where (shortest[violation.invariant]?.path.count ?? .max) > found.length {
            shortest[violation.invariant] = (Array(record.path.prefix(found.length)), walks[walk].model)
          }
        }
      }
    }
    let steps = models.reduce(0) { $0 + $1.counter.steps }
    let findings = shortest.sorted { $0.key.rawValue < $1.key.rawValue }.map { invariant, found in
      finding(invariant, along: found.path, in: found.model)
    }
    return AppExplorationReport(
      profile: setup.device.profile, states: states, edges: edges, depth: length, steps: steps,
      findings: findings)
  }

  /// The findings of the launch itself, before any step (a crash or a misuse while the app
  /// launches, a trap that ends a worker's process there), each with no steps: a search from
  /// that start would otherwise find nothing to blame, or nothing at all.
  static func launchFindings(of model: AppModel) -> [AppFinding] {
    var seen: Set<AppInvariant> = []
    return model.start.violations.filter { seen.insert($0.invariant).inserted }.map {
      finding($0.invariant, along: [], in: model)
    }
  }

  /// The first step along `path` that breaks `invariant`, with its violation; nil if none does
  /// or a step is refused.
  public static func firstViolation(
    of invariant: AppInvariant, along path: [ScenarioCommand], in model: AppModel
  )
    -> (length: Int, violation: AppViolation)?
  {
    guard
      let (length, violations) = model.firstViolations(of: invariant, along: path),
      let violation = violations.first(where: { $0.invariant == invariant })
    else { return nil }
    return (length, violation)
  }

  /// Shrinks `path` for `invariant` and writes the finding's scenario, then runs it.
  static func finding(_ invariant: AppInvariant, along path: [ScenarioCommand], in model: AppModel)
    -> AppFinding
  {
    let shrunk = Shrinking.minimize(path) { candidate in
      firstViolation(of: invariant, along: candidate, in: model) != nil
    }
    // A violation that does not come back on a replay (a worker that died of something else)
    // keeps its path as found.
    let (length, violation) =
      firstViolation(of: invariant, along: shrunk, in: model)
      ?? firstViolation(of: invariant, along: path, in: model)
      ?? (path.count, AppViolation(invariant: invariant, message: "seen once, not on a replay", checks: []))
    let steps = Array(
      (firstViolation(of: invariant, along: shrunk, in: model) != nil ? shrunk : path).prefix(length))
    let scenario = scenarioText(steps: steps, violation: violation, model: model)
    let fails: Bool
    if violation.processDied {
      // Run in this process it would end the explorer: a worker replays it, and must die again.
      fails = model.replay(steps).violations.contains { $0.processDied }
    } else {
      let result = ScenarioRunner(catalog: model.setup.catalog).run(
        (try? ScenarioParser.parse(scenario, file: "finding.scenario"))
          ?? Scenario(file: "finding.scenario", steps: []))
      fails = result.exitCode != 0
    }
    return AppFinding(
      invariant: invariant, message: violation.message, profile: model.setup.device.profile, steps: steps,
      scenario: scenario, replayFails: fails)
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
    if violation.processDied {
      lines.append("# (no expect line: the app's process dies at the last step)")
    } else if violation.checks.isEmpty {
      lines.append("# (no expect line: the run fails on the misuse the simulator records)")
    }
    lines += violation.checks.map(ScenarioPrinter.line(for:))
    return lines.joined(separator: "\n") + "\n"
  }
}
