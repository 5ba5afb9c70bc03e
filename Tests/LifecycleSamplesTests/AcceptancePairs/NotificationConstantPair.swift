#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "iOS 4 notification on iPhone OS 3". Article “Multitasking pitfalls”: the multitasking
// notifications (`UIApplicationDidEnterBackgroundNotification`, …) do not exist on OS 3.x —
// the weak-linked constant's address is NULL there — and must be checked before use; the
// article checks the constant's address, and “isMultitaskingSupported” (iOS 4.0+) answers the
// same question. Both apps keep a memo that their editor saves when the app enters the
// background (observed through the notification) and when it terminates. The naive app
// observes the notification whatever the OS; the careful one only where it exists.

/// A memo editor that saves itself.
@MainActor
class MemoDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let memo = UITextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  private var observer: (any NSObjectProtocol)?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    memo.accessibilityIdentifier = "Memo"
    memo.text = UserDefaults.standard.string(forKey: "memo")
    controller.view.addSubview(memo)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    if hasBackgroundNotifications {
      observer = NotificationCenter.default.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
      ) { [weak self] _ in self?.save() }
    }
    return true
  }

  /// Whether the OS has the multitasking notifications.
  var hasBackgroundNotifications: Bool { true }

  func applicationWillTerminate(_ application: UIApplication) {
    save()
  }

  func save() {
    window?.endEditing(true)
    UserDefaults.standard.set(memo.text, forKey: "memo")
  }
}

/// Reads `UIApplicationDidEnterBackgroundNotification` on every OS.
@MainActor
final class NaiveMemoDelegate: MemoDelegate {}

/// Reads it only where multitasking exists (the property that says so is iOS 4.0+ too: asked
/// with `responds(to:)` first).
@MainActor
final class CarefulMemoDelegate: MemoDelegate {
  override var hasBackgroundNotifications: Bool {
    UIDevice.current.responds(to: Selector(("isMultitaskingSupported")))
  }
}

#if !canImport(UIKit)
  extension NaiveMemoDelegate: MainInstantiable {}
  extension CarefulMemoDelegate: MainInstantiable {}
#endif
