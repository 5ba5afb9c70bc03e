import LifecycleSimulator

/// The storyboards UIKit loads itself: the main storyboard of an app without scenes
/// (“UIApplicationMain”) and a scene's storyboard, each made into a window whose root is its
/// initial controller.
extension UIKitAppHost {
  /// “UIApplicationMain”: with a main storyboard (`UIMainStoryboardFile`) and no scenes, the
  /// window, its root the storyboard's initial controller, is the delegate's `window` before
  /// `willFinishLaunching`.
  func loadMainStoryboard(for delegate: any UIApplicationDelegate) {
    guard let mainStoryboard, !usesScenes, let window = storyboardWindow(mainStoryboard, scene: nil) else {
      return
    }
    storyboardWindow = window
    delegate.window = window
    if delegate.window !== window {
      process?.log(
        "The app delegate must implement the window property if it wants to use a main storyboard file.")
    }
  }

  /// A scene app's storyboard: the one the app set on the configuration the scene connected
  /// with (“UISceneConfiguration”, `storyboard`), else that configuration's
  /// `UISceneStoryboardFile`, else the one the app was registered with. Its initial controller
  /// is the root of the scene's window, the scene delegate's `window`.
  func loadSceneStoryboard(
    for scene: UIWindowScene, delegate: any UISceneDelegate, configuration: UISceneConfiguration
  ) -> UIWindow? {
    let window: UIWindow?
    if let storyboard = configuration.storyboard {
      window = storyboardWindow(storyboard, named: storyboard.name, scene: scene)
    } else if let name = configuration.manifestEntry.map(\.storyboardFile) ?? sceneStoryboard {
      window = storyboardWindow(name, scene: scene)
    } else {
      window = nil
    }
    guard let window else { return nil }
    (delegate as? any UIWindowSceneDelegate)?.window = window
    return window
  }

  /// A window whose root is the initial controller of the storyboard `name`; nil (and a crash,
  /// as UIKit's exception) when it cannot be loaded or has no initial controller.
  func storyboardWindow(_ name: String, scene: UIWindowScene?) -> UIWindow? {
    let storyboard: UIStoryboard
    do {
      storyboard = try UIStoryboard.loadOrThrow(name: name, bundle: nil)
    } catch {
      crash("NSInvalidArgumentException: Could not load the main storyboard '\(name)': \(error)")
      return nil
    }
    return storyboardWindow(storyboard, named: name, scene: scene)
  }

  /// A window whose root is `storyboard`'s initial controller; nil (and a crash, as UIKit's
  /// exception) when it has none or it cannot be made.
  func storyboardWindow(_ storyboard: UIStoryboard, named name: String, scene: UIWindowScene?)
    -> UIWindow?
  {
    let initial: UIViewController?
    do {
      initial = try storyboard.instantiateInitialViewControllerOrThrow()
    } catch {
      crash("NSInvalidArgumentException: Could not load the main storyboard '\(name)': \(error)")
      return nil
    }
    guard let initial else {
      crash(
        "NSInternalInconsistencyException: Failed to instantiate the default view controller for"
          + " UIMainStoryboardFile '\(name)' - perhaps the designated entry point is not set?")
      return nil
    }
    let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = initial
    return window
  }
}
