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

  /// Whether the activity's state is out of date: set it to true when what the activity
  /// describes changes, and before UIKit saves the activity it asks the responders that share it
  /// (``UIResponder/userActivity``) to bring it up to date with
  /// ``UIResponder/updateUserActivityState(_:)``, then clears it (“needsSave”,
  /// “updateUserActivityState(_:)”). In the simulator the activity is saved when the scene
  /// delegate returns it from `stateRestorationActivity(for:)` at state preservation. False for
  /// a new activity (`Docs/Fidelity.md`).
  public var needsSave = false
  /// Whether the activity may be continued on another device. Kept with the activity: the
  /// simulated device has no Handoff.
  public var isEligibleForHandoff = true
  /// Whether the activity is the one the device currently advertises, between
  /// ``becomeCurrent()`` and ``resignCurrent()``; nothing in the simulator reads it.
  private(set) var isCurrent = false

  /// The responders whose ``UIResponder/userActivity`` this activity is, in the order they took
  /// it (held weakly, as UIKit does not keep a controller alive for its activity).
  private var managingResponders: [WeakResponder] = []

  /// Creates an activity of a type.
  public init(activityType: String) { self.activityType = activityType }

  /// Marks the activity as the one the user is doing now, for Handoff and search: recorded
  /// (``isCurrent``) and otherwise without effect, as the simulated device has neither.
  public func becomeCurrent() { isCurrent = true }

  /// Ends ``becomeCurrent()``.
  public func resignCurrent() { isCurrent = false }

  /// Starts managing the activity for `responder` (it became its ``UIResponder/userActivity``).
  func manage(for responder: UIResponder) {
    managingResponders.removeAll { $0.responder == nil || $0.responder === responder }
    managingResponders.append(WeakResponder(responder: responder))
  }

  /// Stops managing the activity for `responder` (its ``UIResponder/userActivity`` changed).
  func stopManaging(for responder: UIResponder) {
    managingResponders.removeAll { $0.responder == nil || $0.responder === responder }
  }

  /// What UIKit does before it saves an activity it manages (“updateUserActivityState(_:)”;
  /// “userActivity”; “stateRestorationActivity(for:)”): when ``needsSave`` is set, the user info
  /// is emptied, each responder that shares the activity is sent
  /// ``UIResponder/updateUserActivityState(_:)``, and ``needsSave`` is cleared. An activity no
  /// responder shares is saved as it is.
  func prepareForSaving() {
    let responders = managingResponders.compactMap(\.responder)
    guard needsSave, !responders.isEmpty else { return }
    userInfo = [:]
    for responder in responders { responder.updateUserActivityState(self) }
    needsSave = false
  }

  /// Adds entries to ``userInfo``, replacing those with the same keys.
  public func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
  }

  /// Activities are equal when they are the same object.
  nonisolated public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A responder held weakly.
@MainActor
private struct WeakResponder {
  weak var responder: UIResponder?
}

/// The type of ``NSUserActivity/persistentIdentifier`` (“NSUserActivityPersistentIdentifier”).
public typealias NSUserActivityPersistentIdentifier = String
