import LifecycleCore
import Testing

/// Which jetsam band an app is in: suspended apps are idle and go first (App Programming Guide,
/// “App State Transitions” and “Background Execution”; article “Lifecycle and state transitions”),
/// apps running in the background on a task are in the background band, apps kept running by a
/// continuous background mode in foreground-support, and the app on screen in the foreground band.
@Suite("Jetsam bands")
struct JetsamBandTests {
  static let task = AppConditions(holdsBackgroundTask: true)
  static let audio = AppInfo(backgroundModes: [.audio])

  static func band(
    _ state: AppState, app: AppInfo = .standard, conditions: AppConditions = .idle,
    on generation: OSGeneration
  ) -> JetsamBand? {
    JetsamBand.band(
      for: state, app: app, conditions: conditions, in: LifecycleEnvironment(profile: .of(generation)))
  }

  @Test(
    "not running has no band; suspended is idle; inactive and active are foreground",
    arguments: OSGeneration.allCases)
  func bandsByState(generation: OSGeneration) {
    for app in [AppInfo.standard, Self.audio] {
      for conditions in [AppConditions.idle, Self.task] {
        #expect(Self.band(.notRunning, app: app, conditions: conditions, on: generation) == nil)
        #expect(Self.band(.suspended, app: app, conditions: conditions, on: generation) == .idle)
        #expect(Self.band(.inactive, app: app, conditions: conditions, on: generation) == .foreground)
        #expect(Self.band(.active, app: app, conditions: conditions, on: generation) == .foreground)
      }
    }
  }

  @Test(
    "in the background: background band on a task, foreground-support on a continuous mode",
    arguments: [OSGeneration.ios4, .ios5, .ios6, .ios7, .ios13])
  func backgroundBands(generation: OSGeneration) {
    #expect(Self.band(.background, on: generation) == .background)
    #expect(Self.band(.background, conditions: Self.task, on: generation) == .background)
    #expect(Self.band(.background, app: Self.audio, on: generation) == .foregroundSupport)
    // Holding a task as well does not demote an app that plays audio.
    #expect(
      Self.band(.background, app: Self.audio, conditions: Self.task, on: generation) == .foregroundSupport)
    // A mode that only grants wakes does not raise the band.
    #expect(Self.band(.background, app: AppInfo(backgroundModes: [.fetch]), on: generation) == .background)
  }
}
