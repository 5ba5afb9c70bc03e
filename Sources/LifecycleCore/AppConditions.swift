/// What an app is doing at the moment an event reaches it, as far as the
/// lifecycle policy cares.
public struct AppConditions: Codable, Hashable, Sendable {
  /// Whether the app holds at least one background task that it has not ended.
  public var holdsBackgroundTask: Bool
  /// Whether the app has preserved interface state that the next cold launch can restore.
  public var hasPreservedState: Bool
  /// Whether the app is still launching: `didFinishLaunching` has not returned.
  public var isLaunching: Bool

  /// Creates a description of an app's current circumstances.
  public init(holdsBackgroundTask: Bool = false, hasPreservedState: Bool = false, isLaunching: Bool = false) {
    self.holdsBackgroundTask = holdsBackgroundTask
    self.hasPreservedState = hasPreservedState
    self.isLaunching = isLaunching
  }

  /// No background task, no preserved state, not launching.
  public static let idle = AppConditions()
}
