/// The events that bring an app work from outside: a background fetch, a remote
/// notification, a URL to open. The device decides which app an event concerns and whether
/// it is due (the fetch interval, a force-quit app); these rules say what it does to the app.
extension LifecycleModel {
  /// A background fetch or a `content-available` push. “About the background execution
  /// sequence”: "the system launches or resumes the app in the background"; a launch runs the
  /// launch sequence, a resume does not; then UIKit calls `applicationDidEnterBackground(_:)`
  /// (or `sceneDidEnterBackground(_:)`), delivers the event, and takes the snapshot.
  /// “application(_:performFetchWithCompletionHandler:)”,
  /// “application(_:didReceiveRemoteNotification:fetchCompletionHandler:)”: iOS 7 and later,
  /// for an app with the `fetch` or `remote-notification` mode; a push reaches an app in the
  /// foreground whatever its modes.
  static func wakeInBackground(
    _ builder: inout TransitionBuilder, for event: SystemEvent, conditions: AppConditions
  ) -> String? {
    let environment = builder.environment
    let callback: LifecycleCallback =
      event == .backgroundFetch ? .applicationPerformFetch : .applicationDidReceiveRemoteNotification
    if event == .silentRemoteNotification && builder.state.isForeground {
      builder.call(callback)
      return nil
    }
    guard environment.profile.hasBackgroundWakes else { return WakeReason.noWakes }
    let mode: BackgroundMode = event == .backgroundFetch ? .fetch : .remoteNotification
    guard builder.app.backgroundModes.contains(mode) else { return WakeReason.noMode(mode) }
    guard environment.multitasking else { return WakeReason.noMultitasking }
    // An app that opts out of background execution is never run in the background
    // (“UIApplicationExitsOnSuspend”).
    guard !environment.exitsOnSuspend(builder.app) else { return WakeReason.exitsOnSuspend }
    switch builder.state {
    case .inactive, .active: return WakeReason.fetchInForeground
    case .notRunning:
      builder.launchIntoBackground(hasPreservedState: conditions.hasPreservedState)
      builder.call(.applicationDidEnterBackground)
      builder.call(callback)
      builder.effect(.takeSnapshot)
    case .suspended:
      builder.enter(.background)
      builder.call(.applicationDidEnterBackground)
      // "Processing queued notifications": delivered as soon as the app runs again, in the
      // background too; before the event is a modelling choice.
      builder.effect(.deliverQueuedNotifications)
      builder.call(callback)
      builder.effect(.takeSnapshot)
    case .background:
      builder.call(callback)
    }
    return nil
  }

  /// A URL to open. “application(_:open:options:)”, App Programming Guide, “App State
  /// Transitions”: the app comes to the foreground; a cold launch carries the URL in the launch
  /// options and is handed it after `didFinishLaunching`, a resume after
  /// `applicationWillEnterForeground`, and `applicationDidBecomeActive` follows. “scene(_:openURLContexts:)”:
  /// a scene app that is not running gets the URL in its connection options instead.
  static func openURL(_ builder: inout TransitionBuilder, conditions: AppConditions) -> String? {
    switch builder.state {
    case .notRunning: builder.coldLaunch(hasPreservedState: conditions.hasPreservedState, openingURL: true)
    case .background, .suspended: builder.resume(openingURL: true)
    case .active: builder.call(.applicationOpenURL)
    case .inactive: return WakeReason.inactive
    }
    return nil
  }

  /// The rejection sentences of these events.
  enum WakeReason {
    static let notForeground =
      "a remote notification without content-available reaches only an app in the foreground; the user is shown it"
    static let noWakes = "background fetch and content-available pushes exist from iOS 7"
    static func noMode(_ mode: BackgroundMode) -> String {
      "the app does not declare the '\(mode.rawValue)' background mode"
    }
    static let noMultitasking = "there is no background execution without multitasking"
    static let exitsOnSuspend = "an app that exits on suspend never runs in the background"
    static let fetchInForeground = "the system fetches only for an app in the background"
    static let inactive = "the app is inactive: an interruption holds it, so it cannot be handed the URL"
  }
}
