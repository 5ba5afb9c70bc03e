/// The lifecycle policy: what an event does to one app.
///
/// Pure: the same state, event, environment, app and conditions always give the
/// same outcome. Both hosts — the simulated device and the real-process supervisor —
/// execute what this function decides.
public enum LifecycleModel {
  /// Applies `event` to an app in `state`.
  ///
  /// - Parameters:
  ///   - state: The app's current state.
  ///   - event: What happens.
  ///   - environment: The OS generation and device.
  ///   - app: The app's Info.plist keys.
  ///   - conditions: What the app is doing (background tasks, preserved state, launching).
  /// - Returns: The transition, or a rejection saying why the event does nothing here.
  public static func transition(
    from state: AppState,
    on event: SystemEvent,
    in environment: LifecycleEnvironment,
    app: AppInfo = .standard,
    conditions: AppConditions = .idle
  ) -> TransitionOutcome {
    var builder = TransitionBuilder(environment: environment, app: app, state: state)
    if let reason = apply(event, to: &builder, conditions: conditions) {
      return .rejected(TransitionRejection(event: event, state: state, reason: reason))
    }
    return .moved(Transition(event: event, from: state, steps: builder.steps))
  }

  /// Whether an app in the background keeps running rather than being suspended: it
  /// holds a background task (“Extending your app's background execution time”,
  /// “beginBackgroundTask(expirationHandler:)”), or a continuous background mode keeps it
  /// (App Programming Guide, “Background Execution”).
  public static func staysRunningInBackground(
    _ app: AppInfo, holdsBackgroundTask: Bool, in environment: LifecycleEnvironment
  ) -> Bool {
    holdsBackgroundTask || environment.keepsRunningInBackground(app)
  }

  /// Whether an app may begin a background task now. `beginBackgroundTask` answers
  /// `.invalid` "if running in the background isn't possible"
  /// (“beginBackgroundTask(expirationHandler:)”): without multitasking, for an app that
  /// quits on suspend, once its background time is up (the expiration handlers have run),
  /// or while it runs no code.
  public static func canBeginBackgroundTask(
    _ app: AppInfo, in state: AppState, backgroundTimeUp: Bool, environment: LifecycleEnvironment
  ) -> Bool {
    environment.multitasking && !environment.exitsOnSuspend(app) && !backgroundTimeUp && state.executesCode
  }

