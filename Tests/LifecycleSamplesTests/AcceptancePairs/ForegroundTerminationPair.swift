#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "foreground termination". “applicationDidEnterBackground(_:)” and
// “applicationWillTerminate(_:)”: an app ended while it is in front never enters the
// background; it is told `applicationWillTerminate` — when the user swipes it away in iOS 7's
// card switcher (the applicationWillTerminate tests: a running app swiped away gets it) or the
// device shuts down with it in front (the same tests, iOS 4.0). Article “Multitasking
// pitfalls”: iPhone OS 3, with no background, sends Home straight to
// `applicationWillTerminate`, so an app must save on both paths. The naive app saves only on
// entering the background; the careful one also when told it terminates.

/// A note in one field, read from the defaults at launch.
@MainActor
class DiaryDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let entry = UITextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    entry.accessibilityIdentifier = "Entry"
    entry.text = UserDefaults.standard.string(forKey: "entry")
    controller.view.addSubview(entry)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    window?.endEditing(true)
    UserDefaults.standard.set(entry.text, forKey: "entry")
  }

  func applicationWillTerminate(_ application: UIApplication) {}
}

/// Saves only in `applicationDidEnterBackground`.
@MainActor
final class NaiveDiaryDelegate: DiaryDelegate {}

/// Saves in `applicationWillTerminate` too.
@MainActor
final class CarefulDiaryDelegate: DiaryDelegate {
  override func applicationWillTerminate(_ application: UIApplication) {
    UserDefaults.standard.set(entry.text, forKey: "entry")
  }
}

#if !canImport(UIKit)
  extension NaiveDiaryDelegate: MainInstantiable {}
  extension CarefulDiaryDelegate: MainInstantiable {}
#endif
