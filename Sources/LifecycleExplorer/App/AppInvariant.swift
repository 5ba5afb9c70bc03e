public import LifecycleSimulator

/// A property of an app under the lifecycle that the explorer checks after every step
/// (`lifecycle explore --app`). Each names what went wrong the way a user of the app would see
/// it; the scenario a finding prints checks it with ordinary `expect` lines.
public enum AppInvariant: String, CaseIterable, Hashable, Sendable, Codable {
  /// What the user saw when the app left the front is what they see when it is in front again.
  ///
  /// - Resumed (its process lived): the whole screen — text being edited, scroll offsets,
  ///   selection, the navigation stack, the rows of a list — and the app's declared probes, as
  ///   they read while it was away: the step that brings it back must not change them (a reload
  ///   in `applicationWillEnterForeground` that duplicates the items). A probe that reads none
  ///   on return (a released view) is not compared.
  /// - Launched again after the system ended it: the user's data on the same screen (the text of
  ///   fields and labels, the number of rows, the values of controls); the whole screen when the
  ///   launch restored the interface (iOS 6 and later, for an app that opts in).
  /// - Back through a navigation stack (`back`): the scroll offsets of the screen returned to.
  ///
  /// The keyboard and alerts are left out (``cleanBackground`` looks at them), and so is an
  /// absence during which the app's own work ran (its screen may rightly have moved on). After
  /// the user's own force-quit nothing is expected.
  case noDataLoss = "no-data-loss"
  /// No app is terminated for holding a background task past its time (a penalty report).
  case backgroundTaskEnded = "background-task-ended"
  /// No crash (a crash report: a precondition failure, a nil mail composer presented, an
  /// unrecognized selector) and no watchdog kill.
  case noCrash = "no-crash"
  /// No misuse of an API the simulator records (``LifecycleSimulator/DeviceMisuse``): an
  /// unbalanced `endBackgroundTask`, a completion handler called twice, app code reaching
  /// host-global state (Foundation's own `UserDefaults.standard`, a real `Thread`). iOS often
  /// lets these pass at the moment, so the app may look fine; the finding names the API and
  /// the fix.
  case noMisuse = "no-misuse"
  /// After a setting changed while the app was away (`settings APP KEY=VALUE`), what it shows
  /// once in front again is what it shows when launched with the new value: the screen of a
  /// reference run whose settings were changed before the launch.
  case freshSettings = "fresh-settings"
  /// No alert left up and no keyboard shown when the app enters the background (the screen the
  /// switcher snapshots, and the one the user finds on return).
  case cleanBackground = "clean-background"
}

/// One invariant broken at one step, with the scenario checks that show it.
public struct AppViolation: Hashable, Sendable, CustomStringConvertible {
  /// The invariant broken.
  public var invariant: AppInvariant
  /// What happened, in words: `the note showed "a" when the app left; it shows ""`.
  public var message: String
  /// The `expect` steps that fail at this point on the app as it is, and pass on an app that
  /// keeps the invariant (`expect Notes text == a`, `expect report Notes none`).
  public var checks: [ScenarioCommand]
  /// Whether the app's process died or hung (in a worker process): the scenario then has no
  /// check to fail — replaying it dies too.
  public var processDied: Bool

  /// Creates a violation.
  public init(invariant: AppInvariant, message: String, checks: [ScenarioCommand], processDied: Bool = false)
  {
    self.invariant = invariant
    self.message = message
    self.checks = checks
    self.processDied = processDied
  }

  /// `no-data-loss: …`.
  public var description: String { "\(invariant.rawValue): \(message)" }
}
