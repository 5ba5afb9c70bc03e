/// The apps' requests for background time.
extension DevicePolicy {
  /// `beginBackgroundTask(withName:expirationHandler:)`: a task is granted while running in the
  /// background is possible (``LifecycleModel/canBeginBackgroundTask(_:in:backgroundTimeUp:environment:)``),
  /// and refused — `.invalid` — once the app's background time is up.
  static func beginBackgroundTask(
    _ app: Int, name: String?, hasExpirationHandler: Bool, in state: inout DeviceState
  ) -> DeviceResponse {
    // The time is up once the handlers have run — or once their moment has passed, which an
    // app kept in the background by a continuous mode reaches holding no task: a task begun
    // then would be overdue at once (a random walk of `DeviceInvariantTests` found it).
    let timeUp =
      state.apps[app].expirationHandlersRan
      || state.apps[app].backgroundTimeLeft.map { $0 <= state.times.expirationHandlerLead } ?? false
    guard
      LifecycleModel.canBeginBackgroundTask(
        state.apps[app].info, in: state.apps[app].state, backgroundTimeUp: timeUp,
        environment: state.environment)
    else {
      return .taskRefused("running in the background is not possible now")
    }
    let identifier = state.nextTaskIdentifier
    state.nextTaskIdentifier += 1
    let task = OpenTask(
      identifier: identifier, name: name ?? "task \(identifier)", hasExpirationHandler: hasExpirationHandler)
    state.apps[app].tasks.append(task)
    return .taskBegun(task)
  }
}
