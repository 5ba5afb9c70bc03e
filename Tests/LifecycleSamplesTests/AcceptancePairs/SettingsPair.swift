#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "settings". Article “Multitasking pitfalls”: settings, the locale and other things
// change while an app is suspended, and it must look at them again when it comes back;
// “UserDefaults.didChangeNotification”: posted when the defaults change, which the system
// delivers to an app coming back after the user changed its settings in the Settings app
// (“Processing queued notifications”). The list's order is a toggle of the app's
// Settings.bundle. The naive screen reads it once, in `viewDidLoad`; the careful one again
// whenever the defaults change.

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

/// Reads the setting in `viewDidLoad` only.
@MainActor
final class NaiveContactsController: ContactsController {}

/// Reads it again whenever the defaults change.
@MainActor
final class CarefulContactsController: ContactsController {
  private var observer: (any NSObjectProtocol)?

  override func viewDidLoad() {
    super.viewDidLoad()
    observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in self?.showOrder() }
  }
}

/// The app: one window with the list.
@MainActor
class ContactsDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  /// The list's controller.
  func makeController() -> ContactsController { ContactsController() }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = makeController()
    window?.makeKeyAndVisible()
    return true
  }
}

/// Shows the list that reads its setting once.
@MainActor
final class NaiveContactsDelegate: ContactsDelegate {
  override func makeController() -> ContactsController { NaiveContactsController() }
}

/// Shows the list that follows its setting.
@MainActor
final class CarefulContactsDelegate: ContactsDelegate {
  override func makeController() -> ContactsController { CarefulContactsController() }
}

#if !canImport(UIKit)
  extension NaiveContactsDelegate: MainInstantiable {}
  extension CarefulContactsDelegate: MainInstantiable {}
#endif
