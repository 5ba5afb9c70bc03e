import LifecycleSimulator

/// The identifier of a background task, as `beginBackgroundTask` returns it.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  /// The system's number for the task.
  public var rawValue: Int

  /// Wraps a number.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// No task: what `beginBackgroundTask` returns when running in the background is
  /// not possible, and the value to reset a stored identifier to once the task ended.
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: AppProcess.invalidBackgroundTask)
}
