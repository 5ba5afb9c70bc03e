/// Why an app's process ended.
public enum TerminationCause: String, CaseIterable, Codable, Hashable, Sendable, BitwiseCopyable,
  CustomStringConvertible
{
  /// Home on a generation or device without multitasking.
  case quitOnHome
  /// Home for an app that sets `UIApplicationExitsOnSuspend`.
  case exitsOnSuspend
  /// The user swiped the app away in the app switcher.
  case forceQuit
  /// A phone call was answered on a generation or device without multitasking.
  case callAnswered
  /// Jetsam reclaimed the app's memory.
  case jetsam
  /// The launch watchdog fired (`0x8badf00d`).
  case launchWatchdog
  /// The watchdog fired because `applicationDidEnterBackground` did not return within its
  /// allowance ("approximately five seconds", the method's page): the app failed to
  /// suspend in time (`0x8badf00d`).
  case suspensionWatchdog
  /// The app held a background task past its background time: a penalty termination
  /// (the profile says its code).
  case backgroundTaskOverrun
  /// The device restarted.
  case reboot
  /// The device language changed.
  case languageChange
  /// The app crashed.
  case crash

  /// The trace name.
  public var description: String { rawValue }

  /// The code a watchdog termination carries, "ate bad food" (“Addressing watchdog
  /// terminations”, Technical Q&A QA1592). The code of a penalty termination depends on the
  /// generation (``OSProfile/backgroundTaskPenalty``); which deaths leave which report is
  /// decided in one place, ``ReportFacts/of(_:app:in:)``.
  public static let watchdogCode = "0x8badf00d"

  /// Whether the system (rather than the user or the app's own choice) ended the app.
  public var isSystemKill: Bool {
    switch self {
    case .jetsam, .launchWatchdog, .suspensionWatchdog, .backgroundTaskOverrun, .reboot, .languageChange,
      .crash:
      true
    case .quitOnHome, .exitsOnSuspend, .forceQuit, .callAnswered: false
    }
  }
}
