/// The delegate of a scene: the life cycle of one instance of the app's interface
/// (iOS 13 and later). With scenes adopted UIKit calls these instead of the app
/// delegate's active/background methods (“Transitioning to the UIKit scene-based life
/// cycle”).
///
/// Every method has a default that does nothing; a default that runs for a scene callback is
/// traced as `callback (not implemented)`. As with ``UIApplicationDelegate``, implement the
/// methods in the class that declares the conformance (a subclass's are checked at launch).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene is being connected: set up its window here.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was released; it may connect again later.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene is active.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop being active.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come to the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene is in the background: save now.
  func sceneDidEnterBackground(_ scene: UIScene)
  /// The activity to restore the scene's state from when it connects again (Apple's
  /// “stateRestorationActivity(for:)”).
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
  /// The scene connected with a state restoration activity (Apple's
  /// “scene(_:restoreInteractionStateWith:)”): restore the interaction state from it.
  /// Called right after ``scene(_:willConnectTo:options:)``.
  func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
  /// The scene is asked to open URLs while the app is running or suspended (iOS 13 and
  /// later); at a launch the URLs come in the connection options' `urlContexts` instead.
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) { ProtocolDefault.ran(.sceneWillConnect) }
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: UIScene) { ProtocolDefault.ran(.sceneDidDisconnect) }
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: UIScene) { ProtocolDefault.ran(.sceneDidBecomeActive) }
  /// Does nothing.
  public func sceneWillResignActive(_ scene: UIScene) { ProtocolDefault.ran(.sceneWillResignActive) }
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: UIScene) { ProtocolDefault.ran(.sceneWillEnterForeground) }
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: UIScene) { ProtocolDefault.ran(.sceneDidEnterBackground) }
  /// Returns nil: nothing to restore.
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
  /// Does nothing.
  public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
  /// Does nothing.
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    ProtocolDefault.ran(.sceneOpenURLContexts)
  }
}

/// The delegate of a window scene: a scene delegate that owns the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window unless the delegate declares `var window: UIWindow?`.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
