import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// Records every delegate callback with the application state read inside it, and
/// every lifecycle notification with its object.
@MainActor
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var log: [String] = []

  /// Logs the callback with `applicationState`, which iPhone OS 3 does not have (reading it
  /// there crashes): the log says so instead.
  private func record(_ name: String, _ application: UIApplication) {
    guard application.responds(to: Selector(("applicationState"))) else {
      log.append("\(name) (no applicationState)")
      return
    }
    log.append("\(name) \(application.applicationState)")
  }

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    record("willFinishLaunching", application)
    return true
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    record("didFinishLaunching", application)
    var names: [Notification.Name] = [
      UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
    ]
    // The background notifications are iOS 4.0+: their constants are NULL on iPhone OS 3.
    if UIDevice.current.responds(to: Selector(("isMultitaskingSupported"))) {
      names += [UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification]
    }
    for name in names {
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
        let fromApplication = (notification.object as? UIApplication) === UIApplication.shared
        self.log.append("\(notification.name.rawValue)\(fromApplication ? "" : " (other object)")")
      }
    }
    return true
  }

  func applicationWillResignActive(_ application: UIApplication) { record("willResignActive", application) }
  func applicationDidBecomeActive(_ application: UIApplication) { record("didBecomeActive", application) }
  func applicationDidEnterBackground(_ application: UIApplication) {
    record("didEnterBackground", application)
  }
  func applicationWillEnterForeground(_ application: UIApplication) {
    record("willEnterForeground", application)
  }
  func applicationWillTerminate(_ application: UIApplication) { record("willTerminate", application) }
}

/// Records scene callbacks with the scene's activation state inside each.
@MainActor
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  static var log: [String] = []

  private func record(_ name: String, _ scene: UIScene) {
    Self.log.append("\(name) \(scene.activationState)")
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    record("willConnect", scene)
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let root = UIViewController()
    root.title = "Home"
    window.rootViewController = root
    window.makeKeyAndVisible()
    self.window = window
  }

  func sceneWillEnterForeground(_ scene: UIScene) { record("sceneWillEnterForeground", scene) }
  func sceneDidBecomeActive(_ scene: UIScene) { record("sceneDidBecomeActive", scene) }
  func sceneWillResignActive(_ scene: UIScene) { record("sceneWillResignActive", scene) }
  func sceneDidEnterBackground(_ scene: UIScene) { record("sceneDidEnterBackground", scene) }
}

@MainActor
@Suite("Delegate callbacks")
struct DelegateCallbackTests {
  let catalog = AppCatalog.builtIn
    .addingUIKitApp("recorder") { RecordingAppDelegate() }
    .addingUIKitApp(
      "scenes", delegate: { RecordingAppDelegate() }, sceneDelegate: { RecordingSceneDelegate() })

