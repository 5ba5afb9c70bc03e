#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `upload-naive`: asks for background time to finish the upload and never ends the
/// task.
///
/// Article “Lifecycle and state transitions”: background time is limited; an app that runs
/// past it without calling `endBackgroundTask` is terminated as a penalty, recorded like a
/// crash (a penalty report: `0x8badf00d`, RUNNINGBOARD `0x2182bad2` from iOS 13). Apple's "Extending your app's background
/// execution time": end every task you begin, in its expiration handler too. The
/// progress lives only in memory, so the kill loses it.
@MainActor
final class NaiveUploadAppDelegate: UploadAppDelegate {
  override func applicationDidEnterBackground(_ application: UIApplication) {
    guard uploader.isUploading else { return }
    // Naming the task is iOS 7.0+ (“beginBackgroundTask(withName:expirationHandler:)”).
    if application.responds(to: Selector(("beginBackgroundTaskWithName:expirationHandler:"))) {
      _ = application.beginBackgroundTask(withName: "upload")
    } else {
      _ = application.beginBackgroundTask(expirationHandler: nil)
    }
  }
}
