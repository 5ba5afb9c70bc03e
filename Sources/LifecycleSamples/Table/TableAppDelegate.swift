#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// The table apps: a navigation stack with the list at the bottom; the user scrolls
/// it, opens a detail screen over it and comes back. `table-naive` and `table` differ
/// only in the list's controller (``NaiveScrollTableViewController``,
/// ``CarefulScrollTableViewController``).
@MainActor
final class TableAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let listController: ScrollTableViewController
  private(set) var navigationController: UINavigationController?

  /// Creates the app with its list controller.
  init(listController: ScrollTableViewController) {
    self.listController = listController
    super.init()
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let navigationController = UINavigationController(rootViewController: listController)
    self.navigationController = navigationController
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  /// The user opens a row's detail screen.
  func openDetail() {
    navigationController?.pushViewController(ItemDetailViewController(), animated: true)
  }

  /// The user goes back.
  func goBack() {
    navigationController?.popViewController(animated: true)
  }
}