  /// Appends the event's steps; returns a reason instead when the event does not apply.
  private static func apply(
    _ event: SystemEvent, to builder: inout TransitionBuilder, conditions: AppConditions
  ) -> String? {
    let state = builder.state
    let environment = builder.environment
    // Article “Multitasking pitfalls”: without multitasking (iPhone OS 3, or iOS 4 on a
    // device without it) the app goes straight from active to not running; the background
    // and suspended states, and the callbacks that enter and leave them (iOS 4.0+), do not
    // exist there.
    if !environment.multitasking && (state == .background || state == .suspended) {
      return Reason.noBackgroundState
    }
    switch event {
    case .launch:
      return openFromSpringBoard(&builder, conditions: conditions)

    case .switchTo:
      guard environment.multitasking else { return Reason.noSwitcher }
      return openFromSpringBoard(&builder, conditions: conditions)

    case .home:
      // Article “Call or lock?” and Docs/Fidelity.md: without multitasking Home goes straight
      // to applicationWillTerminate, with no willResignActive before it.
      guard state.isForeground else { return Reason.notForeground }
      if state == .active && environment.multitasking { builder.resignActive() }
      builder.leaveForeground(conditions: conditions, quitCause: .quitOnHome)

    case .forceQuit:
      // App Programming Guide, “The App Life Cycle”: a suspended app gets no callback; Apple
      // DTS, as the applicationWillTerminate tests report: a running one is terminated
      // programmatically and gets applicationWillTerminate. App Programming Guide, “Visual
      // Appearance Across Launches”: preserved state is deleted.
      guard environment.multitasking else { return Reason.noSwitcher }
      switch state {
      case .notRunning: return Reason.notRunning
      case .suspended: builder.terminate(cause: .forceQuit)
      case .active:
        // Only a switcher that shows the app in front lets the user swipe it away
        // (``OSProfile/switcherShowsAppInFront``). Opening the switcher from the app resigns
        // it (iOS 10 state logs; iOS 4.3 and 5.0 logs).
        guard environment.profile.switcherShowsAppInFront else { return Reason.inFrontNotInSwitcher }
        builder.resignActive()
        builder.terminateCalling(cause: .forceQuit)
      case .inactive, .background: builder.terminateCalling(cause: .forceQuit)
      }
      builder.effect(.discardPreservedState)

    case .callIncoming, .notificationCenterOpened:
      // App Programming Guide, “App State Transitions”: an alert-style interruption or
      // Notification Center only resigns active.
      if event == .notificationCenterOpened && !environment.profile.hasNotificationCenter {
        return Reason.noNotificationCenter
      }
      guard state == .active else { return Reason.notActive }
      builder.resignActive()

    case .callDeclined, .notificationCenterClosed:
      // App Programming Guide, “App State Transitions”, and article “Call or lock?”: the
      // interruption is dismissed and the app becomes active again.
      if event == .notificationCenterClosed && !environment.profile.hasNotificationCenter {
        return Reason.noNotificationCenter
      }
      guard state == .inactive else { return Reason.notInterrupted }
      builder.becomeActive()

    case .callAccepted:
      // App Programming Guide, “App State Transitions”: the user acts on the interruption →
      // the app enters the background. Article “Call or lock?”: before multitasking,
      // answering terminates the app.
      guard state == .inactive else { return Reason.notInterrupted }
      builder.leaveForeground(conditions: conditions, quitCause: .callAnswered)

    case .callEnded:
      // Article “Call or lock?”: on iPhone OS 3 the app is launched again when the call
      // ends; with multitasking it is resumed; a call that ends unanswered is like a decline.
      switch state {
      case .notRunning: builder.coldLaunch(hasPreservedState: conditions.hasPreservedState)
      case .background, .suspended: builder.resume()
      case .inactive: builder.becomeActive()
      case .active: return Reason.notInterrupted
      }

    case .lock:
      return lock(&builder, conditions: conditions)

    case .unlock:
      switch state {
      // iOS 3 (article “Call or lock?”) and iOS 4 (iOS 4.3 and 5.0 logs): the app stayed
      // inactive. iOS 5 and later (App Programming Guide, “App State Transitions”;
      // iOS 10 state logs): it had entered the background.
      case .inactive: builder.becomeActive()
      case .background, .suspended: builder.resume()
      case .active: return Reason.notLocked
      case .notRunning: return Reason.notRunning
      }

    case .backgroundTimeExpiring:
      // “beginBackgroundTask(expirationHandler:)”: the expiration handlers run "shortly
      // before" the time reaches 0.
      guard state == .background else { return Reason.notInBackground }
      guard conditions.holdsBackgroundTask else { return Reason.noTask }
      builder.callScene(.backgroundTaskExpired)

    case .backgroundTimeExpired:
      // “beginBackgroundTask(expirationHandler:)”, App Programming Guide, “Background
      // Execution”: a task still open when time runs out gets the app killed (0x8badf00d in
      // the permittedBackgroundDuration crash logs); with every task ended it is suspended.
      guard state == .background else { return Reason.notInBackground }
      if conditions.holdsBackgroundTask {
        builder.terminate(cause: .backgroundTaskOverrun)
      } else {
        builder.settleInBackground(holdsBackgroundTask: false)
      }

    case .lastBackgroundTaskEnded:
      // “Extending your app's background execution time”: the app is suspended as soon as
      // its last task ends, unless a mode keeps it.
      guard state == .background else { return Reason.taskEndNoEffect }
      builder.settleInBackground(holdsBackgroundTask: false)

    case .memoryWarning:
      // “applicationDidReceiveMemoryWarning(_:)”, “Responding to low-memory warnings”:
      // delivered to apps that run code; a suspended app cannot receive it.
      guard state.executesCode else { return Reason.cannotRunCode }
      builder.call(.applicationDidReceiveMemoryWarning)

    case .jetsamKill:
      // “Identifying high-memory use with jetsam event reports”, “EXC_CRASH (SIGKILL)”:
      // jetsam is a SIGKILL — no callback in any state, the report is a JetsamEvent. (The
      // willTerminate that App Programming Guide, “The App Life Cycle”, promises apps
      // running in the background is for orderly exits.)
      guard state.isRunning else { return Reason.notRunning }
      builder.terminate(cause: .jetsam)

    case .watchdogKill:
      // “Addressing watchdog terminations”, Technical Q&A QA1592: the watchdog kills a
      // launch that takes too long. App Programming Guide, “Visual Appearance Across
      // Launches”: state preserved for an app that dies while launching is thrown away.
      // “applicationDidEnterBackground(_:)”: the method has "approximately five seconds";
      // past that "your app is terminated and purged from memory" — an app that runs in the
      // background is still in that method when the watchdog fires. The launch counts
      // until its first activation has returned ("Reducing your app's launch time": the
      // launch ends with the first frame, drawn once `applicationDidBecomeActive` returns),
      // so a launch's didBecomeActive that blocks is killed too.
      switch state {
      case .inactive where conditions.isLaunching, .active where conditions.isLaunching:
        builder.terminate(cause: .launchWatchdog)
        builder.effect(.discardPreservedState)
      case .background:
        builder.terminate(cause: .suspensionWatchdog)
      default:
        return Reason.notLaunching
      }

    case .reboot:
      // Reboot: the iOS 4.0 applicationWillTerminate tests saw willTerminate for the app in
      // the foreground and none for one in the background; App Programming Guide, “The App
      // Life Cycle”, lists reboot among the ends with no notice. Docs/Fidelity.md chooses:
      // the foreground app gets applicationWillTerminate, apps behind it end silently.
      switch state {
      case .notRunning: return Reason.notRunning
      case .background, .suspended: builder.terminate(cause: .reboot)
      case .inactive, .active: builder.terminateCalling(cause: .reboot)
      }

    case .languageChanged:
      // Developer Forums thread 734483 (Apple DTS), article “Multitasking pitfalls”: the app
      // is terminated; a suspended one silently.
      switch state {
      case .notRunning: return Reason.notRunning
      case .suspended: builder.terminate(cause: .languageChange)
      case .inactive, .active, .background: builder.terminateCalling(cause: .languageChange)
      }

    case .crash:
      guard state.executesCode else { return Reason.cannotRunCode }
      builder.terminate(cause: .crash)
      // App Programming Guide, “Visual Appearance Across Launches”: state is thrown away
      // when the app crashes during restoration.
      if conditions.isLaunching { builder.effect(.discardPreservedState) }

    case .backgroundFetch, .silentRemoteNotification:
      return wakeInBackground(&builder, for: event, conditions: conditions)

    case .remoteNotification:
      // “application(_:didReceiveRemoteNotification:)”: delivered while the app runs in the
      // foreground; otherwise the system shows the notification to the user and the app is
      // told nothing. Docs/Fidelity.md: an alert push to an app running in the background is
      // not delivered (the iOS 7 method would be; only content-available pushes are modelled
      // there).
      guard state.isForeground else { return WakeReason.notForeground }
      builder.call(.applicationDidReceiveRemoteNotification)

    case .openURL:
      return openURL(&builder, conditions: conditions)
    }
    return nil
  }

