#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `alert`: dismisses its alert with the cancel button's index when the app enters the
/// background.
///
/// Article “Multitasking pitfalls”: observe `UIApplicationDidEnterBackgroundNotification`
/// and call `dismissWithClickedButtonIndex:animated:` with `cancelButtonIndex`. The article
/// checks `&UIApplicationDidEnterBackgroundNotification` first because the constant does
/// not exist on iPhone OS 3 (reading it there crashes); the check that compiles in Swift asks
/// whether `UIDevice` has iOS 4's `isMultitaskingSupported`. On iPhone OS 3 Home terminates
/// the app, alert and all.
@MainActor
final class CarefulAlertAppDelegate: AlertAppDelegate {
  override func startObservingBackground() {
    guard UIDevice.current.responds(to: Selector(("isMultitaskingSupported"))) else { return }
    NotificationCenter.default.addObserver(
      forName: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared, queue: .main
    ) { [weak self] _ in
      guard let alertView = self?.alertView else { return }
      alertView.dismiss(withClickedButtonIndex: alertView.cancelButtonIndex, animated: false)
    }
  }
}
