import LifecycleCore
import Testing

/// `UIBackgroundModes`: audio keeps the app running in the background instead of suspended (App
/// Programming Guide, “Background Execution”). The catalog treats `location` and `voip` the same
/// way (a modelling choice noted in `OSProfileCatalog.swift`); the other modes only grant wakes and
/// do not prevent suspension.
@Suite("Transitions of apps with background modes")
struct BackgroundModeTransitionTests {
  static let keptRunning = TransitionTable(
    TransitionTable.Row.leavingForegroundKeptRunning + [
      // Neither the end of a task nor of the background time suspends an app that plays audio.
      .init(
        .background, [.backgroundTimeExpired, .lastBackgroundTaskEnded], on: .multitasking, "→ background")
    ])

  @Test(
    "audio keeps the app in the background, not suspended, on every multitasking generation",
    arguments: OSGeneration.allCases)
  func audio(generation: OSGeneration) {
    TransitionVariant(app: AppInfo(backgroundModes: [.audio]), differences: Self.keptRunning).check(
      generation)
  }

  @Test("location and VoIP keep the app running as audio does", arguments: [BackgroundMode.location, .voip])
  func continuousModes(mode: BackgroundMode) {
    for generation in OSGeneration.allCases {
      TransitionVariant(app: AppInfo(backgroundModes: [mode]), differences: Self.keptRunning).check(
        generation)
    }
  }

  /// `fetch` and `remote-notification` leave the app to be suspended too, but they also let
  /// the system wake it: `WakeTransitionTests` lists those differences.
  @Test(
    "modes that only grant wakes leave the app to be suspended",
    arguments: [BackgroundMode.processing, .externalAccessory, .bluetoothCentral])
  func wakeOnlyModes(mode: BackgroundMode) {
    for generation in OSGeneration.allCases {
      TransitionVariant(app: AppInfo(backgroundModes: [mode]), differences: TransitionTable([])).check(
        generation)
    }
  }
}
