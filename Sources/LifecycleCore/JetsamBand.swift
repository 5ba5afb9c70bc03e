/// A jetsam priority band: the lower the band, the sooner its processes are killed.
///
/// Raw values are XNU's `JETSAM_PRIORITY_*` numbers of the iOS 7–14 era
/// (XNU kern_memorystatus.h, `bsd/sys/kern_memorystatus.h`, xnu-2422 to xnu-7195). XNU
/// before iOS 7 (xnu-2050) had no band scheme; LifecycleKit applies the same bands to
/// iOS 3–6 because Apple's guide (App Programming Guide, “App State Transitions” and
/// “Background Execution”) describes the same order there: suspended apps are purged
/// first, the foreground app last.
public enum JetsamBand: Int, CaseIterable, Codable, Hashable, Sendable, Comparable, BitwiseCopyable,
  CustomStringConvertible
{
  /// `JETSAM_PRIORITY_IDLE` (0): suspended apps.
  case idle = 0
  /// `JETSAM_PRIORITY_BACKGROUND` (3): apps running in the background on a background task.
  case background = 3
  /// `JETSAM_PRIORITY_FOREGROUND_SUPPORT` (9): apps running in the background on a
  /// continuous background mode (audio, location, VoIP). XNU puts playing audio in
  /// `AUDIO_AND_ACCESSORY` (12), above the foreground; we keep it below so that the
  /// foreground app is always the last victim (`Docs/Fidelity.md`).
  case foregroundSupport = 9
  /// `JETSAM_PRIORITY_FOREGROUND` (10): the app on screen.
  case foreground = 10

  /// The band an app belongs to, or nil when it is not running.
  public static func band(
    for state: AppState, app: AppInfo, conditions: AppConditions, in environment: LifecycleEnvironment
  ) -> JetsamBand? {
    switch state {
    case .notRunning: nil
    case .suspended: .idle
    case .active, .inactive: .foreground
    case .background:
      // A continuous mode keeps the app in its band whether or not it also holds a task:
      // the task does not stop the audio (App Programming Guide, “Background Execution”), and
      // a process is not demoted for holding one more assertion; the band's own definition
      // above covers any app running on such a mode.
      if environment.keepsRunningInBackground(app) {
        .foregroundSupport
      } else {
        .background
      }
    }
  }

  /// XNU's name for the band.
  public var description: String {
    switch self {
    case .idle: "idle"
    case .background: "background"
    case .foregroundSupport: "foreground-support"
    case .foreground: "foreground"
    }
  }

  /// Lower bands come first.
  public static func < (lhs: JetsamBand, rhs: JetsamBand) -> Bool { lhs.rawValue < rhs.rawValue }
}
