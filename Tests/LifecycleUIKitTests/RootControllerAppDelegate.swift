import LifecycleUIKit

/// An app delegate that shows one controller as its window's root at launch: the app of tests
/// about what happens on one screen. (Not generic: the simulator finds an app's globals by the
/// image that holds its delegate's class, which a generic class's metadata does not name.)
@MainActor
final class RootControllerAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let controller: UIViewController

  init(_ controller: UIViewController) {
    self.controller = controller
    super.init()
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }
}
