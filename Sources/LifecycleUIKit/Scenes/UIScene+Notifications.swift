import LifecycleCore

extension UIScene {
  /// Posted after UIKit connects a scene, with `scene(_:willConnectTo:options:)`; the object
  /// is the scene.
  nonisolated public static let willConnectNotification = Notification.Name(
    LifecycleNotification.sceneWillConnect.rawValue)
  /// Posted after `sceneDidBecomeActive(_:)`.
  nonisolated public static let didActivateNotification = Notification.Name(
    LifecycleNotification.sceneDidActivate.rawValue)
  /// Posted after `sceneWillResignActive(_:)`.
  nonisolated public static let willDeactivateNotification = Notification.Name(
    LifecycleNotification.sceneWillDeactivate.rawValue)
  /// Posted after `sceneDidEnterBackground(_:)`.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    LifecycleNotification.sceneDidEnterBackground.rawValue)
  /// Posted before `sceneWillEnterForeground(_:)`.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    LifecycleNotification.sceneWillEnterForeground.rawValue)
  /// Posted after `sceneDidDisconnect(_:)`; the object is the scene that disconnected.
  nonisolated public static let didDisconnectNotification = Notification.Name(
    LifecycleNotification.sceneDidDisconnect.rawValue)
}
