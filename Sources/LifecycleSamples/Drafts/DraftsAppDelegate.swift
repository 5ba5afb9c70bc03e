#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// What both drafts apps share: a draft the user types and saves with a Save button. Saving
/// asks for background time first, so that a save under way when the user presses Home
/// finishes (Apple's “beginBackgroundTask(expirationHandler:)”). How the app asks is what
/// differs — see ``NaiveDraftsAppDelegate`` and ``CarefulDraftsAppDelegate``.
///
/// Both also save in `applicationWillTerminate`, which is the path out of the app on iPhone
/// OS 3 and on devices without multitasking (article “Multitasking pitfalls”).
@MainActor
class DraftsAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let draftLabel = UILabel(frame: CGRect(x: 20, y: 20, width: 280, height: 21))
  /// The text being written.
  var draft = "" { didSet { draftLabel.text = draft } }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    controller.view.addSubview(draftLabel)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    self.window = window
    draft = UserDefaults.standard.string(forKey: "draft") ?? ""
    startObservingBackground()
    return true
  }

  func applicationWillTerminate(_ application: UIApplication) { writeDraft() }

  /// The user taps Save. Overridden by the subclasses, which differ in how they ask for
  /// background time.
  func save() {}

  /// Where the app observes the background notification; nothing here.
  func startObservingBackground() {}

  /// Writes the draft to the defaults.
  func writeDraft() { UserDefaults.standard.set(draft, forKey: "draft") }
}
