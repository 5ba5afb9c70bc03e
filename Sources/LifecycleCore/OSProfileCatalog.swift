// The OS generations as data. Every value cites its source: a seed by file name,
// or a row of `shared/reference/ios-lifecycle-facts.md` by its S-number, which
// names the Apple document (or, where Apple is silent, the observation) it rests on.
//
// Sources in short:
// - S1  App Programming Guide for iOS › The App Life Cycle
// - S2  App Programming Guide for iOS › Strategies for Handling App State Transitions
// - S3  App Programming Guide for iOS › Background Execution
// - S4  App Programming Guide for iOS › Preserving Your App's Visual Appearance Across Launches
// - S8  Information Property List › UIApplicationExitsOnSuspend
// - S12 About the app launch sequence
// - S14 UIApplication.beginBackgroundTask(expirationHandler:)
// - S16 Addressing watchdog terminations;  S17 Technical Q&A QA1592
// - S22 UIViewController.viewDidUnload;     S24 Preserving your app's UI across launches
// - S30 Transitioning to the UIKit scene-based life cycle
// - S32, S37, S38 observed background-time budgets (Apple never gives a number)
// - S34 iOS 4.3 / 5.0 callback logs (lock button)

/// Notifications that exist from iPhone OS 2 on (UIApplication.h; NSUserDefaults; NSLocale).
private let iOS3Notifications: Set<LifecycleNotification> = [
  .didFinishLaunching, .didBecomeActive, .willResignActive, .willTerminate,
  .didReceiveMemoryWarning, .significantTimeChange, .userDefaultsDidChange, .currentLocaleDidChange,
]

/// iOS 4 adds the two multitasking notifications (seed `000_977b0f7bda7fc213.txt`: they
/// are NULL on OS 3.x and must be checked before use; their pages say "iOS 4.0+").
private let iOS4Notifications = iOS3Notifications.union([.didEnterBackground, .willEnterForeground])

/// `audio`, `location` and `voip` keep a declaring app running in the background
/// (S3). Modelling choice: `location` is treated as continuous updates, which keep
/// the app running; S3 also describes significant-change wakes, which do not.
private let continuousModes: Set<BackgroundMode> = [.audio, .location, .voip]

