import LifecycleCore

/// State preservation and restoration, as the device asks for them, and the hand-over of
/// restored scene state when a scene connects.
extension UIKitAppHost {
  /// Whether the OS preserves and restores interfaces: iOS 6 and later (“Preserving your
  /// app's UI across launches”).
  var supportsStateRestoration: Bool { process?.environment.profile.supportsStateRestoration ?? false }

  /// Whether the app runs the scene life cycle (“Transitioning to the UIKit scene-based
  /// life cycle”): scenes restore through activities.
  var usesScenes: Bool { process.map { $0.environment.usesScenes($0.info) } ?? false }

  /// Whether the OS has the secure restoration opt-ins: the profile row
  /// (`application(_:shouldSaveSecureApplicationState:)`, iOS 13.2 and later).
  var offersSecureRestorationVariants: Bool {
    process?.environment.profile.hasSecureRestorationOptIns ?? false
  }

  /// Preserves the interface now (``StatePreservation``).
  func preserveState() {
    run { StatePreservation(host: self).preserve() }
  }

  /// Restores the preserved interface now (``StateRestoration``).
  func restoreState() {
    run { StateRestoration(host: self).restore() }
  }

  /// Before `scene(_:willConnectTo:options:)`: the activity preserved for this session, if
  /// the launch restored one (“stateRestorationActivity(for:)”).
  func handOverRestoredState(to session: UISceneSession) {
    if let activity = restorationStore.pendingActivities.removeValue(forKey: session.persistentIdentifier) {
      session.stateRestorationActivity = activity
    }
  }

  /// After `scene(_:willConnectTo:options:)`: `scene(_:restoreInteractionStateWith:)` when
  /// the session has an activity to restore (“stateRestorationActivity(for:)”).
  func restoreInteractionState(of scene: UIScene) {
    guard let activity = scene.session.stateRestorationActivity, let delegate = scene.delegate else { return }
    delegate.scene(scene, restoreInteractionStateWith: activity)
  }
}
