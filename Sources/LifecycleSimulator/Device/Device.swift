public import Foundation
public import LifecycleCore

/// A simulated iOS device: a virtual clock, installed apps, the foreground app and
/// the app switcher, background time, the launch watchdog, memory and jetsam,
/// interruptions, settings — and the trace of everything that happened.
///
/// The policy (which callbacks, in which order, who is suspended or killed) comes
/// from ``LifecycleCore``; the device executes it in virtual time.
///
/// Time starts at zero and moves only through ``advance(by:)`` (and while an app's
/// code says it keeps the main thread busy). Work due at the same instant runs in the
/// order it was scheduled. Nothing here reads the wall clock, starts a thread or
/// draws a random number except from the seeded ``random`` generator: the same
/// actions and seed give byte-identical traces.
///
/// - Warning: Not thread-safe: drive one device from one task. Apps written against
///   the UIKit-shaped API expect that task to be the main actor, as on iOS.
@MainActor
public final class Device {
  /// The OS generation and hardware.
  public let environment: LifecycleEnvironment
  /// Memory available to apps.
  public let memoryBytes: Int
  /// The free-memory levels for warnings and kills.
  public let memoryLevels: MemoryLevels
  /// The seed of ``random``.
  public let seed: UInt64
  /// The device's only source of randomness.
  public var random: SeededGenerator
  /// The device's clock; it moves only when the device advances it.
  public let clock = VirtualClock()
  // Exclusivity: the device is driven from one task and its methods never hold an
  // access to one of its stored properties across a call that could touch the same
  // property, so the per-access runtime checks are switched off with
  // `@exclusivity(unchecked)` on the state the hot path touches (they cost a third of
  // the time per event; see BENCHMARKS.md). The same holds for InstalledApp,
  // AppProcess and TracerApp.

  /// Everything that happened, in order.
  public var trace: Trace { recordedTrace }
  /// The trace's storage. Internal, so that the optimiser can drop the dynamic
  /// exclusivity checks a public stored property would need on every event.
  @exclusivity(unchecked) var recordedTrace = Trace()
  /// Whether the trace records, kept apart from it so the hot path reads one Bool.
  @exclusivity(unchecked) var tracing = true
  /// Crash, watchdog and jetsam reports, in order.
  public var reports: [DeviceReport] { writtenReports }
  @exclusivity(unchecked) var writtenReports: [DeviceReport] = []
  /// The folder under which each app has its data folder.
  public let storageRoot: URL

  let catalog: AppCatalog
  @exclusivity(unchecked) var apps: [String: InstalledApp] = [:]
  /// The app the last action named (apps are never uninstalled, so it stays valid).
  @exclusivity(unchecked) var lastLookedUp: InstalledApp?
  /// App names in installation order: the order in which device-wide events reach apps.
  public var installedApps: [String] { installOrder }
  private(set) var installOrder: [String] = []
  /// The installed apps themselves, in the same order.
  @exclusivity(unchecked) private(set) var installedList: [InstalledApp] = []
  /// The app on screen, if any.
  public var foregroundApp: String? { foreground?.name }
  /// The app on screen, held directly so that actions need no lookup by name.
  @exclusivity(unchecked) var foreground: InstalledApp?
  /// The app switcher, most recently used first.
  public var recents: [String] { recentApps.reversed().map(\.name) }
  /// The switcher's apps themselves, most recently used *last* (so that bringing an app to
  /// the front appends), compared by identity on the hot path.
  @exclusivity(unchecked) var recentApps: [InstalledApp] = []
  /// Whether the screen is locked.
  public var isLocked: Bool { locked }
  @exclusivity(unchecked) var locked = false
  @exclusivity(unchecked) var lockedApp: InstalledApp?
  @exclusivity(unchecked) var call = CallState.none
  @exclusivity(unchecked) var notificationCenterOpen = false
  /// The device locale (`en_US`).
  public internal(set) var localeIdentifier = "en_US"
  /// The device language (`en`).
  public internal(set) var languageCode = "en"
  /// How many mail accounts are configured.
  public internal(set) var mailAccountCount = 1

  @exclusivity(unchecked) var scheduler = WorkScheduler()
  /// Memoised core outcomes, one table per distinct set of Info.plist keys.
  var transitionMemos: [AppInfo: TransitionMemo] = [:]
  @exclusivity(unchecked) var nextBandEntry: UInt64 = 0
  var nextTaskIdentifier = 1
  @exclusivity(unchecked) var belowWarningLevel = false
  /// Room for jetsam's candidates and plan, reused by every memory event.
  @exclusivity(unchecked) var jetsamCandidates: [JetsamCandidate] = []
  @exclusivity(unchecked) var jetsamCandidateApps: [InstalledApp] = []
  @exclusivity(unchecked) var jetsamPlan = JetsamPlanPositions()
  @exclusivity(unchecked) var transitionDepth = 0

