public import Foundation
public import LifecycleCore

/// An app's view of the system it runs on: one per process, handed to the app's code
/// in ``SimulatedApp/start(in:)``.
///
/// Everything an app can ask of iOS goes through here: its state, virtual time,
/// work that takes time, background tasks, memory, its files and settings, the
/// locale and mail accounts. Once the process ends the object is inert: its methods
/// do nothing and report so in the trace.
@MainActor
public final class AppProcess {
  private unowned let device: Device
  private unowned let app: InstalledApp
  @exclusivity(unchecked) private var alive = true
  @exclusivity(unchecked) private var busyTime = Duration.zero
  /// Why the app crashed, when it called ``crash(_:)``.
  public var crashReason: String? { reason }
  @exclusivity(unchecked) private var reason: String?

  init(device: Device, app: InstalledApp) {
    self.device = device
    self.app = app
  }

  func invalidate() { alive = false }

  /// Makes an ended process object the next process of the same app. The device only
  /// does this when nothing but itself refers to the object, so no one can tell.
  func revive() {
    alive = true
    busyTime = .zero
    reason = nil
  }

  /// Whether this process is still running.
  public var isAlive: Bool { alive }
  /// The app's name on the device (`Notes`).
  public var appName: String { app.name }
  /// The app's state as the system sees it (`suspended` included).
  public var state: AppState { alive ? app.state : .notRunning }
  /// The OS generation and hardware.
  public var environment: LifecycleEnvironment { device.environment }
  /// The app's Info.plist keys.
  public var info: AppInfo { app.spec.info }
  /// The device's clock.
  public var clock: VirtualClock { device.clock }
  /// The current virtual time.
  public var now: VirtualInstant { device.currentTime }

  // MARK: Work that takes time

  /// Starts work that needs `duration` of running time, then calls `completion`.
  ///
  /// The work advances only while the app executes code: it freezes while the app
  /// is suspended and is lost if the process ends (a kill loses whatever was not
  /// finished). This stands in for `DispatchQueue.global().async` and for network
  /// transfers, which take real time on a device.
  @discardableResult
  public func startWork(
    named name: String, duration: Duration, completion: @escaping () -> Void
  ) -> ScheduledWork {
    device.startWork(named: name, duration: duration, for: app, completion: completion)
  }

  /// Says that the code now running keeps the main thread busy for `duration`
  /// (a synchronous load, say). The time passes when the current callback returns;
  /// a launch that takes longer than the watchdog allows is killed.
  public func keepMainThreadBusy(for duration: Duration) {
    if alive {
      busyTime += duration
      app.mainThreadBusy = true
    }
  }

  func takeBusyTime() -> Duration {
    defer {
      busyTime = .zero
      app.mainThreadBusy = false
    }
    return busyTime
  }

  // MARK: Background tasks

  /// `beginBackgroundTask(withName:expirationHandler:)`: returns the task's identifier,
  /// or ``invalidBackgroundTask`` when running in the background is not possible.
  public func beginBackgroundTask(named name: String?, expirationHandler: (() -> Void)?) -> Int {
    guard alive else { return Self.invalidBackgroundTask }
    return device.beginBackgroundTask(for: app, name: name, expirationHandler: expirationHandler)
  }

  /// `endBackgroundTask(_:)`. Ending a task that is not open is recorded as misuse.
  public func endBackgroundTask(_ identifier: Int) {
    guard alive else { return }
    device.endBackgroundTask(identifier, for: app)
  }

  /// The identifier `UIBackgroundTaskIdentifier.invalid` stands for.
  nonisolated public static let invalidBackgroundTask = 0

  /// `backgroundTimeRemaining`: nil while in the foreground, where UIKit reports a
  /// "suitably large" value (“beginBackgroundTask(expirationHandler:)”; `DBL_MAX` in
  /// Developer Forums message 391799).
  public var backgroundTimeRemaining: Duration? {
    guard alive, app.state == .background, let entered = app.backgroundEntered,
      let budget = environment.profile.backgroundTimeBudget
    else { return nil }
    return max(.zero, budget - entered.duration(to: device.currentTime))
  }

  /// Identifiers of the open background tasks, in the order they began.
  public var openBackgroundTasks: [Int] { alive ? app.tasks.map(\.identifier) : [] }

  // MARK: Memory, files, settings

  /// The app's memory footprint; changing it may trigger a warning or jetsam.
  public var footprintBytes: Int {
    get { app.footprintBytes }
    set {
      guard alive else { return }
      device.setFootprint(of: app, to: newValue)
    }
  }

  /// The app's own data folder (real files; a kill loses only what was not written).
  public var dataDirectory: URL { app.dataDirectory }

  /// The folder where the system keeps the app's preserved interface state.
  public var restorationDirectory: URL { app.restorationDirectory }

  /// A value of the app's settings and defaults (they live on disk: they survive kills).
  public func setting(_ key: String) -> String? { app.settings[key] }

  /// Stores a value in the app's defaults.
  public func setSetting(_ key: String, to value: String?) {
    guard alive else { return }
    app.settings[key] = value
  }

  /// The device locale (`en_US`).
  public var localeIdentifier: String { device.localeIdentifier }
  /// The device language (`en`).
  public var languageCode: String { device.languageCode }
  /// How many mail accounts the device has.
  public var mailAccountCount: Int { device.mailAccountCount }

  // MARK: Reporting

  /// Writes a line of the app's own into the trace.
  public func log(_ message: String) {
    if alive { device.record(app.name, .log, message) }
  }

  /// Writes a view controller's callback into the trace (`viewDidLoad NotesViewController`).
  /// Traces show these with the lifecycle callbacks (`Docs/ScenarioLanguage.md`); they are
  /// not deliveries, so `expect callbacks` does not see them.
  public func traceViewControllerCallback(_ name: String, of controller: String) {
    if alive { device.record(app.name, .callback, "\(name) \(controller)") }
  }

  /// Records a misuse of an API that iOS would let pass or log (an unbalanced
  /// `endBackgroundTask`); the explorer treats it as a finding.
  public func reportMisuse(_ message: String) {
    if alive { device.record(app.name, .misuse, message) }
  }

  /// Reports that the system refused the app's preserved state and launches it without
  /// restoring: a `.report` entry in the trace naming the archive (`path`, as the app's
  /// folder names it) and `reason`. Nothing is lost silently (`Docs/Architecture.md`):
  /// UIKit discards preserved state it cannot read (App Programming Guide, “Visual
  /// Appearance Across Launches”), and so does the adapter that calls this.
  public func reportRejectedArchive(path: String, reason: String) {
    if alive { device.record(app.name, .report, "restoration archive rejected: \(path): \(reason)") }
  }

  /// Crashes the app now, as a failed precondition would: the process ends with a
  /// crash report and no further callback.
  public func crash(_ reason: String) {
    guard alive else { return }
    self.reason = reason
    device.apply(.crash, to: app)
  }
}
