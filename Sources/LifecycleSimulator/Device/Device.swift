public import Foundation
public import LifecycleCore

/// A simulated iOS device: the interpreter of ``LifecycleCore/DevicePolicy`` in virtual time.
///
/// The policy decides — which app an action reaches, which callbacks come in which order,
/// who is suspended or killed, which report a death leaves — over one value,
/// ``DeviceState``. The device carries out its commands: it holds the apps' code and calls it,
/// keeps the virtual clock, runs the apps' own work that takes time, keeps their data in a
/// storage backend (``DiskStorage`` or ``MemoryStorage``), and records what happened as typed
/// records (``Trace``).
///
/// Time starts at zero and moves only through ``advance(by:)`` (and while an app's code says
/// it keeps the main thread busy). Work due at the same instant runs in the order it was
/// scheduled; a deadline of the system due at the same instant as an app's work fires first.
/// Nothing here reads the wall clock, starts a thread or draws a random number except from
/// the seeded ``random`` generator: the same actions and seed give byte-identical traces.
///
/// The device and every app it runs belong to the main actor, as UIKit does on iOS: the
/// compiler refuses code that drives it from elsewhere.
///
/// - Warning: Work and background tasks still pending when a run ends are not dropped in
///   silence: ``leftOverWork`` lists them, and the scenario runner prints them.
@MainActor
public final class Device {
  /// The OS generation and hardware.
  public let environment: LifecycleEnvironment
  /// Memory available to apps.
  public let memoryBytes: Int
  /// The device's processor cores (`device … cores=`), which `ProcessInfo.processorCount` and
  /// `activeProcessorCount` answer the apps' code.
  public let processorCount: Int
  /// The free-memory levels for warnings and kills.
  public let memoryLevels: MemoryLevels
  /// The seed of ``random``.
  public let seed: UInt64
  /// The device's only source of randomness.
  public var random: SeededGenerator
  /// The device's clock; it moves only when the device advances it.
  public let clock = VirtualClock()
  /// How many app processes the device has started, of every app: the next process's identifier
  /// follows from it (``AppProcess/processIdentifier``).
  @exclusivity(unchecked) var processesStarted: Int32 = 0
  /// Where the apps' data is kept.
  public let storage: any DeviceStorage
  // Exclusivity: the device is driven from the main actor and its methods never hold an
  // access to one of its stored properties across a call that could touch the same property,
  // so the per-access runtime checks are switched off with `@exclusivity(unchecked)` on the
  // state the hot path touches (they cost a third of the time per event; see
  // Docs/Performance.md). The same holds for HostedApp and AppProcess.

  /// The policy's view of the device: every app's slot, the foreground, the lock, the call,
  /// memory. Only the policy changes it.
  public var state: DeviceState { policyState }
  @exclusivity(unchecked) var policyState: DeviceState
  /// Everything that happened, in order.
  public var trace: Trace { recordedTrace }
  @exclusivity(unchecked) var recordedTrace = Trace()
  /// Whether the trace records, kept apart from it so the hot path reads one Bool.
  @exclusivity(unchecked) var tracing = true
  /// Reports written about apps, in order.
  public var reports: [DeviceReport] { writtenReports }
  @exclusivity(unchecked) var writtenReports: [DeviceReport] = []

  /// The report the system wrote when it last ended `app`, if it wrote one and the app has not
  /// run since: why an action finds it gone.
  func reportOfLastDeath(of app: HostedApp) -> DeviceReport? {
    app.lastDeathReport.map { writtenReports[$0] }
  }

  let catalog: AppCatalog
  @exclusivity(unchecked) var hosted: [HostedApp] = [] {
    didSet { unretainedHosted = hosted.map { Unmanaged.passUnretained($0) } }
  }
  /// ``hosted`` without reference counts, for the deliveries (apps are never uninstalled, so
  /// `hosted` keeps every one alive as long as the device).
  @exclusivity(unchecked) var unretainedHosted: [Unmanaged<HostedApp>] = []
  var indexByName: [String: Int] = [:]
  /// The app the last action named (apps are never uninstalled, so it stays valid).
  @exclusivity(unchecked) var lastLookedUp: HostedApp?
  @exclusivity(unchecked) var scheduler = WorkScheduler()
  /// Whether a loop is carrying out the policy's commands: requests that come meanwhile
  /// (from app code the loop runs) are taken up by that loop.
  @exclusivity(unchecked) var draining = false
  /// Whether the completion of the app's own work is running.
  @exclusivity(unchecked) var runningOwnWork = false
  /// Whether the work due after an action is running.
  @exclusivity(unchecked) var runningDueWork = false
  /// The user's action `perform` hands to the app, and what went wrong running it.
  var pendingAction: PendingAction?
  var actionError: AppActionError?

