#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "task ended twice". “beginBackgroundTask(expirationHandler:)” and
// “endBackgroundTask(_:)”: every task begun must be ended exactly once, with the identifier
// its beginning returned; once ended, that identifier no longer names a task (iOS logs "no
// background task exists with identifier …" and goes on). Both apps begin a task to sync on
// entering the background, end it in its expiration handler, and end it when the user comes
// back (the sync is cancelled). The naive app keeps the ended identifier and ends it again;
// the careful one forgets an identifier once it ended it.

/// A sync that runs while the app is in the background: a label shows its state.
@MainActor
class SyncDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let status = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  /// The sync's task, once begun. (Not `.invalid` before: `UIBackgroundTaskInvalid` is a
  /// weak-linked iOS 4.0 constant, which an app that also runs on iPhone OS 3 must not read
  /// there.)
  var syncTask: UIBackgroundTaskIdentifier?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    status.accessibilityIdentifier = "Status"
    status.text = "Up to date"
    controller.view.addSubview(status)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    syncTask = application.beginBackgroundTask { [weak self] in self?.endSync() }
  }

  func applicationWillEnterForeground(_ application: UIApplication) {
    endSync()
  }

  /// Ends the sync's task.
  func endSync() {
    guard let syncTask else { return }
    UIApplication.shared.endBackgroundTask(syncTask)
  }
}

/// Keeps the identifier of a task it ended, and ends it again when the expiration handler had
/// already ended it.
@MainActor
final class NaiveSyncDelegate: SyncDelegate {}

/// Ends a task once and then forgets its identifier.
@MainActor
final class CarefulSyncDelegate: SyncDelegate {
  override func endSync() {
    guard let syncTask else { return }
    UIApplication.shared.endBackgroundTask(syncTask)
    self.syncTask = nil
  }
}

#if !canImport(UIKit)
  extension NaiveSyncDelegate: MainInstantiable {}
  extension CarefulSyncDelegate: MainInstantiable {}
#endif
