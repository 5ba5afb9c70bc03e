/// How one iOS generation runs apps: one row of data per generation.
///
/// The rows live in ``OSProfile/catalog`` with a source for every value. The
/// transition function, the background-time policy and the simulator read only
/// these fields; no behaviour depends on the generation's name.
public struct OSProfile: Hashable, Sendable {
  /// The generation this row describes.
  public let generation: OSGeneration
  /// Whether the OS runs more than one third-party app (background and suspended states exist).
  public let supportsMultitasking: Bool
  /// What the Sleep/Wake button does to the foreground app.
  public let lock: LockBehaviour
  /// Whether a Notification Center can be pulled over the app.
  public let hasNotificationCenter: Bool
  /// Whether `UIApplicationExitsOnSuspend` is honoured.
  public let honoursExitsOnSuspend: Bool
  /// Background time an app gets after entering the background with a task open; nil without multitasking.
  public let backgroundTimeBudget: Duration?
  /// The code the report of a penalty termination carries: an app killed for holding a
  /// background task past its time.
  public let backgroundTaskPenalty: PenaltyCode
  /// How long before the budget ends the expiration handlers run.
  public let expirationHandlerLead: Duration
  /// Time `applicationDidEnterBackground(_:)` has to return.
  public let didEnterBackgroundAllowance: Duration
  /// Time a launch has before the watchdog kills the app.
  public let launchWatchdogLimit: Duration
  /// Background modes that keep an app running instead of suspended.
  public let suspensionExemptModes: Set<BackgroundMode>
  /// Whether a memory warning releases the views of view controllers that are off screen.
  public let unloadsOffscreenViewsOnMemoryWarning: Bool
  /// Whether `viewWillUnload` precedes `viewDidUnload`.
  public let hasViewWillUnload: Bool
  /// Whether `application(_:willFinishLaunchingWithOptions:)` is called.
  public let hasWillFinishLaunching: Bool
  /// Whether UIKit preserves and restores view controllers.
  public let supportsStateRestoration: Bool
  /// Whether restored view controllers get `applicationFinishedRestoringState()`.
  public let callsApplicationFinishedRestoringState: Bool
  /// Whether the app delegate is first asked the secure opt-ins
  /// (`application(_:shouldSaveSecureApplicationState:)` and its restoring twin).
  public let hasSecureRestorationOptIns: Bool
  /// Whether apps that adopt scenes get scene callbacks instead of the app-level ones.
  public let sceneLifecycle: Bool
  /// Whether creating `MFMailComposeViewController` with no mail account yields nil.
  public let mailComposerIsNilWithoutAccount: Bool
  /// The lifecycle notifications that exist on this generation.
  public let availableNotifications: Set<LifecycleNotification>

  /// The `Termination Reason` of a report: its namespace (modern reports only) and code.
  public struct PenaltyCode: Hashable, Sendable {
    /// `RUNNINGBOARD` in modern reports; nil where crash logs gave only the exception code.
    public let namespace: String?
    /// The code (`0x2182bad2`, `0x8badf00d`).
    public let code: String

    /// Creates a code.
    public init(namespace: String?, code: String) {
      self.namespace = namespace
      self.code = code
    }
  }

  /// What locking the device does to the foreground app.
  public enum LockBehaviour: String, Codable, Hashable, Sendable {
    /// The app resigns active and stays inactive, still running.
    case resignActive
    /// The app resigns active and enters the background.
    case enterBackground
  }

  /// The row of a generation.
  public static func of(_ generation: OSGeneration) -> OSProfile {
    catalog.first { $0.generation == generation }!
  }

  /// The profile named by a scenario or command-line identifier (`ios4`), or nil.
  public static func named(_ identifier: String) -> OSProfile? {
    OSGeneration(rawValue: identifier).map(of)
  }

  /// Whether `notification` exists on this generation: an app written for several
  /// generations checks this before observing it (article “Multitasking pitfalls”,
  /// `&UIApplicationDidEnterBackgroundNotification != NULL`).
  public func hasNotification(_ notification: LifecycleNotification) -> Bool {
    availableNotifications.contains(notification)
  }
}
