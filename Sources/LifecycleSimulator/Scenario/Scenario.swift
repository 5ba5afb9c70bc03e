public import LifecycleCore

/// A parsed scenario: the steps of one file, in order, each with its position.
///
/// The language is specified in `Docs/ScenarioLanguage.md`.
public struct Scenario: Hashable, Sendable {
  /// The file the scenario was read from (or a name such as `<demo>`).
  public var file: String
  /// The steps, in file order.
  public var steps: [ScenarioStep]

  /// Creates a scenario.
  public init(file: String, steps: [ScenarioStep]) {
    self.file = file
    self.steps = steps
  }
}

/// One line of a scenario.
public struct ScenarioStep: Hashable, Sendable {
  /// Where the step starts (its first token).
  public var location: SourceLocation
  /// What the step does.
  public var command: ScenarioCommand
  /// The line as written, without its comment, for messages and traces.
  public var text: String

  /// Creates a step.
  public init(location: SourceLocation, command: ScenarioCommand, text: String) {
    self.location = location
    self.command = command
    self.text = text
  }
}

/// The `device` step: the simulated device's profile, memory, multitasking and seed.
public struct DeviceSpec: Hashable, Sendable {
  /// The OS generation (`profile=ios4`).
  public var profile: OSGeneration
  /// Memory available to apps (`memory=256MB`).
  public var memoryBytes: Int
  /// Whether the hardware supports multitasking (`multitasking=yes|no`).
  public var multitaskingSupported: Bool
  /// The seed of the device's one random generator (`seed=7`).
  public var seed: UInt64
  /// Whether the user set a passcode (`passcode=yes`): only then does the lock make protected
  /// data unavailable.
  public var hasPasscode: Bool
  /// How many processor cores the device has (`cores=6`): what `ProcessInfo.processorCount` and
  /// `activeProcessorCount` answer the app's code.
  public var processorCount: Int = DeviceSpec.defaultProcessorCount

  /// The cores of a device whose scenario does not say: two, as on the dual-core iPhones from the
  /// iPhone 4S (A5) to the iPhone 7 (A10, two cores in use at a time) — a choice; `cores=` sets it.
  public static let defaultProcessorCount = 2

  /// The defaults a scenario without a `device` step runs with: iOS 13, 2 GB, multitasking,
  /// seed 0, no passcode, two cores.
  public static let `default` = DeviceSpec(
    profile: .ios13, memoryBytes: 2 << 30, multitaskingSupported: true, seed: 0
  )

  /// Creates a device specification.
  public init(
    profile: OSGeneration, memoryBytes: Int, multitaskingSupported: Bool, seed: UInt64,
    hasPasscode: Bool = false
  ) {
    self.profile = profile
    self.memoryBytes = memoryBytes
    self.multitaskingSupported = multitaskingSupported
    self.seed = seed
    self.hasPasscode = hasPasscode
  }
}

/// The `install` step: an app on the device.
public struct InstallSpec: Hashable, Sendable {
  /// The name scenarios use for the app (`Notes`).
  public var name: String
  /// Which app code runs (`app=notes-naive`); `tracer` when not given.
  public var appID: String
  /// Memory the app uses while running (`footprint=40MB`); 20 MB when not given.
  public var footprintBytes: Int
  /// The app's lifecycle-relevant Info.plist keys (`exits-on-suspend`, `background-modes=…`, `scenes`).
  public var info: AppInfo

  /// Creates an installation.
  public init(
    name: String, appID: String = "tracer", footprintBytes: Int = 20 << 20, info: AppInfo = .standard
  ) {
    self.name = name
    self.appID = appID
    self.footprintBytes = footprintBytes
    self.info = info
  }
}

/// The `respond` step: the answer requests whose URL matches ``pattern`` receive.
public struct ResponseSpec: Hashable, Sendable {
  /// The URL, with `*` standing for any run of characters (``NetworkPolicy/matches(pattern:url:)``).
  public var pattern: String
  /// The file whose bytes are the body, as written: relative to the scenario's folder. Nil for a
  /// status-only answer, whose body is empty.
  public var file: String?
  /// The HTTP status (`status=N`); 200 when not given.
  public var statusCode: Int
  /// How long the request takes (`after=DURATION`); ``NetworkPolicy/defaultLatency`` when nil.
  public var latency: Duration?

  /// Creates an answer.
  public init(pattern: String, file: String? = nil, statusCode: Int = 200, latency: Duration? = nil) {
    self.pattern = pattern
    self.file = file
    self.statusCode = statusCode
    self.latency = latency
  }
}

/// A value on the right of `expect APP PROBE == VALUE`.
public enum ScenarioValue: Hashable, Sendable, CustomStringConvertible {
  /// A word or a double-quoted string (`""` is the empty string).
  case text(String)
  /// The bare word `none`.
  case none

