#if canImport(UIKit)
  import UIKit
  import MessageUI
#else
  import LifecycleUIKit
#endif

// Pair "mail composer". Article “Multitasking pitfalls”: with no mail account set up,
// `MFMailComposeViewController`'s `init` returns nil, and presenting it crashes the app; the
// account can be deleted while the app is away, so check right before creating the composer.
// “canSendMail()”: if it returns false, you must not display the mail composition interface.
// The naive app presents the composer whenever the user asks; the careful one checks first
// and says there is no account.

/// A receipt with an "Email Receipt" row.
@MainActor
class ReceiptDelegate: UIResponder, UIApplicationDelegate, UITableViewDataSource, UITableViewDelegate,
  MFMailComposeViewControllerDelegate
{
  var window: UIWindow?
  let status = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  let commands = UITableView(frame: CGRect(x: 0, y: 44, width: 320, height: 44), style: .plain)

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    status.accessibilityIdentifier = "Status"
    status.text = "Receipt 1042"
    commands.accessibilityIdentifier = "Commands"
    commands.dataSource = self
    commands.delegate = self
    for view in [status, commands] as [UIView] { controller.view.addSubview(view) }
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "command")
    cell.textLabel?.text = "Email Receipt"
    cell.accessibilityIdentifier = "EmailReceipt"
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    emailReceipt()
  }

  /// Presents the composer with the receipt.
  func emailReceipt() {
    presentComposer()
  }

  func presentComposer() {
    let composer = MFMailComposeViewController()
    composer.mailComposeDelegate = self
    composer.setSubject("Receipt 1042")
    window?.rootViewController?.present(composer, animated: true, completion: nil)
  }

  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
  ) {
    controller.dismiss(animated: true, completion: nil)
  }
}

/// Presents the composer without asking whether mail can be sent.
@MainActor
final class NaiveReceiptDelegate: ReceiptDelegate {}

/// Asks `canSendMail()` right before.
@MainActor
final class CarefulReceiptDelegate: ReceiptDelegate {
  override func emailReceipt() {
    guard MFMailComposeViewController.canSendMail() else {
      status.text = "No mail account: set one up in Settings"
      return
    }
    presentComposer()
  }
}

#if !canImport(UIKit)
  extension NaiveReceiptDelegate: MainInstantiable {}
  extension CarefulReceiptDelegate: MainInstantiable {}
#endif
