// The OS generations as data. Every value cites its source by the short name
// `Docs/Sources.md` gives it: one of the five articles, an Apple document, or — where
// Apple is silent — a third-party observation. `Docs/Fidelity.md` is the same table in
// prose, with the choices made where the sources disagree.
//
// The Apple documents cited most here:
// - App Programming Guide, “App State Transitions” (Strategies for Handling App State
//   Transitions) and “Background Execution”;
// - “UIApplicationExitsOnSuspend” (Information Property List);
// - “About the app launch sequence”; “beginBackgroundTask(expirationHandler:)”;
// - “Addressing watchdog terminations”; Technical Q&A QA1592;
// - “viewDidUnload”; “Preserving your app's UI across launches”;
// - “Transitioning to the UIKit scene-based life cycle”.
// Apple never gives the background time as a number: the budgets rest on observations
// (Xamarin, “Backgrounding with Tasks”; permittedBackgroundDuration crash logs;
// Developer Forums message 391799), and the lock button on the iOS 4.3 and 5.0 logs.

/// Notifications that exist from iPhone OS 2 on (UIApplication.h; NSUserDefaults; NSLocale;
/// UIDevice's orientation), and the battery's and External Accessory's, which are iPhone
/// OS 3.0 and later (their pages).
private let iOS3Notifications: Set<LifecycleNotification> = [
  .didFinishLaunching, .didBecomeActive, .willResignActive, .willTerminate,
  .didReceiveMemoryWarning, .significantTimeChange, .userDefaultsDidChange, .currentLocaleDidChange,
  .deviceOrientationDidChange, .batteryLevelDidChange, .batteryStateDidChange, .accessoryDidConnect,
  .accessoryDidDisconnect,
]

/// The penalty termination of a task held past its time as crash logs of iOS 4–12 show it:
/// `0x8badf00d`, "has active assertions beyond permitted time" (the permittedBackgroundDuration
/// crash logs).
private let assertionPenalty = OSProfile.PenaltyCode(namespace: nil, code: "0x8badf00d")

/// iOS 4 adds the two multitasking notifications (article “Multitasking pitfalls”: they
/// are NULL on OS 3.x and must be checked before use; their pages say "iOS 4.0+").
/// The protected data notifications are iOS 4.0 and later too (their pages).
private let iOS4Notifications = iOS3Notifications.union([
  .didEnterBackground, .willEnterForeground, .protectedDataWillBecomeUnavailable,
  .protectedDataDidBecomeAvailable,
])

/// “UIScene”: `willConnectNotification` and its five siblings are iOS 13.0 and later.
private let iOS13Notifications = iOS4Notifications.union([
  .sceneWillConnect, .sceneDidActivate, .sceneWillDeactivate, .sceneDidEnterBackground,
  .sceneWillEnterForeground, .sceneDidDisconnect,
])

/// “application(_:performFetchWithCompletionHandler:)”: "Your app has up to 30 seconds of
/// wall-clock time to perform the download operation and call the specified completion handler
/// block"; “application(_:didReceiveRemoteNotification:fetchCompletionHandler:)” gives the same
/// 30 seconds. Both are iOS 7.0 and later.
private let wakeAllowance = Duration.seconds(30)

/// The open-URL chain from iOS 9 on: “application(_:open:options:)” (iOS 9.0+), then the
/// deprecated “application(_:open:sourceApplication:annotation:)” (iOS 4.2–9.0) and
/// “application(_:handleOpen:)” (iPhone OS 2.0–9.0), still called when the delegate implements
/// nothing newer.
private let openURLChainIOS9: [OpenURLMethod] = [.openWithOptions, .openWithSourceApplication, .handleOpen]

/// The open-URL chain of iOS 4.2 to 8: the source-application method, then `handleOpen`.
private let openURLChainIOS42: [OpenURLMethod] = [.openWithSourceApplication, .handleOpen]

/// Apple Platform Security, “Data Protection classes”: with Complete Protection, "shortly after
/// the user locks a device (10 seconds, if the Require Password setting is Immediately), the
/// decrypted class key is discarded"; “applicationProtectedDataWillBecomeUnavailable(_:)” is
/// the warning. Data protection is iOS 4.0 and later (“isProtectedDataAvailable”).
private let protectedDataDelay = Duration.seconds(10)

