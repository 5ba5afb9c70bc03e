#if canImport(UIKit)
  import UIKit
  import MessageUI
#else
  import LifecycleUIKit
#endif

/// `mail`: checks `canSendMail()` right before creating the composer, and says so with
/// an alert when there is no account.
///
/// Article “Multitasking pitfalls”: check right before creating the composer (just after
/// an account was deleted, checks in `willEnterForeground` or `didBecomeActive` may
/// still answer YES). Apple's `canSendMail()` page: "If it returns false, you must not
/// display the mail composition interface." It also dismisses its alert on the way to the
/// background, as the same article advises for every alert.
@MainActor
final class CarefulMailAppDelegate: MailAppDelegate {
  override func applicationDidEnterBackground(_ application: UIApplication) {
    guard let alertView, alertView.isVisible else { return }
    alertView.dismiss(withClickedButtonIndex: alertView.cancelButtonIndex, animated: false)
  }

  override func compose() {
    guard MFMailComposeViewController.canSendMail() else {
      let alert = UIAlertView(
        title: "No mail account", message: "Set up a mail account in Settings.", delegate: nil,
        cancelButtonTitle: "OK")
      alertView = alert
      alert.show()
      return
    }
    presentComposer()
  }
}
