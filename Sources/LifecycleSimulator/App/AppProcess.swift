public import Foundation
public import LifecycleCore
public import LifecycleRestoration

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
  private unowned let app: HostedApp
  /// The app's Info.plist keys and the device's generation, copied once per process object
  /// (both are fixed for the app's life on the device): reading them costs no trip through
  /// the unowned references above, which every start of a process would pay.
  private let appInfo: AppInfo
  private let deviceEnvironment: LifecycleEnvironment
  @exclusivity(unchecked) private var alive = true
  /// Why the app crashed, when it called ``crash(_:)``.
  public var crashReason: String? { reason }
  @exclusivity(unchecked) private var reason: String?

  init(device: Device, app: HostedApp, identifier: Int32) {
    self.device = device
    self.app = app
    self.appInfo = app.spec.info
    self.deviceEnvironment = device.environment
    self.deviceMemoryBytes = device.memoryBytes
    self.deviceProcessorCount = device.processorCount
    self.identifier = identifier
  }

  func invalidate() { alive = false }

  /// Makes an ended process object the next process of the same app, with its new identifier.
  /// The device only does this when nothing but itself refers to the object, so no one can tell.
  func revive(identifier: Int32) {
    alive = true
    reason = nil
    self.identifier = identifier
  }

  /// The process's identifier (its pid, `ProcessInfo.processInfo.processIdentifier` in its code):
  /// ``firstProcessIdentifier`` for the first process the device starts, one more for each
  /// process after it, of any app. So the same scenario gives the same identifiers, a process
  /// started after a kill gets a new one and a suspended process that runs again keeps its own.
  public var processIdentifier: Int32 { identifier }
  @exclusivity(unchecked) private var identifier: Int32

  /// The identifier of the first process a device starts. An iOS device has started its own
  /// daemons before the first app, so an app's pid is in the hundreds; the number is fixed so that
  /// runs are reproducible.
  public static let firstProcessIdentifier: Int32 = 301

  /// The device's memory, the scenario's `device … memory=` (`ProcessInfo.physicalMemory` in the
  /// app's code).
  public let deviceMemoryBytes: Int

  /// The device's cores, the scenario's `device … cores=` (`ProcessInfo.processorCount` and
  /// `activeProcessorCount` in the app's code).
  public let deviceProcessorCount: Int

  /// Whether this process is still running.
  public var isAlive: Bool { alive }
  /// Whether the app's code still has effects: running, and not crashed. After a crash the
  /// code that runs on until the device ends the process (the rest of the callback) changes
  /// nothing, as the exception would have unwound it on iOS.
  private var runsCode: Bool { alive && reason == nil }
  /// The app's name on the device (`Notes`).
  public var appName: String { app.name }
  /// The number of the device the app runs on (``Device/number``).
  public var deviceNumber: Int { device.number }
  /// The app's state as the system sees it (`suspended` included).
  public var state: AppState { alive ? device.policyState.apps[app.index].state : .notRunning }
  /// The OS generation and hardware.
  public var environment: LifecycleEnvironment { deviceEnvironment }
  /// The app's Info.plist keys.
  public var info: AppInfo { appInfo }
  /// The device's own conditions: orientation, battery, accessories, locale, mail accounts.
  public var deviceConditions: DeviceConditions { device.policyState.conditions }
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

  /// Starts a timer of the app: `completion` runs `delay` from now, in virtual time.
  ///
  /// Unlike ``startWork(named:duration:completion:)`` the timer is due at an instant, as
  /// `DispatchQueue.main.asyncAfter` and `Timer` are on iOS: it does not fire while the app is
  /// suspended (its main thread does not run), fires as soon as the app runs again if the
  /// instant passed meanwhile, and is lost if the process ends first. Cancel it with
  /// ``ScheduledWork/cancel()``.
  @discardableResult
  public func startTimer(named name: String, delay: Duration, completion: @escaping () -> Void)
    -> ScheduledWork
  {
    device.startWork(named: name, duration: delay, keepsDeadline: true, for: app, completion: completion)
  }

  /// Says that the code now running keeps the main thread busy for `duration`
  /// (a synchronous load, say). The time passes when the current callback returns; a launch
  /// that takes longer than the watchdog allows, or an `applicationDidEnterBackground` that
  /// takes longer than its allowance, is killed.
  public func keepMainThreadBusy(for duration: Duration) {
    if runsCode { device.keepMainThreadBusy(app, for: duration) }
  }

  // MARK: Background tasks

  /// `beginBackgroundTask(withName:expirationHandler:)`: returns the task's identifier,
  /// or ``invalidBackgroundTask`` when running in the background is not possible.
  public func beginBackgroundTask(named name: String?, expirationHandler: (() -> Void)?) -> Int {
    guard runsCode else { return Self.invalidBackgroundTask }
    return device.beginBackgroundTask(for: app, name: name, expirationHandler: expirationHandler)
  }

  /// `endBackgroundTask(_:)`. Ending a task that is not open is recorded as misuse.
  public func endBackgroundTask(_ identifier: Int) {
    guard runsCode else { return }
    device.endBackgroundTask(identifier, for: app)
  }

  /// The identifier `UIBackgroundTaskIdentifier.invalid` stands for.
  nonisolated public static let invalidBackgroundTask = 0

  /// `backgroundTimeRemaining`: nil while in the foreground, where UIKit reports a
  /// "suitably large" value (`DBL_MAX`; “beginBackgroundTask(expirationHandler:)”, Developer
  /// Forums message 391799).
  public var backgroundTimeRemaining: Duration? {
    guard alive else { return nil }
    let slot = device.policyState.apps[app.index]
    guard slot.state == .background else { return nil }
    return slot.backgroundTimeLeft
  }

  /// Identifiers of the open background tasks, in the order they began.
  public var openBackgroundTasks: [Int] {
    alive ? device.policyState.apps[app.index].tasks.map(\.identifier) : []
  }

  // MARK: Memory, files, settings

  /// The app's memory footprint; changing it may trigger a warning or jetsam.
  public var footprintBytes: Int {
    get { device.policyState.apps[app.index].footprintBytes }
    set {
      guard runsCode else { return }
      device.setFootprint(of: app, to: newValue)
    }
  }

  /// The app's own data folder (real files; a kill loses only what was not written).
  public var dataDirectory: URL { device.storage.dataDirectory(of: app.name) }

  /// How reports name the app's preserved-state archive (`Notes/Restoration/restoration.archive`).
  public var preservedStateName: String { device.storage.archiveName(of: app.name) }

  /// The app's preserved interface state, as the system kept it when the app last entered the
  /// background: nil when there is none; a damaged archive throws, saying what is wrong.
  public func loadPreservedState() throws(ArchiveError) -> RestorationArchive? {
    try device.loadArchive(for: app)
  }

  /// Keeps `archive` as the app's preserved interface state (asked by the system, after
  /// `applicationDidEnterBackground` on iOS 6 and later). Deleting it is the system's
  /// decision, not the app's.
  public func savePreservedState(_ archive: RestorationArchive) throws(ArchiveError) {
    guard runsCode else { return }
    try device.saveArchive(archive, for: app)
  }

  /// A value of the app's settings and defaults, with its type (they live on disk: they
  /// survive kills).
  public func setting(_ key: String) -> PropertyListValue? { app.settings[key] }

  /// Every value of the app's settings and defaults.
  public var settings: [String: PropertyListValue] { app.settings }

  /// Stores a value in the app's defaults (nil removes it).
  public func setSetting(_ key: String, to value: PropertyListValue?) {
    guard runsCode else { return }
    app.settings[key] = value
  }

  /// The device locale (`en_US`).
  public var localeIdentifier: String { device.localeIdentifier }
  /// The device language (`en`).
  public var languageCode: String { device.languageCode }
  /// How many mail accounts the device has.
  public var mailAccountCount: Int { device.mailAccountCount }
  /// `UIDevice.current.orientation`.
  public var deviceOrientation: DeviceOrientation { device.policyState.conditions.orientation }
  /// `UIDevice.current.batteryLevel`, in percent.
  public var batteryLevelPercent: Int { device.policyState.conditions.batteryLevelPercent }
  /// `UIDevice.current.batteryState`.
  public var batteryState: BatteryState { device.policyState.conditions.batteryState }

  /// `UIApplication.isProtectedDataAvailable`: false from shortly after the lock of a device
  /// with a passcode until it is unlocked.
  public var isProtectedDataAvailable: Bool { device.policyState.conditions.isProtectedDataAvailable }

  // MARK: Background fetch, remote notifications, URLs

  /// The completion handler the callback now running hands the app (a background fetch, a
  /// remote notification on iOS 7 and later), by identifier; nil otherwise. The app calls
  /// ``callCompletionHandler(_:of:result:)`` with it exactly once, within the profile's time
  /// when in the background.
  public var pendingCompletionHandler: Int? { alive ? app.pendingCompletionHandler : nil }

  /// Calls the completion handler `identifier` of `callback` with `result` (its trace
  /// name: `newData`, `noData`, `failed`). A second call is recorded as a misuse.
  public func callCompletionHandler(_ identifier: Int, of callback: LifecycleCallback, result: String) {
    guard alive else {
      device.recordMisuse(by: app.index, .completionHandlerCalledAfterProcessEnded(callback))
      return
    }
    device.completionHandlerCalled(identifier, of: callback, result: result, by: app)
  }

  /// The URL the app is being asked to open, while the step that opens it runs (at the
  /// launch it causes too, for the launch options); nil otherwise.
  public var urlToOpen: String? { alive ? app.urlToOpen : nil }

  /// `setMinimumBackgroundFetchInterval(_:)`: nil for `backgroundFetchIntervalNever`.
  public func setMinimumBackgroundFetchInterval(_ interval: Duration?) {
    if alive { device.setMinimumBackgroundFetchInterval(interval, for: app) }
  }

  // MARK: Reporting

  /// Writes a line of the app's own into the trace.
  public func log(_ message: String) {
    if runsCode { device.record(.log(app: app.index, message)) }
  }

  /// Writes a view controller's callback into the trace (`viewDidLoad NotesViewController`).
  /// Traces show these with the lifecycle callbacks (`Docs/ScenarioLanguage.md`); they are
  /// not deliveries, so `expect callbacks` does not see them.
  public func traceViewControllerCallback(_ name: String, of controller: String) {
    if runsCode { device.record(.viewController(app: app.index, callback: name, controller: controller)) }
  }

  /// Says that the callback being delivered ran no code of the app's: the protocol's default
  /// ran because the app does not implement it. The trace shows the delivery as
  /// `callback (not implemented)` (``TraceEvent/notImplemented(app:_:)``).
  public func reportNotImplemented(_ callback: LifecycleCallback) {
    if runsCode { device.recordedTrace.markNotImplemented(app: app.index, callback: callback) }
  }

  /// Records a misuse of an API that iOS would let pass or log (an unbalanced
  /// `endBackgroundTask`); the explorer treats it as a finding.
  public func reportMisuse(_ message: String) {
    if runsCode { device.recordMisuse(by: app.index, message) }
  }

  /// Reports that the system refused the app's preserved state and launches it without
  /// restoring: a `.report` entry in the trace naming the archive (`path`, as the app's
  /// folder names it) and `reason`. Nothing is lost silently (`Docs/Architecture.md`):
  /// UIKit discards preserved state it cannot read (App Programming Guide, “Visual
  /// Appearance Across Launches”), and so does the adapter that calls this.
  public func reportRejectedArchive(path: String, reason: String) {
    if runsCode { device.record(.effect(app: app.index, .rejectedArchive(path: path, reason: reason))) }
  }

  /// Crashes the app now, as a failed precondition would: the process ends with a
  /// crash report and no further callback.
  public func crash(_ reason: String) {
    // The first crash ends the process; code that runs on until the device ends it cannot
    // crash it again.
    guard alive, self.reason == nil else { return }
    self.reason = reason
    device.crash(app)
  }
}

// MARK: The network

extension AppProcess {
  /// Starts a URL request of the app's code (`URLSessionTask.resume()`): `completion` runs with
  /// the answer the scenario's network gives (``NetworkPolicy``), after its latency in virtual
  /// time, outside any call into the app (run it as the app's code). Nil once the process ended.
  public func startRequest(
    method: String, url: String, timeout: Duration, completion: @escaping (NetworkAnswer) -> Void
  ) -> ScheduledWork? {
    guard isAlive else { return nil }
    return device.startRequest(method: method, url: url, timeout: timeout, for: app, completion: completion)
  }

  /// Cancels a request started with ``startRequest(method:url:timeout:completion:)``
  /// (`URLSessionTask.cancel()`): `completion` runs with `NSURLErrorCancelled` instead of the
  /// answer, on a later turn of the app's queues. Nothing once it completed.
  public func cancelRequest(
    _ work: ScheduledWork, method: String, url: String, completion: @escaping (NetworkAnswer) -> Void
  ) {
    guard isAlive else { return }
    device.cancelRequest(work, method: method, url: url, for: app, completion: completion)
  }
}
