#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `upload`: ends its background task when the upload is done and in the expiration
/// handler, and keeps the progress in a file so that the upload goes on from where it
/// was — when the app runs again, or after a relaunch if it was killed meanwhile.
///
/// The code of the article “Lifecycle and state transitions”:
/// `beginBackgroundTask(withName:expirationHandler:)` in `applicationDidEnterBackground`,
/// `endBackgroundTask` both when the work is done and in the expiration handler. Once the
/// task ends the app is suspended and its upload frozen; the upload resumes when the app
/// comes back to the foreground.
@MainActor
final class CarefulUploadAppDelegate: UploadAppDelegate {
  private var backgroundTask = UIBackgroundTaskIdentifier.invalid

  /// The file that keeps the upload's progress: `PERCENT TOTAL-SECONDS`.
  private var progressURL: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent(
      "upload-progress.txt")
  }

  override func applicationDidEnterBackground(_ application: UIApplication) {
    guard uploader.isUploading, backgroundTask == .invalid else { return }
    let expired: @MainActor @Sendable () -> Void = { [weak self] in
      self?.saveProgress()
      self?.endBackgroundTask()
    }
    // Naming the task is iOS 7.0+ (“beginBackgroundTask(withName:expirationHandler:)”); iOS 4
    // to 6 have only the unnamed form.
    backgroundTask =
      application.responds(to: Selector(("beginBackgroundTaskWithName:expirationHandler:")))
      ? application.beginBackgroundTask(withName: "upload", expirationHandler: expired)
      : application.beginBackgroundTask(expirationHandler: expired)
  }

  override func uploadProgressed() {
    super.uploadProgressed()
    saveProgress()
  }

  override func uploadFinished() {
    endBackgroundTask()
  }

  /// At launch: shows the saved progress and sends the rest.
  override func resumeSavedUpload() {
    guard let text = try? String(contentsOf: progressURL, encoding: .utf8) else { return }
    let fields = text.split(separator: " ").compactMap { Int($0) }
    guard fields.count == 2 else { return }
    uploader.start(seconds: fields[1], from: fields[0])
  }

  private func saveProgress() {
    let text = "\(uploader.percent) \(uploader.totalSeconds)"
    try? text.write(to: progressURL, atomically: true, encoding: .utf8)
  }

  private func endBackgroundTask() {
    guard backgroundTask != .invalid else { return }
    UIApplication.shared.endBackgroundTask(backgroundTask)
    backgroundTask = .invalid
  }
}