  /// Creates a device.
  ///
  /// - Parameters:
  ///   - profile: The OS generation.
  ///   - memoryBytes: Memory available to apps.
  ///   - multitaskingSupported: Whether the hardware supports multitasking.
  ///   - seed: The seed of the device's random generator.
  ///   - hasPasscode: Whether the user set a passcode (the lock then makes protected data
  ///     unavailable).
  ///   - processorCount: The device's cores, which `ProcessInfo` answers the apps' code.
  ///   - catalog: The app code that can be installed.
  ///   - storage: Where app data goes; real folders in a fresh temporary folder when nil.
  public init(
    profile: OSProfile, memoryBytes: Int = 2 << 30, multitaskingSupported: Bool = true, seed: UInt64 = 0,
    hasPasscode: Bool = false, processorCount: Int = DeviceSpec.defaultProcessorCount,
    catalog: AppCatalog = .builtIn, storage: (any DeviceStorage)? = nil
  ) throws {
    self.number = DeviceNumbers.next()
    self.processorCount = processorCount
    let environment = LifecycleEnvironment(
      profile: profile,
      device: DeviceCapabilities(multitaskingSupported: multitaskingSupported, hasPasscode: hasPasscode))
    self.environment = environment
    self.memoryBytes = memoryBytes
    self.memoryLevels = .standard(totalBytes: memoryBytes)
    self.seed = seed
    self.random = SeededGenerator(seed: seed)
    self.catalog = catalog
    self.storage = try storage ?? DiskStorage()
    self.policyState = DeviceState(
      environment: environment, memoryCapacityBytes: memoryBytes, memoryLevels: memoryLevels)
  }

  /// Creates a device whose apps keep their data in real folders under `storageRoot` (a fresh
  /// temporary folder when nil).
  public convenience init(
    profile: OSProfile, memoryBytes: Int = 2 << 30, multitaskingSupported: Bool = true, seed: UInt64 = 0,
    catalog: AppCatalog = .builtIn, storageRoot: URL?
  ) throws {
    try self.init(
      profile: profile, memoryBytes: memoryBytes, multitaskingSupported: multitaskingSupported, seed: seed,
      catalog: catalog, storage: try storageRoot.map { try DiskStorage(root: $0) } ?? DiskStorage())
  }

  /// Creates a device from a scenario's `device` step.
  public convenience init(
    _ spec: DeviceSpec, catalog: AppCatalog = .builtIn, storage: (any DeviceStorage)? = nil
  ) throws {
    try self.init(
      profile: .of(spec.profile), memoryBytes: spec.memoryBytes,
      multitaskingSupported: spec.multitaskingSupported,
      seed: spec.seed, hasPasscode: spec.hasPasscode, processorCount: spec.processorCount, catalog: catalog,
      storage: storage)
  }

  /// This device's number among the devices made in this host process, from 1 in the order they
  /// were made: it tells apart two devices that run apps of the same name (a host keeping
  /// something per app on the device keys it by both), and ``DeviceNumbers/isAlive(_:)`` says
  /// whether the device is still there.
  public nonisolated let number: Int

  deinit {
    DeviceNumbers.ended(number)
    // The misuses no one read (``misuses``) are the console's, so that they are never lost.
    if warnsOfMisuses, !unreadMisuses.isEmpty {
      let recorded = recordedMisuses
      misuseWarningOutput(Self.warning(unread: unreadMisuses.sorted().map { recorded[$0] }))
    }
  }

  /// The current virtual time.
  public var now: VirtualInstant { currentTime }
  @exclusivity(unchecked) private(set) var currentTime = VirtualInstant.zero

  /// Moves virtual time forward to `instant` (never back), waking the clock's sleepers.
  func moveTime(to instant: VirtualInstant) {
    guard instant > currentTime else { return }
    currentTime = instant
    moveClock(to: instant)
  }

  /// The clock's own move, kept out of line: inlined into the command loop, its sleepers'
  /// generic storage would cost every action a metadata lookup and a dynamic stack frame.
  @inline(never)
  private func moveClock(to instant: VirtualInstant) {
    clock.move(to: instant)
  }

