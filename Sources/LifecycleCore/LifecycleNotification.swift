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
  public var precedesItsCallback: Bool { self == .willEnterForeground }

  /// Whether the system holds this notification while the app is suspended and
  /// delivers it, coalesced, when the app runs again ("Processing queued
  /// notifications", Apple's documentation).
  public var isQueuedWhileSuspended: Bool {
    switch self {
    case .significantTimeChange, .userDefaultsDidChange, .currentLocaleDidChange, .deviceOrientationDidChange,
      .batteryLevelDidChange, .batteryStateDidChange, .accessoryDidConnect, .accessoryDidDisconnect:
      true
    case .didFinishLaunching, .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground,
      .willTerminate, .didReceiveMemoryWarning:
      false
    }
  }
}
