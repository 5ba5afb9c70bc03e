import LifecycleCore

/// The Settings switch of background fetch (the app's looks outside its windows, the icon's
/// badge and the status bar, are stored properties of ``UIApplication``).
extension UIApplication {
  /// Whether background fetch may wake the app: the Settings switch the user can turn off
  /// (“Background App Refresh”). The simulated device has no such switch, so it is always
  /// `.available`. iOS 7.0 and later: before, reading it crashes the app (an unrecognized
  /// selector, ``LifecycleCore/APIAvailability``).
  public var backgroundRefreshStatus: UIBackgroundRefreshStatus {
    _ = APIAvailabilityCheck.require("backgroundRefreshStatus", of: self, host: appHost)
    return .available
  }

  /// Posted when the user changes the background refresh switch: never, here (there is none).
  public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
    "UIApplicationBackgroundRefreshStatusDidChangeNotification")
}

/// Whether the app may be woken for background fetch (``UIApplication/backgroundRefreshStatus``),
/// with UIKit's raw values.
public enum UIBackgroundRefreshStatus: Int, Sendable {
  /// Parental controls forbid it.
  case restricted = 0
  /// The user turned it off.
  case denied = 1
  /// Background fetch may wake the app.
  case available = 2
}

/// The status bar's style, with UIKit's raw values (inert here).
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content before iOS 13, adapting to the interface style from iOS 13.
  case `default` = 0
  /// Light content, for dark backgrounds (iOS 7 and later).
  case lightContent = 1
  /// Dark content, for light backgrounds (iOS 13 and later).
  case darkContent = 3
}
