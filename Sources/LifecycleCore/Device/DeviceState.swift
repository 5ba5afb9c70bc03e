/// The whole device as the policy sees it: one value.
///
/// Every installed app's slot, the app on screen, the lock, the call and the app it took
/// over, Notification Center, the app switcher's order, memory in use and capacity, the
/// warning edge, the device's own conditions (orientation, battery, accessories, locale),
/// and the work the policy has begun and not finished (``isIdle`` says whether there is
/// any). Deadlines are relative to now and jetsam entry orders are ranks, so two devices
/// that reached the same situation by different paths, at different times, are equal
/// values — as long as they handed out as many background task identifiers (the next one is
/// part of the value: the app sees it). `Hashable` and `Sendable`: a search can keep states
/// in a set.
///
/// Only ``DevicePolicy`` changes a state; hosts read it.
public struct DeviceState: Hashable, Sendable {
  /// The OS generation and hardware.
  public let environment: LifecycleEnvironment
  /// Memory available to apps.
  public let memoryCapacityBytes: Int
  /// The free-memory levels for warnings and kills.
  public let memoryLevels: MemoryLevels
  /// The profile's times, read once: the hot path copies no profile.
  let times: ProfileTimes

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
  /// How many apps are in a jetsam band (running): the entry order the next app to enter a
  /// band gets (``AppSlot/bandEntryOrder``).
  public internal(set) var nextBandEntry: UInt64 = 0
  /// The identifier the next background task gets.
  public internal(set) var nextTaskIdentifier = 1
  /// The device's own conditions apps can read and be told about.
  public internal(set) var conditions = DeviceConditions()

  /// How many apps run in the background: time passing and deadlines look at no app while
  /// there are none (kept by ``DevicePolicy`` with every state change; the invariants check it).
  var appsInBackground = 0
  /// How many apps wait for their minimum fetch interval to pass (``AppSlot/fetchIntervalLeft``
  /// not nil): time passing looks at none while there are none (the invariants check it).
  var appsAwaitingFetchInterval = 0

  /// What the host wants to hear of (a host that records nothing needs fewer commands).
  public var reporting = DeviceReporting.everything
  /// Time left before protected data becomes unavailable, after the lock of a device with a
  /// passcode (``DevicePolicy`` arms it; unlock disarms it).
  public internal(set) var protectedDataLockIn: Duration?

  /// The policy's own bookkeeping, apart from the facts above: the work its inputs led to and
  /// it has not finished — the agenda, the transition and the app code under way, the memory
  /// check and the time still to hand out (``PolicyProgress``). Part of the value (but for its
  /// scratch room); nothing is under way between inputs (``isIdle``).
  var progress = PolicyProgress()

  /// A device with no app installed.
  public init(environment: LifecycleEnvironment, memoryCapacityBytes: Int, memoryLevels: MemoryLevels? = nil)
  {
    self.environment = environment
    self.memoryCapacityBytes = memoryCapacityBytes
    self.memoryLevels = memoryLevels ?? .standard(totalBytes: memoryCapacityBytes)
    self.times = ProfileTimes(environment.profile)
  }

  /// Whether the policy has finished with every input: nothing is pending, no app code runs.
  @inline(__always)
  public var isIdle: Bool { progress.isIdle }

  /// Free memory for apps.
  public var freeMemoryBytes: Int { memoryCapacityBytes - memoryInUseBytes }

  /// The index of the app named `name`, if installed.
  public func index(of name: String) -> Int? { apps.firstIndex { $0.name == name } }

  /// The time left before the next deadline — an app's (its expiration handlers, the end of
  /// its background time) or the device's (protected data becoming unavailable after the
  /// lock) — or nil when none is armed.
  public var nextDeadline: Duration? {
    guard appsInBackground > 0 || protectedDataLockIn != nil else { return nil }
    var soonest = protectedDataLockIn
    for app in apps.indices where apps[app].state == .background {
      if let due = apps[app].nextDeadline(lead: times.expirationHandlerLead),
        soonest.map({ due.attoseconds < $0.attoseconds }) ?? true
      {
        soonest = due
      }
    }
    return soonest
  }

  /// Whether some app has a deadline before `duration` from now — or at it, if `inclusive`.
  @inline(__always)
  func hasDeadline(within duration: Duration, inclusive: Bool = true) -> Bool {
    if let lock = protectedDataLockIn,
      inclusive ? lock.attoseconds <= duration.attoseconds : lock.attoseconds < duration.attoseconds
    {
      return true
    }
    guard appsInBackground > 0 else { return false }
    for app in apps.indices where apps[app].state == .background && !apps[app].tasks.isEmpty {
      if let due = apps[app].nextDeadline(lead: times.expirationHandlerLead),
        inclusive ? due.attoseconds <= duration.attoseconds : due.attoseconds < duration.attoseconds
      {
        return true
      }
    }
    return false
  }

  /// The time left before `app`'s next deadline, if it has one armed.
  public func nextDeadline(of app: Int) -> Duration? {
    apps[app].nextDeadline(lead: times.expirationHandlerLead)
  }
}

/// What a host wants the policy to tell it, beyond what it must carry out.
public struct DeviceReporting: OptionSet, Hashable, Sendable {
  /// The reports, one bit each.
  public let rawValue: UInt8
  /// Creates a set of reports.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Every state change, not only those that start or end a process or suspend or wake it.
  public static let stateChanges = DeviceReporting(rawValue: 1)
  /// Notifications to apps whose code observes none (``DeviceInput/codeStarted(_:observesNotifications:mayPreserveState:)``).
  public static let unobservedNotifications = DeviceReporting(rawValue: 2)
  /// Effects that change nothing for the app: the switcher snapshot of an app that restores
  /// no state, the discard of state an app does not have.
  public static let idleEffects = DeviceReporting(rawValue: 4)
  /// The memory records: jetsam's kills with the free and in-use memory at the time, and each
  /// crossing below the warning level. The kills themselves come as terminations either way.
  public static let memoryRecords = DeviceReporting(rawValue: 8)
  /// Everything: what a host that records a trace wants.
  public static let everything: DeviceReporting = [
    .stateChanges, .unobservedNotifications, .idleEffects, .memoryRecords,
  ]
}

/// The profile's times, as plain values.
struct ProfileTimes: Hashable, Sendable, BitwiseCopyable {
  let launchWatchdogLimit: Duration
  let backgroundTimeBudget: Duration?
  let expirationHandlerLead: Duration
  let didEnterBackgroundAllowance: Duration

  init(_ profile: OSProfile) {
    launchWatchdogLimit = profile.launchWatchdogLimit
    backgroundTimeBudget = profile.backgroundTimeBudget
    expirationHandlerLead = profile.expirationHandlerLead
    didEnterBackgroundAllowance = profile.didEnterBackgroundAllowance
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
/// (`UIDevice`, External Accessory, the locale, mail accounts, the network).
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
  /// `UIApplication.isProtectedDataAvailable`: false from shortly after the lock of a device
  /// with a passcode until it is unlocked.
  public internal(set) var isProtectedDataAvailable = true
  /// The network: offline until a scenario says `network online`, and the answers its `respond`
  /// lines gave (``NetworkPolicy``).
  public internal(set) var network = NetworkConditions()

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
