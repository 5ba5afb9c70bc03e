/// The events that bring an app work from outside — a background fetch, a remote
/// notification, a URL to open — and the completion handlers the system waits for.
///
/// What the event does to the app is the core's rule
/// (``LifecycleModel/transition(from:on:in:app:conditions:)``); here the device decides whether
/// the event is due at all (the fetch interval, a force-quit app, a fetch already running),
/// and holds a woken app in the background until it calls its completion handler or its
/// time (``OSProfile/backgroundWakeAllowance``) is up.
extension DevicePolicy {
  /// The inputs of these events and of the requests that go with them.
  static func submitWake(_ input: DeviceInput, to state: inout DeviceState) -> DeviceResponse {
    let profile = state.environment.profile
    switch input {
    case .backgroundFetch(let app):
      let slot = state.apps[app]
      // “setMinimumBackgroundFetchInterval(_:)”: "The default fetch interval for apps is
      // backgroundFetchIntervalNever", so an app that never set one is never woken.
      if profile.hasBackgroundWakes, slot.info.backgroundModes.contains(.fetch),
        slot.minimumBackgroundFetchInterval == nil
      {
        return .refused(
          "\(slot.name)'s minimum background fetch interval is backgroundFetchIntervalNever "
            + "(the default; the app sets another with setMinimumBackgroundFetchInterval(_:))")
      }
      // App Programming Guide for iOS, “Background Execution”: "In most cases, the system does
      // not relaunch apps after they are force quit by the user" — not for a fetch either.
      if slot.state == .notRunning, slot.wasForceQuit, profile.hasBackgroundWakes {
        return .refused(
          "the user force-quit \(slot.name): the system launches it for no background fetch until the user opens it"
        )
      }
      if slot.tasks.contains(where: { $0.completes == .applicationPerformFetch }) {
        return .refused("\(slot.name) has not yet called the completion handler of its last fetch")
      }
      if let left = slot.fetchIntervalLeft, let interval = slot.minimumBackgroundFetchInterval {
        return .refused(
          "\(slot.name)'s minimum background fetch interval is \(Self.seconds(interval)): the system "
            + "initiates no fetch for another \(Self.seconds(left)) (setMinimumBackgroundFetchInterval(_:))")
      }
      if profile.hasBackgroundWakes, let interval = slot.minimumBackgroundFetchInterval, interval > .zero {
        state.apps[app].fetchIntervalLeft = interval
        state.appsAwaitingFetchInterval += 1
      }
      state.progress.pendingMemoryCheck.include(.normal)
      state.push(.event(app: app, .backgroundFetch))
      return .accepted
    case .remoteNotification(let app, let contentAvailable):
      let slot = state.apps[app]
      // “application(_:didReceiveRemoteNotification:fetchCompletionHandler:)”: "the system does
      // not automatically launch your app if the user has force-quit it".
      if contentAvailable, slot.state == .notRunning, slot.wasForceQuit, profile.hasBackgroundWakes {
        return .refused("the user force-quit \(slot.name): the system launches it for no remote notification")
      }
      state.progress.pendingMemoryCheck.include(.normal)
      state.push(.event(app: app, contentAvailable ? .silentRemoteNotification : .remoteNotification))
      return .accepted
    case .openURL(let app):
      // Like a launch: Notification Center closes, the app in front goes Home, and the app is
      // launched or resumed with the URL (or handed it, if it is the one in front).
      state.progress.pendingMemoryCheck.include(.normal)
      if state.isNotificationCenterOpen {
        state.isNotificationCenterOpen = false
        if state.foreground == app {
          state.push(.event(app: app, .openURL))
          state.push(.event(app: app, .notificationCenterClosed))
          return .accepted
        }
      }
      state.push(.event(app: app, .openURL))
      sendForegroundHome(except: app, in: &state)
      return .accepted
    case .setMinimumBackgroundFetchInterval(let app, let interval):
      let previous = state.apps[app].minimumBackgroundFetchInterval
      guard profile.hasBackgroundWakes else {
        return .misuse(.minimumBackgroundFetchIntervalBeforeIOS7)
      }
      state.apps[app].minimumBackgroundFetchInterval = interval
      // A new interval counts from the last fetch: what is left shrinks or grows with it.
      if let left = state.apps[app].fetchIntervalLeft, let old = previous {
        let elapsed = old - left
        if let interval, interval > elapsed {
          state.apps[app].fetchIntervalLeft = interval - elapsed
        } else {
          state.apps[app].fetchIntervalLeft = nil
          state.appsAwaitingFetchInterval -= 1
        }
      }
      return .accepted
    case .completionHandlerCalled(let app, let identifier, let callback):
      guard
        let position = state.apps[app].tasks.firstIndex(where: {
          $0.identifier == identifier && $0.completes == callback
        })
      else {
        return .misuse(.completionHandlerCalledAgain(callback))
      }
      state.apps[app].tasks.remove(at: position)
      // As for endBackgroundTask: inside the app's callback the transition settles the app
      // afterwards; otherwise it is settled once the input is done.
      if state.progress.running?.app != app { state.push(.settle(app: app)) }
      return .accepted
    default:
      return .refused("not an event of this kind")
    }
  }

