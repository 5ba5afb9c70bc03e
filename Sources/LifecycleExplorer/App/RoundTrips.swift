import LifecycleCore
package import LifecycleSimulator

/// A neutral round-trip: a detour the user or the system takes that should leave the app as it
/// was — Home and back, a call declined — injected into a scenario at every step (the idea of
/// Thor: Adamsen, Mezzetti and Møller, "Systematic Execution of Android Test Suites in Adverse
/// Conditions", ISSTA 2015).
package struct RoundTrip: Hashable, Sendable {
  /// How the report names it.
  package var name: String
  /// Whether it leaves a report by design (jetsam's), so that the scenario's `expect report`
  /// lines are left out of its runs as `expect callbacks` lines are of every run.
  package var leavesReport = false
  /// Its steps, for the app `app` in front.
  package var steps: @Sendable (_ app: String) -> [ScenarioCommand]

  /// Every round-trip the explorer injects, in this order.
  package static let all: [RoundTrip] = [
    RoundTrip(name: "Home and back") { [.home, .launch(app: $0)] },
    // Jetsam aimed at the app taken away: memory pressure would also end the scenario's other
    // apps out of sight, which is no round-trip for them.
    RoundTrip(name: "Home, jetsam and relaunch", leavesReport: true) {
      [.home, .jetsam(app: $0), .launch(app: $0)]
    },
    RoundTrip(name: "a call declined") { _ in [.call(.incoming), .call(.decline)] },
    RoundTrip(name: "lock and unlock") { _ in [.lock, .unlock] },
    RoundTrip(name: "a memory warning") { _ in [.memoryWarning] },
  ]

  /// Round-trips are equal by name.
  package static func == (lhs: RoundTrip, rhs: RoundTrip) -> Bool { lhs.name == rhs.name }
  /// Hashes the name.
  package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// One scenario run with a round-trip injected that failed: where, which, and what failed.
package struct RoundTripFailure: Sendable {
  /// The step after which the round-trip was injected.
  package var after: ScenarioStep
  /// The round-trip.
  package var roundTrip: String
  /// The app in front, which the round-trip took away and brought back.
  package var app: String
  /// The scenario's own checks that failed.
  package var failures: [ScenarioFailure]
  /// Why the run stopped before the scenario's end (a step the round-trip left impossible),
  /// or nil.
  package var error: String?
  /// The invariants broken on the way.
  package var violations: [AppViolation]
  /// The scenario with the round-trip in place, as text that `lifecycle run` replays.
  package var scenario: String
}

/// What ``RoundTripExplorer/explore(_:catalog:workers:)`` did.
package struct RoundTripReport: Sendable {
  /// The scenario's own checks that failed when it ran untouched: it must pass for the
  /// round-trips to mean anything.
  package var baselineFailures: [ScenarioFailure]
  /// Why the untouched scenario stopped before its end (a step that cannot be carried out, or
  /// the app's process dying in a worker), or nil.
  package var baselineError: String?
  /// How many runs with a round-trip injected were carried out.
  package var runs: Int
  /// How many there were to carry out: ``runs`` unless the exploration was stopped.
  package var planned: Int
  /// The invariants the untouched scenario already breaks (not blamed on a round-trip).
  package var baselineViolations: [AppViolation]
  /// The runs that failed, in the order of the scenario's steps and ``RoundTrip/all``.
  package var failures: [RoundTripFailure]
  /// Whether the exploration was stopped (`shouldStop`) before its last run.
  package var interrupted: Bool

  /// Whether the untouched scenario passed, so that round-trips were injected.
  package var baselinePasses: Bool { baselineFailures.isEmpty && baselineError == nil }
}

/// Runs a scenario with each neutral round-trip injected after each of its steps at which an
/// app is in front, checking the scenario's own `expect` lines and the invariants of
/// ``AppInvariant`` (`lifecycle explore --around FILE`).
///
/// The round-trip adds callbacks and notifications by design, so `expect callbacks` and `expect
/// notifications` are left out of the runs with a round-trip, and `expect report` out of those
/// whose round-trip leaves a report (jetsam's); every other check stays.
@MainActor
package enum RoundTripExplorer {
  /// Explores `scenario` with the apps of `catalog`: in this process, or, with `workers`, in
  /// worker processes that serve ``serve(_:catalog:)``, so that a trap or a hang in app code
  /// is a `no-crash` failure of the run it happened in (or the untouched scenario's error),
  /// never the end of the exploration. Both give the same report for an app that does not die.
  ///
  /// `progress` hears how many runs are done of how many after each batch of them;
  /// `shouldStop`, asked before each batch, ends the exploration there with the runs done
  /// (``RoundTripReport/interrupted``).
  package static func explore(
    _ scenario: Scenario, catalog: AppCatalog, workers: WorkerPool? = nil,
    progress: ((_ done: Int, _ of: Int) -> Void)? = nil, shouldStop: (() -> Bool)? = nil
  ) -> RoundTripReport {
    let runner = ScenarioRunner(catalog: catalog)
    let installs = installLines(of: scenario)
    let baseline: Baseline
    if let workers {
      switch workers.exchange([RoundTripRequest.baseline.wirePayload])[0] {
      case .answered(let frame):
        baseline =
          (try? Baseline(wirePayload: frame))
          ?? Baseline(run: RunOutcome(error: "the worker answered what does not read"))
      case .died(let why):
        baseline = Baseline(run: RunOutcome(error: why))
      }
    } else {
      baseline = Self.baseline(scenario, runner: runner)
    }
    let baselineViolations = baseline.run.found.map { $0.violation(installs) }
    guard baseline.run.passes else {
      return RoundTripReport(
        baselineFailures: baseline.run.failures, baselineError: baseline.run.error, runs: 0, planned: 0,
        baselineViolations: baselineViolations, failures: [], interrupted: false)
    }
    let known = Set(baselineViolations.map(\.description))
    let requests = baseline.points.flatMap { point in
      RoundTrip.all.indices.map { (point: point, roundTrip: $0) }
    }
    // A batch at a time — a run in this process, four per worker — so that a stop asked for
    // between batches ends the exploration with what the runs so far found.
    let batchSize = workers.map { $0.count * 4 } ?? 1
    var outcomes: [RunOutcome] = []
    var interrupted = false
    while outcomes.count < requests.count {
      if shouldStop?() == true {
        interrupted = true
        break
      }
      let batch = requests[outcomes.count..<min(outcomes.count + batchSize, requests.count)]
      if let workers {
        let payloads = batch.map {
          RoundTripRequest(after: $0.point.index, app: $0.point.app, roundTrip: $0.roundTrip).wirePayload
        }
        outcomes += workers.exchange(payloads).map {
          switch $0 {
          case .answered(let frame):
            (try? RunOutcome(wirePayload: frame))
              ?? RunOutcome(died: "the worker answered what does not read")
          case .died(let why): RunOutcome(died: why)
          }
        }
      } else {
        outcomes += batch.map {
          run(
            RoundTrip.all[$0.roundTrip], app: $0.point.app, after: $0.point.index, in: scenario,
            runner: runner)
        }
      }
      progress?(outcomes.count, requests.count)
    }
    var failures: [RoundTripFailure] = []
    for (request, outcome) in zip(requests, outcomes) {
      let roundTrip = RoundTrip.all[request.roundTrip]
      let app = request.point.app
      let anchor = scenario.steps[request.point.index]
      let injected = injecting(
        roundTrip.steps(app), after: request.point.index, into: scenario,
        keepingReports: !roundTrip.leavesReport)
      var found = outcome.found.map { Found(step: $0.step, violation: $0.violation(installs)) }
      found.removeAll { known.contains($0.violation.description) }
      var violations = found.map(\.violation)
      var header =
        "# \(roundTrip.name) (\(app)) after `\(anchor.text)` (\(anchor.location)), found by lifecycle "
        + "explore --around"
      if let died = outcome.died {
        violations.append(AppViolation(invariant: .noCrash, message: died, checks: [], processDied: true))
        header += "\n# no-crash: \(died); replaying this scenario ends the same way"
      }
      guard !outcome.passes || !violations.isEmpty else { continue }
      failures.append(
        RoundTripFailure(
          after: anchor, roundTrip: roundTrip.name, app: app, failures: outcome.failures,
          error: outcome.error,
          violations: violations, scenario: text(injected, checks: found, header: header)))
    }
    return RoundTripReport(
      baselineFailures: [], baselineError: nil, runs: outcomes.count, planned: requests.count,
      baselineViolations: baselineViolations, failures: failures, interrupted: interrupted)
  }

  /// Serves the runs of `scenario` with the apps of `catalog` from standard input until it
  /// ends: the worker's side (`lifecycle explore --around FILE --worker`). A request asks for
  /// the untouched run and where round-trips go, or for one run with a round-trip injected; a
  /// request that does not read ends the worker with status 2 (``WorkerPool/serve(_:)``).
  package static func serve(_ scenario: Scenario, catalog: AppCatalog, replyingTo replies: Int32 = 1) {
    let runner = ScenarioRunner(catalog: catalog)
    WorkerPool.serve(replyingTo: replies) { (payload) throws(WorkerPool.Refusal) in
      let request: RoundTripRequest
      do throws(WireError) { request = try RoundTripRequest(wirePayload: payload) } catch {
        throw WorkerPool.Refusal(error.description)
      }
      guard let after = request.after else { return baseline(scenario, runner: runner).wirePayload }
      guard scenario.steps.indices.contains(after), RoundTrip.all.indices.contains(request.roundTrip) else {
        throw WorkerPool.Refusal("no step \(after) or no round-trip \(request.roundTrip)")
      }
      return run(
        RoundTrip.all[request.roundTrip], app: request.app, after: after, in: scenario, runner: runner
      ).wirePayload
    }
  }

  /// The untouched run and the points where round-trips go.
  static func baseline(_ scenario: Scenario, runner: ScenarioRunner) -> Baseline {
    let (result, found) = checkedRun(scenario, runner: runner)
    let run = RunOutcome(result, found: found)
    guard run.passes else { return Baseline(run: run) }
    return Baseline(
      run: run,
      points: injectionPoints(in: scenario, runner: runner).map { Baseline.Point(index: $0, app: $1) })
  }

  /// The run of `scenario` with `roundTrip` injected for `app` after step `after`.
  static func run(
    _ roundTrip: RoundTrip, app: String, after: Int, in scenario: Scenario, runner: ScenarioRunner
  ) -> RunOutcome {
    let injected = injecting(
      roundTrip.steps(app), after: after, into: scenario, keepingReports: !roundTrip.leavesReport)
    let (result, found) = checkedRun(injected, runner: runner)
    return RunOutcome(result, found: found)
  }

  /// The scenario's `install` lines, each once, after which the checks of a run's violations
  /// read back (``RunOutcome/Violation/violation(_:)``).
  static func installLines(of scenario: Scenario) -> [String] {
    var lines: [String] = []
    for step in scenario.steps {
      guard case .install = step.command else { continue }
      let line = ScenarioPrinter.line(for: step.command)
      if !lines.contains(line) { lines.append(line) }
    }
    return lines
  }

  /// The steps after which an app is in front and active on an unlocked device with no call:
  /// each action step's index, with the app.
  static func injectionPoints(in scenario: Scenario, runner: ScenarioRunner) -> [(Int, String)] {
    var points: [(Int, String)] = []
    var index = 0
    _ = runner.run(scenario, storage: MemoryStorage()) { device, step in
      defer { index += 1 }
      guard !step.command.isCheck, let app = device.foregroundApp, device.state(of: app) == .active,
        !device.isLocked, device.state.call.phase == .none
      else { return }
      // The scenario's steps without the device line, which the runner consumes itself.
      let offset = scenario.steps.first.map { if case .device = $0.command { 1 } else { 0 } } ?? 0
      points.append((index + offset, app))
    }
    return points
  }

  /// `scenario` with `steps` after its step `index`, and without the checks a round-trip breaks
  /// by design: callbacks and notifications always, reports unless `keepingReports`.
  static func injecting(
    _ steps: [ScenarioCommand], after index: Int, into scenario: Scenario, keepingReports: Bool = true
  ) -> Scenario {
    let anchor = scenario.steps[index]
    let added = steps.map {
      ScenarioStep(location: anchor.location, command: $0, text: ScenarioPrinter.line(for: $0))
    }
    var all = Array(scenario.steps[...index]) + added + Array(scenario.steps[(index + 1)...])
    all.removeAll {
      switch $0.command {
      case .expectCallbacks, .expectNotifications: true
      case .expectReport: !keepingReports
      default: false
      }
    }
    return Scenario(file: scenario.file, steps: all)
  }

  /// An invariant broken during a run, and the index of the step after which it was seen.
  struct Found {
    var step: Int
    var violation: AppViolation
  }

  /// Runs `scenario` and checks the invariants after every step, for every installed app.
  static func checkedRun(_ scenario: Scenario, runner: ScenarioRunner) -> (ScenarioRunResult, [Found]) {
    var oracles: [String: AppOracle] = [:]
    var states: [String: AppState] = [:]
    var found: [Found] = []
    // The runner reports the steps after the `device` line, which it reads itself.
    var index = scenario.steps.first.map { if case .device = $0.command { 1 } else { 0 } } ?? 0
    let result = runner.run(scenario, storage: MemoryStorage()) { device, step in
      for name in device.installedApps {
        var oracle = oracles[name] ?? AppOracle(app: name)
        if oracles[name] == nil { oracle.start(on: device) }
        found += oracle.check(after: step.command, before: states[name], on: device).map {
          Found(step: index, violation: $0)
        }
        oracles[name] = oracle
        states[name] = device.state(of: name)
      }
      index += 1
    }
    return (result, found)
  }

  /// `scenario` as text, headed by `header`, with each violation's checks right after the step
  /// it was seen at: the scenario fails on them when `lifecycle run` replays it.
  static func text(_ scenario: Scenario, checks found: [Found], header: String) -> String {
    var lines = [header]
    for (index, step) in scenario.steps.enumerated() {
      lines.append(ScenarioPrinter.line(for: step.command))
      for item in found where item.step == index {
        lines.append("# \(item.violation.invariant.rawValue): \(item.violation.message)")
        lines += item.violation.checks.map(ScenarioPrinter.line(for:))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension ScenarioCommand {
  /// Whether the step is a check (`expect …`) rather than an action.
  var isCheck: Bool {
    switch self {
    case .expectState, .expectCallbacks, .expectNotifications, .expectProbe, .expectValue, .expectRows,
      .expectReport, .expectMisuse:
      true
    default: false
    }
  }
}
