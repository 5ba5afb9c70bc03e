/// The events of the canonical world (``CanonicalWorld``): eleven an app receives, two global.
public enum WorldEvent: UInt8, CaseIterable, Sendable {
  case launch, switchTo, home, call, endCall, lock, beginTask, endTask, edit, save, forceQuit
  case tick, memoryPressure

  /// Whether the event concerns the whole device rather than one app.
  @inlinable
  public var isGlobal: Bool { rawValue >= WorldEvent.tick.rawValue }
}

/// One input of the canonical world: an event, and for a per-app event the app's index.
public struct WorldInput: Hashable, Sendable, CustomStringConvertible {
  /// The event.
  public var event: WorldEvent
  /// The app the event concerns (0 for a global event).
  public var app: UInt8

  /// Creates an input.
  @inlinable @inline(__always)
  public init(_ event: WorldEvent, app: UInt8 = 0) {
    self.event = event
    self.app = event.isGlobal ? 0 : app
  }

  /// `launch(2)` for a per-app event, `tick` for a global one.
  public var description: String { event.isGlobal ? "\(event)" : "\(event)(\(app))" }
}

/// The canonical world's property broken: an app with unsaved data reached NotRunning by a
/// system kill.
public struct WorldViolation: Hashable, Sendable, CustomStringConvertible {
  /// The app killed.
  public var app: UInt8
  /// The global event that killed it: `tick` (its background time ran out while it held a
  /// task) or `memoryPressure` (it was the least recently suspended app over budget).
  public var killedBy: WorldEvent

  /// Creates a violation.
  public init(app: UInt8, killedBy: WorldEvent) {
    self.app = app
    self.killedBy = killedBy
  }

  /// `app 1 killed by tick with unsaved data`.
  public var description: String { "app \(app) killed by \(killedBy) with unsaved data" }
}