  /// A delivery the policy looks at before handing it out: a callback with a completion
  /// handler, and the first activation of an app launched into the background.
  static func deliverLookedAt(_ delivery: Delivery, to app: Int, in state: inout DeviceState)
    -> DeviceCommand?
  {
    guard let callback = delivery.callback else { return deliver(delivery, to: app, in: &state) }
    switch callback {
    case .applicationDidBecomeActive, .sceneDidBecomeActive:
      // App Programming Guide, “The App Launch Cycle”: launched into the background, the app
      // loads its interface "but it does not display the app's window"; it is shown when the
      // app first comes to the foreground, before it becomes active (as at a launch).
      guard state.apps[app].interfaceHidden else { return deliver(delivery, to: app, in: &state) }
      state.apps[app].interfaceHidden = false
      state.push(.deliver(app: app, delivery))
      return perform(.showInterface, for: app, in: &state)
    default:
      guard state.environment.profile.awaitsCompletionHandler(callback) else {
        return deliver(delivery, to: app, in: &state)
      }
      let identifier = grantCompletionHandler(of: callback, to: app, in: &state)
      runs(app, callback, in: &state)
      return .deliverAwaitingCompletion(app: app, delivery, handler: identifier)
    }
  }

  /// The system holds the app until it calls the handler: an open task the handler ends. In
  /// the background the app has the profile's allowance from now (at least; more if it
  /// already had more), after which a handler still not called is a penalty termination like a
  /// task held past its time (“application(_:performFetchWithCompletionHandler:)”: "up to 30
  /// seconds of wall-clock time").
  private static func grantCompletionHandler(
    of callback: LifecycleCallback, to app: Int, in state: inout DeviceState
  ) -> Int {
    let identifier = state.nextTaskIdentifier
    state.nextTaskIdentifier += 1
    let name = callback == .applicationPerformFetch ? "background fetch" : "remote notification"
    state.apps[app].tasks.append(
      OpenTask(identifier: identifier, name: name, hasExpirationHandler: false, completes: callback))
    if state.apps[app].state == .background, let allowance = state.environment.profile.backgroundWakeAllowance
    {
      if let left = state.apps[app].backgroundTimeLeft {
        if left < allowance { state.apps[app].backgroundTimeLeft = allowance }
      } else {
        // Woken or launched: a fresh stay in the background.
        state.apps[app].backgroundTimeLeft = allowance
        state.apps[app].expirationHandlersRan = false
      }
    }
    return identifier
  }

  /// What an event reaching the app changes in its slot: a force-quit app is not launched for
  /// background fetches or remote notifications until the user opens it again, and a process
  /// launched into the background has its window hidden.
  static func noteWake(
    _ event: SystemEvent, for app: Int, from appState: AppState, in state: inout DeviceState
  ) {
    switch event {
    case .forceQuit: state.apps[app].wasForceQuit = true
    case .launch, .switchTo, .openURL: state.apps[app].wasForceQuit = false
    default: break
    }
    if appState == .notRunning {
      state.apps[app].interfaceHidden = event == .backgroundFetch || event == .silentRemoteNotification
    }
  }

  // MARK: Protected data

  /// The device is locked: with a passcode, protected data becomes unavailable after the
  /// profile's delay (Apple Platform Security, “Data Protection classes”).
  static func protectedDataOnLock(in state: inout DeviceState) {
    guard state.environment.device.hasPasscode, let delay = state.environment.profile.protectedDataLockDelay,
      state.conditions.isProtectedDataAvailable
    else { return }
    state.protectedDataLockIn = delay
  }

  /// The device is unlocked: protected data is available again, and the apps are told
  /// (“applicationProtectedDataDidBecomeAvailable(_:)”) — a suspended one when it runs again.
  static func protectedDataOnUnlock(in state: inout DeviceState) {
    state.protectedDataLockIn = nil
    guard !state.conditions.isProtectedDataAvailable else { return }
    state.conditions.isProtectedDataAvailable = true
    notifyAll(QueuedNotification(.protectedDataDidBecomeAvailable), in: &state)
  }

  /// The delay after the lock is over: the apps are told
  /// (“applicationProtectedDataWillBecomeUnavailable(_:)”), a suspended one when it runs again
  /// (App Programming Guide, “App State Transitions”, lists the protected-data notifications
  /// among those held), and the data is unavailable from then on — already inside the callback
  /// (the model does not separate the warning from the discarding of the keys).
  static func protectedDataBecomesUnavailable(in state: inout DeviceState) {
    state.protectedDataLockIn = nil
    state.conditions.isProtectedDataAvailable = false
    notifyAll(QueuedNotification(.protectedDataWillBecomeUnavailable), in: &state)
  }

  /// A reboot: the device comes back unlocked, its data available; no app is running to be told.
  static func protectedDataOnReboot(in state: inout DeviceState) {
    state.protectedDataLockIn = nil
    state.conditions.isProtectedDataAvailable = true
  }
}

extension Delivery {
  /// Whether the policy looks at this delivery before handing it out
  /// (``DevicePolicy/deliverLookedAt(_:to:in:)``).
  @inline(__always)
  var isLookedAtByPolicy: Bool {
    switch self {
    case .callback(.applicationPerformFetch), .callback(.applicationDidReceiveRemoteNotification),
      .callback(.applicationDidBecomeActive), .callback(.sceneDidBecomeActive):
      true
    default: false
    }
  }
}

extension SystemEvent {
  /// Whether the event starts an app that is not running (jetsam makes room first): an icon
  /// tap, a switcher pick, the end of the call that ended it, a URL, a background wake.
  @inline(__always)
  var launchesWhenNotRunning: Bool {
    switch self {
    case .launch, .switchTo, .callEnded, .openURL, .backgroundFetch, .silentRemoteNotification: true
    default: false
    }
  }
}

extension DevicePolicy {
  /// A duration as messages write it: `3600 s`, `0.5 s`.
  static func seconds(_ duration: Duration) -> String {
    let (whole, attoseconds) = duration.components
    if attoseconds == 0 { return "\(whole) s" }
    return "\(Double(whole) + Double(attoseconds) / 1e18) s"
  }
}
