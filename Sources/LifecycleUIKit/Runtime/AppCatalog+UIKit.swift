public import LifecycleSimulator

extension AppCatalog {
  /// This catalog with a UIKit app registered under `identifier`: each process creates
  /// the delegate `delegate` makes (and, for scene apps on iOS 13 and later, the scene
  /// delegate `sceneDelegate` makes). See ``UIKitApp``.
  public func addingUIKitApp<Delegate: UIApplicationDelegate & SendableMetatype>(
    _ identifier: String, interfaceFiles: InterfaceBundle? = nil,
    delegate: @escaping @MainActor @Sendable () -> Delegate,
    sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)? = nil
  ) -> AppCatalog {
    adding(
      identifier,
      UIKitApp.factory(interfaceFiles: interfaceFiles, delegate: delegate, sceneDelegate: sceneDelegate))
  }
}
