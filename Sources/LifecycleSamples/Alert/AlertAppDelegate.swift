#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// What both alert apps share: a screen that asks the user to confirm with an alert
/// view. Whether the alert is dismissed on the way to the background is what differs —
/// see ``NaiveAlertAppDelegate`` and ``CarefulAlertAppDelegate``.
@MainActor
class AlertAppDelegate: UIResponder, UIApplicationDelegate, UIAlertViewDelegate {
  var window: UIWindow?
  /// The alert up, if any.
  var alertView: UIAlertView?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    self.window = window
    startObservingBackground()
    return true
  }

  /// Overridden by the careful app.
  func startObservingBackground() {}

  /// Asks the user to confirm, with Cancel and OK.
  func showAlert(title: String) {
    let alert = UIAlertView(
      title: title, message: nil, delegate: self, cancelButtonTitle: "Cancel", otherButtonTitles: "OK")
    alertView = alert
    alert.show()
  }

  func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    if alertView === self.alertView { self.alertView = nil }
  }
}
