/// The whole device as the policy sees it: one value.
///
/// Every installed app's slot, the app on screen, the lock, the call and the app it took
/// over, Notification Center, the app switcher's order, memory in use and capacity, the
/// warning edge, the device's own conditions (orientation, battery, accessories, locale),
/// and the work the policy has begun and not finished (``isIdle`` says whether there is
/// any). Deadlines are relative to now. `Hashable` and `Sendable`: a search can keep states
/// in a set, and two devices that reached the same situation by different paths, at
/// different times, are equal.
///
/// Only ``DevicePolicy`` changes a state; hosts read it.
public struct DeviceState: Hashable, Sendable {
  /// The OS generation and hardware.
  public let environment: LifecycleEnvironment
  /// Memory available to apps.
  public let memoryCapacityBytes: Int
  /// The free-memory levels for warnings and kills.
  public let memoryLevels: MemoryLevels

  /// The installed apps, in installation order: an app's index here is its identity in
  /// inputs and commands, and the order in which device-wide events reach apps.
  public internal(set) var apps: [AppSlot] = []
  /// The app in the foreground (inactive or active), if any.
  public internal(set) var foreground: Int?
  /// Whether the screen is locked.
  public internal(set) var isLocked = false
  /// The app that was in front when the device was locked (or that a call ended over the
  /// lock screen): it comes back at unlock.
  public internal(set) var appUnderLock: Int?
  /// The phone call, if one is in progress.
  public internal(set) var call = CallState()
  /// Whether Notification Center is pulled down over the foreground app.
  public internal(set) var isNotificationCenterOpen = false
  /// The app switcher, most recently used *last*.
  public internal(set) var switcher: [Int] = []
  /// Memory used by running apps: the sum of their footprints.
  public internal(set) var memoryInUseBytes = 0
  /// Whether free memory is below the warning level: warnings go out once per crossing.
  public internal(set) var isBelowWarningLevel = false
  /// The counter that orders entries into jetsam bands.
  public internal(set) var nextBandEntry: UInt64 = 0
  /// The identifier the next background task gets.
  public internal(set) var nextTaskIdentifier = 1
  /// The device's own conditions apps can read and be told about.
  public internal(set) var conditions = DeviceConditions()

  /// Work begun and not finished, the next item last.
  var agenda: [Frame] = []
  /// The command handed to the host that runs app code, while it runs.
  var running: RunningCode?
  /// Room jetsam plans in, reused from one plan to the next (not part of the value).
  var scratch = Scratch()

  /// A device with no app installed.
  public init(environment: LifecycleEnvironment, memoryCapacityBytes: Int, memoryLevels: MemoryLevels? = nil)
  {
    self.environment = environment
    self.memoryCapacityBytes = memoryCapacityBytes
    self.memoryLevels = memoryLevels ?? .standard(totalBytes: memoryCapacityBytes)
  }

  /// Whether the policy has finished with every input: nothing is pending, no app code runs.
  public var isIdle: Bool { agenda.isEmpty && running == nil }

  /// Free memory for apps.
  public var freeMemoryBytes: Int { memoryCapacityBytes - memoryInUseBytes }

  /// The index of the app named `name`, if installed.
  public func index(of name: String) -> Int? { apps.firstIndex { $0.name == name } }

  /// The time left before the next deadline any app has (its expiration handlers, the end
  /// of its background time), or nil when none is armed.
  public var nextDeadline: Duration? {
    var soonest: Duration?
    for app in apps.indices where apps[app].state == .background {
      if let due = apps[app].nextDeadline, soonest.map({ due < $0 }) ?? true { soonest = due }
    }
    return soonest
  }
}

/// A phone call and the app it took over.
public struct CallState: Hashable, Sendable {
  /// Where a call is.
  public enum Phase: Hashable, Sendable {
    /// No call.
    case none
    /// It rings.
    case ringing
    /// The user answered it.
    case answered
  }
  /// Where the call is.
  public internal(set) var phase = Phase.none
  /// The app in the foreground when it began ringing, kept until the call ends.
  public internal(set) var interrupted: Int?

  /// No call.
  public init() {}
}

/// What the device itself is like, as apps can read it and be told of changes
/// (`UIDevice`, External Accessory, the locale, mail accounts).
public struct DeviceConditions: Hashable, Sendable {
  /// `UIDevice.current.orientation`.
  public internal(set) var orientation = DeviceOrientation.portrait
  /// `UIDevice.current.batteryLevel`, in percent.
  public internal(set) var batteryLevelPercent = 100
  /// `UIDevice.current.batteryState`.
  public internal(set) var batteryState = BatteryState.unplugged
  /// The accessories connected, by name, sorted.
  public internal(set) var accessories: [String] = []
  /// The region format (`en_US`).
  public internal(set) var localeIdentifier = "en_US"
  /// The device language (`en`).
  public internal(set) var languageCode = "en"
  /// How many mail accounts are set up.
  public internal(set) var mailAccountCount = 1

  /// The conditions of a device fresh out of the box.
  public init() {}
}

/// `UIDeviceOrientation`, as scenarios write it.
public enum DeviceOrientation: String, CaseIterable, Hashable, Sendable, Codable {
  /// `UIDeviceOrientation.portrait`.
  case portrait
  /// `UIDeviceOrientation.portraitUpsideDown`.
  case portraitUpsideDown = "portrait-upside-down"
  /// `UIDeviceOrientation.landscapeLeft`.
  case landscapeLeft = "landscape-left"
  /// `UIDeviceOrientation.landscapeRight`.
  case landscapeRight = "landscape-right"
  /// `UIDeviceOrientation.faceUp`.
  case faceUp = "face-up"
  /// `UIDeviceOrientation.faceDown`.
  case faceDown = "face-down"
}

/// `UIDevice.BatteryState`, as scenarios write it.
public enum BatteryState: String, CaseIterable, Hashable, Sendable, Codable {
  /// On battery.
  case unplugged
  /// Plugged in, charging.
  case charging
  /// Plugged in, full.
  case full
}

/// Working room carried in a state but not part of its value: equal and hashed alike
/// whatever it holds.
struct Scratch: Hashable, Sendable {
  var candidates: [JetsamCandidate] = []
  var candidateApps: [Int] = []
  var plan = JetsamPlanPositions()
  static func == (lhs: Scratch, rhs: Scratch) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
