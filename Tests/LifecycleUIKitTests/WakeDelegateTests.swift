import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// How the fetch handler of ``FetchAppDelegate`` behaves.
enum FetchBehaviour: Sendable {
  /// Calls it after this long of work.
  case after(Duration)
  /// Never calls it (the typical bug: only the success path calls it).
  case never
  /// Calls it twice.
  case twice
}

/// Background fetch written as an iOS 7 app writes it: the interval set at launch, the
/// download in `application(_:performFetchWithCompletionHandler:)`, the handler called when it
/// is done.
@MainActor
final class FetchAppDelegate: UIResponder, UIApplicationDelegate {
  static var behaviour = FetchBehaviour.after(.seconds(5))
  var window: UIWindow?
  var log: [String] = []

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    log.append("didFinishLaunching \(application.applicationState)")
    application.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }

  func application(
    _ application: UIApplication,
    performFetchWithCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    log.append("performFetch \(application.applicationState)")
    switch Self.behaviour {
    case .after(let duration):
      WorkQueue.global().async(taking: duration, named: "download") { completionHandler(.newData) }
    case .never:
      WorkQueue.global().async(taking: .seconds(2), named: "download") {}
    case .twice:
      completionHandler(.newData)
      completionHandler(.noData)
    }
  }
}

/// Opens URLs with the methods of one generation or another, and records which was called
/// and what the launch options held.
@MainActor
final class URLAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var log: [String] = []
  static var implementsOptions = true

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    log.append("didFinishLaunching url=\((launchOptions?[.url] as? URL)?.absoluteString ?? "none")")
    return true
  }

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any])
    -> Bool
  {
    guard Self.implementsOptions else {
      return application(
        app, open: url, sourceApplication: options[.sourceApplication] as? String, annotation: NSNull())
    }
    log.append("open:options: \(url.absoluteString) \(app.applicationState)")
    return true
  }

  func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
    log.append("handleOpen: \(url.absoluteString)")
    return true
  }

  func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
    log.append("protectedDataWillBecomeUnavailable available=\(application.isProtectedDataAvailable)")
  }

  func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
    log.append("protectedDataDidBecomeAvailable available=\(application.isProtectedDataAvailable)")
  }

  func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {
    log.append("didRegister \(deviceToken.count) bytes")
  }
}

/// A scene delegate that records the URLs it is handed and the scene notifications.
@MainActor
final class URLSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  static var log: [String] = []

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    Self.log.append("willConnect \(connectionOptions.urlContexts.map(\.url.absoluteString))")
    for name in [UIScene.didActivateNotification, UIScene.didEnterBackgroundNotification] {
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
        let fromScene = (notification.object as? UIScene) === scene
        MainActor.assumeIsolated { Self.log.append("\(notification.name.rawValue) \(fromScene)") }
      }
    }
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    Self.log.append("openURLContexts \(URLContexts.map(\.url.absoluteString))")
  }
}

@MainActor
@Suite("Background fetch, remote notifications, URLs and protected data through UIKit")
struct WakeDelegateTests {
  let catalog = AppCatalog.builtIn
    .addingUIKitApp("fetcher") { FetchAppDelegate() }
    .addingUIKitApp("opener") { URLAppDelegate() }
    .addingUIKitApp("scene-opener", delegate: { URLAppDelegate() }, sceneDelegate: { URLSceneDelegate() })

  func fetchDevice(_ behaviour: FetchBehaviour) throws -> Device {
    FetchAppDelegate.behaviour = behaviour
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Feed", appID: "fetcher", info: AppInfo(backgroundModes: [.fetch])))
    return device
  }

