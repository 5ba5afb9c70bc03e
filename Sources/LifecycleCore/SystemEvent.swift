/// Something that happens to one app: a user action, an interruption or a
/// decision of the system.
///
/// An event is always applied to a single app by ``LifecycleModel/transition(from:on:in:app:conditions:)``;
/// the device (simulated or real) decides which apps an action concerns.
public enum SystemEvent: String, CaseIterable, Codable, Hashable, Sendable, BitwiseCopyable,
  CustomStringConvertible
{
  /// The user taps the app's icon: a cold launch, or a resume of a background or suspended app.
  case launch
  /// The user presses the Home button (or swipes home) while the app is in the foreground.
  case home
  /// The user picks the app in the app switcher.
  case switchTo
  /// The user swipes the app away in the app switcher.
  case forceQuit
  /// A phone call arrives while the app is in the foreground.
  case callIncoming
  /// The user answers the call that interrupted the app.
  case callAccepted
  /// The user declines the call that interrupted the app.
  case callDeclined
  /// The call that interrupted or replaced the app ends.
  case callEnded
  /// The user presses the Sleep/Wake button while the app is in the foreground.
  case lock
  /// The user unlocks the device the app was in the foreground of.
  case unlock
  /// The user pulls down Notification Center over the app.
  case notificationCenterOpened
  /// The user dismisses Notification Center and is back in the app.
  case notificationCenterClosed
  /// The app's background time is about to run out: its expiration handlers run.
  case backgroundTimeExpiring
  /// The app's background time has run out.
  case backgroundTimeExpired
  /// The app ended its last open background task.
  case lastBackgroundTaskEnded
  /// The system sends the app a low-memory warning.
  case memoryWarning
  /// Jetsam kills the app to reclaim memory.
  case jetsamKill
  /// The launch watchdog kills an app that did not finish launching in time.
  case watchdogKill
  /// The device restarts.
  case reboot
  /// The user changes the device language.
  case languageChanged
  /// The app crashes.
  case crash
  /// The system gives an app with the `fetch` background mode a chance to download data
  /// (iOS 7 and later, “application(_:performFetchWithCompletionHandler:)”).
  case backgroundFetch
  /// A remote notification without `content-available` arrives: only an app in the
  /// foreground is told (“application(_:didReceiveRemoteNotification:)”).
  case remoteNotification
  /// A remote notification with `content-available: 1` arrives: with the
  /// `remote-notification` background mode it wakes or launches the app in the background
  /// (iOS 7 and later, “application(_:didReceiveRemoteNotification:fetchCompletionHandler:)”).
  case silentRemoteNotification
  /// Another app, or the system, asks the app to open a URL: it comes to the foreground and
  /// is handed the URL (“application(_:open:options:)” and its predecessors).
  case openURL

  /// How many events there are (`allCases.count`, as a constant for tables indexed by
  /// ``ordinal``; a test checks the two agree).
  @inlinable public static var caseCount: Int { 25 }

  /// The event's position in ``allCases``, for tables indexed by event.
  @inlinable public var ordinal: Int {
    switch self {
    case .launch: 0
    case .home: 1
    case .switchTo: 2
    case .forceQuit: 3
    case .callIncoming: 4
    case .callAccepted: 5
    case .callDeclined: 6
    case .callEnded: 7
    case .lock: 8
    case .unlock: 9
    case .notificationCenterOpened: 10
    case .notificationCenterClosed: 11
    case .backgroundTimeExpiring: 12
    case .backgroundTimeExpired: 13
    case .lastBackgroundTaskEnded: 14
    case .memoryWarning: 15
    case .jetsamKill: 16
    case .watchdogKill: 17
    case .reboot: 18
    case .languageChanged: 19
    case .crash: 20
    case .backgroundFetch: 21
    case .remoteNotification: 22
    case .silentRemoteNotification: 23
    case .openURL: 24
    }
  }

  /// The event's name in traces, diagrams and error messages.
  public var description: String { rawValue }
}