  /// Icon tap or switcher pick: cold launch or resume.
  private static func openFromSpringBoard(
    _ builder: inout TransitionBuilder, conditions: AppConditions
  ) -> String? {
    switch builder.state {
    case .notRunning: builder.coldLaunch(hasPreservedState: conditions.hasPreservedState)
    case .background, .suspended: builder.resume()
    case .inactive, .active: return Reason.alreadyForeground
    }
    return nil
  }

  /// The Sleep/Wake button, per the profile's ``OSProfile/LockBehaviour``.
  private static func lock(_ builder: inout TransitionBuilder, conditions: AppConditions) -> String? {
    // Docs/Fidelity.md: an app with UIApplicationExitsOnSuspend never enters the background
    // (App Programming Guide, “Background Execution”), so on lock it stays inactive on every
    // generation.
    let entersBackground =
      builder.environment.profile.lock == .enterBackground && builder.environment.multitasking
      && !builder.environment.exitsOnSuspend(builder.app)
    switch builder.state {
    case .active:
      builder.resignActive()
      if entersBackground { builder.leaveForeground(conditions: conditions, quitCause: .quitOnHome) }
    case .inactive:
      guard entersBackground else { return Reason.staysInactive }
      builder.leaveForeground(conditions: conditions, quitCause: .quitOnHome)
    case .notRunning, .background, .suspended:
      return Reason.notForeground
    }
    return nil
  }

  /// The rejection sentences, one place for their wording.
  private enum Reason {
    static let notForeground = "the app is not in the foreground"
    static let alreadyForeground = "the app is already in the foreground"
    static let notActive = "the app is not active"
    static let notInterrupted = "no interruption is holding the app inactive"
    static let notLocked = "the app is active: the device is not locked over it"
    static let notRunning = "the app is not running"
    static let notInBackground = "the app is not running in the background"
    static let noTask = "the app holds no background task, so there is no expiration handler to call"
    static let taskEndNoEffect = "ending a task only changes the state of an app running in the background"
    static let cannotRunCode = "the app runs no code in this state"
    static let notLaunching =
      "the watchdog only fires while the app is launching or entering the background"
    static let staysInactive = "on this generation a locked app stays inactive; it is already inactive"
    static let noSwitcher = "there is no app switcher without multitasking"
    static let inFrontNotInSwitcher =
      "before iOS 7 the switcher does not show the app in front: the user leaves it before quitting it"
    static let noBackgroundState = "there is no background or suspended state without multitasking"
    static let noNotificationCenter = "Notification Center does not exist before iOS 5"
  }
}
