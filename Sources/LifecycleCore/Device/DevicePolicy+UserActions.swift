/// The user's and the device's own actions: which app each reaches, what goes Home first, the
/// calls, the lock and Notification Center. ``DevicePolicy/submit(_:to:)`` dispatches to them.
extension DevicePolicy {
  @inline(never)  // rare: kept out of `submit`, whose stack frame it would widen for every input
  static func install(
    name: String, info: AppInfo, footprintBytes: Int, hasPreservedState: Bool, in state: inout DeviceState
  ) -> DeviceResponse {
    guard state.index(of: name) == nil else { return .refused("an app named '\(name)' is already installed") }
    var slot = AppSlot(
      name: name, info: info, launchFootprintBytes: max(0, footprintBytes),
      table: TransitionTable.shared(for: info, in: state.environment))
    slot.hasPreservedState = hasPreservedState
    state.apps.append(slot)
    return .installed(state.apps.count - 1)
  }

  static func launch(_ app: Int, in state: inout DeviceState) -> DeviceResponse {
    state.progress.pendingMemoryCheck.include(.normal)
    if let closing = closeNotificationCenter(over: app, in: &state) { return closing }
    startAfterForegroundHome(.launch, for: app, in: &state)
    return .accepted
  }

  static func switchTo(_ app: Int, in state: inout DeviceState) -> DeviceResponse {
    guard state.environment.multitasking else {
      return .refused("there is no app switcher without multitasking")
    }
    state.progress.pendingMemoryCheck.include(.normal)
    if let closing = closeNotificationCenter(over: app, in: &state) { return closing }
    startAfterForegroundHome(.switchTo, for: app, in: &state)
    return .accepted
  }

  /// Opening an app closes Notification Center, whatever was under it. When the app is the
  /// one already under the centre (the user tapped one of its own notifications), closing
  /// the centre is all there is to do: the app becomes active again.
  static func closeNotificationCenter(over app: Int, in state: inout DeviceState) -> DeviceResponse? {
    guard state.isNotificationCenterOpen else { return nil }
    state.isNotificationCenterOpen = false
    guard state.foreground == app else { return nil }
    state.push(.event(app: app, .notificationCenterClosed))
    return .accepted
  }

  /// The app in front goes Home before another takes the screen.
  static func sendForegroundHome(except app: Int, in state: inout DeviceState) {
    guard let front = state.foreground, front != app else { return }
    state.push(.event(app: front, .home))
  }

  /// `event` reaches `app` once the app in front (if another) has gone Home.
  static func startAfterForegroundHome(
    _ event: SystemEvent, for app: Int, in state: inout DeviceState
  ) {
    if let front = state.foreground, front != app {
      state.push(.event(app: app, event))
      state.push(.event(app: front, .home))
    } else {
      start(event, for: app, in: &state)
    }
  }

  /// The input's one event reaches `app`: the last thing the input schedules, so that it is
  /// the first to run.
  ///
  /// Speed trick, contained: between inputs (nothing on the agenda, no transition under way,
  /// no command running the app's code, no time to hand out) the event begins at once, its
  /// transition becoming the one in progress, instead of going onto the agenda for
  /// ``next(_:)`` to take off again; a command its beginning hands out (a refusal, jetsam's
  /// kills first) is handed out first, as ``next(_:)`` would. Otherwise it waits its turn on the
  /// agenda. Either way the commands and the state that follow are the same
  /// (`DirectStartTests`); callers push nothing after it.
  @inline(__always)
  static func start(_ event: SystemEvent, for app: Int, in state: inout DeviceState) {
    guard state.isIdle,
      state.progress.pendingClock.attoseconds == 0,
      state.progress.scratch.startsEventsDirectly
    else {
      state.push(.event(app: app, event))
      return
    }
    if let command = begin(event, for: app, in: &state) { state.emit(command) }
  }

  static func home(in state: inout DeviceState) -> DeviceResponse {
    state.isNotificationCenterOpen = false
    guard let front = state.foreground else { return .refused("no app is in the foreground") }
    state.progress.pendingMemoryCheck.include(.normal)
    start(.home, for: front, in: &state)
    return .accepted
  }