  /// The value as the scenario would write it (``ScenarioPrinter/value(_:)``).
  public var description: String { ScenarioPrinter.value(self) }
}

/// What a step does. One case per step of the language.
public enum ScenarioCommand: Hashable, Sendable {
  /// `device profile=… memory=… multitasking=yes|no seed=…`.
  case device(DeviceSpec)
  /// `install NAME [app=ID] [footprint=SIZE] [exits-on-suspend] [background-modes=…] [scenes]`.
  case install(InstallSpec)
  /// `launch APP`: the user taps the icon.
  case launch(app: String)
  /// `home`.
  case home
  /// `switch APP`: the user picks the app in the app switcher.
  case switchTo(app: String)
  /// `quit APP`: the user swipes the app away in the switcher.
  case quit(app: String)
  /// `call incoming|accept|decline|end`.
  case call(CallAction)
  /// `lock`.
  case lock
  /// `unlock`.
  case unlock
  /// `notification-center open|close`.
  case notificationCenter(open: Bool)
  /// `advance DURATION`.
  case advance(Duration)
  /// `memory-warning`.
  case memoryWarning
  /// `memory-pressure`.
  case memoryPressure
  /// `jetsam APP`: jetsam ends this app, suspended or in the background.
  case jetsam(app: String)
  /// `reboot`.
  case reboot
  /// `settings APP KEY=VALUE`.
  case settings(app: String, key: String, value: String)
  /// `locale ID`.
  case locale(String)
  /// `language CODE`.
  case language(String)
  /// `mail-accounts N`.
  case mailAccounts(Int)
  /// `orientation ORIENTATION`: the device turns.
  case orientation(DeviceOrientation)
  /// `battery LEVEL% [unplugged|charging|full]`.
  case battery(levelPercent: Int, state: BatteryState)
  /// `accessory connect|disconnect NAME`.
  case accessory(name: String, connected: Bool)
  /// `network online|offline`: the device gains or loses its connection.
  case network(NetworkState)
  /// `respond URL-PATTERN [FILE] [status=N] [after=DURATION]`: the answer to requests whose URL
  /// matches.
  case respond(ResponseSpec)
  /// `significant-time-change`: midnight, a time zone, daylight saving.
  case significantTimeChange
  /// `background-fetch APP`: the system gives the app a chance to fetch (iOS 7 and later).
  case backgroundFetch(app: String)
  /// `push APP [content-available]`: a remote notification for the app arrives.
  case push(app: String, contentAvailable: Bool)
  /// `open-url APP URL`: the app is asked to open the URL.
  case openURL(app: String, url: String)
  /// `do APP ACTION [ARGS…]`.
  case perform(app: String, action: String, arguments: [String])
  /// A step that acts on what the app shows, as the user would, with no code written for
  /// LifecycleKit: `tap APP TARGET`, `type APP TARGET TEXT`, `scroll APP TARGET OFFSET`,
  /// `select-row APP TARGET N`, `delete-row APP TARGET N`, `select-tab APP N`,
  /// `set APP TARGET VALUE`, `pull-to-refresh APP TARGET`, `back APP`.
  case drive(app: String, UIDriverAction)
  /// `expect state APP STATE`.
  case expectState(app: String, state: AppState)
  /// `expect callbacks APP NAME, NAME, …` (empty for `none`).
  case expectCallbacks(app: String, callbacks: [LifecycleCallback])
  /// `expect notifications APP NAME, …` (empty for `none`).
  case expectNotifications(app: String, notifications: [String])
  /// `expect APP PROBE == VALUE`.
  case expectProbe(app: String, probe: String, value: ScenarioValue)
  /// `expect APP value TARGET == VALUE`: the element on screen shows `VALUE` (a slider's
  /// value, a switch's `on`/`off`, a label's or a field's text, a scroll view's offset).
  case expectValue(app: String, target: UITarget, value: ScenarioValue)
  /// `expect APP rows TARGET == VALUE`: the table on screen shows these rows, each its cell's
  /// text with ` ✓` for a checkmark, joined by commas (`"milk ✓,eggs"`; `none` for no row).
  case expectRows(app: String, target: UITarget, value: ScenarioValue)
  /// `expect report APP KIND`: the reports written for the app since the previous such
  /// check are one of this kind (`jetsam`, `penalty`, `watchdog`, `crash`), or none (nil).
  case expectReport(app: String, kind: ReportKind?)
  /// `expect misuse APP TEXT`: the app's code misused an API, in a way whose description
  /// contains `TEXT`, since the previous such check — a misuse the scenario means to show.
  /// Any other misuse fails the run.
  case expectMisuse(app: String, text: String)
}
