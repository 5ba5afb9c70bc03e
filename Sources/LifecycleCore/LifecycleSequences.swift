/// The reusable pieces every transition is made of: launching, resuming, leaving
/// the foreground, settling in the background, terminating. Each appends its steps
/// to a ``TransitionBuilder``.
extension TransitionBuilder {
  /// Cold launch to the foreground (“About the app launch sequence”; App Programming
  /// Guide, “App State Transitions”; iOS 10 state logs):
  /// `willFinishLaunching` (iOS 6+), restoration if there is preserved state (iOS 6+,
  /// “Preserving your app's UI across launches”), `didFinishLaunching`, then for scene
  /// apps `scene(_:willConnectTo:)` and `sceneWillEnterForeground` (“About the app launch
  /// sequence”), and finally `didBecomeActive`.
  /// A launch to open a URL hands it over after `didFinishLaunching` (“application(_:open:options:)”);
  /// a scene app finds it in the connection options of `scene(_:willConnectTo:options:)`
  /// instead (“scene(_:openURLContexts:)”).
  mutating func coldLaunch(hasPreservedState: Bool, openingURL: Bool = false) {
    enter(.inactive)
    launchSequence(hasPreservedState: hasPreservedState)
    if openingURL && !environment.usesScenes(app) { call(.applicationOpenURL) }
    if environment.usesScenes(app) {
      callScene(.sceneWillConnect)
      // Modelling choice (observed, not documented): the aggregate
      // UIApplicationWillEnterForegroundNotification is posted as the first scene
      // enters the foreground, also at a cold launch.
      call(.applicationWillEnterForeground)
    }
    effect(.showInterface)
    becomeActive()
  }

  /// Background or suspended back to active (App Programming Guide, “App State
  /// Transitions”; iOS 10 state logs): the notification, then
  /// `willEnterForeground` (called while the state still reads background), queued
  /// notifications, then `didBecomeActive`.
  /// A resume to open a URL hands it over after the queued notifications, before
  /// `didBecomeActive` (“application(_:open:options:)”; App Programming Guide, “App State
  /// Transitions”).
  mutating func resume(openingURL: Bool = false) {
    let wasSuspended = state == .suspended
    if wasSuspended { enter(.background) }
    call(.applicationWillEnterForeground)
    enter(.inactive)
    // "Processing queued notifications": delivered as soon as the app runs again and
    // before any user input. Placing them before didBecomeActive is a modelling choice.
    if wasSuspended { effect(.deliverQueuedNotifications) }
    if openingURL { call(.applicationOpenURL) }
    becomeActive()
  }

  /// `willFinishLaunching` (iOS 6+), restoration if there is preserved state (iOS 6+),
  /// `didFinishLaunching`: the part of a launch the foreground and the background share.
  mutating func launchSequence(hasPreservedState: Bool) {
    let profile = environment.profile
    if profile.hasWillFinishLaunching { call(.applicationWillFinishLaunching) }
    if profile.supportsStateRestoration && hasPreservedState { effect(.restoreState) }
    call(.applicationDidFinishLaunching)
  }

  /// A launch straight into the background (“About the background execution sequence”; App
  /// Programming Guide, “The App Launch Cycle”: "instead of your app being made active, it
  /// enters the background state"; the launch methods read `.background`; the window is not
  /// shown). A scene app's scene connects too (“About the app launch sequence”).
  mutating func launchIntoBackground(hasPreservedState: Bool) {
    enter(.background)
    launchSequence(hasPreservedState: hasPreservedState)
    if environment.usesScenes(app) { callScene(.sceneWillConnect) }
  }

  /// Inactive → active: the state reads active inside `didBecomeActive`
  /// (iOS 10 state logs).
  mutating func becomeActive() {
    enter(.active)
    call(.applicationDidBecomeActive)
  }

  /// Active → inactive: the state still reads active inside `willResignActive`
  /// (iOS 10 state logs).
  mutating func resignActive() {
    call(.applicationWillResignActive)
    enter(.inactive)
  }

  /// Leaves the foreground after resigning active, as Home does: quits without
  /// multitasking, quits through the background for `UIApplicationExitsOnSuspend`,
  /// and otherwise enters the background and settles there.
  mutating func leaveForeground(conditions: AppConditions, quitCause: TerminationCause) {
    if !environment.multitasking {
      effect(.dismissInterface)
      terminateCalling(cause: quitCause)
    } else if environment.exitsOnSuspend(app) {
      // Docs/Fidelity.md (article “Treacherous multitasking”; Opting out of multitasking
      // (books); App Programming Guide, “Background Execution”, is vaguer): resign,
      // didEnterBackground, willTerminate; the app is never suspended. Lock comes here
      // too on iOS 5 and later, where Docs/Fidelity.md keeps such an app inactive instead
      // ("Known differences").
      enterBackground(preserving: false)
      effect(.dismissInterface)
      terminateCalling(cause: .exitsOnSuspend)
    } else {
      enterBackground(preserving: true)
      settleInBackground(holdsBackgroundTask: conditions.holdsBackgroundTask)
    }
  }

  /// Enters the background and calls `didEnterBackground`; then the system preserves
  /// the interface (iOS 6+, App Programming Guide, “Visual Appearance Across Launches”) and
  /// takes the switcher snapshot (App Programming Guide, “App State Transitions”; “Preparing
  /// your UI to run in the background”).
  mutating func enterBackground(preserving: Bool) {
    enter(.background)
    call(.applicationDidEnterBackground)
    if preserving {
      if environment.profile.supportsStateRestoration { effect(.preserveState) }
      effect(.takeSnapshot)
    }
  }

  /// After `didEnterBackground` (or when the last task ends): the app stays in the
  /// background while it holds a task or a continuous background mode, and is
  /// otherwise suspended "shortly afterward" with no callback (App Programming Guide, “The
  /// App Life Cycle”; “Extending your app's background execution time”).
  mutating func settleInBackground(holdsBackgroundTask: Bool) {
    if LifecycleModel.staysRunningInBackground(app, holdsBackgroundTask: holdsBackgroundTask, in: environment)
    {
      return
    }
    enter(.suspended)
  }

  /// An orderly termination of a running app: scene apps lose their scene first
  /// (Xcode template: `sceneDidDisconnect` "when its session is discarded"), then
  /// `applicationWillTerminate` (“applicationWillTerminate(_:)”).
  mutating func terminateCalling(cause: TerminationCause) {
    if environment.usesScenes(app) { callScene(.sceneDidDisconnect) }
    call(.applicationWillTerminate)
    terminate(cause: cause)
  }

  /// The process ends with no callback.
  mutating func terminate(cause: TerminationCause) {
    effect(.terminate(cause))
    enter(.notRunning)
  }
}