  static func lock(in state: inout DeviceState) -> DeviceResponse {
    guard !state.isLocked else { return .refused("already locked") }
    state.isLocked = true
    state.isNotificationCenterOpen = false
    state.appUnderLock = state.foreground
    state.progress.pendingMemoryCheck.include(.normal)
    protectedDataOnLock(in: &state)
    if let front = state.foreground { start(.lock, for: front, in: &state) }
    return .accepted
  }

  static func unlock(in state: inout DeviceState) -> DeviceResponse {
    guard state.isLocked else { return .refused("not locked") }
    state.isLocked = false
    state.progress.pendingMemoryCheck.include(.normal)
    defer { protectedDataOnUnlock(in: &state) }  // told before the app under the lock is back
    guard let app = state.appUnderLock else { return .accepted }
    state.appUnderLock = nil
    if state.apps[app].state == .notRunning {
      // Ended by a call answered behind the lock screen (iPhone OS 3): launched again now.
      state.push(.event(app: app, .launch))
    } else {
      state.push(.event(app: app, .unlock))
    }
    return .accepted
  }

  static func notificationCenter(open: Bool, in state: inout DeviceState) -> DeviceResponse {
    guard state.environment.profile.hasNotificationCenter else {
      return .refused("Notification Center does not exist before iOS 5")
    }
    guard open != state.isNotificationCenterOpen else {
      return .refused("already \(open ? "open" : "closed")")
    }
    state.isNotificationCenterOpen = open
    guard let front = state.foreground else { return .accepted }
    state.progress.pendingMemoryCheck.include(.normal)
    start(open ? .notificationCenterOpened : .notificationCenterClosed, for: front, in: &state)
    return .accepted
  }

  static func call(_ action: CallAction, in state: inout DeviceState) -> DeviceResponse {
    state.progress.pendingMemoryCheck.include(.normal)
    switch (action, state.call.phase) {
    case (.incoming, .none):
      // The call takes the screen from the app in front, active or inactive (under
      // Notification Center, which the call dismisses, or behind the lock screen).
      state.call.phase = .ringing
      state.call.interrupted = state.foreground
      state.isNotificationCenterOpen = false
      if let app = state.foreground, state.apps[app].state == .active {
        start(.callIncoming, for: app, in: &state)
      }
    case (.accept, .ringing):
      state.call.phase = .answered
      if let app = state.call.interrupted { start(.callAccepted, for: app, in: &state) }
    case (.decline, .ringing), (.end, .ringing):
      let app = state.call.interrupted
      state.call = CallState()
      // Behind the lock screen the app stays inactive until unlock.
      if let app, !state.isLocked { start(.callDeclined, for: app, in: &state) }
    case (.end, .answered):
      let interrupted = state.call.interrupted
      state.call = CallState()
      guard let app = interrupted else { break }
      if let front = state.isLocked ? state.appUnderLock : state.foreground, front != app {
        // The user went on to another app during the call: that one is in front now.
        state.emit(.refused(app: app, event: .callEnded, reason: "another app is in the foreground now"))
      } else if state.isLocked {
        state.appUnderLock = app  // it comes back at unlock
      } else {
        // Launched again where answering terminated it (iPhone OS 3), resumed otherwise; the
        // app takes the screen, so a Notification Center pulled down during the call closes.
        state.isNotificationCenterOpen = false
        start(.callEnded, for: app, in: &state)
      }
    default:
      let where_: String =
        switch state.call.phase {
        case .none: "no call in progress"
        case .ringing: "the call is ringing"
        case .answered: "the call is already answered"
        }
      return .refused(where_)
    }
    return .accepted
  }

  static func reboot(in state: inout DeviceState) -> DeviceResponse {
    // The app in front gets applicationWillTerminate; apps behind it end with no callback
    // (the core's reboot rows). The device comes back unlocked, with no call.
    state.isLocked = false
    state.appUnderLock = nil
    state.call = CallState()
    state.isNotificationCenterOpen = false
    state.progress.pendingMemoryCheck.include(.normal)
    protectedDataOnReboot(in: &state)
    for app in state.apps.indices.reversed() where state.apps[app].state.isRunning {
      state.push(.event(app: app, .reboot))
    }
    return .accepted
  }
}
