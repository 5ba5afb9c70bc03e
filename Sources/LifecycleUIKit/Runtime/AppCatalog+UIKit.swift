public import LifecycleSimulator

extension AppCatalog {
  /// This catalog with a UIKit app registered under `identifier`: each process creates
  /// the delegate `delegate` makes (and, for scene apps on iOS 13 and later, the scene
  /// delegate `sceneDelegate` makes). See ``UIKitApp``.
  ///
  /// `mainStoryboard` is the Info.plist's `UIMainStoryboardFile` and `sceneStoryboard` the scene
  /// configuration's `UISceneStoryboardFile` (storyboard names, without extension, found in
  /// `interfaceFiles`): UIKit then makes the window and its root controller from the storyboard
  /// (``UIKitApp/init(interfaceFiles:mainStoryboard:sceneStoryboard:delegate:sceneDelegate:)``).
  public func addingUIKitApp<Delegate: UIApplicationDelegate & SendableMetatype>(
    _ identifier: String, interfaceFiles: InterfaceBundle? = nil, mainStoryboard: String? = nil,
    sceneStoryboard: String? = nil,
    delegate: @escaping @MainActor @Sendable () -> Delegate,
    sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)? = nil
  ) -> AppCatalog {
    adding(
      identifier,
      UIKitApp.factory(
        interfaceFiles: interfaceFiles, mainStoryboard: mainStoryboard, sceneStoryboard: sceneStoryboard,
        delegate: delegate, sceneDelegate: sceneDelegate))
  }

  /// This catalog with a UIKit app registered under `identifier`, installed from `bundle`
  /// (``AppBundle``): `install … app=ID` starts from its Info.plist's lifecycle keys (the
  /// install line's flags still override them), a device whose profile is older than its
  /// `MinimumOSVersion` refuses it, `settings` steps are checked against its `Settings.bundle`,
  /// and in the app's code `Bundle.main`, `NSLocalizedString`, `UIImage(named:)`,
  /// `UIColor(named:)` and nib loading read the bundle.
  public func addingUIKitApp<Delegate: UIApplicationDelegate & SendableMetatype>(
    _ identifier: String, bundle: AppBundle,
    delegate: @escaping @MainActor @Sendable () -> Delegate,
    sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)? = nil
  ) -> AppCatalog {
    adding(identifier, declaration: bundle.declaration) {
      UIKitApp(
        interfaceFiles: nil, delegateType: Delegate.self, makeDelegate: delegate,
        sceneDelegate: sceneDelegate,
        appBundle: bundle)
    }
  }

  /// This catalog with the UIKit app whose delegate class `type` makes its delegate
  /// (``MainDelegateFactory``), registered under `identifier`.
  /// The storyboards are the Info.plist's `UIMainStoryboardFile` and `UISceneStoryboardFile`.
  package func addingUIKitApp<Delegate: MainDelegateFactory>(
    _ identifier: String, interfaceFiles: InterfaceBundle?, mainStoryboard: String? = nil,
    sceneStoryboard: String? = nil, madeBy type: Delegate.Type,
    sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)?
  ) -> AppCatalog {
    adding(identifier) {
      UIKitApp(
        interfaceFiles: interfaceFiles, mainStoryboard: mainStoryboard, sceneStoryboard: sceneStoryboard,
        delegateType: type, makeDelegate: { Delegate.makeDelegate() }, sceneDelegate: sceneDelegate)
    }
  }
}
