import LifecycleRestoration

/// One scene's preserved state as the archive holds it (iOS 13 and later): the activity its
/// delegate returned from `stateRestorationActivity(for:)` (Apple's page of that name) and
/// its ``SceneStorage`` values, under the session's persistent identifier.
struct PreservedScene: Equatable {
  /// The session's persistent identifier.
  var sessionIdentifier: String
  /// The state restoration activity, if the delegate returned one.
  var activity: PreservedActivity?
  /// The ``SceneStorage`` values by key.
  var storage: RestorationContainer

  /// `scene scene-1 (activity com.example.editing; storage draft, offset)`, for the trace.
  var summary: String {
    var parts: [String] = []
    if let activity { parts.append("activity \(activity.activityType)") }
    if !storage.isEmpty { parts.append("storage \(storage.keys.joined(separator: ", "))") }
    return "scene \(sessionIdentifier) (\(parts.joined(separator: "; ")))"
  }

  /// The scene's container.
  var container: RestorationContainer {
    var container: RestorationContainer = ["storage": .container(storage)]
    if let activity { container["activity"] = .container(activity.container) }
    return container
  }

  /// A scene's record.
  init(sessionIdentifier: String, activity: PreservedActivity?, storage: RestorationContainer) {
    self.sessionIdentifier = sessionIdentifier
    self.activity = activity
    self.storage = storage
  }

  /// Reads a scene's container.
  init(sessionIdentifier: String, container: RestorationContainer) throws(LayoutError) {
    self.sessionIdentifier = sessionIdentifier
    storage = container.container(forKey: "storage") ?? [:]
    activity = try container.container(forKey: "activity").map { (activity) throws(LayoutError) in
      try PreservedActivity(container: activity, of: sessionIdentifier)
    }
  }
}

/// An `NSUserActivity` as the archive holds it: its type, title and user info. UIKit
/// archives the activity before saving it to disk (“stateRestorationActivity(for:)”), so
/// the user info must hold property-list values; others are left out, and named.
struct PreservedActivity: Equatable {
  /// The activity type.
  var activityType: String
  /// The title, if any.
  var title: String?
  /// The user info's archivable entries.
  var userInfo: RestorationContainer

  /// The activity's record, and the user info keys that could not be archived (sorted).
  @MainActor
  static func preserving(_ activity: NSUserActivity) -> (activity: PreservedActivity, leftOut: [String]) {
    var userInfo = RestorationContainer()
    var leftOut: [String] = []
    for (key, value) in activity.userInfo ?? [:] {
      if let name = key.base as? String, let encoded = ArchivableValue.encode(value) {
        userInfo[name] = encoded
      } else {
        leftOut.append(String(describing: key.base))
      }
    }
    return (
      PreservedActivity(activityType: activity.activityType, title: activity.title, userInfo: userInfo),
      leftOut.sorted()
    )
  }

  private init(activityType: String, title: String?, userInfo: RestorationContainer) {
    self.activityType = activityType
    self.title = title
    self.userInfo = userInfo
  }

  /// Reads an activity's container.
  init(container: RestorationContainer, of session: String) throws(LayoutError) {
    guard let activityType = container.string(forKey: "activityType") else {
      throw LayoutError("the activity of scene \(session) has no type")
    }
    self.activityType = activityType
    title = container.string(forKey: "title")
    userInfo = container.container(forKey: "userInfo") ?? [:]
  }

  /// The activity's container.
  var container: RestorationContainer {
    var container: RestorationContainer = [
      "activityType": .string(activityType), "userInfo": .container(userInfo),
    ]
    if let title { container["title"] = .string(title) }
    return container
  }

  /// A new activity holding the preserved type, title and user info.
  @MainActor
  func makeActivity() -> NSUserActivity {
    let activity = NSUserActivity(activityType: activityType)
    activity.title = title
    if !userInfo.isEmpty {
      activity.userInfo = Dictionary(
        uniqueKeysWithValues: userInfo.entries.map { (AnyHashable($0.key), ArchivableValue.decode($0.value)) }
      )
    }
    return activity
  }
}