  /// Installs an app. Its code must be in the catalog.
  public func install(_ spec: InstallSpec) throws(DeviceError) {
    guard indexByName[spec.name] == nil else {
      throw DeviceError("an app named '\(spec.name)' is already installed")
    }
    guard let makeCode = catalog.factory(for: spec.appID) else {
      let available = "available: \(catalog.identifiers.joined(separator: ", "))"
      // `app=main` is no misspelling: it names the app of an app's own program, which this is not.
      if spec.appID == AppCatalog.ownProgramAppID {
        throw DeviceError(
          "unknown app code '\(spec.appID)': app=\(spec.appID) exists only in an app's own program (the one its "
            + "@main app delegate's main() runs, `swift run APP FILE.scn`), which installs that app under it; "
            + "here \(available)")
      }
      let hint = ScenarioSpelling.didYouMean(spec.appID, among: catalog.identifiers).map { $0 + " " } ?? ""
      throw DeviceError("unknown app code '\(spec.appID)'; \(hint)\(available)")
    }
    let declaration = catalog.declaration(for: spec.appID)
    var spec = spec
    if let declaration {
      if let minimum = declaration.minimumOSVersion, !environment.profile.generation.runs(minimum) {
        let oldest = OSGeneration.oldest(running: minimum)
        throw DeviceError(
          "cannot install '\(spec.name)': app '\(spec.appID)' requires iOS \(minimum) (its MinimumOSVersion) "
            + "and the device's profile is \(environment.profile.generation) (\(environment.profile.generation.displayName)); "
            + "use 'device profile=\(oldest)' or later")
      }
      spec.info = spec.info.overriding(declaration.info)
    }
    record(.step(.install(spec)))
    let input = DeviceInput.install(
      name: spec.name, info: spec.info, footprintBytes: spec.footprintBytes,
      hasPreservedState: storage.hasArchive(of: spec.name))
    guard case .installed(let index) = DevicePolicy.submit(input, to: &policyState) else {
      throw DeviceError("the device refused to install '\(spec.name)'")
    }
    let app = HostedApp(index: index, spec: spec, makeCode: makeCode)
    app.settingsSchema = declaration?.settings
    hosted.append(app)
    indexByName[spec.name] = index
    recordedTrace.register(app: spec.name, at: index)
  }

  /// App names in installation order: the order in which device-wide events reach apps.
  public var installedApps: [String] { hosted.map(\.name) }

  /// The state of an installed app.
  public func state(of app: String) -> AppState? { indexByName[app].map { policyState.apps[$0].state } }

  /// Every callback and notification `app` received, across its processes, in order.
  public func deliveries(of app: String) -> [Delivery] { indexByName[app].map { hosted[$0].received } ?? [] }

  /// The running code of `app`, or nil when it is not running.
  public func code(of app: String) -> (any SimulatedApp)? { indexByName[app].flatMap { hosted[$0].code } }

  /// The background modes `app` declares (its Info.plist's `UIBackgroundModes`), or nil when no
  /// such app is installed.
  public func backgroundModes(of app: String) -> Set<BackgroundMode>? {
    indexByName[app].map { policyState.apps[$0].info.backgroundModes }
  }

  /// The lifecycle Info.plist keys `app` was installed with (its bundle's declaration with the
  /// install line's flags over it), or nil when no such app is installed.
  public func info(of app: String) -> AppInfo? { indexByName[app].map { policyState.apps[$0].info } }

  /// Whether the device policy, asked now, would take `input` for `app` (its index handed to
  /// `input`): neither refuse it outright nor have the app's transition it starts rejected at
  /// once (a force quit of the app in front where the switcher does not show it). Asked of a
  /// copy of the policy's state: nothing on the device changes. (A rejection that comes later,
  /// once the input is under way and the app's code has run, is not foreseen.)
  public func policyWouldTake(_ input: (Int) -> DeviceInput, for app: String) -> Bool {
    guard let index = indexByName[app] else { return false }
    var copy = policyState
    if case .refused = DevicePolicy.submit(input(index), to: &copy) { return false }
    if case .refused(let refusedApp, _, _)? = DevicePolicy.next(&copy), refusedApp == index { return false }
    return true
  }

  /// The values the user set for `app` in the Settings app (`settings APP KEY=VALUE`), by key.
  public func settings(of app: String) -> [String: PropertyListValue] {
    indexByName[app].map { hosted[$0].settings } ?? [:]
  }

  /// The last app-switcher snapshot of `app`.
  public func snapshot(of app: String) -> String? { indexByName[app].flatMap { hosted[$0].snapshot } }

  /// The data folder of `app`.
  public func dataDirectory(of app: String) -> URL? {
    indexByName[app] == nil ? nil : storage.dataDirectory(of: app)
  }

