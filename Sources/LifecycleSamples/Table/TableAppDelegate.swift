#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// The table apps: a navigation stack with the list at the bottom; the user scrolls
/// it, opens a detail screen over it and comes back. `table-naive` and `table` differ
/// in the list's controller (``NaiveScrollTableViewController``,
/// ``CarefulScrollTableViewController``) and in state restoration: `table` gives its
/// navigation stack, list, table and detail screen restoration identifiers and opts in,
/// so that after a kill while suspended it comes back on the same screen at the same
/// offset (iOS 6 and later — article “Lifecycle and state transitions”; Apple's
/// “Preserving your app's UI across launches”).
@MainActor
final class TableAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let listController: ScrollTableViewController
  private(set) var navigationController: UINavigationController?

  /// Whether the app preserves and restores its interface.
  let restoresInterface: Bool

  /// Creates the app with its list controller; `restoresInterface` opts in to state
  /// restoration and sets the restoration identifiers.
  init(listController: ScrollTableViewController, restoresInterface: Bool = false) {
    self.listController = listController
    self.restoresInterface = restoresInterface
    super.init()
  }

  /// The window is made key and visible here so that restoration, which runs before
  /// `didFinishLaunching`, finds the navigation stack and the list (App Programming Guide,
  /// “App State Transitions”; “Preserving your app's UI across launches”).
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    buildInterface()
    return true
  }

  /// iOS 3 to 5 have no `willFinishLaunching` (Apple: iOS 6.0+): the interface is built here.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    if window == nil { buildInterface() }
    return true
  }

  /// Whether the app gives its screens restoration identifiers: when it opts in and the OS
  /// has state restoration (`restorationIdentifier` is iOS 6.0+; setting it before crashes).
  private var namesScreens: Bool {
    restoresInterface && listController.responds(to: Selector(("setRestorationIdentifier:")))
  }

  private func buildInterface() {
    if namesScreens { listController.restorationIdentifier = "Items" }
    let navigationController = UINavigationController(rootViewController: listController)
    if namesScreens { navigationController.restorationIdentifier = "Nav" }
    self.navigationController = navigationController
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    self.window = window
  }

  /// The user opens a row's detail screen.
  func openDetail() {
    navigationController?.pushViewController(
      ItemDetailViewController(restorable: namesScreens), animated: true)
  }

  // State restoration needs both opt-ins (Apple: "Preserving your app's UI across
  // launches"); the secure variants are the ones iOS 13.2 and later ask.
  func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
    restoresInterface
  }
  func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
    restoresInterface
  }
  func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
    restoresInterface
  }
  func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder)
    -> Bool
  { restoresInterface }

  /// The user goes back.
  func goBack() {
    navigationController?.popViewController(animated: true)
  }
}
