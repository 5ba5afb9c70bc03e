import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// Makes its window in `application(_:willFinishLaunchingWithOptions:)` only, as many apps
/// written for iOS 6 and later do.
@MainActor
final class WillFinishWindowDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = DraftController()
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

/// A screen with one text field, `draft`.
@MainActor
final class DraftController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let field = UITextField()
    field.accessibilityIdentifier = "draft"
    view.addSubview(field)
  }
}

/// Leaves the window to its scene delegate, as a scene app does.
@MainActor
final class SceneOnlyAppDelegate: UIResponder, UIApplicationDelegate {}

/// Makes the window when its scene connects.
@MainActor
final class DraftSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = DraftController()
    window.makeKeyAndVisible()
    self.window = window
  }
}

/// A step that finds no window says which callback did not arrive: one this profile does not
/// have, or the scene callbacks of an app installed without `scenes`.
@MainActor
@Suite("UI driver: why there is no window")
struct UIDriverNoWindowTests {
  let catalog = AppCatalog.builtIn
    .addingUIKitApp("will-finish") { WillFinishWindowDelegate() }
    .addingUIKitApp(
      "scene-draft", delegate: { SceneOnlyAppDelegate() }, sceneDelegate: { DraftSceneDelegate() }
    )
    .addingUIKitApp("plain") { SceneOnlyAppDelegate() }

  func error(_ text: String) throws -> String? {
    ScenarioRunner(catalog: catalog).run(try ScenarioParser.parse(text, file: "w.scn")).error?.description
  }

  @Test("on iOS 3 to 5 a window made in willFinishLaunching is missing, and the message names that callback")
  func willFinishLaunchingOnOldProfiles() throws {
    for profile in ["ios3", "ios4", "ios5"] {
      let message = try error(
        "device profile=\(profile)\ninstall Drafts app=will-finish\nlaunch Drafts\ntype Drafts draft \"milk\"\n"
      )
      #expect(
        message
          == "w.scn:4:13: Drafts: no element 'draft' on screen (by accessibility identifier or title); nothing "
          + "on screen can be named: no window: application(_:willFinishLaunchingWithOptions:), which "
          + "WillFinishWindowDelegate implements, never came: iOS 3–5 have no such callback (it came in iOS 6); "
          + "make the window in application(_:didFinishLaunchingWithOptions:) there",
        "\(profile)")
    }
    #expect(
      try error(
        "device profile=ios6\ninstall Drafts app=will-finish\nlaunch Drafts\ntype Drafts draft \"milk\"\n")
        == nil)
  }

  @Test("a scene app installed without scenes has no window, and the message names the missing flag")
  func sceneAppWithoutScenes() throws {
    let message = try error("install Drafts app=scene-draft\nlaunch Drafts\ntap Drafts draft\n")
    #expect(
      message
        == "w.scn:3:12: Drafts: no element 'draft' on screen (by accessibility identifier or title); nothing on "
        + "screen can be named: no window: the app has a scene delegate but was installed without scenes, so "
        + "scene(_:willConnectTo:options:), where a scene app makes its window, never came; add the `scenes` "
        + "flag to its install step (install Drafts … scenes)")
    #expect(try error("install Drafts app=scene-draft scenes\nlaunch Drafts\ntap Drafts draft\n") == nil)
    let old = try error(
      "device profile=ios7\ninstall Drafts app=scene-draft scenes\nlaunch Drafts\ntap Drafts draft\n")
    #expect(
      old?.hasSuffix(
        "no window: the app has a scene delegate, but iOS 7–12 has no scenes (they came in iOS 13), so "
          + "scene(_:willConnectTo:options:), where a scene app makes its window, never came; make the window "
          + "in application(_:didFinishLaunchingWithOptions:) where there are no scenes") == true,
      "\(old ?? "no error")")
  }

  @Test("an app that makes no window in any callback keeps the general message")
  func noCallbackToBlame() throws {
    let message = try error("device profile=ios4\ninstall Plain app=plain\nlaunch Plain\ntap Plain draft\n")
    #expect(
      message?.hasSuffix("nothing on screen can be named: no window, or no view loaded, or only plain views")
        == true, "\(message ?? "no error")")
  }
}
