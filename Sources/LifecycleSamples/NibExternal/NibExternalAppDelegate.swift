#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `nib-external`: the visitor screen, whose view comes from an interface file and
/// shares the controller's model through an External Object (article “Scroll position
/// after a memory warning”).
@MainActor
final class NibExternalAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let visitorController = VisitorViewController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = visitorController
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}
