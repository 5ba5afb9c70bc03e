#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `settings`: also observes `UserDefaults.didChangeNotification` and shows the new
/// font size.
///
/// Article “Multitasking pitfalls”: `NSUserDefaultsDidChangeNotification` arrives when
/// the app becomes active again; the views are not redrawn by themselves, so redraw
/// those that depend on the setting. Apple's "Processing queued notifications": changes
/// made while the app was suspended arrive once, coalesced, when it runs again. On
/// iPhone OS 3 the app was terminated by Home and reads the setting at the relaunch.
@MainActor
final class CarefulSettingsAppDelegate: SettingsAppDelegate {
  override func startObservingSettings() {
    NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in
      self?.showFontSize()
    }
  }
}
