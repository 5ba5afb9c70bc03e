public import LifecycleCore

/// One input of ``PolicyModel``: a user's or the system's action, or time moving to the next
/// deadline.
public enum PolicyInput: Hashable, Sendable, CustomStringConvertible {
  /// The user taps the app's icon.
  case launch(Int)
  /// The Home button.
  case home
  /// The user picks the app in the app switcher.
  case switchTo(Int)
  /// The user quits the app in the app switcher.
  case quit(Int)
  /// The system initiates a background fetch for the app.
  case backgroundFetch(Int)
  /// A remote notification with `content-available` arrives for the app.
  case silentPush(Int)
  /// A call rings, is answered or declined, or ends.
  case call(CallAction)
  /// The Sleep/Wake button.
  case lock
  /// The user unlocks the device.
  case unlock
  /// The system warns every app that runs code.
  case memoryWarning
  /// The system needs memory: jetsam kills below the foreground.
  case memoryPressure
  /// Virtual time moves to the next armed deadline (``DeviceState/nextDeadline``).
  case advanceToNextDeadline
  /// The user pulls Notification Center down (`true`) or pushes it back.
  case notificationCenter(open: Bool)
  /// Another app opens one of the app's URLs.
  case openURL(Int)
  /// The user changes one of the app's settings in the Settings app.
  case settings(Int)
  /// The user changes the region format to this locale.
  case locale(String)
  /// The time changed significantly (midnight, a time zone, daylight saving).
  case significantTimeChange
  /// The device restarts.
  case reboot
  /// The app's code grows its footprint to ``PolicyModel/grownFootprintBytes`` (`true`), or
  /// shrinks it back to its size at install.
  case footprint(Int, grow: Bool)
  /// The device's language changes to this code (``PolicyModel/Events/language``).
  case language(String)
  /// This many mail accounts are left (``PolicyModel/Events/mailAccounts``).
  case mailAccounts(Int)
  /// The device turns (``PolicyModel/Events/orientation``).
  case orientation(DeviceOrientation)
  /// The battery's level changes to this percentage, its state unchanged
  /// (``PolicyModel/Events/battery``).
  case batteryLevel(Int)
  /// The battery starts charging (`true`) or is unplugged, its level unchanged.
  case batteryCharging(Bool)
  /// The accessory is connected (`true`) or disconnected (``PolicyModel/Events/accessory``).
  case accessory(connected: Bool)
  /// App N's code becomes busy in each callback (`on`) or quick again
  /// (``PolicyModel/Events/busy``).
  case busy(Int, on: Bool)

  /// The input as a scenario-like word: `launch app0`, `call incoming`, `advance`.
  public var description: String {
    switch self {
    case .launch(let app): "launch app\(app)"
    case .home: "home"
    case .switchTo(let app): "switch app\(app)"
    case .quit(let app): "quit app\(app)"
    case .backgroundFetch(let app): "background-fetch app\(app)"
    case .silentPush(let app): "push app\(app) content-available"
    case .call(let action): "call \(action.rawValue)"
    case .lock: "lock"
    case .unlock: "unlock"
    case .memoryWarning: "memory-warning"
    case .memoryPressure: "memory-pressure"
    case .advanceToNextDeadline: "advance to next deadline"
    case .notificationCenter(let open): "notification-center \(open ? "open" : "close")"
    case .openURL(let app): "open-url app\(app)"
    case .settings(let app): "settings app\(app)"
    case .locale(let identifier): "locale \(identifier)"
    case .significantTimeChange: "significant-time-change"
    case .reboot: "reboot"
    case .footprint(let app, let grow): "footprint app\(app) \(grow ? "grow" : "shrink")"
    case .language(let code): "language \(code)"
    case .mailAccounts(let count): "mail-accounts \(count)"
    case .orientation(let orientation): "orientation \(orientation.rawValue)"
    case .batteryLevel(let level): "battery \(level)%"
    case .batteryCharging(let charging): "battery \(charging ? "charging" : "unplugged")"
    case .accessory(let connected):
      "accessory \(connected ? "connect" : "disconnect") \(PolicyModel.accessoryName)"
    case .busy(let app, let on): "busy app\(app) \(on ? "on" : "off")"
    }
  }
}
