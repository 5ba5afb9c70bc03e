#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "alert". Article “Multitasking pitfalls”: an alert shown when the app enters the
// background is still up when it comes back, though what it asked about may have changed;
// dismiss it with the cancel button's index on the way out. App Programming Guide,
// “Background Execution”: the system does not dismiss alerts for you. The naive app leaves
// its confirmation up; the careful one cancels it when the app enters the background.

/// A list of downloads with a "Delete All" row that asks for confirmation.
@MainActor
class DownloadsDelegate: UIResponder, UIApplicationDelegate, UITableViewDataSource, UITableViewDelegate,
  UIAlertViewDelegate
{
  var window: UIWindow?
  let summary = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  let commands = UITableView(frame: CGRect(x: 0, y: 44, width: 320, height: 44), style: .plain)
  /// The confirmation up, if any.
  var confirmation: UIAlertView?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    summary.accessibilityIdentifier = "Summary"
    showSummary()
    commands.accessibilityIdentifier = "Commands"
    commands.dataSource = self
    commands.delegate = self
    for view in [summary, commands] as [UIView] { controller.view.addSubview(view) }
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  func showSummary() {
    let deleted = UserDefaults.standard.bool(forKey: "deleted")
    summary.text = deleted ? "No downloads" : "3 downloads"
  }

  func applicationDidEnterBackground(_ application: UIApplication) {}

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "command")
    cell.textLabel?.text = "Delete All"
    cell.accessibilityIdentifier = "DeleteAll"
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let alert = UIAlertView(
      title: "Delete all downloads?", message: nil, delegate: self, cancelButtonTitle: "Cancel",
      otherButtonTitles: "Delete")
    confirmation = alert
    alert.show()
  }

  func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
    if buttonIndex != alertView.cancelButtonIndex {
      UserDefaults.standard.set(true, forKey: "deleted")
      showSummary()
    }
  }

  func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    if alertView === confirmation { confirmation = nil }
  }
}

/// Leaves the confirmation up in the background.
@MainActor
final class NaiveDownloadsDelegate: DownloadsDelegate {}

/// Cancels the confirmation when the app enters the background.
@MainActor
final class CarefulDownloadsDelegate: DownloadsDelegate {
  override func applicationDidEnterBackground(_ application: UIApplication) {
    guard let confirmation, confirmation.isVisible else { return }
    confirmation.dismiss(withClickedButtonIndex: confirmation.cancelButtonIndex, animated: false)
  }
}

#if !canImport(UIKit)
  extension NaiveDownloadsDelegate: MainInstantiable {}
  extension CarefulDownloadsDelegate: MainInstantiable {}
#endif
