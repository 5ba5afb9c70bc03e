public import LifecycleCore

/// The device policy itself as an explorable model: ``DevicePolicy`` on one OS generation with
/// `apps` installed apps that behave as the built-in tracer app — they answer every callback
/// at once (a completion handler they are handed, they call at once; asked to preserve their
/// interface, they store nothing) — and, optionally, one app that begins a background task in
/// `applicationDidEnterBackground` (or `sceneDidEnterBackground`) and ends it never, at once
/// or in its expiration handler (``TaskApp``), and one app the system wakes in the background
/// for fetches and `content-available` pushes, which calls their completion handlers at once or
/// never (``WakeApp``).
///
/// Time is abstracted: instead of every duration, the one input
/// ``PolicyInput/advanceToNextDeadline`` moves virtual time to ``DeviceState/nextDeadline``
/// (an expiration handler, the end of background time, protected data locking), so the search
/// meets every deadline without enumerating clock values.
///
/// A step submits the input, then takes every command the policy hands out, answering the
/// apps' requests as tracer apps do, and checks the policy's own properties on the way and on
/// the state it reaches (``PolicyViolation/Kind``). The state is the ``DeviceState`` plus what
/// each app's code believes about its own background tasks (``PolicyModelState``).
public struct PolicyModel: ExplorableModel, Sendable {
  /// When the task app ends the background task it begins as it enters the background.
  public enum TaskEnding: String, Hashable, Sendable, CaseIterable {
    /// Never: not even in its expiration handler (the system is right to end it with a penalty).
    case never
    /// At once, before `applicationDidEnterBackground` returns.
    case atOnce
    /// In the expiration handler, as Apple's documentation of
    /// `beginBackgroundTask(expirationHandler:)` asks.
    case onExpiration
  }

  /// The one app (if any) that begins a background task as it enters the background.
  public struct TaskApp: Hashable, Sendable {
    /// Its index among the installed apps.
    public var app: Int
    /// When it ends the task.
    public var ending: TaskEnding

    /// Creates the description of the task app.
    public init(app: Int, ending: TaskEnding) {
      self.app = app
      self.ending = ending
    }
  }

  /// When the wake app calls the completion handler a fetch or a push hands it.
  public enum HandlerCalling: String, Hashable, Sendable, CaseIterable {
    /// Before the callback returns, as a tracer app does.
    case atOnce
    /// Never: the system holds the app in the background until its allowance is up, then
    /// ends it with a penalty, as for a background task held past its time.
    case never
  }

  /// The one app (if any) the system wakes in the background: it declares the `fetch` and
  /// `remote-notification` background modes and, at each launch, asks for fetches as often as
  /// the system allows (`setMinimumBackgroundFetchInterval(backgroundFetchIntervalMinimum)`),
  /// so on a generation with background wakes (iOS 7 and later) the search may fetch for it or
  /// push to it in any state.
  public struct WakeApp: Hashable, Sendable {
    /// Its index among the installed apps.
    public var app: Int
    /// When it calls the completion handlers it is handed.
    public var handlers: HandlerCalling

    /// Creates the description of the wake app.
    public init(app: Int, handlers: HandlerCalling) {
      self.app = app
      self.handlers = handlers
    }
  }

