/// A lifecycle notification UIKit posts to the app's default notification
/// centre, by its UIKit constant name.
public enum LifecycleNotification: String, CaseIterable, Codable, Hashable, Sendable, BitwiseCopyable,
  CustomStringConvertible
{
  /// `UIApplicationDidFinishLaunchingNotification`.
  case didFinishLaunching = "UIApplicationDidFinishLaunchingNotification"
  /// `UIApplicationDidBecomeActiveNotification`.
  case didBecomeActive = "UIApplicationDidBecomeActiveNotification"
  /// `UIApplicationWillResignActiveNotification`.
  case willResignActive = "UIApplicationWillResignActiveNotification"
  /// `UIApplicationDidEnterBackgroundNotification` (iOS 4 and later).
  case didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
  /// `UIApplicationWillEnterForegroundNotification` (iOS 4 and later).
  case willEnterForeground = "UIApplicationWillEnterForegroundNotification"
  /// `UIApplicationWillTerminateNotification`.
  case willTerminate = "UIApplicationWillTerminateNotification"
  /// `UIApplicationDidReceiveMemoryWarningNotification`.
  case didReceiveMemoryWarning = "UIApplicationDidReceiveMemoryWarningNotification"
  /// `UIApplicationSignificantTimeChangeNotification`.
  case significantTimeChange = "UIApplicationSignificantTimeChangeNotification"
  /// `NSUserDefaultsDidChangeNotification`, queued while suspended and coalesced.
  case userDefaultsDidChange = "NSUserDefaultsDidChangeNotification"
  /// `NSCurrentLocaleDidChangeNotification`, queued while suspended and coalesced.
  case currentLocaleDidChange = "NSCurrentLocaleDidChangeNotification"

  /// `UIDeviceOrientationDidChangeNotification`, queued while suspended and coalesced.
  case deviceOrientationDidChange = "UIDeviceOrientationDidChangeNotification"
  /// `UIDeviceBatteryLevelDidChangeNotification`, queued while suspended and coalesced.
  case batteryLevelDidChange = "UIDeviceBatteryLevelDidChangeNotification"
  /// `UIDeviceBatteryStateDidChangeNotification`, queued while suspended and coalesced.
  case batteryStateDidChange = "UIDeviceBatteryStateDidChangeNotification"
  /// `EAAccessoryDidConnectNotification`, queued while suspended; a disconnect of the same
  /// accessory before the app runs again cancels it.
  case accessoryDidConnect = "EAAccessoryDidConnectNotification"
  /// `EAAccessoryDidDisconnectNotification`, queued while suspended; a connect of the same
  /// accessory before the app runs again cancels it.
  case accessoryDidDisconnect = "EAAccessoryDidDisconnectNotification"
  /// `UIApplicationProtectedDataWillBecomeUnavailable` (iOS 4 and later), with
  /// `applicationProtectedDataWillBecomeUnavailable(_:)`; queued while suspended, and
  /// cancelled by a later `…DidBecomeAvailable` before the app runs again.
  case protectedDataWillBecomeUnavailable = "UIApplicationProtectedDataWillBecomeUnavailable"
  /// `UIApplicationProtectedDataDidBecomeAvailable` (iOS 4 and later), with
  /// `applicationProtectedDataDidBecomeAvailable(_:)`; queued while suspended, and cancelled
  /// by a later `…WillBecomeUnavailable` before the app runs again.
  case protectedDataDidBecomeAvailable = "UIApplicationProtectedDataDidBecomeAvailable"
  /// `UISceneWillConnectNotification` (iOS 13 and later), with `scene(_:willConnectTo:options:)`.
  case sceneWillConnect = "UISceneWillConnectNotification"
  /// `UISceneDidActivateNotification`, with `sceneDidBecomeActive(_:)`.
  case sceneDidActivate = "UISceneDidActivateNotification"
  /// `UISceneWillDeactivateNotification`, with `sceneWillResignActive(_:)`.
  case sceneWillDeactivate = "UISceneWillDeactivateNotification"
  /// `UISceneDidEnterBackgroundNotification`, with `sceneDidEnterBackground(_:)`.
  case sceneDidEnterBackground = "UISceneDidEnterBackgroundNotification"
  /// `UISceneWillEnterForegroundNotification`, with `sceneWillEnterForeground(_:)`: posted
  /// before its method, as its application-level twin is.
  case sceneWillEnterForeground = "UISceneWillEnterForegroundNotification"
  /// `UISceneDidDisconnectNotification`, with `sceneDidDisconnect(_:)`.
  case sceneDidDisconnect = "UISceneDidDisconnectNotification"

  /// The UIKit constant name.
  public var description: String { rawValue }

  /// Whether UIKit posts this notification before calling the delegate method it
  /// goes with, rather than after.
  ///
  /// Only `UIApplicationWillEnterForegroundNotification` is posted "shortly
  /// before" its method (the `applicationWillEnterForeground(_:)` page); the
  /// others are posted after (the `applicationDidBecomeActive(_:)`,
  /// `applicationWillResignActive(_:)` and `applicationWillTerminate(_:)` pages;
  /// `applicationDidEnterBackground(_:)` says "around the same time", so after).
  /// The scene twin `UISceneWillEnterForegroundNotification` is placed the same way (a choice:
  /// its page gives no order).
  public var precedesItsCallback: Bool { self == .willEnterForeground || self == .sceneWillEnterForeground }

  /// Whether the system holds this notification while the app is suspended and
  /// delivers it, coalesced, when the app runs again ("Processing queued
  /// notifications", Apple's documentation).
  public var isQueuedWhileSuspended: Bool {
    switch self {
    case .significantTimeChange, .userDefaultsDidChange, .currentLocaleDidChange, .deviceOrientationDidChange,
      .batteryLevelDidChange, .batteryStateDidChange, .accessoryDidConnect, .accessoryDidDisconnect,
      .protectedDataWillBecomeUnavailable, .protectedDataDidBecomeAvailable:
      true
    case .didFinishLaunching, .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground,
      .willTerminate, .didReceiveMemoryWarning, .sceneWillConnect, .sceneDidActivate, .sceneWillDeactivate,
      .sceneDidEnterBackground, .sceneWillEnterForeground, .sceneDidDisconnect:
      false
    }
  }

  /// The delegate method UIKit calls with this notification when it tells a running app of a
  /// change (the method first, then the notification): the significant time change and the
  /// protected data's two.
  public var delegateCallback: LifecycleCallback? {
    switch self {
    case .significantTimeChange: .applicationSignificantTimeChange
    case .protectedDataWillBecomeUnavailable: .applicationProtectedDataWillBecomeUnavailable
    case .protectedDataDidBecomeAvailable: .applicationProtectedDataDidBecomeAvailable
    default: nil
    }
  }
}
