#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// An app delegate as an iOS developer writes it, marked `@main`: on iOS UIKit launches it; on
/// Linux its `main()` runs it in the simulated device (`ApplicationMain`). The tests of
/// `UIApplicationDelegate.main()` run this executable.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let list = ShoppingList()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    list.load()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.backgroundColor = .white
    window.rootViewController = UINavigationController(rootViewController: ListViewController(list: list))
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    list.save()
    print("AppDelegate: saved \(list.items.count) items")
  }
}