  /// The inputs the search offers besides the standard alphabet (``enabledInputs(of:into:)``):
  /// the user's and the system's other actions, and the apps' code changing its footprint.
  public struct Events: OptionSet, Hashable, Sendable {
    /// The set's bits, one per kind of input.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Notification Center pulled down when it is closed, pushed back when it is open.
    public static let notificationCenter = Events(rawValue: 1 << 0)
    /// `open-url appN` for each app not in front: another app opens one of its URLs, which
    /// brings it to the front as a launch does (with `application(_:open:options:)`).
    public static let openURL = Events(rawValue: 1 << 1)
    /// `settings appN` for each app: the user changes one of its settings in the Settings app
    /// (`NSUserDefaultsDidChangeNotification`, held for a suspended app).
    public static let settings = Events(rawValue: 1 << 2)
    /// `locale de_DE` while the region format is `en_US`, `locale en_US` while it is not
    /// (`NSCurrentLocaleDidChangeNotification`, held for a suspended app).
    public static let locale = Events(rawValue: 1 << 3)
    /// `significant-time-change` (`applicationSignificantTimeChange`, held for a suspended
    /// app).
    public static let significantTimeChange = Events(rawValue: 1 << 4)
    /// `reboot`: every process ends, without a callback.
    public static let reboot = Events(rawValue: 1 << 5)
    /// `footprint appN grow` and `shrink`: an app whose code runs (in front, or running in
    /// the background) takes half of the device's memory for apps, or gives it back; the
    /// system may then have to make room.
    public static let footprint = Events(rawValue: 1 << 6)
    /// `language de` while the language is `en`, `language en` while it is not: every running
    /// app's process ends, as iOS ends them for a language change.
    public static let language = Events(rawValue: 1 << 7)
    /// `mail-accounts 0` while there is one, `mail-accounts 1` while there is none: what
    /// `MFMailComposeViewController.canSendMail()` then answers.
    public static let mailAccounts = Events(rawValue: 1 << 8)
    /// `orientation landscape-left` while the device is upright, `orientation portrait` while
    /// it is not (`UIDeviceOrientationDidChangeNotification`, held for a suspended app).
    public static let orientation = Events(rawValue: 1 << 9)
    /// The battery's level between 100% and 20%, and its state between unplugged and charging,
    /// each an input (`UIDeviceBatteryLevelDidChangeNotification` and
    /// `UIDeviceBatteryStateDidChangeNotification`, held for a suspended app).
    public static let battery = Events(rawValue: 1 << 10)
    /// `accessory connect dock` and `disconnect` (`EAAccessoryDidConnectNotification` and
    /// `EAAccessoryDidDisconnectNotification`, held for a suspended app and coalesced: a
    /// connect and a disconnect while away cancel out).
    public static let accessory = Events(rawValue: 1 << 11)
    /// `busy appN on` and `off`: from then on, each callback the app's code receives keeps its
    /// main thread busy for ``PolicyModel/busyCallbackTime`` — past the time
    /// `applicationDidEnterBackground` is allowed, within a launch's — so that the watchdog's
    /// kills are searched with every other input.
    public static let busy = Events(rawValue: 1 << 12)

    /// Every input above.
    public static let all: Events = [
      .notificationCenter, .openURL, .settings, .locale, .significantTimeChange, .reboot, .footprint,
      .language,
      .mailAccounts, .orientation, .battery, .accessory, .busy,
    ]

    /// The names the command line takes (`--events notification-center,reboot`), each with its set.
    public static let names: [(name: String, events: Events)] = [
      ("notification-center", .notificationCenter), ("open-url", .openURL), ("settings", .settings),
      ("locale", .locale), ("significant-time-change", .significantTimeChange), ("reboot", .reboot),
      ("footprint", .footprint), ("language", .language), ("mail-accounts", .mailAccounts),
      ("orientation", .orientation), ("battery", .battery), ("accessory", .accessory), ("busy", .busy),
    ]
  }

  /// The generation whose profile the policy runs.
  public let generation: OSGeneration
  /// How many tracer apps are installed (`app0`, `app1`, …).
  public let appCount: Int
  /// Memory for apps.
  public let memoryCapacityBytes: Int
  /// Each app's memory footprint.
  public let footprintBytes: Int
  /// The app that begins a background task, if any.
  public let taskApp: TaskApp?
  /// The app the system wakes in the background, if any.
  public let wakeApp: WakeApp?
  /// The inputs offered besides the standard alphabet.
  public let events: Events
  /// A property of states to check besides the policy's own (nil for none): it returns what
  /// is wrong, reported as ``PolicyViolation/Kind/extra``. Tests use it to plant a violation.
  public let extraInvariant: (@Sendable (PolicyModelState) -> String?)?
  /// The device with every app installed and none running.
  public let initialState: PolicyModelState

  /// Creates the model: `apps` tracer apps of `footprintBytes` each, installed on a device of
  /// `generation` with `memoryCapacityBytes` for apps. The task app and the wake app may be the
  /// same app. `events` adds inputs to the standard alphabet.
  public init(
    generation: OSGeneration, apps: Int = 2, memoryCapacityBytes: Int = 256 << 20,
    footprintBytes: Int = 16 << 20, taskApp: TaskApp? = nil, wakeApp: WakeApp? = nil, events: Events = [],
    extraInvariant: (@Sendable (PolicyModelState) -> String?)? = nil
  ) {
    precondition((1...64).contains(apps), "the policy model needs from 1 to 64 apps")
    precondition(taskApp.map { (0..<apps).contains($0.app) } ?? true, "the task app must be installed")
    precondition(wakeApp.map { (0..<apps).contains($0.app) } ?? true, "the wake app must be installed")
    self.generation = generation
    appCount = apps
    self.memoryCapacityBytes = memoryCapacityBytes
    self.footprintBytes = footprintBytes
    self.taskApp = taskApp
    self.wakeApp = wakeApp
    self.events = events
    self.extraInvariant = extraInvariant
    var device = DeviceState(
      environment: LifecycleEnvironment(profile: .of(generation), device: .standard),
      memoryCapacityBytes: memoryCapacityBytes)
    for app in 0..<apps {
      let info = app == wakeApp?.app ? AppInfo(backgroundModes: [.fetch, .remoteNotification]) : .standard
      let installed = DevicePolicy.step(
        device,
        .install(name: "app\(app)", info: info, footprintBytes: footprintBytes, hasPreservedState: false))
      device = installed.state
    }
    initialState = PolicyModelState(device: device, believedOpenTasks: Array(repeating: [], count: apps))
  }

