import Foundation
import LifecycleCore

/// Everything the device keeps about one installed app, across its processes.
final class InstalledApp {
  let spec: InstallSpec
  let dataDirectory: URL
  /// Transitions already computed, shared by every app with the same Info.plist keys.
  let transitions: TransitionMemo

  var state = AppState.notRunning
  /// The app's code for the current process; nil while not running.
  var code: (any SimulatedApp)?
  var process: AppProcess?
  var footprintBytes = 0
  var band: JetsamBand?
  var bandEntryOrder: UInt64 = 0
  var isLaunching = false
  /// How many times a process of this app ended: lets a transition notice a death mid-way.
  var deaths = 0
  var launchStarted = VirtualInstant.zero

  /// Open background tasks, in the order they began.
  var tasks: [BackgroundTask] = []
  var backgroundEntered: VirtualInstant?
  var backgroundTimers: [ScheduledWork] = []
  var expirationHandlersRan = false
  /// App work that takes virtual time, frozen while suspended.
  var work: [ScheduledWork] = []
  /// Notifications held while suspended, coalesced, in first-arrival order.
  var queuedNotifications: [LifecycleNotification] = []

  /// Values of the app's settings bundle and defaults: they survive kills (they are on disk).
  var settings: [String: String] = [:]
  /// The last app-switcher snapshot.
  var snapshot: String?
  /// Every delivery the app received, across processes, for `expect callbacks`.
  var received: [Delivery] = []

  struct BackgroundTask {
    var identifier: Int
    var name: String
    var expirationHandler: (() -> Void)?
  }

  /// The jetsam band of each state (by ordinal), computed once: it depends only on the
  /// state, the environment and the app's Info.plist.
  let bandByState: [JetsamBand?]

  init(spec: InstallSpec, dataDirectory: URL, environment: LifecycleEnvironment, transitions: TransitionMemo)
  {
    self.transitions = transitions
    self.bandByState = AppState.allCases.map {
      JetsamBand.band(for: $0, app: spec.info, conditions: .idle, in: environment)
    }
    self.spec = spec
    self.dataDirectory = dataDirectory
    self.restorationDirectory = dataDirectory.appendingPathComponent("Restoration", isDirectory: true)
    self.preservedStateOnDisk = scanPreservedState()
  }

  var name: String { spec.name }

  /// The folder the system keeps preserved interface state in (Library/Saved Application State on iOS).
  let restorationDirectory: URL

  /// The app's conditions for the core.
  var conditions: AppConditions {
    AppConditions(
      holdsBackgroundTask: !tasks.isEmpty, hasPreservedState: preservedStateOnDisk, isLaunching: isLaunching
    )
  }

  /// Whether the app's data folder has been created (on its first run).
  var dataDirectoryExists = false
  /// Whether the restoration folder holds files: read once at installation, then kept
  /// up to date after each preservation and discard, so no event costs a disk access.
  var preservedStateOnDisk = false

  /// Looks at the restoration folder on disk.
  func scanPreservedState() -> Bool {
    let contents = try? FileManager.default.contentsOfDirectory(atPath: restorationDirectory.path)
    return !(contents ?? []).isEmpty
  }
}