extension OSProfile {
  /// One row per generation, oldest first.
  public static let catalog: [OSProfile] = [
    OSProfile(
      generation: .ios3,
      // Seed 000 and 001: before iOS 4, Home calls applicationWillTerminate: and the app quits.
      supportsMultitasking: false,
      // Seed 004: lock → resign; unlock → become active; the app keeps running.
      lock: .resignActive,
      // Notification Center first shipped with iOS 5 (Apple, iOS 5.0 release notes).
      hasNotificationCenter: false,
      // S8: the key is read from iOS 4.0; without multitasking every app exits anyway.
      honoursExitsOnSuspend: false,
      backgroundTimeBudget: nil,
      expirationHandlerLead: .seconds(5),
      didEnterBackgroundAllowance: .seconds(5),
      // S17 (QA1592, 2009): the launch watchdog already existed on iPhone OS 3; ≈20 s (S16).
      launchWatchdogLimit: .seconds(20),
      suspensionExemptModes: [],
      // Seed 002 and S22: on iOS 3–5 a memory warning releases off-screen views (viewDidUnload).
      unloadsOffscreenViewsOnMemoryWarning: true,
      // viewWillUnload is NS_DEPRECATED_IOS(5_0, 6_0): it exists on iOS 5 only (S22 notes).
      hasViewWillUnload: false,
      // S12: willFinishLaunching is iOS 6.0+.
      hasWillFinishLaunching: false,
      // S24: state preservation and restoration is iOS 6.0+.
      supportsStateRestoration: false,
      callsApplicationFinishedRestoringState: false,
      sceneLifecycle: false,
      // Seed 000: MFMailComposeViewController's init returns nil with no mail account.
      mailComposerIsNilWithoutAccount: true,
      availableNotifications: iOS3Notifications
    ),
    OSProfile(
      generation: .ios4,
      // Seed 000 and 001: Home sends applicationDidEnterBackground:, never applicationWillTerminate:.
      supportsMultitasking: true,
      // S34 (iOS 4.3 logs) and DESIGN.md: on iOS 4 lock only resigns active; the app stays inactive.
      lock: .resignActive,
      hasNotificationCenter: false,
      // S8 and seed 001: UIApplicationExitsOnSuspend = YES restores the quit-on-Home behaviour.
      honoursExitsOnSuspend: true,
      // S37, S39: about 600 s on iOS 4–6 (observed; Apple gives no number).
      backgroundTimeBudget: .seconds(600),
      // S14 says only "shortly before" the end; 5 s is a modelling choice.
      expirationHandlerLead: .seconds(5),
      // S6: applicationDidEnterBackground has "approximately five seconds".
      didEnterBackgroundAllowance: .seconds(5),
      launchWatchdogLimit: .seconds(20),
      // S3: audio, location and VoIP apps keep running in the background.
      suspensionExemptModes: continuousModes,
      unloadsOffscreenViewsOnMemoryWarning: true,
      hasViewWillUnload: false,
      hasWillFinishLaunching: false,
      supportsStateRestoration: false,
      callsApplicationFinishedRestoringState: false,
      sceneLifecycle: false,
      mailComposerIsNilWithoutAccount: true,
      availableNotifications: iOS4Notifications
    ),
    OSProfile(
      generation: .ios5,
      supportsMultitasking: true,
      // S34 (iOS 5.0 logs), S2: from iOS 5 the lock button also sends the app to the background.
      lock: .enterBackground,
      hasNotificationCenter: true,
      honoursExitsOnSuspend: true,
      backgroundTimeBudget: .seconds(600),
      expirationHandlerLead: .seconds(5),
      didEnterBackgroundAllowance: .seconds(5),
      launchWatchdogLimit: .seconds(20),
      suspensionExemptModes: continuousModes,
      // S22: "In iOS 5 and earlier … the system could opt to call [viewDidUnload]".
      unloadsOffscreenViewsOnMemoryWarning: true,
      hasViewWillUnload: true,
      hasWillFinishLaunching: false,
      supportsStateRestoration: false,
      callsApplicationFinishedRestoringState: false,
      sceneLifecycle: false,
      mailComposerIsNilWithoutAccount: true,
      availableNotifications: iOS4Notifications
    ),
    OSProfile(
      generation: .ios6,
      supportsMultitasking: true,
      lock: .enterBackground,
      hasNotificationCenter: true,
      honoursExitsOnSuspend: true,
      backgroundTimeBudget: .seconds(600),
      expirationHandlerLead: .seconds(5),
      didEnterBackgroundAllowance: .seconds(5),
      launchWatchdogLimit: .seconds(20),
      suspensionExemptModes: continuousModes,
      // S22: from iOS 6 "views are no longer purged under low-memory conditions".
      unloadsOffscreenViewsOnMemoryWarning: false,
      hasViewWillUnload: false,
      // S12, S24: willFinishLaunching and state restoration arrive with iOS 6.
      hasWillFinishLaunching: true,
      supportsStateRestoration: true,
      // S24: applicationFinishedRestoringState() is iOS 7.0+.
      callsApplicationFinishedRestoringState: false,
      sceneLifecycle: false,
      // Seed 000 describes iOS 4-era devices; later documentation (S29) only says not to
      // present the composer when canSendMail() is false. We keep the nil result: silent source.
      mailComposerIsNilWithoutAccount: true,
      availableNotifications: iOS4Notifications
    ),
    OSProfile(
      generation: .ios7,
      supportsMultitasking: true,
      lock: .enterBackground,
      hasNotificationCenter: true,
      honoursExitsOnSuspend: true,
      // S38: crash logs quote "permittedBackgroundDuration: 180.000000" on iOS 7–12.
      backgroundTimeBudget: .seconds(180),
      expirationHandlerLead: .seconds(5),
      didEnterBackgroundAllowance: .seconds(5),
      launchWatchdogLimit: .seconds(20),
      suspensionExemptModes: continuousModes,
      unloadsOffscreenViewsOnMemoryWarning: false,
      hasViewWillUnload: false,
      hasWillFinishLaunching: true,
      supportsStateRestoration: true,
      callsApplicationFinishedRestoringState: true,
      sceneLifecycle: false,
      mailComposerIsNilWithoutAccount: true,
      availableNotifications: iOS4Notifications
    ),
    OSProfile(
      generation: .ios13,
      supportsMultitasking: true,
      lock: .enterBackground,
      hasNotificationCenter: true,
      // S8: UIApplicationExitsOnSuspend is unsupported from iOS 13 (deprecated; Unity notes
      // "no longer supported in iOS 13"): the key is ignored.
      honoursExitsOnSuspend: false,
      // S32 (Quinn's test), S31: about 30 s on iOS 13 and later.
      backgroundTimeBudget: .seconds(30),
      expirationHandlerLead: .seconds(5),
      didEnterBackgroundAllowance: .seconds(5),
      // S16: "exhausted real (wall clock) time allowance of 19.97 seconds".
      launchWatchdogLimit: .seconds(20),
      suspensionExemptModes: continuousModes,
      unloadsOffscreenViewsOnMemoryWarning: false,
      hasViewWillUnload: false,
      hasWillFinishLaunching: true,
      supportsStateRestoration: true,
      callsApplicationFinishedRestoringState: true,
      // S30: apps that adopt scenes get UISceneDelegate callbacks instead of the app-level ones.
      sceneLifecycle: true,
      mailComposerIsNilWithoutAccount: true,
      availableNotifications: iOS4Notifications
    ),
  ]
}
