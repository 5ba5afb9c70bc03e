import LifecycleCore
import Testing

/// The outcome of every event in every state on every generation, for the plain app
/// (`AppInfo.standard`) on a multitasking device with no background task (`AppConditions.idle`).
///
/// Each row was checked against the sources of `Docs/Sources.md` and the choices of
/// `Docs/Fidelity.md`; the sources are named next to the rows (where a row pins what the code
/// does today rather than the choice, the comment says so). Notifications and intermediate
/// states are checked for every combination by `NotificationPlacementTests` and
/// `CallbackStateTests`.
enum StandardTransitionTable {
  static let launch = "didFinishLaunching +show didBecomeActive → active"
  /// “About the app launch sequence”: `willFinishLaunching` exists from iOS 6.
  static let launchIOS6 = "willFinishLaunching didFinishLaunching +show didBecomeActive → active"
  static let resumeFromBackground = "willEnterForeground didBecomeActive → active"
  /// "Processing queued notifications": what was held while suspended comes before any input.
  static let resumeFromSuspended = "willEnterForeground +queued didBecomeActive → active"
  /// “application(_:open:options:)” (and “application(_:handleOpen:)” before it): a launch to
  /// open a URL hands it over after `didFinishLaunching`, before `didBecomeActive`.
  static let openURLLaunch = "didFinishLaunching openURL +show didBecomeActive → active"
  static let openURLLaunchIOS6 =
    "willFinishLaunching didFinishLaunching openURL +show didBecomeActive → active"
  /// App Programming Guide, “App State Transitions”: a resume to open a URL hands it over
  /// after `willEnterForeground`, before `didBecomeActive` (after what was queued, which comes
  /// before any input: “Processing queued notifications”).
  static let openURLResumeFromBackground = "willEnterForeground openURL didBecomeActive → active"
  static let openURLResumeFromSuspended = "willEnterForeground +queued openURL didBecomeActive → active"

