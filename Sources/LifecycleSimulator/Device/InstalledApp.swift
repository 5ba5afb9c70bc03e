import Foundation
import LifecycleCore

/// Everything the device keeps about one installed app, across its processes.
@MainActor
final class InstalledApp {
  let spec: InstallSpec
  let dataDirectory: URL
  /// Transitions already computed, shared by every app with the same Info.plist keys.
  let transitions: TransitionMemo
  /// The memo's slots, held directly so that an event reads its outcome with no retain
  /// (the memo above keeps them alive).
  let memoSlots: UnsafeMutablePointer<TransitionMemo.Slot>
  /// Creates the app's code for a new process (looked up in the catalog once, at installation).
  let makeCode: AppCatalog.Factory

  @exclusivity(unchecked) var state = AppState.notRunning
  /// The app's code for the current process; nil while not running.
  @exclusivity(unchecked) var code: (any SimulatedApp)?
  @exclusivity(unchecked) var process: AppProcess?
  /// The object of an ended process that nothing else refers to, kept for the next one
  /// (a process object per launch would cost an allocation and a free each time).
  @exclusivity(unchecked) var spareProcess: AppProcess?
  /// Whether the current process's code observes lifecycle notifications.
  @exclusivity(unchecked) var codeObservesNotifications = true
  /// Whether the current process's code preserves state.
  @exclusivity(unchecked) var codePreservesState = false
  @exclusivity(unchecked) var footprintBytes = 0
  @exclusivity(unchecked) var band: JetsamBand?
  @exclusivity(unchecked) var bandEntryOrder: UInt64 = 0
  @exclusivity(unchecked) var isLaunching = false
  /// Whether the app's code said, in the callback now running, that it keeps the main
  /// thread busy (set by its process; read by the device without touching the process).
  @exclusivity(unchecked) var mainThreadBusy = false
  /// How many times a process of this app ended: lets a transition notice a death mid-way.
  @exclusivity(unchecked) var deaths = 0
  @exclusivity(unchecked) var launchStarted = VirtualInstant.zero

  /// Open background tasks, in the order they began.
  @exclusivity(unchecked) var tasks: [BackgroundTask] = []
  @exclusivity(unchecked) var backgroundEntered: VirtualInstant?
  @exclusivity(unchecked) var backgroundTimers: [ScheduledWork] = []
  @exclusivity(unchecked) var expirationHandlersRan = false
  /// App work that takes virtual time, frozen while suspended.
  @exclusivity(unchecked) var work: [ScheduledWork] = []
  /// Notifications held while suspended, coalesced, in first-arrival order.
  @exclusivity(unchecked) var queuedNotifications: [LifecycleNotification] = []

  /// Values of the app's settings bundle and defaults: they survive kills (they are on disk).
  var settings: [String: String] = [:]
  /// The last app-switcher snapshot.
  @exclusivity(unchecked) var snapshot: String?
  /// Every delivery the app received, across processes, for `expect callbacks`.
  @exclusivity(unchecked) var received: [Delivery] = []

  struct BackgroundTask {
    var identifier: Int
    var name: String
    var expirationHandler: (() -> Void)?
  }

  /// The jetsam band of each state (by ordinal), computed once: it depends only on the
  /// state, the environment and the app's Info.plist.
  let bandByState: [JetsamBand?]
  /// The core's `staysRunningInBackground` for this app without and with a background
  /// task, computed once: it depends only on the environment and the Info.plist.
  let staysRunningInBackground: (withoutTask: Bool, withTask: Bool)

  init(
    spec: InstallSpec, dataDirectory: URL, environment: LifecycleEnvironment, transitions: TransitionMemo,
    makeCode: @escaping AppCatalog.Factory
  ) {
    self.transitions = transitions
    self.memoSlots = transitions.slots
    self.makeCode = makeCode
    self.bandByState = AppState.allCases.map {
      JetsamBand.band(for: $0, app: spec.info, conditions: .idle, in: environment)
    }
    self.staysRunningInBackground = (
      LifecycleModel.staysRunningInBackground(spec.info, holdsBackgroundTask: false, in: environment),
      LifecycleModel.staysRunningInBackground(spec.info, holdsBackgroundTask: true, in: environment)
    )
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
  @exclusivity(unchecked) var dataDirectoryExists = false
  /// Whether the restoration folder holds files: read once at installation, then kept
  /// up to date after each preservation and discard, so no event costs a disk access.
  @exclusivity(unchecked) var preservedStateOnDisk = false

  /// Looks at the restoration folder on disk.
  func scanPreservedState() -> Bool {
    let contents = try? FileManager.default.contentsOfDirectory(atPath: restorationDirectory.path)
    return !(contents ?? []).isEmpty
  }
}
