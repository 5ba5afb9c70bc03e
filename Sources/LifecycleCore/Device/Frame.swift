/// One item of the work the policy has begun and not finished (``PolicyProgress/agenda``, the
/// next item last). Decisions wait in frames until they are reached, and are then taken with
/// the conditions of that moment: a task begun inside `applicationDidEnterBackground` keeps
/// the app running because the step that would suspend it reads the tasks when it is reached.
///
/// A plain value (`BitwiseCopyable`, the compiler checks it): frames are pushed and popped for
/// every event, so what needs memory management lives beside the agenda
/// (``PolicyProgress/decided``, ``PolicyProgress/toWarn``).
enum Frame: Hashable, Sendable, BitwiseCopyable {
  /// Apply `event` to the app, with its state and conditions when reached.
  case event(app: Int, SystemEvent)
  /// A transition set aside: the steps `next..<end` of the app's table are left; `restored`
  /// says whether it restores preserved state.
  case steps(app: Int, next: Int32, end: Int32, restored: Bool)
  /// A transition of the app ended: its follow-ups (launch over, restored state discarded,
  /// the app settled in the background).
  case finished(app: Int, restored: Bool)
  /// Suspend the app if it runs in the background with nothing left keeping it there.
  case settle(app: Int)
  /// Let this much time pass, firing the deadlines that fall due on the way, in order — and
  /// one due at its very end, if `inclusive`.
  case advance(Duration, inclusive: Bool)
  /// Fire the deadlines that are due now.
  case fireDue
  /// After jetsam: warn the apps of ``PolicyProgress/toWarn``, if free memory is still below the
  /// warning level.
  case warn
  /// Run the expiration handler of the app's next open task after task `after`.
  case expirationHandlers(app: Int, after: Int)
  /// Hand the app the notifications held while it was suspended.
  case queued(app: Int)
  /// Tell a running app of a change now (the notification, and for the significant time
  /// change its delegate method).
  case notify(app: Int, LifecycleNotification)
  /// Run the app's code for one delivery, if it still runs code.
  case deliver(app: Int, Delivery)
  /// The user's action in the app.
  case action(app: Int)
  /// The preserved state a launch restored is discarded once the launch is over.
  case discardAfterRestore(app: Int)
  /// A command decided when the input came, handed out in its turn: its position in
  /// ``PolicyProgress/decided``.
  case emit(Int)

  /// The app this frame works on as part of its process's life: such frames are dropped
  /// when the process ends.
  var processWork: Int? {
    switch self {
    case .steps(let app, _, _, _), .finished(let app, _), .settle(let app), .expirationHandlers(let app, _),
      .queued(let app), .notify(let app, _), .deliver(let app, _), .action(let app),
      .discardAfterRestore(let app):
      app
    case .event, .advance, .fireDue, .warn, .emit: nil
    }
  }
}

extension DeviceState {
  /// Schedules `command` to be handed out in its turn (as the next frame).
  mutating func emit(_ command: DeviceCommand) {
    progress.decided.append(command)
    progress.push(.emit(progress.decided.count - 1))
  }

  /// Puts `frame` on the agenda, to run next — before the rest of the transition in progress
  /// (``PolicyProgress/push(_:)``).
  @inline(__always)
  mutating func push(_ frame: Frame) { progress.push(frame) }

  /// Adds `frames` to the agenda so that they run in the order given, before anything
  /// already there.
  mutating func schedule(_ frames: Frame...) { progress.schedule(contentsOf: frames) }

  /// Adds `frames` so that they run in the order given, before anything already there.
  mutating func schedule(contentsOf frames: [Frame]) { progress.schedule(contentsOf: frames) }
}