  @Test(
    "on iOS 4 the delegate gets launch, home and resume in order, with the state UIKit reports inside each")
  func iOS4Order() throws {
    let device = try makeDevice(.ios4, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "recorder"))
    try device.launch("Notes")
    device.home()
    #expect(device.state(of: "Notes") == .suspended)
    #expect(try #require(uikitApp("Notes", in: device)).application?.applicationState == .background)
    try device.launch("Notes")
    let log = try #require(delegate(of: "Notes", in: device, as: RecordingAppDelegate.self)).log
    #expect(
      log == [
        "didFinishLaunching inactive",
        "didBecomeActive active", "UIApplicationDidBecomeActiveNotification",
        "willResignActive active", "UIApplicationWillResignActiveNotification",
        "didEnterBackground background", "UIApplicationDidEnterBackgroundNotification",
        "UIApplicationWillEnterForegroundNotification", "willEnterForeground background",
        "didBecomeActive active", "UIApplicationDidBecomeActiveNotification",
      ])
  }

  @Test("on iOS 3 Home sends applicationWillTerminate while the app is still active (“Call or lock?”)")
  func iOS3Terminate() throws {
    let device = try makeDevice(.ios3, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "recorder"))
    try device.launch("Notes")
    let recorder = try #require(delegate(of: "Notes", in: device, as: RecordingAppDelegate.self))
    device.home()
    #expect(device.state(of: "Notes") == .notRunning)
    // iPhone OS 3 has no applicationState to read inside; the trace shows the app still
    // active when the callback comes, and not running after it.
    #expect(
      recorder.log.suffix(2) == [
        "UIApplicationDidBecomeActiveNotification", "willTerminate (no applicationState)",
      ])
    let notes = try #require(device.trace.appNames.firstIndex(of: "Notes"))
    let events = device.trace.records(about: "Notes").map(\.event)
    let terminate = try #require(
      events.lastIndex(of: .delivered(app: notes, .callback(.applicationWillTerminate))))
    let stateChanges = events.map { if case .stateChanged = $0 { true } else { false } }
    let lastChangeBefore = try #require(stateChanges[..<terminate].lastIndex(of: true))
    #expect(events[lastChangeBefore] == .stateChanged(app: notes, from: .inactive, to: .active))
    #expect(events[terminate...].contains(.stateChanged(app: notes, from: .active, to: .notRunning)))
  }

  @Test(
    "on iOS 13 a scene app gets scene callbacks with the scene's activation state, not the app-level ones")
  func iOS13Scenes() throws {
    RecordingSceneDelegate.log = []
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Journal", appID: "scenes", info: AppInfo(adoptsScenes: true)))
    try device.launch("Journal")
    device.home()
    #expect(
      callbackNames(device, "Journal") == [
        "applicationWillFinishLaunching", "applicationDidFinishLaunching", "sceneWillConnect",
        "sceneWillEnterForeground", "sceneDidBecomeActive", "sceneWillResignActive",
        "sceneDidEnterBackground",
      ])
    #expect(
      RecordingSceneDelegate.log == [
        // The activation state follows the app's: inactive at a cold launch, as
        // applicationState reads inside the launch methods.
        "willConnect unattached", "sceneWillEnterForeground foregroundInactive",
        "sceneDidBecomeActive foregroundActive",
        "sceneWillResignActive foregroundActive", "sceneDidEnterBackground background",
      ])
    let app = try #require(uikitApp("Journal", in: device))
    let appLog = try #require(app.delegate as? RecordingAppDelegate).log
    #expect(!appLog.contains { $0.hasPrefix("didBecomeActive") })
    #expect(appLog.contains("UIApplicationDidEnterBackgroundNotification"))
    #expect(app.scenes.count == 1)
    #expect(device.snapshot(of: "Journal") == "window key\n  UIViewController \"Home\"")
  }

  @Test("the same scene app on iOS 7 gets the app-level callbacks")
  func sceneAppOnIOS7() throws {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Journal", appID: "scenes", info: AppInfo(adoptsScenes: true)))
    try device.launch("Journal")
    #expect(
      callbackNames(device, "Journal") == [
        "applicationWillFinishLaunching", "applicationDidFinishLaunching", "applicationDidBecomeActive",
      ])
    #expect(try #require(uikitApp("Journal", in: device)).scenes.isEmpty)
  }

  @Test("UIApplication.shared is the app whose code runs, and a detached one outside any app")
  func sharedIsPerApp() throws {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "A", appID: "recorder"))
    try device.install(InstallSpec(name: "B", appID: "recorder"))
    try device.launch("A")
    try device.launch("B")
    let a = try #require(uikitApp("A", in: device))
    let b = try #require(uikitApp("B", in: device))
    #expect(a.runAsAppCode { UIApplication.shared } === a.application)
    #expect(b.runAsAppCode { UIApplication.shared } === b.application)
    #expect(UIApplication.shared !== a.application && UIApplication.shared !== b.application)
    #expect(UIApplication.shared.applicationState == .background)
    #expect(UIApplication.shared.beginBackgroundTask(expirationHandler: nil) == .invalid)
    #expect(b.application?.backgroundTimeRemaining == .greatestFiniteMagnitude)
  }

  @Test("UIDevice reports multitasking from the OS and the hardware, asked the way iPhone OS 3 allows")
  func multitaskingSupport() throws {
    for (generation, multitasking, expected) in [
      (OSGeneration.ios4, true, true), (.ios4, false, false), (.ios3, true, false),
    ] {
      let device = try Device(profile: .of(generation), multitaskingSupported: multitasking, catalog: catalog)
      try device.install(InstallSpec(name: "A", appID: "recorder"))
      try device.launch("A")
      let app = try #require(uikitApp("A", in: device))
      let supported = app.runAsAppCode {
        let current = UIDevice.current
        return current.responds(to: Selector(("isMultitaskingSupported"))) && current.isMultitaskingSupported
      }
      #expect(supported == expected)
    }
  }
}