  static let rows: [TransitionTable.Row] = [
    // Not running: only a launch (icon, switcher, or the end of the call that ended it) does anything.
    .init(.notRunning, [.launch, .callEnded], on: .ios3to5, launch),
    .init(.notRunning, [.launch, .callEnded], on: .ios6on, launchIOS6),
    .init(.notRunning, [.switchTo], on: [.ios3], "rejected"),  // no app switcher without multitasking
    .init(.notRunning, [.switchTo], on: .ios4to5, launch),
    .init(.notRunning, [.switchTo], on: .ios6on, launchIOS6),
    .init(.notRunning, [.openURL], on: .ios3to5, openURLLaunch),
    .init(.notRunning, [.openURL], on: .ios6on, openURLLaunchIOS6),
    .init(
      .notRunning,
      [
        .home, .forceQuit, .callIncoming, .callAccepted, .callDeclined, .lock, .unlock,
        .notificationCenterOpened, .notificationCenterClosed, .backgroundTimeExpiring,
        .backgroundTimeExpired, .lastBackgroundTaskEnded, .memoryWarning, .jetsamKill, .watchdogKill,
        .reboot, .languageChanged, .crash,
        // The plain app declares no background mode, so nothing wakes it in the background
        // (“application(_:performFetchWithCompletionHandler:)”,
        // “application(_:didReceiveRemoteNotification:fetchCompletionHandler:)”), and a
        // push without content-available reaches only an app in the foreground
        // (“application(_:didReceiveRemoteNotification:)”).
        .backgroundFetch, .remoteNotification, .silentRemoteNotification,
      ], on: .all, "rejected"),

    // Inactive: interrupted (call, Notification Center, lock on iOS 3–4) or launching.
    // Articles “Multitasking pitfalls” and “Treacherous multitasking”: Home quits on iOS 3; with
    // multitasking the app enters the background and is suspended after the snapshot (App
    // Programming Guide, “App State Transitions”; “About the background execution sequence”),
    // its interface preserved first from iOS 6 (App Programming Guide, “Visual Appearance
    // Across Launches”).
    .init(.inactive, [.home], on: [.ios3], "+dismiss willTerminate → notRunning (quitOnHome)"),
    .init(.inactive, [.home], on: .ios4to5, "didEnterBackground +snapshot → suspended"),
    .init(.inactive, [.home], on: .ios6on, "didEnterBackground +preserve +snapshot → suspended"),
    // Docs/Fidelity.md: force-quitting a running app calls applicationWillTerminate (the
    // applicationWillTerminate tests); App Programming Guide, “Visual Appearance Across
    // Launches”: the system discards its state.
    .init(.inactive, [.forceQuit], on: [.ios3], "rejected"),
    .init(.inactive, [.forceQuit], on: .multitasking, "willTerminate +discard → notRunning (forceQuit)"),
    // Article “Call or lock?”: an answered call terminates the app on iOS 3; App Programming
    // Guide, “App State Transitions”: it enters the background later.
    .init(.inactive, [.callAccepted], on: [.ios3], "+dismiss willTerminate → notRunning (callAnswered)"),
    .init(.inactive, [.callAccepted], on: .ios4to5, "didEnterBackground +snapshot → suspended"),
    .init(.inactive, [.callAccepted], on: .ios6on, "didEnterBackground +preserve +snapshot → suspended"),
    // Article “Call or lock?”, App Programming Guide, “App State Transitions”: a declined call
    // (or one that ends unanswered) and unlock reactivate the app.
    .init(.inactive, [.callDeclined, .callEnded, .unlock], on: .all, "didBecomeActive → active"),
    // Docs/Fidelity.md, the iOS 4.3 and 5.0 logs: lock keeps the app inactive on iOS 3–4 and
    // sends it to the background from iOS 5.
    .init(.inactive, [.lock], on: .ios3to4, "rejected"),
    .init(.inactive, [.lock], on: [.ios5], "didEnterBackground +snapshot → suspended"),
    .init(.inactive, [.lock], on: .ios6on, "didEnterBackground +preserve +snapshot → suspended"),
    // App Programming Guide, “App State Transitions”; Notification Center logs: Notification
    // Center (iOS 5+) reactivates the app when it is closed.
    .init(.inactive, [.notificationCenterClosed], on: .ios3to4, "rejected"),
    .init(.inactive, [.notificationCenterClosed], on: .ios5on, "didBecomeActive → active"),
    .init(.inactive, [.memoryWarning], on: .all, "didReceiveMemoryWarning → inactive"),
    // “application(_:didReceiveRemoteNotification:)”: an app in the foreground is told of a
    // push (inactive apps still get notifications: App Programming Guide, “App States”); on
    // iOS 7 and later the method with a completion handler, if implemented, whatever the
    // content-available flag.
    .init(
      .inactive, [.remoteNotification, .silentRemoteNotification], on: .all,
      "didReceiveRemoteNotification → inactive"
    ),
    // “Identifying high-memory use with jetsam event reports”: jetsam is a SIGKILL with no
    // callback; a crash gives none either.
    .init(.inactive, [.jetsamKill], on: .all, "→ notRunning (jetsam)"),
    .init(.inactive, [.crash], on: .all, "→ notRunning (crash)"),
    .init(.inactive, [.reboot], on: .all, "willTerminate → notRunning (reboot)"),
    .init(.inactive, [.languageChanged], on: .all, "willTerminate → notRunning (languageChange)"),
    .init(
      .inactive,
      [
        .launch, .switchTo, .callIncoming, .notificationCenterOpened, .backgroundTimeExpiring,
        .backgroundTimeExpired, .lastBackgroundTaskEnded, .watchdogKill,
        // The system fetches only for an app in the background; a URL cannot be handed to an
        // app an interruption holds (the device closes Notification Center first).
        .backgroundFetch, .openURL,
      ], on: .all, "rejected"),

    // Active.
    // Docs/Fidelity.md, article “Call or lock?”: on iOS 3 Home sends applicationWillTerminate
    // with no resign before it.
    .init(.active, [.home], on: [.ios3], "+dismiss willTerminate → notRunning (quitOnHome)"),
    .init(.active, [.home], on: .ios4to5, "willResignActive didEnterBackground +snapshot → suspended"),
    .init(
      .active, [.home], on: .ios6on, "willResignActive didEnterBackground +preserve +snapshot → suspended"),
    // iOS 10 state logs, iOS 4.3 and 5.0 logs: opening the switcher from the app resigns it;
    // swiping it away terminates it (applicationWillTerminate tests) — from iOS 7, whose card
    // switcher shows the app in front; iOS 4's bar lists only the other apps.
    .init(.active, [.forceQuit], on: [.ios3], "rejected"),
    .init(.active, [.forceQuit], on: .ios4to6, "rejected"),
    .init(
      .active, [.forceQuit], on: .ios7on,
      "willResignActive willTerminate +discard → notRunning (forceQuit)"),
    // App Programming Guide, “App State Transitions”, article “Call or lock?”: an incoming
    // call only resigns active.
    .init(.active, [.callIncoming], on: .all, "willResignActive → inactive"),
    .init(.active, [.lock], on: .ios3to4, "willResignActive → inactive"),
    .init(.active, [.lock], on: [.ios5], "willResignActive didEnterBackground +snapshot → suspended"),
    .init(
      .active, [.lock], on: .ios6on, "willResignActive didEnterBackground +preserve +snapshot → suspended"),
    .init(.active, [.notificationCenterOpened], on: .ios3to4, "rejected"),
    .init(.active, [.notificationCenterOpened], on: .ios5on, "willResignActive → inactive"),
    .init(.active, [.memoryWarning], on: .all, "didReceiveMemoryWarning → active"),
    .init(
      .active, [.remoteNotification, .silentRemoteNotification], on: .all,
      "didReceiveRemoteNotification → active"),
    // “application(_:open:options:)”: an app already in front is handed the URL.
    .init(.active, [.openURL], on: .all, "openURL → active"),
    .init(.active, [.jetsamKill], on: .all, "→ notRunning (jetsam)"),
    .init(.active, [.crash], on: .all, "→ notRunning (crash)"),
    .init(.active, [.reboot], on: .all, "willTerminate → notRunning (reboot)"),
    .init(.active, [.languageChanged], on: .all, "willTerminate → notRunning (languageChange)"),
    .init(
      .active,
      [
        .launch, .switchTo, .callAccepted, .callDeclined, .callEnded, .unlock, .notificationCenterClosed,
        .backgroundTimeExpiring, .backgroundTimeExpired, .lastBackgroundTaskEnded, .watchdogKill,
        .backgroundFetch,
      ], on: .all, "rejected"),

    // Background (running code): exists only with multitasking (“Multitasking pitfalls”).
    .init(.background, SystemEvent.allCases, on: [.ios3], "rejected"),
    // App Programming Guide, “App State Transitions”, iOS 10 state logs: returning sends
    // willEnterForeground, then didBecomeActive.
    .init(.background, [.launch, .switchTo, .callEnded, .unlock], on: .multitasking, resumeFromBackground),
    .init(.background, [.openURL], on: .multitasking, openURLResumeFromBackground),
    .init(.background, [.forceQuit], on: .multitasking, "willTerminate +discard → notRunning (forceQuit)"),
    // “Extending your app's background execution time”: with no task left the app is suspended.
    .init(.background, [.backgroundTimeExpired, .lastBackgroundTaskEnded], on: .multitasking, "→ suspended"),
    .init(.background, [.memoryWarning], on: .multitasking, "didReceiveMemoryWarning → background"),
    .init(.background, [.jetsamKill], on: .multitasking, "→ notRunning (jetsam)"),
    .init(.background, [.crash], on: .multitasking, "→ notRunning (crash)"),
    // Docs/Fidelity.md: at a reboot only the app in front gets applicationWillTerminate (the
    // iOS 4.0 applicationWillTerminate tests); an app behind it ends with no callback.
    .init(.background, [.reboot], on: .multitasking, "→ notRunning (reboot)"),
    // “applicationDidEnterBackground(_:)”: past its "approximately five seconds" the app is
    // "terminated and purged from memory" — the watchdog's kill of an app still in that method.
    .init(.background, [.watchdogKill], on: .multitasking, "→ notRunning (suspensionWatchdog)"),
    .init(.background, [.languageChanged], on: .multitasking, "willTerminate → notRunning (languageChange)"),
    .init(
      .background,
      [
        .home, .callIncoming, .callAccepted, .callDeclined, .lock, .notificationCenterOpened,
        .notificationCenterClosed, .backgroundTimeExpiring, .backgroundFetch, .remoteNotification,
        .silentRemoteNotification,
      ], on: .multitasking, "rejected"),

    // Suspended: runs no code, so it is told nothing when it dies (App Programming Guide, “The
    // App Life Cycle”; the articles “Multitasking pitfalls”, “Treacherous multitasking” and
    // “Lifecycle and state transitions”).
    .init(.suspended, SystemEvent.allCases, on: [.ios3], "rejected"),
    .init(.suspended, [.launch, .switchTo, .callEnded, .unlock], on: .multitasking, resumeFromSuspended),
    .init(.suspended, [.openURL], on: .multitasking, openURLResumeFromSuspended),
    .init(.suspended, [.forceQuit], on: .multitasking, "+discard → notRunning (forceQuit)"),
    .init(.suspended, [.jetsamKill], on: .multitasking, "→ notRunning (jetsam)"),
    .init(.suspended, [.reboot], on: .multitasking, "→ notRunning (reboot)"),
    .init(.suspended, [.languageChanged], on: .multitasking, "→ notRunning (languageChange)"),
    .init(
      .suspended,
      [
        .home, .callIncoming, .callAccepted, .callDeclined, .lock, .notificationCenterOpened,
        .notificationCenterClosed, .backgroundTimeExpiring, .backgroundTimeExpired, .lastBackgroundTaskEnded,
        .memoryWarning, .watchdogKill, .crash, .backgroundFetch, .remoteNotification,
        .silentRemoteNotification,
      ], on: .multitasking, "rejected"),
  ]

  static let table = TransitionTable(rows)
}

@Suite("Transition table of the standard app")
struct StandardTransitionTableTests {
  @Test("the table names every generation × state × event exactly once")
  func tableCoversEveryCombination() {
    let table = StandardTransitionTable.table
    #expect(table.duplicates.isEmpty, "named twice: \(table.duplicates)")
    let missing = TransitionTable.allKeys.filter { table.expected[$0] == nil }
    #expect(missing.isEmpty, "not in the table: \(missing)")
    #expect(
      table.expected.count == OSGeneration.allCases.count * AppState.allCases.count
        * SystemEvent.allCases.count)
  }

  @Test(
    "every event in this state on this generation gives the outcome in the table",
    arguments: OSGeneration.allCases, AppState.allCases)
  func outcomeMatchesTable(generation: OSGeneration, state: AppState) {
    let environment = LifecycleEnvironment(profile: .of(generation))
    for event in SystemEvent.allCases {
      let key = TransitionTable.Key(generation: generation, state: state, event: event)
      let actual = OutcomeSummary.of(LifecycleModel.transition(from: state, on: event, in: environment))
      #expect(actual == StandardTransitionTable.table.expected[key], "\(key)")
    }
  }

}
