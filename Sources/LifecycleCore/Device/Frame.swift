/// One item of the work the policy has begun and not finished (``DeviceState/agenda``, the
/// next item last). Decisions wait in frames until they are reached, and are then taken with
/// the conditions of that moment: a task begun inside `applicationDidEnterBackground` keeps
/// the app running because the step that would suspend it reads the tasks when it is reached.
enum Frame: Hashable, Sendable {
  /// Apply `event` to the app, with its state and conditions when reached.
  case event(app: Int, SystemEvent)
  /// A transition in progress: the steps `next..<end` of the app's table are left.
  case steps(app: Int, next: Int32, end: Int32)
  /// A transition of the app ended: its follow-ups (launch over, restored state discarded,
  /// the app settled in the background).
  case finished(app: Int, restored: Bool)
  /// Suspend the app if it runs in the background with nothing left keeping it there.
  case settle(app: Int)
  /// Let this much time pass, firing the deadlines that fall due on the way, in order.
  case advance(Duration)
  /// Fire the deadlines that are due now.
  case fireDue
  /// Jetsam and warnings as memory stands when reached (`pressure`: a memory-pressure event).
  case settleMemory(pressure: Bool)
  /// Make room for the app's cold launch before its process starts.
  case makeRoom(app: Int)
  /// After jetsam: warn these apps, if free memory is still below the warning level.
  case warn([Int])
  /// Run the expiration handler of the app's next open task after task `after`.
  case expirationHandlers(app: Int, after: Int)
  /// Hand the app the notifications held while it was suspended.
  case queued(app: Int)
  /// Tell a running app of a change now (the notification, and for the significant time
  /// change its delegate method).
  case notify(app: Int, QueuedNotification)
  /// Run the app's code for one delivery, if it still runs code.
  case deliver(app: Int, Delivery)
  /// The user's action in the app.
  case action(app: Int)
  /// The preserved state a launch restored is discarded once the launch is over.
  case discardAfterRestore(app: Int)
  /// A command decided when the input came, handed out in its turn.
  case emit(DeviceCommand)

  /// The app this frame works on as part of its process's life: such frames are dropped
  /// when the process ends.
  var processWork: Int? {
    switch self {
    case .steps(let app, _, _), .finished(let app, _), .settle(let app), .expirationHandlers(let app, _),
      .queued(let app), .notify(let app, _), .deliver(let app, _), .action(let app),
      .discardAfterRestore(let app):
      app
    case .event, .advance, .fireDue, .settleMemory, .makeRoom, .warn, .emit: nil
    }
  }
}

/// The command that runs app code, while it runs: requests that come meanwhile are about it.
struct RunningCode: Hashable, Sendable {
  /// The app whose code runs.
  var app: Int
  /// The callback it runs, if it is one (for the `didEnterBackground` allowance).
  var callback: LifecycleCallback?
  /// How long the code said it kept the main thread busy.
  var busy = Duration.zero
  /// Whether the code crashed while it ran.
  var crashed = false
}

extension DeviceState {
  /// Adds `frames` to the agenda so that they run in the order given, before anything
  /// already there.
  mutating func schedule(_ frames: Frame...) { agenda.append(contentsOf: frames.reversed()) }

  /// Adds `frames` so that they run in the order given, before anything already there.
  mutating func schedule(contentsOf frames: [Frame]) { agenda.append(contentsOf: frames.reversed()) }
}
