#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// What both reader apps share: the screen, and reading the `fontSize` setting (from
/// the app's Settings bundle, 14 until the user changes it) at launch.
/// Whether it is read again later is what differs — see ``NaiveSettingsAppDelegate``
/// and ``CarefulSettingsAppDelegate``.
@MainActor
class SettingsAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let readerController = ReaderViewController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UserDefaults.standard.register(defaults: ["fontSize": 14])
    readerController.loadViewIfNeeded()
    showFontSize()
    startObservingSettings()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = readerController
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  /// Overridden by the careful app.
  func startObservingSettings() {}

  /// Reads the setting and shows it.
  func showFontSize() {
    readerController.show(fontSize: UserDefaults.standard.integer(forKey: "fontSize"))
  }
}
