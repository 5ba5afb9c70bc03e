import LifecycleCore
import LifecycleSimulator

/// The main-actor side of one UIKit app process: its application object, delegates,
/// scenes, windows, view controllers, alerts, notification centre and defaults, and
/// the mapping of the device's deliveries onto UIKit calls.
@MainActor
final class UIKitAppHost {
  private let makeDelegate: @MainActor @Sendable () -> any UIApplicationDelegate
  /// Registers the delegate's selectors (``SelectorRegistering``) before each delegate is made.
  private let registerSelectors: (@MainActor @Sendable () -> Void)?
  /// Makes the scene delegate, for an app registered with one (an app that adopts scenes).
  let sceneDelegateFactory: (@MainActor @Sendable () -> any UISceneDelegate)?
  private let configuredBundle: InterfaceBundle?
  /// The app's bundle folder, when it was registered with one (``AppBundle``): what `Bundle.main`,
  /// `NSLocalizedString`, `UIImage(named:)` and `UIColor(named:)` read in its code.
  let appBundle: AppBundle?
  /// The delegate's class, whose executable or library holds the app's code (``ProcessGlobals``).
  private let delegateClass: AnyClass
  /// This process's number among the processes of every app, from its start (0 before): the
  /// owner of the global variables its code initialises (``ProcessGlobals``).
  var globalsOwner: Int64 = 0
  /// The process's pseudo-random stream (``ProcessRandomness``), from its start.
  var randomStream: ProcessRandomness.Stream?
  /// The delegate class's scenario script, if it declares one.
  let scriptSource: @MainActor @Sendable () -> ScenarioScript?

  /// The app's process, once started.
  private(set) var process: AppProcess?
  /// The app's `UIApplication`, once started.
  private(set) var application: UIApplication?
  /// The app delegate created at start, as `UIApplicationMain` does; held here
  /// because `UIApplication.delegate` is weak.
  private(set) var delegate: (any UIApplicationDelegate)?
  /// The connected scenes (iOS 13 scene life cycle).
  private(set) var scenes: [UIWindowScene] = []
  /// The alert views shown and not dismissed, oldest first.
  private(set) var alertViews: [UIAlertView] = []
  private var windowReferences: [WeakWindow] = []
  private var controllerReferences: [WeakController] = []
  private var session: UISceneSession?

  /// The app's own notification centre (`NotificationCenter.default` in its code).
  private(set) lazy var notificationCenter = NotificationCenter(host: self)
  /// The app's own defaults (`UserDefaults.standard` in its code).
  private(set) lazy var userDefaults = UserDefaults(host: self)
  /// What `Bundle.main` says of the app in its code (``AppBundleInfo``), once it has a process.
  var bundleInfo: AppBundleInfo? {
    if let madeBundleInfo { return madeBundleInfo }
    guard let process else { return nil }
    madeBundleInfo = AppBundleInfo(appName: process.appName, appInfo: process.info, bundle: appBundle)
    return madeBundleInfo
  }
  private var madeBundleInfo: AppBundleInfo?
  /// The app's main run loop: its main-queue blocks and sandbox folders (``AppRunLoop``).
  let runLoop = AppRunLoop()
  /// Whether the app's keyboard notifications last said the keyboard is up
  /// (``updateKeyboard()``).
  var keyboardAnnounced = false
  /// `UIDevice.isBatteryMonitoringEnabled`, per process.
  var batteryMonitoring = false
  /// Whether the system has shown the app's windows: UIKit shows them once the launch
  /// methods have returned, so until then no view controller appears.
  private(set) var isInterfaceShown = false
  /// The callback being delivered, and how many protocol defaults have answered it.
  private var delivering: LifecycleCallback?
  private var defaultsRan = 0

  /// The device shows the windows after the launch: the controllers on screen appear.
  func showInterface() {
    isInterfaceShown = true
    run { for window in windows { window.updateVisibleControllers() } }
  }

