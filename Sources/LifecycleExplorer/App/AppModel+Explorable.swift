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
    let replayed = replay([])
    return AppModelState(
      path: [], next: replayed.next, fingerprint: replayed.fingerprint, oracle: replayed.oracle)
  }

  /// The steps the state's replay found applicable.
  public func enabledInputs(of state: AppModelState, into inputs: inout InputBuffer<ScenarioCommand>) {
    for step in state.next { inputs.append(step) }
  }

  /// Replays the state's path and `input` on a fresh device. A step the device refused leads
  /// back to `state` itself (nothing new), so the search moves on.
  public func step(_ state: AppModelState, _ input: ScenarioCommand) -> Step<AppModelState, [AppViolation]> {
    let path = state.path + [input]
    let replayed = replay(path, resuming: state.oracle)
    if replayed.refused != nil { return Step(state) }
    return Step(
      AppModelState(
        path: path, next: replayed.next, fingerprint: replayed.fingerprint, oracle: replayed.oracle),
      violation: replayed.violations.isEmpty ? nil : replayed.violations)
  }

  /// With workers, the successors of `state` replayed side by side, one a worker; without,
  /// one after the other.
  public func forEachSuccessor<Sink: SuccessorSink & ~Copyable>(
    of state: AppModelState, scratch: inout InputBuffer<ScenarioCommand>, into sink: inout Sink
  ) where Sink.State == AppModelState, Sink.Input == ScenarioCommand, Sink.Violation == [AppViolation] {
    guard let workers else {
      for input in state.next { sink.receive(input, step(state, input)) }
      return
    }
    let paths = state.next.map { state.path + [$0] }
    for (input, (path, outcome)) in zip(state.next, zip(paths, workers.replay(paths))) {
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

  /// The fingerprint the replay computed.
  public func fingerprint(_ state: AppModelState) -> UInt64 { state.fingerprint }
}
