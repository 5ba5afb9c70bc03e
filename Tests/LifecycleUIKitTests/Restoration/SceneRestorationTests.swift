import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A colour kept as its raw value.
enum Tint: String { case plain, sepia }

/// A controller that keeps its state in scene storage.
@MainActor
final class StoredController: UIViewController {
  @SceneStorage("draft") var draft = ""
  @SceneStorage("count") var count = 0
  @SceneStorage("tint") var tint = Tint.plain
  @SceneStorage("link") var link: URL?
}

/// A scene delegate whose activity carries `userInfo`; records what it is handed.
@MainActor
final class ActivitySceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let log: RestorationLog
  var userInfo: [AnyHashable: Any] = ["screen": "editor", "row": 12]

  init(log: RestorationLog) {
    self.log = log
    super.init()
  }

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let activity = session.stateRestorationActivity
    log.events.append("willConnect \(activity?.activityType ?? "no activity")")
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let controller = StoredController()
    controller.restorationIdentifier = "Stored"
    window.rootViewController = controller
    window.makeKeyAndVisible()
    self.window = window
    log.events.append("draft at connection \(controller.draft)")
  }

  func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
    let info = (stateRestorationActivity.userInfo ?? [:]).map { "\($0.key)=\($0.value)" }.sorted()
    log.events.append("restoreInteractionState \(info.joined(separator: " "))")
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    let activity = NSUserActivity(activityType: "com.example.editing")
    activity.title = "Editing"
    activity.userInfo = userInfo
    return activity
  }
}

/// The app delegate of the scene app: it opts in to view controller restoration too, which
/// scene apps do not use.
@MainActor
final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { true }
  func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
    true
  }
}

@MainActor
@Suite(
  "Scene restoration: NSUserActivity and SceneStorage (“stateRestorationActivity(for:)”, “SceneStorage”)"
)
struct SceneRestorationTests {
  func launchedSceneApp(_ log: RestorationLog) throws -> Device {
    let catalog = AppCatalog.builtIn.addingUIKitApp(
      "scenes", delegate: { SceneAppDelegate() }, sceneDelegate: { ActivitySceneDelegate(log: log) })
    let device = try Device(profile: .of(.ios13), memoryBytes: 512 << 20, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "scenes", info: AppInfo(adoptsScenes: true)))
    try device.launch("Notes")
    return device
  }

  func stored(_ device: Device) -> StoredController? {
    uikitApp("Notes", in: device)?.scenes.first?.keyWindow?.rootViewController as? StoredController
  }

  @Test("the scene's activity is preserved and handed back at willConnect, then restoreInteractionState")
  func activityRoundTrip() throws {
    let log = RestorationLog()
    let device = try launchedSceneApp(log)
    #expect(log.events.first == "willConnect no activity")
    try killWhileSuspendedAndRelaunch(device)
    #expect(
      log.events("willConnect", "restoreInteractionState") == [
        "willConnect no activity", "willConnect com.example.editing",
        "restoreInteractionState row=12 screen=editor",
      ])
    let session = try #require(uikitApp("Notes", in: device)?.scenes.first?.session)
    #expect(session.stateRestorationActivity?.title == "Editing")
  }

  @Test("SceneStorage values live with the scene and come back before it reconnects")
  func sceneStorage() throws {
    let log = RestorationLog()
    let device = try launchedSceneApp(log)
    let controller = try #require(stored(device))
    uikitApp("Notes", in: device)?.runAsAppCode {
      controller.draft = "buy milk"
      controller.count = 3
      controller.tint = .sepia
      controller.link = URL(string: "https://example.com/notes/12")
    }
    try killWhileSuspendedAndRelaunch(device)
    let restored = try #require(stored(device))
    #expect(restored !== controller)
    #expect(log.events("draft at connection").last == "draft at connection buy milk")
    uikitApp("Notes", in: device)?.runAsAppCode {
      #expect(restored.draft == "buy milk" && restored.count == 3 && restored.tint == .sepia)
      #expect(restored.link == URL(string: "https://example.com/notes/12"))
      restored.link = nil
      #expect(restored.link == nil)
    }
    #expect(
      device.trace.logs(of: "Notes").contains(
        "state restored: scene scene-1 (activity com.example.editing; storage count, draft, link, tint)"))
  }

  @Test("a scene app preserves no view controllers, though its delegate opts in (modelling choice)")
  func noViewControllersForScenes() throws {
    let log = RestorationLog()
    let device = try launchedSceneApp(log)
    device.home()
    let archive = try #require(try archiveStore(device).load())
    #expect(archive.root.keys == ["layout", "scenes"])
  }

  @Test("user info the archive cannot hold yet is left out of the activity, and named in a misuse")
  func unarchivableUserInfo() throws {
    let log = RestorationLog()
    let device = try launchedSceneApp(log)
    let delegate = try #require(
      uikitApp("Notes", in: device)?.scenes.first?.delegate as? ActivitySceneDelegate)
    delegate.userInfo = ["screen": "editor", "view": UIView()]
    device.warnsOfMisuses = false
    try killWhileSuspendedAndRelaunch(device)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(
      device.misuses.map(\.text).contains {
        $0.hasPrefix(
          "state preservation: LifecycleKit cannot keep view of the user info of scene scene-1's activity")
      })
    #expect(
      log.events.last(where: { $0.hasPrefix("restoreInteractionState") })
        == "restoreInteractionState screen=editor")
  }

  @Test("outside any scene, SceneStorage keeps its value like @State and persists nothing")
  func noScene() throws {
    let log = RestorationLog()
    let options = RestoringAppDelegate.Options(build: { app in
      let controller = StoredController()
      controller.draft = "kept in memory"
      app.log.events.append("draft \(controller.draft)")
      app.show(controller)
    })
    let device = try launchedNotes(.ios13, log, options)
    #expect(log.events("draft") == ["draft kept in memory"])
    device.home()
    let archive = try #require(try archiveStore(device).load())
    #expect(archive.root.container(forKey: "scenes") == nil)
  }
}
