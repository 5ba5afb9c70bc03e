#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "killed while suspended". Article “Multitasking pitfalls”: from iOS 4 Home sends
// `applicationDidEnterBackground:` instead of `applicationWillTerminate:`, and a suspended app
// can be killed for memory without a word, so code that saved in `applicationWillTerminate:`
// on iPhone OS 3 must save on entering the background too. Article “Treacherous
// multitasking”: after Home the app may be killed for memory with no further message. The
// naive app saves only in `applicationWillTerminate` (enough on iPhone OS 3); the careful one
// also on entering the background.

/// A shopping note in one field, read from the defaults at launch.
@MainActor
class ShoppingNoteDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let note = UITextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    note.accessibilityIdentifier = "Shopping"
    note.text = UserDefaults.standard.string(forKey: "shopping")
    controller.view.addSubview(note)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    window?.endEditing(true)
  }

  func applicationWillTerminate(_ application: UIApplication) {
    UserDefaults.standard.set(note.text, forKey: "shopping")
  }
}

/// Saves only in `applicationWillTerminate`, as iPhone OS 3 apps did.
@MainActor
final class NaiveShoppingNoteDelegate: ShoppingNoteDelegate {}

/// Saves on entering the background too.
@MainActor
final class CarefulShoppingNoteDelegate: ShoppingNoteDelegate {
  override func applicationDidEnterBackground(_ application: UIApplication) {
    super.applicationDidEnterBackground(application)
    UserDefaults.standard.set(note.text, forKey: "shopping")
  }
}

#if !canImport(UIKit)
  extension NaiveShoppingNoteDelegate: MainInstantiable {}
  extension CarefulShoppingNoteDelegate: MainInstantiable {}
#endif