  /// The app on screen, if any.
  public var foregroundApp: String? { policyState.foreground.map { hosted[$0].name } }

  /// The app switcher, most recently used first.
  public var recents: [String] { policyState.switcher.reversed().map { hosted[$0].name } }

  /// Whether the screen is locked.
  public var isLocked: Bool { policyState.isLocked }

  /// Memory used by running apps.
  public var usedMemoryBytes: Int { policyState.memoryInUseBytes }

  /// The device locale (`en_US`).
  public var localeIdentifier: String { policyState.conditions.localeIdentifier }
  /// The device language (`en`).
  public var languageCode: String { policyState.conditions.languageCode }
  /// How many mail accounts are configured.
  public var mailAccountCount: Int { policyState.conditions.mailAccountCount }

  /// The misuses apps' code committed, in order (``DeviceMisuse``): an unbalanced
  /// `endBackgroundTask`, a completion handler called twice, a key written to Foundation's own
  /// `UserDefaults.standard`. A scenario run fails on them; a test that drives the device
  /// directly should expect none: `#expect(device.misuses.isEmpty, "\(device.misuses)")`, or
  /// the ones it means. Reading them takes them: they are the reader's to show, and the device
  /// no longer writes them to standard error (``warnsOfMisuses``); ``misuses(of:)`` takes one
  /// app's.
  public var misuses: [DeviceMisuse] {
    unreadMisuses.removeAll()
    return recordedMisuses
  }
  var recordedMisuses: [DeviceMisuse] = []
  /// The positions in ``recordedMisuses`` of the misuses no reader has taken yet.
  var unreadMisuses: Set<Int> = []
  /// Whether the misuses no one read from ``misuses`` are written to standard error when the
  /// device is released, so that a test that never reads them still shows them, and one that
  /// expects them keeps them in its own output. The scenario runner and the explorer report
  /// misuses themselves and turn this off.
  public var warnsOfMisuses = true
  /// Where the unread misuses go when the device is released: standard error (a test of the
  /// rule gives its own).
  var misuseWarningOutput: @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

  /// Whether release builds check the device's invariants after each input too (one app in
  /// front, the memory in use the sum of the running apps' footprints, no app that runs no code
  /// with work running, …; debug and test builds always check them): the explorer turns it on,
  /// so that a search never goes on from a state no iOS device can be in.
  public var checksInvariants = false

  /// Work and background tasks still pending: reported when a run ends, never dropped silently.
  public var leftOverWork: [String] {
    let work = scheduler.pending.map { "\($0.owner ?? "device"): work '\($0.name)'" }
    let frozen = hosted.flatMap { app in
      app.work.filter { $0.remainingWhileFrozen != nil && !$0.isCancelled }
        .map {
          "\(app.name): work '\($0.name)' frozen with \(TimeFormat.seconds($0.remainingWhileFrozen!)) left"
        }
    }
    let tasks = hosted.flatMap { app in
      policyState.apps[app.index].tasks.map {
        "\(app.name): background task \($0.identifier) '\($0.name)' still open"
      }
    }
    return work + frozen + tasks
  }

  /// Appends a record, stamped now, while the device traces.
  @inline(__always)
  func record(_ event: @autoclosure () -> TraceEvent) {
    guard tracing else { return }
    recordedTrace.append(event(), at: currentTime.offset)
  }

  /// Whether the device keeps its record: the trace, every app's deliveries
  /// (``deliveries(of:)``) and the switcher snapshots of apps that do not preserve state
  /// (``snapshot(of:)``). Benchmarks turn it off to measure the policy alone; what happens —
  /// states, callbacks the apps' code receives, kills, reports, time — is the same either way
  /// (a test runs the same random actions both ways and compares).
  public var isTracing: Bool {
    get { tracing }
    set {
      tracing = newValue
      recordedTrace.isRecording = newValue
      // A device that records nothing needs only the commands it carries out.
      policyState.reporting = newValue ? .everything : []
    }
  }

  /// The app named `name`.
  func installed(_ name: String) throws(DeviceError) -> HostedApp {
    // Most actions name the app of the previous one: skip the hash lookup then.
    if let last = lastLookedUp, last.name == name { return last }
    guard let index = indexByName[name] else {
      throw DeviceError("unknown app '\(name)'; installed apps: \(installedApps.joined(separator: ", "))")
    }
    lastLookedUp = hosted[index]
    return hosted[index]
  }
}

/// A device operation that cannot be carried out (an unknown app, a name taken twice).
public struct DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// Creates an error.
  public init(_ message: String) { self.message = message }
  /// `message`.
  public var description: String { message }
}