  /// The device takes the interface away before the app quits: the controllers on screen
  /// disappear.
  func dismissInterface() {
    isInterfaceShown = false
    run { for window in windows { window.updateVisibleControllers() } }
  }
  /// Whether `registerForRemoteNotifications()` has succeeded in this process.
  var isRegisteredForRemoteNotifications = false
  /// Whether a launch method returned false while the launch was to open a URL: UIKit then
  /// does not hand the app the URL.
  var launchRefusedURL = false
  /// The scene that disconnected last, the object of `UISceneDidDisconnectNotification`.
  private var disconnectedScene: UIWindowScene?
  /// Scene storage and restored activities (``StateRestoration``).
  private(set) lazy var restorationStore = RestorationStore()

  /// The Info.plist's `UIMainStoryboardFile` and `UISceneStoryboardFile`, if any.
  let mainStoryboard: String?
  let sceneStoryboard: String?
  /// The window UIKit made from the main storyboard, made key and visible once
  /// `didFinishLaunching` returns.
  var storyboardWindow: UIWindow?

  nonisolated init(
    interfaceFiles: InterfaceBundle?, mainStoryboard: String? = nil, sceneStoryboard: String? = nil,
    scriptSource: @escaping @MainActor @Sendable () -> ScenarioScript?,
    registerSelectors: (@MainActor @Sendable () -> Void)? = nil,
    delegateClass: AnyClass,
    delegate: @escaping @MainActor @Sendable () -> any UIApplicationDelegate,
    sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)?,
    appBundle: AppBundle? = nil
  ) {
    self.appBundle = appBundle
    configuredBundle = interfaceFiles ?? appBundle.map(InterfaceBundle.init(appBundle:))
    // Info.plist names the storyboards of an app installed from its bundle (Apple's "Information
    // Property List": UIMainStoryboardFile; UISceneStoryboardFile of the scene configuration).
    self.mainStoryboard = mainStoryboard ?? appBundle?.mainStoryboardFile
    self.sceneStoryboard = sceneStoryboard ?? appBundle?.sceneManifest?.defaultConfiguration?.storyboardFile
    self.delegateClass = delegateClass
    self.scriptSource = scriptSource
    self.registerSelectors = registerSelectors
    makeDelegate = delegate
    sceneDelegateFactory = sceneDelegate
  }

  /// The app's interface files.
  var interfaceBundle: InterfaceBundle { configuredBundle ?? InterfaceBundle.shared }

  /// The app's windows, in the order they were created.
  var windows: [UIWindow] { windowReferences.compactMap(\.window) }

  /// Runs `body` as this app's code.
  func run<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
    try AppContext.run(in: self, body)
  }

  /// Runs `body` as this app's code when the device calls back from its own code (an
  /// expiration handler, finished work), which runs on the main actor.
  func runCode(_ body: @escaping @MainActor @Sendable () -> Void) { run(body) }

  /// Ends the app with a crash report, as an uncaught exception would.
  func crash(_ reason: String) { process?.crash(reason) }

  // MARK: Start and deliveries

  /// `UIApplicationMain`: the application object, then the delegate (its selectors registered
  /// first, for a ``SelectorRegistering`` delegate).
  func start(in process: AppProcess) {
    self.process = process
    // A new process: the app's variables as no earlier process left them, its own randomness,
    // and (at the first launch in the host process) the interposed functions checked.
    ProcessGlobals.processStarts(self, imageOf: delegateClass)
    randomStream = ProcessRandomness.stream(for: process)
    InterpositionCheck.processStarts(self)
    run {
      let application = UIApplication(process: process, host: self)
      self.application = application
      registerSelectors?()
      let delegate = makeDelegate()
      self.delegate = delegate
      application.delegate = delegate
      verifyDispatch(of: delegate, against: .applicationDelegate, failsLaunch: true)
    }
  }

  /// Calls the delegate method (or scene delegate method) of a callback, or posts a
  /// notification to the app's centre.
  func receive(_ delivery: Delivery) {
    // The connected scenes' activation state follows the app's state, as UIKit reports it.
    let activation = UIScene.ActivationState(process?.state ?? .notRunning)
    for scene in scenes { scene.activationState = activation }
    run {
      switch delivery {
      case .callback(let callback): call(callback)
      case .notification(let notification): post(notification)
      }
    }
  }

  /// Calls the callback's delegate method and, when only the protocol's default answered it
  /// (``ProtocolDefault``), has the trace say that the app does not implement it.
  private func call(_ callback: LifecycleCallback) {
    let outer = (delivering, defaultsRan)
    delivering = callback
    defaultsRan = 0
    defer { (delivering, defaultsRan) = outer }
    let calls = callDelegate(callback)
    if callback != .backgroundTaskExpired, defaultsRan >= calls { process?.reportNotImplemented(callback) }
  }

  /// The protocol's default of `callback` ran: counted when it is the callback being delivered.
  func defaultRan(_ callback: LifecycleCallback) {
    if callback == delivering { defaultsRan += 1 }
  }

  /// Calls the application's delegate — the one `UIApplicationMain` made, unless the
  /// app set another (which it must then keep alive: the property is weak, as in UIKit).
  /// Returns how many delegate methods it called (one per connected scene for a scene
  /// callback).
  private func callDelegate(_ callback: LifecycleCallback) -> Int {
    guard let application, let delegate = application.delegate else { return 0 }
    switch callback {
    case .applicationWillFinishLaunching:
      loadMainStoryboard(for: delegate)
      let options = launchOptions()
      if !delegate.application(application, willFinishLaunchingWithOptions: options), options != nil {
        launchRefusedURL = true
      }
    case .applicationDidFinishLaunching:
      let options = launchOptions()
      if !delegate.application(application, didFinishLaunchingWithOptions: options), options != nil {
        launchRefusedURL = true
      }
      if let window = storyboardWindow {
        storyboardWindow = nil
        (delegate.window ?? window).makeKeyAndVisible()
      }
    case .applicationDidBecomeActive: delegate.applicationDidBecomeActive(application)
    case .applicationWillResignActive: delegate.applicationWillResignActive(application)
    case .applicationDidEnterBackground: delegate.applicationDidEnterBackground(application)
    case .applicationWillEnterForeground: delegate.applicationWillEnterForeground(application)
    case .applicationWillTerminate: delegate.applicationWillTerminate(application)
    case .applicationDidReceiveMemoryWarning:
      delegate.applicationDidReceiveMemoryWarning(application)
      forwardMemoryWarning()
    case .sceneWillConnect: return connectScene() ? 1 : 0
    case .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground,
      .sceneDidDisconnect:
      return callScenes(callback)
    case .applicationSignificantTimeChange: delegate.applicationSignificantTimeChange(application)
    case .backgroundTaskExpired:
      return 0  // The device runs the expiration handlers itself.
    case .applicationPerformFetch, .applicationDidReceiveRemoteNotification, .applicationOpenURL,
      .sceneOpenURLContexts, .applicationProtectedDataWillBecomeUnavailable,
      .applicationProtectedDataDidBecomeAvailable:
      callWake(callback, on: application, delegate: delegate)
    }
    return 1
  }

  private func post(_ notification: LifecycleNotification) {
    guard let application else { return }
    let object: Any? =
      switch notification {
      case .userDefaultsDidChange: userDefaults
      case .currentLocaleDidChange, .accessoryDidConnect, .accessoryDidDisconnect: nil
      case .deviceOrientationDidChange, .batteryLevelDidChange, .batteryStateDidChange: UIDevice.current
      case .sceneWillConnect, .sceneDidActivate, .sceneWillDeactivate, .sceneDidEnterBackground,
        .sceneWillEnterForeground:
        scenes.first
      case .sceneDidDisconnect: disconnectedScene
      default: application
      }
    notificationCenter.post(name: notification.notificationName, object: object)
  }

  /// Every live view controller gets `didReceiveMemoryWarning`, in creation order — as
  /// on iOS, where each observes the warning; the default implementation unloads
  /// off-screen views where the OS generation does.
  private func forwardMemoryWarning() {
    for controller in controllerReferences.compactMap(\.controller) {
      controller.trace("didReceiveMemoryWarning")
      controller.didReceiveMemoryWarning()
    }
  }

  // MARK: Scenes

  /// Connects a scene; returns whether a scene delegate was called.
  private func connectScene() -> Bool {
    let session = self.session ?? UISceneSession(persistentIdentifier: "scene-1")
    self.session = session
    let options = connectionOptions()
    if let application, let appDelegate = self.delegate {
      session.configuration = appDelegate.application(
        application, configurationForConnecting: session, options: options)
    }
    let scene = UIWindowScene(session: session, connectionOptions: options)
    session.scene = scene
    scenes.append(scene)
    guard let delegate = sceneDelegate(for: session.configuration) else { return false }
    scene.delegate = delegate
    if delegate is any UIWindowSceneDelegate {
      verifyDispatch(of: delegate, against: .sceneDelegate, .windowSceneDelegate, failsLaunch: true)
    } else {
      verifyDispatch(of: delegate, against: .sceneDelegate, failsLaunch: true)
    }
    handOverRestoredState(to: session)
    let window = loadSceneStoryboard(for: scene, delegate: delegate, configuration: session.configuration)
    delegate.scene(scene, willConnectTo: session, options: options)
    if let window { ((delegate as? any UIWindowSceneDelegate)?.window ?? window).makeKeyAndVisible() }
    restoreInteractionState(of: scene)
    return true
  }

  /// Calls a scene callback on every connected scene. The activation state reads as the
  /// app's state does at that moment — the device delivers each callback in the state UIKit
  /// reports inside it (still active in `sceneWillResignActive`, still background in
  /// `sceneWillEnterForeground`) — and a disconnected scene is unattached.
  private func callScenes(_ callback: LifecycleCallback) -> Int {
    let activation = UIScene.ActivationState(process?.state ?? .notRunning)
    var calls = 0
    for scene in scenes {
      scene.activationState = activation
      let delegate = scene.delegate
      if delegate != nil { calls += 1 }
      switch callback {
      case .sceneWillEnterForeground: delegate?.sceneWillEnterForeground(scene)
      case .sceneDidBecomeActive: delegate?.sceneDidBecomeActive(scene)
      case .sceneWillResignActive: delegate?.sceneWillResignActive(scene)
      case .sceneDidEnterBackground: delegate?.sceneDidEnterBackground(scene)
      case .sceneDidDisconnect:
        delegate?.sceneDidDisconnect(scene)
        scene.activationState = .unattached
        scene.session.scene = nil
      default:
        break
      }
    }
    if callback == .sceneDidDisconnect {
      disconnectedScene = scenes.first
      scenes.removeAll()
    }
    return calls
  }

  // MARK: Registries

  /// A window was created in this app.
  func windowCreated(_ window: UIWindow) {
    windowReferences.removeAll { $0.window == nil }
    windowReferences.append(WeakWindow(window: window))
  }

  /// A view controller was created in this app.
  func controllerCreated(_ controller: UIViewController) {
    controllerReferences.removeAll { $0.controller == nil }
    controllerReferences.append(WeakController(controller: controller))
  }

  /// An alert view was shown.
  func alertViewShown(_ alert: UIAlertView) { alertViews.append(alert) }

  /// An alert view was dismissed.
  func alertViewDismissed(_ alert: UIAlertView) { alertViews.removeAll { $0 === alert } }

  /// The alert controllers presented in the app's windows.
  var presentedAlertControllers: [UIAlertController] {
    var alerts: [UIAlertController] = []
    for window in windows where !window.isHidden {
      window.forEachInTree { view in
        if let alert = view.owningController as? UIAlertController { alerts.append(alert) }
      }
    }
    return alerts
  }

  /// The titles of the alerts up: alert views, then presented alert controllers.
  var visibleAlertTitles: [String] {
    alertViews.map(\.title) + presentedAlertControllers.map { $0.title ?? "" }
  }

  /// Whether any of the app's windows shows the keyboard.
  var isKeyboardVisible: Bool { windows.contains { $0.isKeyboardVisible } }
}

/// A view controller held weakly.
struct WeakController {
  weak var controller: UIViewController?
}
