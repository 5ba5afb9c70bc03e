#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// What both upload apps share: a screen showing the progress of an upload the user
/// starts. How the app behaves in the background is what differs — see
/// ``NaiveUploadAppDelegate`` and ``CarefulUploadAppDelegate``.
@MainActor
class UploadAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let uploader = Uploader()
  let progressLabel = UILabel(frame: CGRect(x: 20, y: 20, width: 280, height: 21))

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    controller.view.addSubview(progressLabel)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    self.window = window
    uploader.onProgress = { [weak self] in self?.uploadProgressed() }
    uploader.onFinish = { [weak self] in self?.uploadFinished() }
    resumeSavedUpload()
    showProgress()
    return true
  }

  // Overridden by the subclasses.
  func applicationDidEnterBackground(_ application: UIApplication) {}
  func resumeSavedUpload() {}
  func uploadFinished() {}

  /// The user starts uploading a file that takes `seconds` to send.
  func startUpload(seconds: Int) {
    uploader.start(seconds: seconds)
    uploadProgressed()
  }

  /// A chunk was sent. Subclasses that keep the progress override and call `super`.
  func uploadProgressed() { showProgress() }

  func showProgress() {
    progressLabel.text = "\(uploader.percent)%"
  }
}
