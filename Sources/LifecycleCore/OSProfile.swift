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
  /// Whether the app switcher shows the app in front, so that the user can swipe it away
  /// there (iOS 7's card switcher); before, the multitasking bar lists only the other apps.
  public let switcherShowsAppInFront: Bool
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
  /// Whether a popover presented on a phone adapts to a sheet, the presenter's view staying in
  /// the window, rather than to full screen.
  public let phonePopoverIsSheet: Bool
  /// The lifecycle notifications that exist on this generation.
  public let availableNotifications: Set<LifecycleNotification>
  /// The time an app woken or launched in the background for a background fetch or a
  /// `content-available` remote notification has to call the method's completion handler;
  /// nil where neither exists (before iOS 7).
  public let backgroundWakeAllowance: Duration?
  /// The delegate methods that open a URL, newest first: UIKit calls the first the delegate
  /// implements.
  public let openURLMethods: [OpenURLMethod]
  /// The delegate methods that receive a remote notification, newest first.
  public let remoteNotificationMethods: [RemoteNotificationMethod]
  /// How long after the lock of a device with a passcode protected data becomes unavailable;
  /// nil where there is no data protection (before iOS 4).
  public let protectedDataLockDelay: Duration?

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

  /// Whether the system wakes or launches apps in the background for background fetch and
  /// `content-available` remote notifications (iOS 7 and later).
  public var hasBackgroundWakes: Bool { backgroundWakeAllowance != nil }

  /// Whether `callback` hands the app a completion handler the system waits for on this
  /// generation: background fetch always, a remote notification once the iOS 7 method exists.
  public func awaitsCompletionHandler(_ callback: LifecycleCallback) -> Bool {
    switch callback {
    case .applicationPerformFetch: hasBackgroundWakes
    case .applicationDidReceiveRemoteNotification:
      remoteNotificationMethods.contains(.withFetchCompletionHandler)
    default: false
    }
  }
}
