/// Why an event does nothing to an app in its current state. A value, never a crash.
public struct TransitionRejection: Error, Codable, Hashable, Sendable, CustomStringConvertible {
  /// The event that was refused.
  public let event: SystemEvent
  /// The state the app was in.
  public let state: AppState
  /// A sentence saying why (`the app is not in the foreground`).
  public let reason: String

  /// Creates a rejection.
  public init(event: SystemEvent, state: AppState, reason: String) {
    self.event = event
    self.state = state
    self.reason = reason
  }

  /// `home in notRunning: the app is not in the foreground`.
  public var description: String { "\(event) in \(state): \(reason)" }
}
