#if canImport(UIKit)
  import UIKit
  import MessageUI
#else
  import LifecycleUIKit
#endif

/// What both mail apps share: a screen with a "mail this" button whose composer sheet
/// the app presents and dismisses. Whether the app checks `canSendMail()` before
/// creating the composer is what differs — see ``NaiveMailAppDelegate`` and
/// ``CarefulMailAppDelegate``.
@MainActor
class MailAppDelegate: UIResponder, UIApplicationDelegate, MFMailComposeViewControllerDelegate {
  var window: UIWindow?
  let rootController = UIViewController()
  /// The alert up, if any.
  var alertView: UIAlertView?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = rootController
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  /// The user taps "mail this". Overridden by both apps.
  func compose() {}

  /// Subclasses override it; UIKit only calls methods of the class that adopts the protocol,
  /// so it must exist here.
  func applicationDidEnterBackground(_ application: UIApplication) {}

  /// Creates the composer, fills it in and presents it — the code of the article
  /// “Multitasking pitfalls”.
  func presentComposer() {
    let composer = MFMailComposeViewController()
    composer.mailComposeDelegate = self
    composer.setSubject("My notes")
    composer.setMessageBody("Buy milk", isHTML: false)
    rootController.present(composer, animated: true)
  }

  /// Whether the composer is on screen.
  var isComposerShown: Bool { rootController.presentedViewController is MFMailComposeViewController }

  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
  ) {
    controller.dismiss(animated: true)
  }
}
