/// A user activity: what a scene hands back from `stateRestorationActivity(for:)` to be
/// restored when it connects again (Apple's “stateRestorationActivity(for:)”).
///
/// Foundation on Linux has no `NSUserActivity`; this is the subset state restoration
/// uses, under the same name.
@preconcurrency @MainActor
public final class NSUserActivity: Hashable {
  /// The kind of activity (reverse-DNS, `com.example.notes.editing`).
  public let activityType: String
  /// A title for the user.
  public var title: String?
  /// The activity's state.
  public var userInfo: [AnyHashable: Any]?
  /// An identifier the app gives the activity, to delete it later from what the system keeps
  /// (Spotlight, Handoff); kept with the activity, read by no part of the simulator.
  public var persistentIdentifier: NSUserActivityPersistentIdentifier?

  /// Creates an activity of a type.
  public init(activityType: String) { self.activityType = activityType }

  /// Adds entries to ``userInfo``, replacing those with the same keys.
  public func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
  }

  /// Activities are equal when they are the same object.
  nonisolated public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The type of ``NSUserActivity/persistentIdentifier`` (“NSUserActivityPersistentIdentifier”).
public typealias NSUserActivityPersistentIdentifier = String
