public import LifecycleSimulator

/// A state of ``AppModel``: the steps that lead to it after the prologue, and what its replay
/// read at the end (the steps that can follow, the fingerprint).
public struct AppModelState: Sendable {
  /// The steps from the start (after install and launch).
  public var path: [ScenarioCommand]
  /// The steps that apply in this state.
  public var next: [ScenarioCommand]
  /// The state's fingerprint.
  public var fingerprint: UInt64
  /// The oracle after the path: what the user last saw, whether the app is away, …
  public var oracle: AppOracle
}

extension AppModel: @MainActor ExplorableModel {
  /// The app launched and in front, before any step.
  public var initialState: AppModelState {
    let replayed = start
    return AppModelState(
      path: [], next: replayed.next, fingerprint: replayed.fingerprint, oracle: replayed.oracle)
  }

  /// The steps the state's replay found applicable.
  public func enabledInputs(of state: AppModelState, into inputs: inout InputBuffer<ScenarioCommand>) {
    for step in state.next { inputs.append(step) }
  }

  /// Replays the state's path and `input` on a fresh device. A step the device refused leads
  /// back to `state` itself (nothing new), so the search moves on.
  /// With workers, a step the walks announced (``willStep(_:)``) is taken as they replayed it.
  public func step(_ state: AppModelState, _ input: ScenarioCommand) -> Step<AppModelState, [AppViolation]> {
    let path = state.path + [input]
    let replayed =
      prepared.take([path]).map { self.replayed($0[0], path: path) } ?? replay(path, resuming: state.oracle)
    if replayed.refused != nil { return Step(state) }
    return Step(
      AppModelState(
        path: path, next: replayed.next, fingerprint: replayed.fingerprint, oracle: replayed.oracle),
      violation: replayed.violations.isEmpty ? nil : replayed.violations)
  }

  /// With workers, the successors of `state` as the workers replayed them — ahead, with the
  /// rest of the chunk the search announced (``willExpand(_:)``), or now, side by side — each
  /// checked from `state`'s oracle on; without, replayed one after the other in this process.
  public func forEachSuccessor<Sink: SuccessorSink & ~Copyable>(
    of state: AppModelState, scratch: inout InputBuffer<ScenarioCommand>, into sink: inout Sink
  ) where Sink.State == AppModelState, Sink.Input == ScenarioCommand, Sink.Violation == [AppViolation] {
    guard let workers else {
      for input in state.next { sink.receive(input, step(state, input)) }
      return
    }
    let paths = state.next.map { state.path + [$0] }
    let outcomes =
      prepared.take(paths)
      ?? workers.replay(
        paths, resuming: Array(repeating: state.oracle, count: paths.count), on: setup)
    for (input, (path, outcome)) in zip(state.next, zip(paths, outcomes)) {
      let replayed = self.replayed(outcome, path: path)
      if replayed.refused != nil {
        sink.receive(input, Step(state))
      } else {
        sink.receive(
          input,
          Step(
            AppModelState(
              path: path, next: replayed.next, fingerprint: replayed.fingerprint, oracle: replayed.oracle),
            violation: replayed.violations.isEmpty ? nil : replayed.violations))
      }
    }
  }

  /// With workers, replays the successors of every state of `states` at once, spread over the
  /// workers, for ``forEachSuccessor(of:scratch:into:)`` to take; without, nothing.
  public func willExpand(_ states: [AppModelState]) {
    guard let workers else { return }
    var paths: [[ScenarioCommand]] = []
    var oracles: [AppOracle?] = []
    for state in states {
      for input in state.next {
        paths.append(state.path + [input])
        oracles.append(state.oracle)
      }
    }
    guard paths.count > 1 else { return }
    prepared.keep(workers.replay(paths, resuming: oracles, on: setup), of: paths)
  }

  /// How many walks go side by side: with workers, enough to keep each of them busy with a
  /// few replays a round (``AppModel/walksSideBySideWithWorkers``); without, one.
  public var walksSideBySide: Int { workers == nil ? 1 : Self.walksSideBySideWithWorkers }

  /// With workers, replays every step of `steps` at once, spread over the workers — each on its
  /// model's setup, from its state's oracle — for ``step(_:_:)`` to take; without, nothing.
  /// Steps of models with other workers than the first's are left to be replayed when asked.
  public static func willStep(_ steps: [(model: AppModel, state: AppModelState, input: ScenarioCommand)]) {
    guard let workers = steps.first?.model.workers else { return }
    var paths: [[ScenarioCommand]] = []
    var oracles: [AppOracle?] = []
    var setups: [AppExplorationSetup] = []
    var owners: [AppModel] = []
    for step in steps where step.model.workers === workers {
      paths.append(step.state.path + [step.input])
      oracles.append(step.state.oracle)
      setups.append(step.model.setup)
      owners.append(step.model)
    }
    let outcomes = workers.replay(paths, resuming: oracles, on: setups)
    for (owner, (path, outcome)) in zip(owners, zip(paths, outcomes)) {
      owner.prepared.keep([outcome], of: [path])
    }
  }

  /// The fingerprint the replay computed.
  public func fingerprint(_ state: AppModelState) -> UInt64 { state.fingerprint }
}
