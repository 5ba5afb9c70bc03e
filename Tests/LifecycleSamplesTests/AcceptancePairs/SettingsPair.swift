#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "settings". Article “Multitasking pitfalls”: settings, the locale and other things
// change while an app is suspended, and it must look at them again when it comes back;
// “applicationWillEnterForeground(_:)”: the app is about to come back from the background. (The
// user changes the settings of the app's Settings.bundle in the Settings app, so never while
// the app is in front; on iPhone OS 3 the app is relaunched after it and reads them anyway.)
// The naive screen reads the setting once, in `viewDidLoad`; the careful one again whenever the
// app comes back to the foreground. (Observing “UserDefaults.didChangeNotification” would do
// too from iOS 4, but its block-based `addObserver(forName:object:queue:using:)` is iOS 4.0+:
// called on iPhone OS 3 it would crash there.)

/// A list whose order the Settings app's "Sort by Name" toggle chooses.
@MainActor
class ContactsController: UIViewController {
  let order = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    order.accessibilityIdentifier = "Order"
    view.addSubview(order)
    showOrder()
  }

  func showOrder() {
    order.text = UserDefaults.standard.bool(forKey: "sortByName") ? "Sorted by name" : "In the order added"
  }
}

/// The app: one window with the list.
@MainActor
class ContactsDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let contacts = ContactsController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = contacts
    window?.makeKeyAndVisible()
    return true
  }

  func applicationWillEnterForeground(_ application: UIApplication) {}
}

/// Reads the setting in `viewDidLoad` only.
@MainActor
final class NaiveContactsDelegate: ContactsDelegate {}

/// Reads it again when the app comes back to the foreground.
@MainActor
final class CarefulContactsDelegate: ContactsDelegate {
  override func applicationWillEnterForeground(_ application: UIApplication) {
    contacts.showOrder()
  }
}

#if !canImport(UIKit)
  extension NaiveContactsDelegate: MainInstantiable {}
  extension CarefulContactsDelegate: MainInstantiable {}
#endif
