/// A misuse of a lifecycle API that the system itself notices: a call iOS lets pass, logs, or
/// crashes on, which a faithful simulation must not let pass unnoticed. ``DevicePolicy``
/// answers a request with one (``DeviceResponse/misuse(_:)``); hosts record it with its
/// ``text``.
public enum LifecycleMisuse: Hashable, Sendable {
  /// `endBackgroundTask(_:)` with the identifier of no open background task: one already
  /// ended, or `UIBackgroundTaskInvalid` (an unbalanced end).
  case unbalancedEndBackgroundTask(identifier: Int)
  /// The completion handler the system handed with `callback` (a background fetch, a remote
  /// notification) was called a second time — or after its process ended, which the policy,
  /// holding no handler of an ended process, cannot tell apart.
  case completionHandlerCalledAgain(LifecycleCallback)
  /// The completion handler handed with `callback` was called after the app's process ended
  /// (the host sees it: the code kept the handler past its process).
  case completionHandlerCalledAfterProcessEnded(LifecycleCallback)
  /// `setMinimumBackgroundFetchInterval(_:)` on a generation before iOS 7, which does not have it.
  case minimumBackgroundFetchIntervalBeforeIOS7

  /// What was misused and how to fix it, as the trace and a developer read it.
  public var text: String {
    switch self {
    case .unbalancedEndBackgroundTask(let identifier):
      "endBackgroundTask(\(identifier)): no such open background task (unbalanced)"
    case .completionHandlerCalledAgain(let callback):
      "the completion handler of \(callback) was called more than once (or after its process ended); "
        + "call it exactly once"
    case .completionHandlerCalledAfterProcessEnded(let callback):
      "the completion handler of \(callback) was called after its process ended"
    case .minimumBackgroundFetchIntervalBeforeIOS7:
      "setMinimumBackgroundFetchInterval(_:) does not exist before iOS 7: the call would crash "
        + "(unrecognized selector); check responds(to:) first"
    }
  }
}
