#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "deadline". “beginBackgroundTask(expirationHandler:)”: the expiration handler runs
// shortly before the app's background time is up, and the app must end the task there, or
// the system kills it; article “Lifecycle and state transitions”: overrunning a background
// task is punished like a crash. Both apps begin a task on entering the background to finish
// uploading their photos, which in this story never completes in time. The naive app ends the
// task only when the upload completes; the careful one also in the expiration handler.

/// An uploader: a label says how many photos wait, and leaving the app begins a background
/// task to go on uploading them.
@MainActor
class PhotoUploadDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let waiting = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  /// The task that keeps the upload going in the background, while there is one. (Not
  /// `.invalid` when there is none: `UIBackgroundTaskInvalid` is a weak-linked iOS 4.0
  /// constant, which an app that also runs on iPhone OS 3 must not read there.)
  var uploadTask: UIBackgroundTaskIdentifier?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    waiting.accessibilityIdentifier = "Waiting"
    waiting.text = "3 photos to upload"
    controller.view.addSubview(waiting)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    guard uploadTask == nil else { return }
    uploadTask = application.beginBackgroundTask(expirationHandler: expirationHandler())
    // The upload goes on; it ends the task when the server confirms (not within the time).
  }

  /// What runs when the background time is about to run out.
  func expirationHandler() -> (@MainActor @Sendable () -> Void)? { nil }

  /// Ends the upload's task.
  func endUploadTask() {
    guard let uploadTask else { return }
    UIApplication.shared.endBackgroundTask(uploadTask)
    self.uploadTask = nil
  }
}

/// Has no expiration handler: the task stays open when the time runs out.
@MainActor
final class NaivePhotoUploadDelegate: PhotoUploadDelegate {}

/// Ends the task in its expiration handler.
@MainActor
final class CarefulPhotoUploadDelegate: PhotoUploadDelegate {
  override func expirationHandler() -> (@MainActor @Sendable () -> Void)? {
    { [weak self] in self?.endUploadTask() }
  }
}

#if !canImport(UIKit)
  extension NaivePhotoUploadDelegate: MainInstantiable {}
  extension CarefulPhotoUploadDelegate: MainInstantiable {}
#endif
