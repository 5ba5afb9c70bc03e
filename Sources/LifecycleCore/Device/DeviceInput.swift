/// Something that happens to the device: an action of the user or of the system, a request
/// of an app's code, or time passing. Apps are named by their index in
/// ``DeviceState/apps``.
public enum DeviceInput: Hashable, Sendable {
  // MARK: The device

  /// An app is installed (not running). `hasPreservedState` says whether its data folder
  /// already holds preserved interface state from an earlier run of the host.
  case install(name: String, info: AppInfo, footprintBytes: Int, hasPreservedState: Bool)

  // MARK: The user

  /// The user taps the app's icon: the app in front goes Home first, then the app launches
  /// cold (jetsam making room first) or resumes.
  case launch(Int)
  /// The Home button.
  case home
  /// The user picks the app in the app switcher.
  case switchTo(Int)
  /// The user swipes the app away in the app switcher.
  case quit(Int)
  /// A phone call rings, is answered or declined, or ends.
  case call(CallAction)
  /// The Sleep/Wake button.
  case lock
  /// The user unlocks the device.
  case unlock
  /// The user pulls Notification Center down (`true`) or pushes it back.
  case notificationCenter(open: Bool)
  /// The user acts in the app's interface (a tap, typing): only an active app, on an
  /// unlocked device with no call ringing, can be acted on.
  case perform(Int)

  // MARK: The system and Settings

  /// The system warns every app that runs code.
  case memoryWarning
  /// The system needs memory: jetsam kills at least one app below the foreground, and goes
  /// on until the pressure target is free.
  case memoryPressure
  /// Jetsam ends this one app, which runs out of sight (suspended, or in the background): the
  /// kill a system under memory pressure makes, aimed at one app so that a scenario can say
  /// which. An app in front or not running is refused.
  case jetsam(Int)
  /// The device restarts.
  case reboot
  /// The user changed one of the app's settings in the Settings app.
  case settingsChanged(Int)
  /// The user changed the region format.
  case localeChanged(String)
  /// The user changed the device language.
  case languageChanged(String)
  /// The user set up or removed mail accounts; this many are left.
  case mailAccounts(Int)
  /// The device turned.
  case orientation(DeviceOrientation)
  /// The battery's level or state changed.
  case battery(levelPercent: Int, state: BatteryState)
  /// An accessory was connected (`true`) or disconnected.
  case accessory(name: String, connected: Bool)
  /// The device gained (`true`) or lost its network connection (`network online|offline`).
  case network(online: Bool)
  /// A scenario gave an answer for requests whose URL matches the response's pattern
  /// (`respond URL-PATTERN FILE|status=N`).
  case respond(NetworkResponse)
  /// The time changed significantly (midnight, a time zone, daylight saving).
  case significantTimeChange
  /// The system gives the app a chance to fetch data in the background (iOS 7 and later).
  case backgroundFetch(Int)
  /// A remote notification for the app arrives, with `content-available: 1` or without.
  case remoteNotification(Int, contentAvailable: Bool)
  /// Another app or the system asks the app to open a URL: a user action, under the same
  /// guards as a launch.
  case openURL(Int)
  /// Virtual time passes: deadlines that fall due fire, in order.
  case advance(Duration)
  /// Virtual time passes up to the moment the host's own work for an app falls due: deadlines
  /// before it fire; one due at that very instant waits for the next input, so that work
  /// finishing at the instant a deadline falls did finish in time.
  case advanceToWork(Duration)

  // MARK: Requests of an app's code

  /// `beginBackgroundTask(withName:expirationHandler:)`.
  case beginBackgroundTask(Int, name: String?, hasExpirationHandler: Bool)
  /// `endBackgroundTask(_:)`.
  case endBackgroundTask(Int, identifier: Int)
  /// `setMinimumBackgroundFetchInterval(_:)`: nil for `backgroundFetchIntervalNever`.
  case setMinimumBackgroundFetchInterval(Int, Duration?)
  /// The app called the completion handler handed over with
  /// ``DeviceCommand/deliverAwaitingCompletion(app:_:handler:)``, for this callback.
  case completionHandlerCalled(Int, identifier: Int, of: LifecycleCallback)
  /// The app's memory footprint changed.
  case setFootprint(Int, bytes: Int)
  /// The code now running kept the main thread busy this long (a synchronous load). The time
  /// passes when the code returns; a launch or a `didEnterBackground` that takes longer than
  /// the watchdog allows is killed.
  case mainThreadBusy(Int, Duration)
  /// The app's code crashed (a failed precondition, an uncaught exception).
  case crash(Int)
  /// The answer to ``DeviceCommand/preserveState(app:)``: whether the app stored state.
  case preserved(Int, stored: Bool)
  /// The host started the app's code for a new process: whether it observes the lifecycle
  /// notifications (a host that records nothing is then not handed those it does not
  /// observe), whether it may keep preserved state (it is asked to preserve only then) and
  /// whether it has an interface (shown after the launch, taken away before a quit).
  case codeStarted(Int, observesNotifications: Bool, mayPreserveState: Bool, hasInterface: Bool)
  /// The host ran the app's code outside any command (finished work, a timer): the policy
  /// looks again at what the code may have changed (its tasks, its footprint).
  case codeRan(Int)
}

/// What a `call` does.
public enum CallAction: String, CaseIterable, Hashable, Sendable, Codable, BitwiseCopyable {
  /// A call rings.
  case incoming
  /// The user answers it.
  case accept
  /// The user declines it.
  case decline
  /// The call ends (hung up, or unanswered).
  case end
}

/// The policy's immediate answer to an input; what follows comes as commands
/// (``DevicePolicy/next(_:)``).
public enum DeviceResponse: Hashable, Sendable {
  /// The input was taken.
  case accepted
  /// The app was installed at this index.
  case installed(Int)
  /// The input does nothing in this situation, for this reason (the host records it).
  case refused(String)
  /// `beginBackgroundTask` granted this task.
  case taskBegun(OpenTask)
  /// `beginBackgroundTask` returns `.invalid`, for this reason.
  case taskRefused(String)
  /// The app misused an API (an unbalanced `endBackgroundTask`): a finding, not a crash.
  case misuse(LifecycleMisuse)
}

extension DeviceInput {
  /// The app the input names, if any.
  var app: Int? {
    switch self {
    case .launch(let app), .switchTo(let app), .quit(let app), .perform(let app), .settingsChanged(let app),
      .beginBackgroundTask(let app, _, _), .endBackgroundTask(let app, _), .setFootprint(let app, _),
      .mainThreadBusy(let app, _), .crash(let app), .preserved(let app, _), .codeRan(let app),
      .backgroundFetch(let app), .remoteNotification(let app, _), .openURL(let app),
      .setMinimumBackgroundFetchInterval(let app, _), .completionHandlerCalled(let app, _, _),
      .jetsam(let app):
      app
    default: nil
    }
  }
}
