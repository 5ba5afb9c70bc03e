#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "keyboard". Article “Multitasking pitfalls”: hide the keyboard on the way to the
// background; “Preparing your UI to run in the background”: the system takes the app's
// snapshot after `applicationDidEnterBackground` returns, and it is what the user sees in the
// switcher. Both apps save the search text on every way out; the naive one leaves the
// keyboard up, the careful one ends editing first.

/// A search field, read from the defaults at launch.
@MainActor
class SearchFieldDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let query = UITextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    query.accessibilityIdentifier = "Query"
    query.text = UserDefaults.standard.string(forKey: "query")
    controller.view.addSubview(query)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    UserDefaults.standard.set(query.text, forKey: "query")
  }

  func applicationWillTerminate(_ application: UIApplication) {
    UserDefaults.standard.set(query.text, forKey: "query")
  }
}

/// Leaves the keyboard up as it enters the background.
@MainActor
final class NaiveSearchFieldDelegate: SearchFieldDelegate {}

/// Ends editing before it saves.
@MainActor
final class CarefulSearchFieldDelegate: SearchFieldDelegate {
  override func applicationDidEnterBackground(_ application: UIApplication) {
    window?.endEditing(true)
    super.applicationDidEnterBackground(application)
  }
}

#if !canImport(UIKit)
  extension NaiveSearchFieldDelegate: MainInstantiable {}
  extension CarefulSearchFieldDelegate: MainInstantiable {}
#endif
