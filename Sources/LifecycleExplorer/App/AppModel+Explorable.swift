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

  /// The fingerprint the replay computed.
  public func fingerprint(_ state: AppModelState) -> UInt64 { state.fingerprint }
}
