import LifecycleCore
public import LifecycleSimulator

/// A neutral round-trip: a detour the user or the system takes that should leave the app as it
/// was — Home and back, a call declined — injected into a scenario at every step (the idea of
/// Thor: Adamsen, Mezzetti and Møller, "Systematic Execution of Android Test Suites in Adverse
/// Conditions", ISSTA 2015).
public struct RoundTrip: Hashable, Sendable {
  /// How the report names it.
  public var name: String
  /// Whether it leaves a report by design (jetsam's), so that the scenario's `expect report`
  /// lines are left out of its runs as `expect callbacks` lines are of every run.
  public var leavesReport = false
  /// Its steps, for the app `app` in front.
  public var steps: @Sendable (_ app: String) -> [ScenarioCommand]

  /// Every round-trip the explorer injects, in this order.
  public static let all: [RoundTrip] = [
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
  public static func == (lhs: RoundTrip, rhs: RoundTrip) -> Bool { lhs.name == rhs.name }
  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// One scenario run with a round-trip injected that failed: where, which, and what failed.
public struct RoundTripFailure: Sendable {
  /// The step after which the round-trip was injected.
  public var after: ScenarioStep
  /// The round-trip.
  public var roundTrip: String
  /// The app in front, which the round-trip took away and brought back.
  public var app: String
  /// The scenario's own checks that failed.
  public var failures: [ScenarioFailure]
  /// The invariants broken on the way.
  public var violations: [AppViolation]
  /// The scenario with the round-trip in place, as text that `lifecycle run` replays.
  public var scenario: String
}

/// What ``RoundTripExplorer/explore(_:catalog:)`` did.
public struct RoundTripReport: Sendable {
  /// The scenario's own run, untouched: it must pass for the round-trips to mean anything.
  public var baseline: ScenarioRunResult
  /// How many runs with a round-trip injected.
  public var runs: Int
  /// The invariants the untouched scenario already breaks (not blamed on a round-trip).
  public var baselineViolations: [AppViolation]
  /// The runs that failed, in the order of the scenario's steps and ``RoundTrip/all``.
  public var failures: [RoundTripFailure]
}

/// Runs a scenario with each neutral round-trip injected after each of its steps at which an
/// app is in front, checking the scenario's own `expect` lines and the invariants of
/// ``AppInvariant`` (`lifecycle explore --around FILE`).
///
/// The round-trip adds callbacks and notifications by design, so `expect callbacks` and `expect
/// notifications` are left out of the runs with a round-trip, and `expect report` out of those
/// whose round-trip leaves a report (jetsam's); every other check stays.
@MainActor
public enum RoundTripExplorer {
  /// Explores `scenario` with the apps of `catalog`.
  public static func explore(_ scenario: Scenario, catalog: AppCatalog) -> RoundTripReport {
    let runner = ScenarioRunner(catalog: catalog)
    let (baseline, baselineFound) = checkedRun(scenario, runner: runner)
    let baselineViolations = baselineFound.map(\.violation)
    var failures: [RoundTripFailure] = []
    var runs = 0
    guard baseline.exitCode == 0 else {
      return RoundTripReport(
        baseline: baseline, runs: 0, baselineViolations: baselineViolations, failures: [])
    }
    let known = Set(baselineViolations.map(\.description))
    let positions = injectionPoints(in: scenario, runner: runner)
    for (index, app) in positions {
      for roundTrip in RoundTrip.all {
        runs += 1
        let injected = injecting(
          roundTrip.steps(app), after: index, into: scenario, keepingReports: !roundTrip.leavesReport)
        let (result, all) = checkedRun(injected, runner: runner)
        let found = all.filter { !known.contains($0.violation.description) }
        if result.exitCode != 0 || !found.isEmpty {
          failures.append(
            RoundTripFailure(
              after: scenario.steps[index], roundTrip: roundTrip.name, app: app, failures: result.failures,
              violations: found.map(\.violation),
              scenario: text(
                injected, checks: found,
                header: "# \(roundTrip.name) (\(app)) after `\(scenario.steps[index].text)` "
                  + "(\(scenario.steps[index].location)), found by lifecycle explore --around")))
        }
      }
    }
    return RoundTripReport(
      baseline: baseline, runs: runs, baselineViolations: baselineViolations, failures: failures)
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
    case .expectState, .expectCallbacks, .expectNotifications, .expectProbe, .expectValue, .expectReport,
      .expectMisuse:
      true
    default: false
    }
  }
}
