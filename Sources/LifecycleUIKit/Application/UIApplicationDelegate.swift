/// The app delegate: the lifecycle methods UIKit calls on the app.
///
/// Every method has a default that does nothing (returns `true` for the launch
/// methods, `false` for the restoration opt-ins), as UIKit's optional methods do, so a
/// delegate implements only what it needs. With scenes adopted on iOS 13 and later the
/// four active/background methods go to the scene delegate instead (“Transitioning to the
/// UIKit scene-based life cycle”).
///
/// - Note: Implement the methods in the class that declares the conformance; a
///   subclass cannot override a method its superclass got from these defaults (Swift binds
///   the requirement to the default at the adopting class, where Objective-C would find the
///   subclass's method). A launch whose delegate's subclass declares such a method fails with
///   a misuse naming the class, the method and the fix (``DelegateDispatchCheck``). A default
///   that runs is traced as `callback (not implemented)`: no code of the app's ran.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The main window (apps without scenes keep it here).
  var window: UIWindow? { get set }

  /// The launch has begun (iOS 6 and later); restoration follows.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The launch is almost done: set up the interface here.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The app is about to stop being active (a call, Home, the lock button).
  func applicationWillResignActive(_ application: UIApplication)
  /// The app is active.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is in the background; save now, it may be suspended and killed silently.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is about to come back to the foreground (still in the background).
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app is about to terminate (not called for a suspended app that is killed).
  func applicationWillTerminate(_ application: UIApplication)
  /// The system is low on memory.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  /// The date changed, or the time changed significantly.
  func applicationSignificantTimeChange(_ application: UIApplication)

  /// Opts in to state preservation (iOS 6 to 13.2).
  func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
  /// Opts in to state restoration (iOS 6 to 13.2).
  func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
  /// Opts in to state preservation with a secure coder (iOS 13.2 and later).
  func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
  /// Opts in to state restoration with a secure coder (iOS 13.2 and later).
  func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
  /// Provides a view controller to restore for an identifier path, or nil.
  func application(
    _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
    coder: NSCoder
  ) -> UIViewController?
  /// Preservation begins: save app-level state.
  func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
  /// Restoration ended: read app-level state.
  func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)

  /// The system gives the app a chance to download data (iOS 7 and later, `fetch` mode, a
  /// fetch interval other than never): call `completionHandler` once with the result, within
  /// 30 seconds in the background, or the app is killed.
  func application(
    _ application: UIApplication,
    performFetchWithCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  )
  /// A remote notification arrived (iOS 7 and later): called in the foreground, and in the
  /// background for a `content-available` push with the `remote-notification` mode. Call
  /// `completionHandler` once, within 30 seconds in the background. The default calls
  /// ``application(_:didReceiveRemoteNotification:)`` in the foreground and then the handler
  /// with `.noData`.
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void)
  /// A remote notification arrived while the app runs in the foreground (iPhone OS 3 and
  /// later; on iOS 7 and later only if the delegate does not implement the method with a
  /// completion handler).
  func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any])
  /// Open `url` (iOS 9 and later); return whether the app could. The default calls
  /// ``application(_:open:sourceApplication:annotation:)``, as UIKit falls back to the older
  /// method when this one is not implemented.
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any])
    -> Bool
  /// Open `url` sent by `sourceApplication` (iOS 4.2 to 9, deprecated since). The default
  /// calls ``application(_:handleOpen:)``.
  func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any)
    -> Bool
  /// Open `url` (iPhone OS 2 to iOS 9, deprecated since). The default returns false.
  func application(_ application: UIApplication, handleOpen url: URL) -> Bool
  /// The device was locked and protected files are about to become unreadable (iOS 4 and
  /// later): close them.
  func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
  /// The device was unlocked: protected files can be read again (iOS 4 and later).
  func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
  /// `registerForRemoteNotifications()` succeeded: send the token to the app's server.
  func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  /// `registerForRemoteNotifications()` failed.
  func application(
    _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
  /// A scene is connecting (iOS 13 and later, an app that adopts scenes): the configuration its
  /// delegate class and storyboard come from.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// The user discarded scenes in the app switcher.
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  /// No window unless the delegate declares `var window: UIWindow?`.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  /// Returns true.
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { ProtocolDefault.ran(.applicationWillFinishLaunching, returning: true) }
  /// Returns true.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { ProtocolDefault.ran(.applicationDidFinishLaunching, returning: true) }
  /// Does nothing.
  public func applicationWillResignActive(_ application: UIApplication) {
    ProtocolDefault.ran(.applicationWillResignActive)
  }
  /// Does nothing.
  public func applicationDidBecomeActive(_ application: UIApplication) {
    ProtocolDefault.ran(.applicationDidBecomeActive)
  }
  /// Does nothing.
  public func applicationDidEnterBackground(_ application: UIApplication) {
    ProtocolDefault.ran(.applicationDidEnterBackground)
  }
  /// Does nothing.
  public func applicationWillEnterForeground(_ application: UIApplication) {
    ProtocolDefault.ran(.applicationWillEnterForeground)
  }
  /// Does nothing.
  public func applicationWillTerminate(_ application: UIApplication) {
    ProtocolDefault.ran(.applicationWillTerminate)
  }
  /// Does nothing.
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
    ProtocolDefault.ran(.applicationDidReceiveMemoryWarning)
  }
  /// Does nothing.
  public func applicationSignificantTimeChange(_ application: UIApplication) {
    ProtocolDefault.ran(.applicationSignificantTimeChange)
  }
  /// Returns false: no preservation unless the app opts in.
  public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
    false
  }
  /// Returns false: no restoration unless the app opts in.
  public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
  {
    false
  }
  /// Returns false: no preservation unless the app opts in.
  public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder)
    -> Bool
  {
    false
  }
  /// Returns false: no restoration unless the app opts in.
  public func application(
    _ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder
  ) -> Bool { false }
  /// Returns nil.
  public func application(
    _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
    coder: NSCoder
  ) -> UIViewController? { nil }
  /// Does nothing.
  public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
  /// Does nothing.
  public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
  /// Calls the handler with `.noData`: the system waits for nothing from an app that does not
  /// implement the method.
  public func application(
    _ application: UIApplication,
    performFetchWithCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    ProtocolDefault.ran(.applicationPerformFetch)
    completionHandler(.noData)
  }
  /// Calls ``application(_:didReceiveRemoteNotification:)`` if the app is in the foreground
  /// (“application(_:didReceiveRemoteNotification:)”: the older method is for the foreground
  /// only), then the handler with `.noData`.
  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    if application.applicationState != .background {
      self.application(application, didReceiveRemoteNotification: userInfo)
    } else {
      ProtocolDefault.ran(.applicationDidReceiveRemoteNotification)
    }
    completionHandler(.noData)
  }
  /// Does nothing.
  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
  ) { ProtocolDefault.ran(.applicationDidReceiveRemoteNotification) }
  /// Falls back to ``application(_:open:sourceApplication:annotation:)`` with the options'
  /// source application and annotation.
  public func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool {
    application(
      app, open: url, sourceApplication: options[.sourceApplication] as? String,
      annotation: options[.annotation] ?? NSNull())
  }
  /// Falls back to ``application(_:handleOpen:)``.
  public func application(
    _ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any
  ) -> Bool { self.application(application, handleOpen: url) }
  /// Returns false: the app opens no URL.
  public func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
    ProtocolDefault.ran(.applicationOpenURL, returning: false)
  }
  /// Does nothing.
  public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
    ProtocolDefault.ran(.applicationProtectedDataWillBecomeUnavailable)
  }
  /// Does nothing.
  public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
    ProtocolDefault.ran(.applicationProtectedDataDidBecomeAvailable)
  }
  /// Does nothing.
  public func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {}
  /// Does nothing.
  public func application(
    _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {}
  /// The Info.plist's first configuration of the session's role (“UIApplicationSceneManifest”),
  /// or an empty one named nil when there is none.
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let role = connectingSceneSession.role
    return UISceneConfiguration(
      entry: AppContext.current?.appBundle?.sceneManifest?.configurations[role.rawValue]?.first,
      sessionRole: role)
  }
  /// Does nothing.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
}