/// `audio`, `location` and `voip` keep a declaring app running in the background
/// (App Programming Guide, “Background Execution”). Modelling choice: `location` is
/// treated as continuous updates, which keep the app running; the guide also describes
/// significant-change wakes, which do not.
private let continuousModes: Set<BackgroundMode> = [.audio, .location, .voip]

extension OSProfile {
  /// One row per generation, oldest first.
  public static let catalog: [OSProfile] = [
    OSProfile(
      generation: .ios3,
      // Articles “Multitasking pitfalls” and “Treacherous multitasking”: before iOS 4, Home
      // calls applicationWillTerminate: and the app quits.
      supportsMultitasking: false,
      // Article “Call or lock?”: lock → resign; unlock → become active; the app keeps running.
      lock: .resignActive,
      // Notification Center first shipped with iOS 5 (Apple, iOS 5.0 release notes).
      hasNotificationCenter: false,
      switcherShowsAppInFront: false,
      // “UIApplicationExitsOnSuspend”: the key is read from iOS 4.0; without multitasking
      // every app exits anyway.
      honoursExitsOnSuspend: false,
      backgroundTimeBudget: nil,
      backgroundTaskPenalty: assertionPenalty,
      expirationHandlerLead: .seconds(5),
      didEnterBackgroundAllowance: .seconds(5),
      // Technical Q&A QA1592 (2009): the launch watchdog already existed on iPhone OS 3;
      // about 20 s (“Addressing watchdog terminations”).
      launchWatchdogLimit: .seconds(20),
      suspensionExemptModes: [],
      // Article “Scroll position after a memory warning” and “viewDidUnload”: on iOS 3–5 a
      // memory warning releases off-screen views (viewDidUnload).
      unloadsOffscreenViewsOnMemoryWarning: true,
      // viewWillUnload is NS_DEPRECATED_IOS(5_0, 6_0) in UIViewController.h: it exists on
      // iOS 5 only.
      hasViewWillUnload: false,
      // “About the app launch sequence”: willFinishLaunching is iOS 6.0+.
      hasWillFinishLaunching: false,
      // “Preserving your app's UI across launches”: state preservation and restoration is iOS 6.0+.
      supportsStateRestoration: false,
      callsApplicationFinishedRestoringState: false,
      hasSecureRestorationOptIns: false,
      sceneLifecycle: false,
      // Article “Multitasking pitfalls”: MFMailComposeViewController's init returns nil with
      // no mail account.
      mailComposerIsNilWithoutAccount: true,
      // “UIModalPresentationStyle.popover”: on a phone a popover adapts to a sheet from iOS 13, to
      // full screen before.
      phonePopoverIsSheet: false,
      availableNotifications: iOS3Notifications,
      // Background fetch and content-available pushes are iOS 7.0 and later.
      backgroundWakeAllowance: nil,
      // “application(_:handleOpen:)” is the only open-URL method before iOS 4.2.
      openURLMethods: [.handleOpen],
      // “application(_:didReceiveRemoteNotification:)”: iPhone OS 3.0 and later.
      remoteNotificationMethods: [.foregroundOnly],
      // No data protection before iOS 4 (“isProtectedDataAvailable” is iOS 4.0+).
      protectedDataLockDelay: nil
    ),
    OSProfile(
      generation: .ios4,
      // Articles “Multitasking pitfalls” and “Treacherous multitasking”: Home sends
      // applicationDidEnterBackground:, never applicationWillTerminate:.
      supportsMultitasking: true,
      // The iOS 4.3 and 5.0 logs (and Cordova's pause and resume events): on iOS 4 lock
      // only resigns active; the app stays inactive (Docs/Fidelity.md).
      lock: .resignActive,
      hasNotificationCenter: false,
      // Modelling choice (Docs/Fidelity.md): iOS 4's multitasking bar lists the recently used
      // apps other than the one in front; quitting that one takes leaving it first.
      switcherShowsAppInFront: false,
      // “UIApplicationExitsOnSuspend” and article “Treacherous multitasking”: the key set to
      // YES restores the quit-on-Home behaviour.
      honoursExitsOnSuspend: true,
      // Xamarin, “Backgrounding with Tasks”, and the watchdog timeout table: about 600 s on
      // iOS 4–6 (observed; Apple gives no number).
      backgroundTimeBudget: .seconds(600),
      backgroundTaskPenalty: assertionPenalty,
      // “beginBackgroundTask(expirationHandler:)” says only "shortly before" the end; 5 s is
      // a modelling choice.
      expirationHandlerLead: .seconds(5),
      // “applicationDidEnterBackground(_:)”: the method has "approximately five seconds".
      didEnterBackgroundAllowance: .seconds(5),
      launchWatchdogLimit: .seconds(20),
      // App Programming Guide, “Background Execution”: audio, location and VoIP apps keep
      // running in the background.
      suspensionExemptModes: continuousModes,
      unloadsOffscreenViewsOnMemoryWarning: true,
      hasViewWillUnload: false,
      hasWillFinishLaunching: false,
      supportsStateRestoration: false,
      callsApplicationFinishedRestoringState: false,
      hasSecureRestorationOptIns: false,
      sceneLifecycle: false,
      mailComposerIsNilWithoutAccount: true,
      phonePopoverIsSheet: false,
      availableNotifications: iOS4Notifications,
      backgroundWakeAllowance: nil,
      // Modelling choice: the row covers iOS 4.0–4.3 and the source-application method is
      // iOS 4.2 and later; an app written for iOS 4 implements it or `handleOpen`, and the
      // chain calls whichever it has.
      openURLMethods: openURLChainIOS42,
      remoteNotificationMethods: [.foregroundOnly],
      protectedDataLockDelay: protectedDataDelay
    ),
    OSProfile(
      generation: .ios5,
      supportsMultitasking: true,
      // The iOS 4.3 and 5.0 logs, and App Programming Guide, “App State Transitions”: from
      // iOS 5 the lock button also sends the app to the background.
      lock: .enterBackground,
      hasNotificationCenter: true,
      switcherShowsAppInFront: false,
      honoursExitsOnSuspend: true,
      backgroundTimeBudget: .seconds(600),
      backgroundTaskPenalty: assertionPenalty,
      expirationHandlerLead: .seconds(5),
      didEnterBackgroundAllowance: .seconds(5),
      launchWatchdogLimit: .seconds(20),
      suspensionExemptModes: continuousModes,
      // “viewDidUnload”: "In iOS 5 and earlier … the system could opt to call [it]".
      unloadsOffscreenViewsOnMemoryWarning: true,
      hasViewWillUnload: true,
      hasWillFinishLaunching: false,
      supportsStateRestoration: false,
      callsApplicationFinishedRestoringState: false,
      hasSecureRestorationOptIns: false,
      sceneLifecycle: false,
      mailComposerIsNilWithoutAccount: true,
      phonePopoverIsSheet: false,
      availableNotifications: iOS4Notifications,
      backgroundWakeAllowance: nil,
      openURLMethods: openURLChainIOS42,
      remoteNotificationMethods: [.foregroundOnly],
      protectedDataLockDelay: protectedDataDelay
    ),
    OSProfile(
      generation: .ios6,
      supportsMultitasking: true,
      lock: .enterBackground,
      hasNotificationCenter: true,
      switcherShowsAppInFront: false,
      honoursExitsOnSuspend: true,
      backgroundTimeBudget: .seconds(600),
      backgroundTaskPenalty: assertionPenalty,
      expirationHandlerLead: .seconds(5),
      didEnterBackgroundAllowance: .seconds(5),
      launchWatchdogLimit: .seconds(20),
      suspensionExemptModes: continuousModes,
      // “viewDidUnload”: from iOS 6 "views are no longer purged under low-memory conditions".
      unloadsOffscreenViewsOnMemoryWarning: false,
      hasViewWillUnload: false,
      // “About the app launch sequence”, “Preserving your app's UI across launches”:
      // willFinishLaunching and state restoration arrive with iOS 6.
      hasWillFinishLaunching: true,
      supportsStateRestoration: true,
      // “Preserving your app's UI across launches”: applicationFinishedRestoringState() is
      // iOS 7.0+.
      callsApplicationFinishedRestoringState: false,
      hasSecureRestorationOptIns: false,
      sceneLifecycle: false,
      // Article “Multitasking pitfalls” describes iOS 4-era devices; later documentation
      // (“canSendMail()”) only says not to present the composer when canSendMail() is false.
      // We keep the nil result: silent source.
      mailComposerIsNilWithoutAccount: true,
      phonePopoverIsSheet: false,
      availableNotifications: iOS4Notifications,
      backgroundWakeAllowance: nil,
      openURLMethods: openURLChainIOS42,
      remoteNotificationMethods: [.foregroundOnly],
      protectedDataLockDelay: protectedDataDelay
    ),
    OSProfile(
      generation: .ios7,
      supportsMultitasking: true,
      lock: .enterBackground,
      hasNotificationCenter: true,
      // iOS 7's card switcher shows the app in front as a card the user can swipe up (Cult of
      // Mac, “How you close apps in iOS 7's app switcher”; The iPad Guide, “How do I quit a
      // running app on my iPad (iOS 7)”).
      switcherShowsAppInFront: true,
      honoursExitsOnSuspend: true,
      // permittedBackgroundDuration crash logs: "permittedBackgroundDuration: 180.000000" on
      // iOS 7–12.
      backgroundTimeBudget: .seconds(180),
      backgroundTaskPenalty: assertionPenalty,
      expirationHandlerLead: .seconds(5),
      didEnterBackgroundAllowance: .seconds(5),
      launchWatchdogLimit: .seconds(20),
      suspensionExemptModes: continuousModes,
      unloadsOffscreenViewsOnMemoryWarning: false,
      hasViewWillUnload: false,
      hasWillFinishLaunching: true,
      supportsStateRestoration: true,
      callsApplicationFinishedRestoringState: true,
      hasSecureRestorationOptIns: false,
      sceneLifecycle: false,
      mailComposerIsNilWithoutAccount: true,
      phonePopoverIsSheet: false,
      availableNotifications: iOS4Notifications,
      // “application(_:performFetchWithCompletionHandler:)” and the fetch-completion push
      // method arrive with iOS 7.
      backgroundWakeAllowance: wakeAllowance,
      // Modelling choice: the row covers iOS 7–12, and from iOS 9 the options method heads
      // the chain; an app written for iOS 7–12 implements it or an older one, and the chain
      // calls the newest it has (on iOS 7–8 an app with only the options method would not be
      // told: Docs/Fidelity.md).
      openURLMethods: openURLChainIOS9,
      remoteNotificationMethods: [.withFetchCompletionHandler, .foregroundOnly],
      protectedDataLockDelay: protectedDataDelay
    ),
    OSProfile(
      generation: .ios13,
      supportsMultitasking: true,
      lock: .enterBackground,
      hasNotificationCenter: true,
      switcherShowsAppInFront: true,
      // “UIApplicationExitsOnSuspend”: unsupported from iOS 13 (deprecated; Unity's
      // iOSAppInBackgroundBehavior notes "no longer supported in iOS 13"): the key is ignored.
      honoursExitsOnSuspend: false,
      // Developer Forums message 391799 (Apple DTS's test) and WWDC 2020 session 10078: about
      // 30 s on iOS 13 and later.
      backgroundTimeBudget: .seconds(30),
      // “EXC_CRASH (SIGKILL)”: a modern report reads Namespace RUNNINGBOARD, Code 0x2182bad2,
      // "background task failing to complete in time".
      backgroundTaskPenalty: OSProfile.PenaltyCode(namespace: "RUNNINGBOARD", code: "0x2182bad2"),
      expirationHandlerLead: .seconds(5),
      didEnterBackgroundAllowance: .seconds(5),
      // “Addressing watchdog terminations”: "exhausted real (wall clock) time allowance of
      // 19.97 seconds".
      launchWatchdogLimit: .seconds(20),
      suspensionExemptModes: continuousModes,
      unloadsOffscreenViewsOnMemoryWarning: false,
      hasViewWillUnload: false,
      hasWillFinishLaunching: true,
      supportsStateRestoration: true,
      callsApplicationFinishedRestoringState: true,
      // “Preserving your app's UI across launches”: the secure opt-ins are iOS 13.2 and later, and
      // UIKit asks them before the older two.
      hasSecureRestorationOptIns: true,
      // “Transitioning to the UIKit scene-based life cycle”: apps that adopt scenes get
      // UISceneDelegate callbacks instead of the app-level ones.
      sceneLifecycle: true,
      mailComposerIsNilWithoutAccount: true,
      // “UIModalPresentationStyle.popover”: on a phone a popover adapts to a sheet from iOS 13, to
      // full screen before.
      phonePopoverIsSheet: true,
      availableNotifications: iOS13Notifications,
      backgroundWakeAllowance: wakeAllowance,
      openURLMethods: openURLChainIOS9,
      remoteNotificationMethods: [.withFetchCompletionHandler, .foregroundOnly],
      protectedDataLockDelay: protectedDataDelay
    ),
  ]
}
