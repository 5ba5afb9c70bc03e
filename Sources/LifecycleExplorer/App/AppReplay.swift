public import LifecycleSimulator

/// What one replay found: the last step's violations, the steps that can follow, the state's
/// fingerprint; or why a step could not be carried out.
public struct AppReplay: Sendable {
  /// The invariants the last step broke.
  public var violations: [AppViolation]
  /// The steps that apply in the state reached.
  public var next: [ScenarioCommand]
  /// The state's fingerprint.
  public var fingerprint: UInt64
  /// The oracle after the replay's last step.
  public var oracle: AppOracle
  /// Why a step was refused; nil when every step was carried out.
  public var refused: String?
  /// For a question of where an invariant first breaks (``AppModel/firstViolations(of:along:)``
  /// asked of a worker): how many steps lead there, nil when none do.
  public var firstViolationLength: Int? = nil
  /// The simulator steps a worker carried out for it; nil for a replay in this process.
  public var steps: Int? = nil
}

/// The outcomes of paths the workers replayed ahead of the search's or the walks' asking, by
/// path; each is taken once (a path that several walks take at once is kept once for each).
@MainActor
final class PreparedReplays {
  private var outcomes: [[ScenarioCommand]: [AppWorkerPool.Outcome]] = [:]

  /// Keeps `outcomes`, one for each of `paths`.
  func keep(_ outcomes: [AppWorkerPool.Outcome], of paths: [[ScenarioCommand]]) {
    for (path, outcome) in zip(paths, outcomes) { self.outcomes[path, default: []].append(outcome) }
  }

  /// The outcomes of `paths`, in their order, taken out; nil (and nothing taken) unless every
  /// one is kept.
  func take(_ paths: [[ScenarioCommand]]) -> [AppWorkerPool.Outcome]? {
    guard paths.allSatisfy({ outcomes[$0]?.isEmpty == false }) else { return nil }
    return paths.map { path in
      let outcome = outcomes[path]!.removeLast()
      if outcomes[path]!.isEmpty { outcomes[path] = nil }
      return outcome
    }
  }
}

/// Where a model keeps the replay of its start (``AppModel/start``).
@MainActor
final class StartReplay {
  var replay: AppReplay?
}

/// Counts the simulator steps of a model's replays (the cost of exploring).
@MainActor
public final class ReplayCounter {
  /// Steps carried out so far.
  public internal(set) var steps = 0
  /// Every path replayed, in order, while recording (nil: not recording) — for the benchmark
  /// that replays the same paths without the explorer's observations.
  public var recorded: [[ScenarioCommand]]?
}
