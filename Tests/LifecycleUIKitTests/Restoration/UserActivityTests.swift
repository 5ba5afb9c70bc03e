import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A form whose name field is its state: it writes it into the activity it shares when UIKit
/// asks, and reads it back when the scene delegate hands it a restored activity.
@MainActor
final class ActivityFormController: UIViewController {
  var name = ""
  let log: RestorationLog

  init(log: RestorationLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not from an interface file") }

  override func updateUserActivityState(_ activity: NSUserActivity) {
    super.updateUserActivityState(activity)
    log.events.append("update \(activity.userInfo?.count ?? 0) entries before")
    activity.addUserInfoEntries(from: ["name": name])
  }

  override func restoreUserActivityState(_ activity: NSUserActivity) {
    super.restoreUserActivityState(activity)
    log.events.append("restore name=\(activity.userInfo?["name"] as? String ?? "none")")
  }
}

/// A scene delegate in the manner of khaptonstall's StateRestorationDemo: the scene's
/// `userActivity` is what it preserves, and at connection it hands the restored activity to the
/// controller it shows.
@MainActor
final class ActivityFormSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let log: RestorationLog
  /// Whether the activity asks UIKit to update it before it is saved.
  let marksNeedsSave: Bool

  init(log: RestorationLog, marksNeedsSave: Bool) {
    self.log = log
    self.marksNeedsSave = marksNeedsSave
    super.init()
  }

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let controller = ActivityFormController(log: log)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    self.window = window
    if let restored = session.stateRestorationActivity {
      controller.restoreUserActivityState(restored)
    }
    let activity = NSUserActivity(activityType: "com.example.form")
    activity.addUserInfoEntries(from: ["name": "filled at connection"])
    activity.needsSave = marksNeedsSave
    controller.userActivity = activity
    scene.userActivity = activity
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { scene.userActivity }
}

@MainActor
@Suite(
  "A responder's user activity (“userActivity”, “updateUserActivityState(_:)”, “restoreUserActivityState(_:)”)"
)
struct UserActivityTests {
  func launchedForm(_ log: RestorationLog, marksNeedsSave: Bool) throws -> Device {
    let catalog = AppCatalog.builtIn.addingUIKitApp(
      "form", delegate: { SceneAppDelegate() },
      sceneDelegate: { ActivityFormSceneDelegate(log: log, marksNeedsSave: marksNeedsSave) })
    let device = try Device(profile: .of(.ios13), memoryBytes: 512 << 20, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "form", info: AppInfo(adoptsScenes: true)))
    try device.launch("Notes")
    return device
  }

  func form(_ device: Device) -> ActivityFormController? {
    uikitApp("Notes", in: device)?.scenes.first?.keyWindow?.rootViewController as? ActivityFormController
  }

  @Test(
    "an activity that needs saving is emptied and updated by the controller sharing it before it is archived, and after jetsam reaches restoreUserActivityState of the controller the scene delegate hands it to"
  )
  func updatedThenRestored() throws {
    let log = RestorationLog()
    let device = try launchedForm(log, marksNeedsSave: true)
    let controller = try #require(form(device))
    uikitApp("Notes", in: device)?.runAsAppCode { controller.name = "Ada" }
    try killWhileSuspendedAndRelaunch(device)
    #expect(log.events == ["update 0 entries before", "restore name=Ada"])
  }

  @Test("an activity that does not need saving is archived as the app filled it: no responder is asked")
  func archivedAsFilled() throws {
    let log = RestorationLog()
    let device = try launchedForm(log, marksNeedsSave: false)
    let controller = try #require(form(device))
    uikitApp("Notes", in: device)?.runAsAppCode { controller.name = "Ada" }
    try killWhileSuspendedAndRelaunch(device)
    #expect(log.events == ["restore name=filled at connection"])
  }

  @Test("a controller that gave up the activity is not asked to update it")
  func formerResponder() throws {
    let log = RestorationLog()
    let device = try launchedForm(log, marksNeedsSave: true)
    let controller = try #require(form(device))
    uikitApp("Notes", in: device)?.runAsAppCode { controller.userActivity = nil }
    try killWhileSuspendedAndRelaunch(device)
    // Emptied (it needs saving) but no responder filled it again.
    #expect(log.events == ["restore name=none"])
  }

  @Test("the user's force quit discards the activity: the next launch restores nothing")
  func forceQuit() throws {
    let log = RestorationLog()
    let device = try launchedForm(log, marksNeedsSave: true)
    device.home()
    try device.quit("Notes")
    try device.launch("Notes")
    #expect(log.events("restore").isEmpty)
  }
}