  /// The inputs that can change something in `state`: launching any app not in front, Home
  /// with an app in front, picking a running app in the switcher or quitting it there (with
  /// multitasking), the call actions the call's phase allows, lock or unlock, a memory warning,
  /// memory pressure, a background fetch and a `content-available` push for the wake app (where
  /// the generation has them), and advancing to the next deadline when one is armed; then those
  /// of ``events``. An input the policy refuses in some corner (a launch under the lock, a fetch
  /// while the last one's handler is open) is still offered: it leaves the state as it was.
  public func enabledInputs(of state: PolicyModelState, into inputs: inout InputBuffer<PolicyInput>) {
    let device = state.device
    for app in 0..<appCount where app != device.foreground { inputs.append(.launch(app)) }
    if device.foreground != nil { inputs.append(.home) }
    if device.environment.profile.supportsMultitasking {
      for app in device.switcher where app != device.foreground && device.apps[app].state.isRunning {
        inputs.append(.switchTo(app))
        inputs.append(.quit(app))
      }
    }
    if let wakeApp, device.environment.profile.hasBackgroundWakes {
      inputs.append(.backgroundFetch(wakeApp.app))
      inputs.append(.silentPush(wakeApp.app))
    }
    switch device.call.phase {
    case .none: inputs.append(.call(.incoming))
    case .ringing:
      inputs.append(.call(.accept))
      inputs.append(.call(.decline))
    case .answered: inputs.append(.call(.end))
    }
    inputs.append(device.isLocked ? .unlock : .lock)
    inputs.append(.memoryWarning)
    inputs.append(.memoryPressure)
    if device.nextDeadline != nil { inputs.append(.advanceToNextDeadline) }
    guard !events.isEmpty else { return }
    if events.contains(.notificationCenter) {
      inputs.append(.notificationCenter(open: !device.isNotificationCenterOpen))
    }
    if events.contains(.openURL) {
      for app in 0..<appCount where app != device.foreground { inputs.append(.openURL(app)) }
    }
    if events.contains(.settings) { for app in 0..<appCount { inputs.append(.settings(app)) } }
    if events.contains(.locale) {
      inputs.append(.locale(device.conditions.localeIdentifier == "en_US" ? "de_DE" : "en_US"))
    }
    if events.contains(.significantTimeChange) { inputs.append(.significantTimeChange) }
    if events.contains(.reboot) { inputs.append(.reboot) }
    if events.contains(.footprint) {
      for app in 0..<appCount where device.apps[app].state.executesCode {
        inputs.append(.footprint(app, grow: device.apps[app].footprintBytes != grownFootprintBytes))
      }
    }
    let conditions = device.conditions
    if events.contains(.language) { inputs.append(.language(conditions.languageCode == "en" ? "de" : "en")) }
    if events.contains(.mailAccounts) {
      inputs.append(.mailAccounts(conditions.mailAccountCount == 0 ? 1 : 0))
    }
    if events.contains(.orientation) {
      inputs.append(.orientation(conditions.orientation == .portrait ? .landscapeLeft : .portrait))
    }
    if events.contains(.battery) {
      inputs.append(.batteryLevel(conditions.batteryLevelPercent == 100 ? 20 : 100))
      inputs.append(.batteryCharging(conditions.batteryState != .charging))
    }
    if events.contains(.accessory) {
      inputs.append(.accessory(connected: !conditions.accessories.contains(Self.accessoryName)))
    }
    if events.contains(.busy) {
      for app in 0..<appCount { inputs.append(.busy(app, on: !state.isBusy(app))) }
    }
  }

  /// How long a busy app's code keeps the main thread in each callback (``Events/busy``): 6
  /// seconds, past the 5 `applicationDidEnterBackground` is allowed and within the 20 of a
  /// launch (“Strategies for Handling App State Transitions”; the watchdog's limits are rows of
  /// the profiles).
  public static let busyCallbackTime = Duration.seconds(6)

  /// The accessory ``Events/accessory`` connects and disconnects.
  public static let accessoryName = "dock"

  /// What an app's footprint grows to (``Events/footprint``): half the device's memory for apps.
  public var grownFootprintBytes: Int { memoryCapacityBytes / 2 }

