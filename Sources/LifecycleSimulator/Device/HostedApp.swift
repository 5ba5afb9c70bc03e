import LifecycleCore

/// What the simulated device keeps about one installed app beside the policy's slot: its code
/// and process, its own work, the handlers of its tasks, its settings, its last snapshot and
/// what it received.
@MainActor
final class HostedApp {
  /// The app's index in the policy's state.
  let index: Int
  /// How it was installed.
  let spec: InstallSpec
  /// Creates the app's code for a new process (looked up in the catalog once, at installation).
  let makeCode: AppCatalog.Factory

  /// The app's code for the current process; nil while not running.
  @exclusivity(unchecked) var code: (any SimulatedApp)? {
    didSet { codeForDelivery = code }
  }
  /// The same code, held without a reference count, for the device's deliveries
  /// (``Device/carryOut(_:)``).
  ///
  /// Speed trick, contained: calling the code through ``code`` costs more per callback
  /// (60 instructions an event in the benchmark's drive), because the callback could end the
  /// process and drop the code. It cannot: a process ends only in a later command of the loop
  /// that runs the callback, once the callback has returned (requests made meanwhile do not
  /// drain, `Device.drain()`), and ``code`` holds the object until then. (The compiler still
  /// retains the code around the call, as it does for any `unowned(unsafe)` reference it calls
  /// through.) Debug and test builds check that the two agree before every delivery.
  @exclusivity(unchecked) unowned(unsafe) var codeForDelivery: (any SimulatedApp)?
  /// The current process.
  @exclusivity(unchecked) var process: AppProcess?
  /// The object of an ended process nothing else refers to, kept for the next one.
  @exclusivity(unchecked) var spareProcess: AppProcess?
  /// Whether the current process's code observes lifecycle notifications.
  @exclusivity(unchecked) var observesNotifications = true
  /// Whether the current process's code may preserve state (its snapshot is then kept even
  /// with the trace off, for the comparison after a restoring launch).
  @exclusivity(unchecked) var mayPreserveState = false
  /// Whether the code wrote its archive during the preservation now running.
  @exclusivity(unchecked) var wroteArchive = false
  /// The app's own work that takes virtual time, frozen while suspended.
  @exclusivity(unchecked) var work: [ScheduledWork] = []
  /// The expiration handlers of the open tasks, by task identifier.
  @exclusivity(unchecked) var expirationHandlers: [Int: () -> Void] = [:]
  /// The app's Settings bundle, when its catalog declaration has one: `settings` steps are
  /// checked against it.
  var settingsSchema: SettingsSchema?
  /// Values of the app's settings bundle and defaults: they survive kills.
  var settings: [String: PropertyListValue] = [:]
  /// The last app-switcher snapshot.
  @exclusivity(unchecked) var snapshot: String?
  /// Every delivery the app received, across processes, for `expect callbacks` (kept while
  /// the device traces).
  @exclusivity(unchecked) var received: [Delivery] = []
  /// Where the report the system wrote when it last ended the app is in the device's
  /// reports (``Device/reports``), until the app runs again: why an action finds it gone
  /// (``Device/reportOfLastDeath(of:)``); nil for none. A position rather than the report: the
  /// report is written once, and forgetting it at every process start and end is a store.
  @exclusivity(unchecked) var lastDeathReport: Int?
  /// The completion handler the delivery now running hands the app, by its identifier.
  @exclusivity(unchecked) var pendingCompletionHandler: Int?
  /// The URL an `open-url` step is handing the app, while the step runs.
  @exclusivity(unchecked) var urlToOpen: String?
  /// Whether the data folder exists yet.
  @exclusivity(unchecked) var dataDirectoryExists = false

  init(index: Int, spec: InstallSpec, makeCode: @escaping AppCatalog.Factory) {
    self.index = index
    self.spec = spec
    self.makeCode = makeCode
  }

  /// The app's name on the device.
  var name: String { spec.name }
}
