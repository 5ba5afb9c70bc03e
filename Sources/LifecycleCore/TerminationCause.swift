/// Why an app's process ended.
public enum TerminationCause: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  /// Home on a generation or device without multitasking.
  case quitOnHome
  /// Home (or lock) for an app that sets `UIApplicationExitsOnSuspend`.
  case exitsOnSuspend
  /// The user swiped the app away in the app switcher.
  case forceQuit
  /// A phone call was answered on a generation or device without multitasking.
  case callAnswered
  /// Jetsam reclaimed the app's memory.
  case jetsam
  /// The launch watchdog fired (`0x8badf00d`).
  case launchWatchdog
  /// The app held a background task past its background time (`0x8badf00d`).
  case backgroundTaskOverrun
  /// The device restarted.
  case reboot
  /// The device language changed.
  case languageChange
  /// The app crashed.
  case crash

  /// The trace name.
  public var description: String { rawValue }

  /// The exception code a crash report for this cause carries, if the system writes one.
  ///
  /// Watchdog and background-task overruns report `0x8badf00d` (“EXC_CRASH (SIGKILL)”,
  /// Technical Q&A QA1592, the permittedBackgroundDuration crash logs) on every generation;
  /// from iOS 13 a real overrun reads RUNNINGBOARD `0x2182bad2` instead (`Docs/Fidelity.md`,
  /// "Known differences"). Jetsam writes a JetsamEvent report instead of a crash report
  /// (“Identifying high-memory use with jetsam event reports”).
  public var exceptionCode: String? {
    switch self {
    case .launchWatchdog, .backgroundTaskOverrun: "0x8badf00d"
    default: nil
    }
  }

  /// Whether the system (rather than the user or the app's own choice) ended the app.
  public var isSystemKill: Bool {
    switch self {
    case .jetsam, .launchWatchdog, .backgroundTaskOverrun, .reboot, .languageChange, .crash: true
    case .quitOnHome, .exitsOnSuspend, .forceQuit, .callAnswered: false
    }
  }
}