  /// Creates a device.
  ///
  /// - Parameters:
  ///   - profile: The OS generation.
  ///   - memoryBytes: Memory available to apps.
  ///   - multitaskingSupported: Whether the hardware supports multitasking.
  ///   - seed: The seed of the device's random generator.
  ///   - catalog: The app code that can be installed.
  ///   - storageRoot: Where app data folders go; a fresh temporary folder when nil.
  public init(
    profile: OSProfile, memoryBytes: Int = 2 << 30, multitaskingSupported: Bool = true, seed: UInt64 = 0,
    catalog: AppCatalog = .builtIn, storageRoot: URL? = nil
  ) throws {
    self.environment = LifecycleEnvironment(
      profile: profile, device: DeviceCapabilities(multitaskingSupported: multitaskingSupported)
    )
    self.memoryBytes = memoryBytes
    self.memoryLevels = .standard(totalBytes: memoryBytes)
    self.seed = seed
    self.random = SeededGenerator(seed: seed)
    self.catalog = catalog
    if let storageRoot {
      self.storageRoot = storageRoot
    } else {
      self.storageRoot = FileManager.default.temporaryDirectory
        .appendingPathComponent(
          "lifecycle-device-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    }
    try FileManager.default.createDirectory(at: self.storageRoot, withIntermediateDirectories: true)
  }

  /// Creates a device from a scenario's `device` step.
  public convenience init(
    _ spec: DeviceSpec, catalog: AppCatalog = .builtIn, storageRoot: URL? = nil
  ) throws {
    try self.init(
      profile: .of(spec.profile), memoryBytes: spec.memoryBytes,
      multitaskingSupported: spec.multitaskingSupported,
      seed: spec.seed, catalog: catalog, storageRoot: storageRoot
    )
  }

  /// The current virtual time.
  public var now: VirtualInstant { currentTime }
  @exclusivity(unchecked) private(set) var currentTime = VirtualInstant.zero

  /// Moves virtual time forward to `instant` (never back), waking the clock's sleepers.
  func moveTime(to instant: VirtualInstant) {
    guard instant > currentTime else { return }
    currentTime = instant
    clock.move(to: instant)
  }

  /// Installs an app. Its code must be in the catalog.
  public func install(_ spec: InstallSpec) throws(DeviceError) {
    guard apps[spec.name] == nil else {
      throw DeviceError("an app named '\(spec.name)' is already installed")
    }
    guard let makeCode = catalog.factory(for: spec.appID) else {
      throw DeviceError(
        "unknown app code '\(spec.appID)'; available: \(catalog.identifiers.joined(separator: ", "))")
    }
    // The folder itself is created when the app first runs: installing costs no disk access.
    let folder = storageRoot.appendingPathComponent(Self.folderName(for: spec.name), isDirectory: true)
    let memo = transitionMemos[spec.info] ?? TransitionMemo()
    transitionMemos[spec.info] = memo
    apps[spec.name] = InstalledApp(
      spec: spec, dataDirectory: folder, environment: environment, transitions: memo, makeCode: makeCode
    )
    installOrder.append(spec.name)
    installedList.append(apps[spec.name]!)
    record(nil, .step, ScenarioPrinter.install(spec))
  }

  /// The state of an installed app.
  public func state(of app: String) -> AppState? { apps[app]?.state }

  /// Every callback and notification `app` received, across its processes, in order.
  public func deliveries(of app: String) -> [Delivery] { apps[app]?.received ?? [] }

  /// The running code of `app`, or nil when it is not running.
  public func code(of app: String) -> (any SimulatedApp)? { apps[app]?.code }

  /// The last app-switcher snapshot of `app`.
  public func snapshot(of app: String) -> String? { apps[app]?.snapshot }

  /// The data folder of `app`.
  public func dataDirectory(of app: String) -> URL? { apps[app]?.dataDirectory }

  /// Memory used by running apps, kept up to date as processes start, end and grow.
  public var usedMemoryBytes: Int { memoryInUse }
  @exclusivity(unchecked) var memoryInUse = 0

  /// Work and background tasks still pending: reported when a run ends, never dropped silently.
  public var leftOverWork: [String] {
    let work = scheduler.pending.filter { !$0.isSystemTimer }.map {
      "\($0.owner ?? "device"): work '\($0.name)'"
    }
    let frozen = installOrder.flatMap { name in
      apps[name]!.work.filter { $0.remainingWhileFrozen != nil && !$0.isCancelled }
        .map { "\(name): work '\($0.name)' frozen with \(TimeFormat.seconds($0.remainingWhileFrozen!)) left" }
    }
    let tasks = installOrder.flatMap { name in
      apps[name]!.tasks.map { "\(name): background task \($0.identifier) '\($0.name)' still open" }
    }
    return work + frozen + tasks
  }

  /// Appends a trace entry; the detail is only built while the trace records.
  func record(_ app: String?, _ kind: TraceKind, _ detail: @autoclosure () -> String) {
    guard tracing else { return }
    recordedTrace.append(TraceEntry(time: currentTime.offset, app: app, kind: kind, detail: detail()))
  }

  /// Whether the device keeps its record: the trace, every app's deliveries
  /// (``deliveries(of:)``) and the switcher snapshots of apps that do not preserve state
  /// (``snapshot(of:)``). Benchmarks turn it off to measure the policy alone; what happens
  /// — states, callbacks the apps' code receives, kills, reports, time — is the same either
  /// way (a test runs the same random actions both ways and compares).
  public var isTracing: Bool {
    get { tracing }
    set {
      tracing = newValue
      recordedTrace.isRecording = newValue
    }
  }

  private static func folderName(for name: String) -> String {
    let allowed = name.unicodeScalars.map {
      CharacterSet.alphanumerics.contains($0) || $0 == "-" ? Character($0) : "_"
    }
    return String(allowed)
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