  /// The state's `hashValue` (Swift's `Hasher`, SipHash-1-3 with a 64-bit result, over every
  /// field of ``DeviceState`` and the apps' beliefs) as 64 bits: hash compaction. The hasher
  /// is seeded per process, so the fingerprints differ from run to run while the counts do
  /// not — unless two distinct states collide, with a chance of about n²/2⁶⁵ for n states.
  public func fingerprint(_ state: PolicyModelState) -> UInt64 {
    UInt64(bitPattern: Int64(state.hashValue))
  }

  /// The device input `input` stands for in `state` (the advance to the next deadline is
  /// an advance by the time left before it); nil for a change in the apps' code, not the
  /// device (``PolicyInput/busy(_:on:)``).
  public func deviceInput(for input: PolicyInput, in state: PolicyModelState) -> DeviceInput? {
    switch input {
    case .launch(let app): .launch(app)
    case .home: .home
    case .switchTo(let app): .switchTo(app)
    case .quit(let app): .quit(app)
    case .backgroundFetch(let app): .backgroundFetch(app)
    case .silentPush(let app): .remoteNotification(app, contentAvailable: true)
    case .call(let action): .call(action)
    case .lock: .lock
    case .unlock: .unlock
    case .memoryWarning: .memoryWarning
    case .memoryPressure: .memoryPressure
    case .advanceToNextDeadline: .advance(state.device.nextDeadline ?? .zero)
    case .notificationCenter(let open): .notificationCenter(open: open)
    case .openURL(let app): .openURL(app)
    case .settings(let app): .settingsChanged(app)
    case .locale(let identifier): .localeChanged(identifier)
    case .significantTimeChange: .significantTimeChange
    case .reboot: .reboot
    case .footprint(let app, let grow): .setFootprint(app, bytes: grow ? grownFootprintBytes : footprintBytes)
    case .language(let code): .languageChanged(code)
    case .mailAccounts(let count): .mailAccounts(count)
    case .orientation(let orientation): .orientation(orientation)
    case .batteryLevel(let level): .battery(levelPercent: level, state: state.device.conditions.batteryState)
    case .batteryCharging(let charging):
      .battery(
        levelPercent: state.device.conditions.batteryLevelPercent, state: charging ? .charging : .unplugged)
    case .accessory(let connected): .accessory(name: Self.accessoryName, connected: connected)
    case .busy: nil
    }
  }
}

/// One state of ``PolicyModel``: the device policy's state, idle between inputs, and what each
/// app's code believes about its own background tasks.
public struct PolicyModelState: Hashable, Sendable {
  /// The policy's state.
  public var device: DeviceState
  /// Per app, the identifiers of the background tasks its code has begun and not ended, and of
  /// the completion handlers it holds and has not called, as the code itself counts them
  /// (emptied when its process ends): the reference against which a penalty kill is judged.
  public var believedOpenTasks: [[Int]]
  /// The apps whose code is busy (``PolicyModel/Events/busy``), one bit each: app N is bit N.
  public var busyApps: UInt64

  /// Creates a state.
  public init(device: DeviceState, believedOpenTasks: [[Int]], busyApps: UInt64 = 0) {
    self.device = device
    self.believedOpenTasks = believedOpenTasks
    self.busyApps = busyApps
  }

  /// Whether app `app`'s code keeps the main thread busy in each callback.
  public func isBusy(_ app: Int) -> Bool { busyApps & (1 << UInt64(app)) != 0 }
}

/// A property of the device policy a step of ``PolicyModel`` broke.
public struct PolicyViolation: Hashable, Sendable, CustomStringConvertible {
  /// Which property.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// ``DeviceState/invariantViolations`` is not empty.
    case deviceInvariant
    /// More than one app is in the foreground (inactive or active).
    case twoForegroundApps
    /// A callback or notification was delivered to, or an expiration handler run in, an app
    /// while it was suspended.
    case deliveryToSuspendedApp
    /// An app was killed with a penalty (background task overrun) while its code had ended
    /// a task the report names (or called its completion handler), or had none open.
    case penaltyForEndedTask
    /// An app came back from the background (suspended, or running there) to the foreground
    /// without `applicationWillEnterForeground` (or `sceneWillEnterForeground`), on a generation
    /// with multitasking.
    case resumeWithoutWillEnterForeground
    /// Jetsam's victims are not the first apps in jetsam's order (the lowest band first, within
    /// a band the earliest to enter it), or not running.
    case jetsamOrder
    /// The model's ``PolicyModel/extraInvariant`` failed.
    case extra
  }

  /// Which property.
  public var kind: Kind
  /// What happened, in words.
  public var message: String

  /// Creates a violation.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// `kind: message`.
  public var description: String { "\(kind.rawValue): \(message)" }
}
