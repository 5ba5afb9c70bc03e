/// Everything the device policy knows about one installed app, across its processes.
///
/// A plain value: the app's code, its files and its clock live in the host. Times are
/// relative to now (what is left before a deadline), so two devices in the same situation
/// at different times are equal values.
public struct AppSlot: Hashable, Sendable {
  /// The name scenarios and the trace use (`Notes`).
  public let name: String
  /// The app's lifecycle-relevant Info.plist keys.
  public let info: AppInfo
  /// The footprint a new process of the app starts with.
  public let launchFootprintBytes: Int
  /// The outcomes of the transition function for this app, shared with every app with the
  /// same keys (compared by environment and keys).
  public let table: TransitionTable
  /// The table's outcomes as the hot path reads them (kept alive by ``table``).
  let access: TableAccess

  /// The app's state.
  public internal(set) var state = AppState.notRunning
  /// The current process's footprint; zero while not running.
  public internal(set) var footprintBytes = 0
  /// The jetsam band it is in; nil while not running.
  public internal(set) var band: JetsamBand?
  /// When it entered its band, as a rank among the running apps (0 the earliest; 0 while not
  /// running): earlier entries are killed first within a band (XNU appends a process that
  /// changes band at the tail of its queue).
  public internal(set) var bandEntryOrder: UInt64 = 0
  /// Whether it is launching: `didFinishLaunching` has not returned yet.
  public internal(set) var isLaunching = false
  /// Launch time left before the watchdog, while launching.
  public internal(set) var launchTimeLeft: Duration?
  /// Its open background tasks, in the order they began.
  public internal(set) var tasks: [OpenTask] = []
  /// Background time left, while it runs in the background (counted from when it left the
  /// foreground, whether or not it holds a task).
  public internal(set) var backgroundTimeLeft: Duration?
  /// Whether its expiration handlers have run in this stay in the background.
  public internal(set) var expirationHandlersRan = false
  /// Whether it is leaving the background for the foreground or for good: its move has begun
  /// (`applicationWillEnterForeground`, or the force-quit's `applicationWillTerminate`, runs
  /// first) and its background time no longer counts down to an expiry —
  /// `backgroundTimeRemaining`: "While the app is running in the foreground, the value in this
  /// property remains suitably large" — so time those callbacks spend cannot expire a task or
  /// suspend the app on its way. Cleared by its next change of state.
  public internal(set) var isLeavingBackground = false
  /// Whether it has preserved interface state on disk, which the next cold launch restores.
  public internal(set) var hasPreservedState = false
  /// Notifications held while it is suspended, coalesced, in first-arrival order.
  public internal(set) var queuedNotifications: [QueuedNotification] = []
  /// Whether the current process's code observes lifecycle notifications (its host says so
  /// when the process starts; true until then).
  public internal(set) var codeObservesNotifications = true
  /// Whether the current process's code may keep preserved state (likewise): the system asks
  /// no other code to preserve its interface.
  public internal(set) var codeMayPreserveState = true
  /// Whether the current process's code has an interface (likewise): windows to show after
  /// the launch and take away before a quit.
  public internal(set) var codeHasInterface = true
  /// The minimum background fetch interval the app set
  /// (`setMinimumBackgroundFetchInterval(_:)`); nil for `backgroundFetchIntervalNever`, the
  /// default. The system remembers it across the app's processes: it is how an app that is not
  /// running gets launched for a fetch.
  public internal(set) var minimumBackgroundFetchInterval: Duration?
  /// Time left before the system may initiate another background fetch for the app: its
  /// minimum interval, counted from the last fetch (“setMinimumBackgroundFetchInterval(_:)”:
  /// "the minimum number of seconds that must elapse before another background fetch can be
  /// initiated"); nil when nothing holds the next one back.
  public internal(set) var fetchIntervalLeft: Duration?
  /// Whether the user swiped the app away in the switcher and has not opened it since: the
  /// system then launches it for no remote notification and no background fetch
  /// (“application(_:didReceiveRemoteNotification:fetchCompletionHandler:)”; App Programming
  /// Guide for iOS, “Background Execution”).
  public internal(set) var wasForceQuit = false
  /// Whether the current process was launched into the background and its window has not been
  /// shown yet: it is shown when the app first comes to the foreground, before
  /// `didBecomeActive`.
  public internal(set) var interfaceHidden = false

  /// Creates the slot of an app that was just installed (not running).
  public init(name: String, info: AppInfo, launchFootprintBytes: Int, table: TransitionTable) {
    self.name = name
    self.info = info
    self.launchFootprintBytes = launchFootprintBytes
    self.table = table
    self.access = table.access
  }

  /// The conditions the transition function reads.
  @inline(__always)
  public var conditions: AppConditions {
    AppConditions(
      holdsBackgroundTask: !tasks.isEmpty, hasPreservedState: hasPreservedState, isLaunching: isLaunching)
  }

  /// Time left before the next of its own deadlines (the expiration handlers, `lead` before
  /// the end of background time, then the end), while it runs in the background holding a
  /// task; nil otherwise.
  @inline(__always)
  /// How long until this app's background time runs out, while it runs in the background
  /// holding a task; nil otherwise. Its expiration handlers come ``nextDeadline(lead:)``
  /// before, if they have not run.
  public var backgroundTimeEnd: Duration? {
    guard state == .background, !isLeavingBackground, !tasks.isEmpty else { return nil }
    return backgroundTimeLeft
  }

  func nextDeadline(lead: Duration) -> Duration? {
    guard state == .background, !isLeavingBackground, !tasks.isEmpty, let left = backgroundTimeLeft else {
      return nil
    }
    if expirationHandlersRan { return left }
    let due = left.attoseconds - lead.attoseconds
    return Duration(attoseconds: due > 0 ? due : 0)
  }
}

/// A background task an app began and has not ended.
public struct OpenTask: Hashable, Sendable {
  /// The identifier `beginBackgroundTask` returned.
  public var identifier: Int
  /// The name given to `beginBackgroundTask(withName:)`, or `task N`.
  public var name: String
  /// Whether the app gave an expiration handler.
  public var hasExpirationHandler: Bool
  /// For the system's own hold on an app that it handed a completion handler: the callback
  /// whose handler ends it (`applicationPerformFetch`). Nil for `beginBackgroundTask`.
  public var completes: LifecycleCallback?

  /// Creates an open task.
  public init(identifier: Int, name: String, hasExpirationHandler: Bool, completes: LifecycleCallback? = nil)
  {
    self.identifier = identifier
    self.name = name
    self.hasExpirationHandler = hasExpirationHandler
    self.completes = completes
  }
}

/// A notification held for a suspended app: which notification, and what it is about where
/// that matters for coalescing (the accessory's name).
public struct QueuedNotification: Hashable, Sendable {
  /// The notification.
  public var notification: LifecycleNotification
  /// What it is about (`EAAccessoryDidConnectNotification` of which accessory), if anything.
  public var subject: String?

  /// Creates a queued notification.
  public init(_ notification: LifecycleNotification, subject: String? = nil) {
    self.notification = notification
    self.subject = subject
  }
}
