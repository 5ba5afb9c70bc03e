import UIKit

/// A weather app in three tabs — the cities (a navigation stack: a city's temperature in the
/// chosen units, and its forecast pushed over it), the settings (a slider and a switch), and an
/// about screen — each screen in its own `.xib` file. It opts in to state restoration (iOS 6
/// and later), so that after the system kills it while suspended the user finds the same tab,
/// the same screen and the same values.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  /// iOS 6 and later: the interface exists before restoration runs (“Preserving your app's UI
  /// across launches”).
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    buildInterface()
    return true
  }

  /// iOS 4 and 5 have no `willFinishLaunching`: the interface is built here.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    if window == nil { buildInterface() }
    return true
  }

  private func buildInterface() {
    let cities = UINavigationController(rootViewController: CitiesViewController(nibName: "CitiesViewController", bundle: nil))
    let settings = SettingsViewController(nibName: nil, bundle: nil)
    let about = AboutViewController(nibName: nil, bundle: nil)

    let tabs = UITabBarController()
    tabs.viewControllers = [cities, settings, about]
    if tabs.responds(to: Selector(("setRestorationIdentifier:"))) {
      tabs.restorationIdentifier = "Tabs"
      cities.restorationIdentifier = "CitiesNavigation"
    }

    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = tabs
    window?.makeKeyAndVisible()
  }

  // Both opt-ins; the secure variants are the ones iOS 13.2 and later ask.
  func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { true }
  func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { true }
  func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
    true
  }
  func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
    true
  }
}
