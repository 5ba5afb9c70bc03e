#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "alert". Article “Multitasking pitfalls”: an alert shown when the app enters the
// background is still up when it comes back, though what it asked about may have changed;
// dismiss it with the cancel button's index on the way out. App Programming Guide,
// “Background Execution”: the system does not dismiss alerts for you. Both apps ask for a
// rating when they launch, until the user has given one. The naive app leaves the question up
// in the background; the careful one cancels it ("Not Now") when the app enters the
// background.

/// A recipe book that asks for a rating at launch.
@MainActor
class RecipesDelegate: UIResponder, UIApplicationDelegate, UIAlertViewDelegate {
  var window: UIWindow?
  let welcome = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  /// The question up, if any.
  var ratingPrompt: UIAlertView?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    welcome.accessibilityIdentifier = "Welcome"
    welcome.text = "12 recipes"
    controller.view.addSubview(welcome)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    if !UserDefaults.standard.bool(forKey: "rated") {
      let prompt = UIAlertView(
        title: "Enjoying Recipes?", message: "Rate it in the App Store.", delegate: self,
        cancelButtonTitle: "Not Now", otherButtonTitles: "Rate")
      ratingPrompt = prompt
      prompt.show()
    }
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {}

  func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
    if buttonIndex != alertView.cancelButtonIndex { UserDefaults.standard.set(true, forKey: "rated") }
  }

  func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    if alertView === ratingPrompt { ratingPrompt = nil }
  }
}

/// Leaves the question up in the background.
@MainActor
final class NaiveRecipesDelegate: RecipesDelegate {}

/// Cancels the question when the app enters the background.
@MainActor
final class CarefulRecipesDelegate: RecipesDelegate {
  override func applicationDidEnterBackground(_ application: UIApplication) {
    guard let ratingPrompt, ratingPrompt.isVisible else { return }
    ratingPrompt.dismiss(withClickedButtonIndex: ratingPrompt.cancelButtonIndex, animated: false)
  }
}

#if !canImport(UIKit)
  extension NaiveRecipesDelegate: MainInstantiable {}
  extension CarefulRecipesDelegate: MainInstantiable {}
#endif
