import LifecycleCore

extension UIApplication {
  /// Posted after `application(_:didFinishLaunchingWithOptions:)`.
  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    LifecycleNotification.didFinishLaunching.rawValue)
  /// Posted after `applicationDidBecomeActive(_:)`.
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    LifecycleNotification.didBecomeActive.rawValue)
  /// Posted after `applicationWillResignActive(_:)`.
  nonisolated public static let willResignActiveNotification = Notification.Name(
    LifecycleNotification.willResignActive.rawValue)
  /// Posted with `applicationDidEnterBackground(_:)` (iOS 4 and later).
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    LifecycleNotification.didEnterBackground.rawValue)
  /// Posted shortly before `applicationWillEnterForeground(_:)` (iOS 4 and later).
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    LifecycleNotification.willEnterForeground.rawValue)
  /// Posted after `applicationWillTerminate(_:)`.
  nonisolated public static let willTerminateNotification = Notification.Name(
    LifecycleNotification.willTerminate.rawValue)
  /// Posted after `applicationDidReceiveMemoryWarning(_:)`.
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
    LifecycleNotification.didReceiveMemoryWarning.rawValue)
  /// Posted after `applicationSignificantTimeChange(_:)`; queued while suspended.
  nonisolated public static let significantTimeChangeNotification = Notification.Name(
    LifecycleNotification.significantTimeChange.rawValue)
  /// Posted after `applicationProtectedDataWillBecomeUnavailable(_:)` (iOS 4 and later).
  nonisolated public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
    LifecycleNotification.protectedDataWillBecomeUnavailable.rawValue)
  /// Posted after `applicationProtectedDataDidBecomeAvailable(_:)` (iOS 4 and later).
  nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
    LifecycleNotification.protectedDataDidBecomeAvailable.rawValue)
}

extension LifecycleNotification {
  /// The name an app observes for this notification. The locale change uses
  /// Foundation's own `NSLocale.currentLocaleDidChangeNotification`, whose raw value
  /// differs between platforms.
  var notificationName: Notification.Name {
    switch self {
    case .didFinishLaunching: UIApplication.didFinishLaunchingNotification
    case .didBecomeActive: UIApplication.didBecomeActiveNotification
    case .willResignActive: UIApplication.willResignActiveNotification
    case .didEnterBackground: UIApplication.didEnterBackgroundNotification
    case .willEnterForeground: UIApplication.willEnterForegroundNotification
    case .willTerminate: UIApplication.willTerminateNotification
    case .didReceiveMemoryWarning: UIApplication.didReceiveMemoryWarningNotification
    case .significantTimeChange: UIApplication.significantTimeChangeNotification
    case .userDefaultsDidChange: UserDefaults.didChangeNotification
    case .currentLocaleDidChange: NSLocale.currentLocaleDidChangeNotification
    case .deviceOrientationDidChange: UIDevice.orientationDidChangeNotification
    case .batteryLevelDidChange: UIDevice.batteryLevelDidChangeNotification
    case .batteryStateDidChange: UIDevice.batteryStateDidChangeNotification
    case .accessoryDidConnect: .EAAccessoryDidConnect
    case .accessoryDidDisconnect: .EAAccessoryDidDisconnect
    case .protectedDataWillBecomeUnavailable: UIApplication.protectedDataWillBecomeUnavailableNotification
    case .protectedDataDidBecomeAvailable: UIApplication.protectedDataDidBecomeAvailableNotification
    case .sceneWillConnect: UIScene.willConnectNotification
    case .sceneDidActivate: UIScene.didActivateNotification
    case .sceneWillDeactivate: UIScene.willDeactivateNotification
    case .sceneDidEnterBackground: UIScene.didEnterBackgroundNotification
    case .sceneWillEnterForeground: UIScene.willEnterForegroundNotification
    case .sceneDidDisconnect: UIScene.didDisconnectNotification
    }
  }
}
