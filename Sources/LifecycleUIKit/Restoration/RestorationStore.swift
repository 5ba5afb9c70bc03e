import LifecycleRestoration

/// What one app process keeps in memory for scene restoration: the ``SceneStorage`` values of
/// each scene session, and the activities restored at launch that wait for their scene to
/// connect (“stateRestorationActivity(for:)”: handed over in
/// `session.stateRestorationActivity` at `scene(_:willConnectTo:options:)`).
@MainActor
final class RestorationStore {
  /// ``SceneStorage`` values by session persistent identifier, then by key.
  var sceneStorage: [String: RestorationContainer] = [:]
  /// Restored state restoration activities by session persistent identifier.
  var pendingActivities: [String: NSUserActivity] = [:]
}