  @Test("the user force-quit the app: no fetch launches it until the user opens it again")
  func noFetchAfterForceQuit() throws {
    let device = try fetchDevice(.after(.zero))
    try device.launch("Feed")
    try device.quit("Feed")
    try device.backgroundFetch("Feed")
    #expect(device.state(of: "Feed") == .notRunning)
    // The fetch is ignored, and the record says why: a refusal's reason is the sentence a reader
    // of the trace sees (refusals have no kind of their own), so its words are what is checked.
    let reasons = device.trace.records(about: "Feed").compactMap {
      if case .ignored(_, _, let reason) = $0.event { reason } else { nil }
    }
    #expect(
      reasons.contains {
        $0.hasPrefix("the user force-quit Feed: the system launches it for no background fetch")
      })
  }

  @Test("a fetch launches the app into the background: didFinishLaunching reads background; no activation")
  func backgroundLaunch() throws {
    let device = try fetchDevice(.after(.seconds(5)))
    try device.launch("Feed")
    // Ended by the system while suspended (a force-quit app is launched for no fetch: the test
    // before).
    device.home()
    try device.jetsam("Feed")
    #expect(device.state(of: "Feed") == .notRunning)
    try device.backgroundFetch("Feed")
    let log = try #require(delegate(of: "Feed", in: device, as: FetchAppDelegate.self)).log
    #expect(log == ["didFinishLaunching background", "performFetch background"])
    #expect(device.state(of: "Feed") == .background)
    device.advance(by: .seconds(5))
    #expect(device.state(of: "Feed") == .suspended, "suspended once the handler is called")
    // Only the jetsam report of the process before: no penalty.
    #expect(device.reports.map(\.kind) == [.jetsam])
  }

  @Test("a handler never called: the app is killed 30 s after the fetch with a penalty report")
  func handlerNeverCalled() throws {
    let device = try fetchDevice(.never)
    try device.launch("Feed")
    device.home()
    try device.backgroundFetch("Feed")
    device.advance(by: .seconds(29))
    #expect(device.state(of: "Feed") == .background)
    device.advance(by: .seconds(1))
    #expect(device.state(of: "Feed") == .notRunning)
    #expect(device.reports.map(\.kind) == [.penalty])
  }

  @Test("a download that outlives the 30 s is killed too, however it ends")
  func downloadTooLong() throws {
    let device = try fetchDevice(.after(.seconds(40)))
    try device.launch("Feed")
    device.home()
    try device.backgroundFetch("Feed")
    device.advance(by: .seconds(60))
    #expect(device.reports.map(\.kind) == [.penalty])
  }

  @Test("calling the handler twice is recorded as a misuse")
  func handlerTwice() throws {
    let device = try fetchDevice(.twice)
    try device.launch("Feed")
    device.home()
    try device.backgroundFetch("Feed")
    #expect(device.misuses.map(\.kind) == [.completionHandlerCalledAgain(.applicationPerformFetch)])
    #expect(device.state(of: "Feed") == .suspended)
  }

  @Test("on iOS 6 setting the fetch interval is a misuse: the method does not exist there")
  func intervalOnIOS6() throws {
    FetchAppDelegate.behaviour = .after(.seconds(1))
    let device = try makeDevice(.ios6, catalog: catalog)
    try device.install(InstallSpec(name: "Feed", appID: "fetcher", info: AppInfo(backgroundModes: [.fetch])))
    try device.launch("Feed")
    #expect(device.misuses.map(\.kind) == [.minimumBackgroundFetchIntervalBeforeIOS7])
  }

  @Test(
    "the open-URL method is the newest of the generation's chain the delegate implements",
    arguments: [
      (OSGeneration.ios13, true, "open:options: notes://a inactive"),
      (.ios13, false, "handleOpen: notes://a"),
      (.ios7, true, "open:options: notes://a inactive"),
      (.ios5, true, "handleOpen: notes://a"),
      (.ios3, true, "handleOpen: notes://a"),
    ])
  func openURLChain(generation: OSGeneration, implementsOptions: Bool, expected: String) throws {
    URLAppDelegate.implementsOptions = implementsOptions
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "opener"))
    try device.openURL("notes://a", in: "Notes")
    let log = try #require(delegate(of: "Notes", in: device, as: URLAppDelegate.self)).log
    #expect(log == ["didFinishLaunching url=notes://a", expected])
    #expect(device.state(of: "Notes") == .active)
  }

  @Test("a resume to open a URL has no launch options; the URL comes before didBecomeActive")
  func openURLOnResume() throws {
    URLAppDelegate.implementsOptions = true
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "opener"))
    try device.launch("Notes")
    device.home()
    try device.openURL("notes://b", in: "Notes")
    let log = try #require(delegate(of: "Notes", in: device, as: URLAppDelegate.self)).log
    #expect(log == ["didFinishLaunching url=none", "open:options: notes://b inactive"])
    #expect(
      callbackNames(device, "Notes").suffix(3) == [
        "applicationWillEnterForeground", "applicationOpenURL", "applicationDidBecomeActive",
      ])
  }

  @Test("a scene app gets the URL in its connection options at a launch, through openURLContexts later")
  func sceneURLs() throws {
    URLSceneDelegate.log = []
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Photos", appID: "scene-opener", info: AppInfo(adoptsScenes: true)))
    try device.openURL("photos://1", in: "Photos")
    device.home()
    try device.openURL("photos://2", in: "Photos")
    #expect(
      URLSceneDelegate.log == [
        "willConnect [\"photos://1\"]", "UISceneDidActivateNotification true",
        "UISceneDidEnterBackgroundNotification true", "openURLContexts [\"photos://2\"]",
        "UISceneDidActivateNotification true",
      ])
  }

  @Test("protected data: told 10 s after the lock, isProtectedDataAvailable false from then; back at unlock")
  func protectedData() throws {
    let device = try Device(profile: .of(.ios4), hasPasscode: true, catalog: catalog)
    try device.install(InstallSpec(name: "Vault", appID: "opener", info: AppInfo(backgroundModes: [.audio])))
    try device.launch("Vault")
    device.lock()
    device.advance(by: .seconds(10))
    device.unlock()
    let log = try #require(delegate(of: "Vault", in: device, as: URLAppDelegate.self)).log
    #expect(
      log.suffix(2) == [
        "protectedDataWillBecomeUnavailable available=false",
        "protectedDataDidBecomeAvailable available=true",
      ])
  }

  @Test("registerForRemoteNotifications answers once the calling code has returned; the idle timer is stored")
  func registrationAndIdleTimer() throws {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Chat", appID: "opener"))
    try device.launch("Chat")
    let app = try #require(uikitApp("Chat", in: device)?.application)
    #expect(!app.isIdleTimerDisabled)
    app.isIdleTimerDisabled = true
    #expect(app.isIdleTimerDisabled)
    app.registerForRemoteNotifications()
    #expect(!app.isRegisteredForRemoteNotifications, "not before the calling code has returned")
    device.advance(by: .seconds(1))
    #expect(app.isRegisteredForRemoteNotifications)
    let log = try #require(delegate(of: "Chat", in: device, as: URLAppDelegate.self)).log
    #expect(log.last == "didRegister 4 bytes")
  }
}
