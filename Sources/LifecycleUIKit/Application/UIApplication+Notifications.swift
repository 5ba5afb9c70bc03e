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
  /// Posted with `applicationDidEnterBackground(_:)` (iOS 4 and later). On iPhone OS 3 the
  /// constant is weak-linked and NULL (article “Multitasking pitfalls”): app code that reads it
  /// there crashes, as it would on iOS; check that the OS has it first
  /// (`UIDevice.current.responds(to: Selector(("isMultitaskingSupported")))`).
  nonisolated public static var didEnterBackgroundNotification: Notification.Name {
    checkedConstant(.didEnterBackground, symbol: "UIApplicationDidEnterBackgroundNotification")
  }
  /// Posted shortly before `applicationWillEnterForeground(_:)` (iOS 4 and later). On iPhone
  /// OS 3 reading it crashes the app, as ``didEnterBackgroundNotification`` does.
  nonisolated public static var willEnterForegroundNotification: Notification.Name {
    checkedConstant(.willEnterForeground, symbol: "UIApplicationWillEnterForegroundNotification")
  }

  /// The name of `notification`, after crashing the running app if its generation lacks the
  /// constant (``APIAvailability``). Only a thread that runs an app's code (``AppThread``) has
  /// an app to crash; elsewhere the name is answered as is.
  nonisolated private static func checkedConstant(
    _ notification: LifecycleNotification, symbol: String
  ) -> Notification.Name {
    _ = AppThread.withHost { _ in APIAvailabilityCheck.requireConstant(symbol, of: "UIApplication") }
    return Notification.Name(notification.rawValue)
  }

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
    // The system's own posts read no constant: they never crash the app.
    case .didEnterBackground, .willEnterForeground: Notification.Name(rawValue)
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
