/// One rendered line of a device's trace: what happened, to which app, at what virtual time,
/// in words (``TraceRenderer/entry(_:in:)``). For the facts themselves read the typed
/// ``TraceRecord``s.
public struct TraceEntry: Codable, Hashable, Sendable {
  /// Virtual time since the device booted.
  public var time: Duration
  /// The app concerned, or nil for the device itself.
  public var app: String?
  /// What sort of entry this is.
  public var kind: TraceKind
  /// The entry's content: a state change `active → inactive`, a callback's trace
  /// name, a report, a step as written.
  public var detail: String

  /// Creates an entry.
  public init(time: Duration, app: String?, kind: TraceKind, detail: String) {
    self.time = time
    self.app = app
    self.kind = kind
    self.detail = detail
  }
}

/// The sorts of trace entries.
public enum TraceKind: String, CaseIterable, Codable, Hashable, Sendable {
  /// A scenario step or user action, as written.
  case step
  /// An app's state changed.
  case state
  /// An app received a callback.
  case callback
  /// An app received a notification.
  case notification
  /// The system did something during a transition (snapshot, preservation, …).
  case effect
  /// An app's process ended.
  case termination
  /// A crash, watchdog or jetsam report was written.
  case report
  /// An action had no effect, and why.
  case ignored
  /// An app's own log line.
  case log
  /// App work that takes virtual time started, froze, resumed or finished.
  case work
  /// An app misused an API (an unbalanced `endBackgroundTask`, say).
  case misuse
  /// Memory changed hands: a warning level crossed, jetsam ran.
  case memory
  /// A scenario check passed or failed.
  case check
}
