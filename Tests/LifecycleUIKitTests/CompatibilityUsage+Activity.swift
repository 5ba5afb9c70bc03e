import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  /// The responder's activity, the activity's save flag and Handoff members, and key-value coding
  /// on the defaults.
  static let activity: [String: Use] = [
    "UIResponder.userActivity": {
      let responder = UIResponder()
      let activity = NSUserActivity(activityType: "com.example.editing")
      responder.userActivity = activity
      #expect(responder.userActivity === activity)
    },
    "UIResponder.updateUserActivityState(_:)": {
      _ = UIResponder.updateUserActivityState(_:)
    },
    "UIResponder.restoreUserActivityState(_:)": {
      _ = UIResponder.restoreUserActivityState(_:)
    },
    "NSUserActivity.needsSave": {
      let activity = NSUserActivity(activityType: "com.example.editing")
      #expect(!activity.needsSave)
      roundTrip(activity, \.needsSave, true)
    },
    "NSUserActivity.isEligibleForHandoff": {
      let activity = NSUserActivity(activityType: "com.example.editing")
      #expect(activity.isEligibleForHandoff)
      roundTrip(activity, \.isEligibleForHandoff, false)
    },
    "NSUserActivity.becomeCurrent()": {
      let activity = NSUserActivity(activityType: "com.example.editing")
      activity.becomeCurrent()
      activity.resignCurrent()
    },
    "UserDefaults.setValue(_:forKey:)": {
      _ = UserDefaults.setValue(_:forKey:) as (UserDefaults) -> (Any?, String) -> Void
    },
    "UserDefaults.value(forKey:)": { _ = UserDefaults.value(forKey:) },
  ]
}
