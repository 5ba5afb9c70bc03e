/// A lifecycle notification UIKit posts to the app's default notification
/// centre, by its UIKit constant name.
public enum LifecycleNotification: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible
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
    case .significantTimeChange, .userDefaultsDidChange, .currentLocaleDidChange: true
    default: false
    }
  }
}
