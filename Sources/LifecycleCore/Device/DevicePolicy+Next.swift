/// Handing out commands: the agenda, one frame at a time.
extension DevicePolicy {
  /// The next command to carry out, or nil when the policy has finished with every input.
  ///
  /// Calling it says that the previous command is done: if that command ran the app's code,
  /// the time the code kept the main thread busy passes now (and the watchdog may fire).
  public static func next(_ state: inout DeviceState) -> DeviceCommand? {
    if let running = state.running {
      state.running = nil
      if running.busy > .zero, !running.crashed, let command = spendBusyTime(running, in: &state) {
        return command
      }
    }
    while let frame = state.agenda.popLast() {
      if let command = run(frame, in: &state) { return command }
    }
    #if DEBUG
      let violations = state.invariantViolations
      assert(violations.isEmpty, "device invariants broken: \(violations.joined(separator: "; "))")
    #endif
    return nil
  }

  /// Carries out one frame; returns the command it hands out, or nil to go on.
  @inline(__always)
  private static func run(_ frame: Frame, in state: inout DeviceState) -> DeviceCommand? {
    switch frame {
    case .steps(let app, let next, let end):
      if next + 1 < end { state.agenda.append(.steps(app: app, next: next + 1, end: end)) }
      return step(state.apps[app].table.steps[Int(next)], of: app, in: &state)
    case .event(let app, let event):
      return begin(event, for: app, in: &state)
    case .finished(let app, let restored):
      return finish(app, restored: restored, in: &state)
    case .settle(let app):
      let slot = state.apps[app]
      if slot.state == .background, slot.tasks.isEmpty,
        !slot.table.staysRunningInBackground(holdsBackgroundTask: false)
      {
        // Nothing keeps the app in the background any more: the core's rule for the moment
        // its last task ends applies.
        state.agenda.append(.event(app: app, .lastBackgroundTaskEnded))
      }
      return nil
    case .advance(let remaining):
      return advance(remaining, in: &state)
    case .fireDue:
      fireDueDeadlines(in: &state)
      return nil
    case .settleMemory(let pressure):
      return settleMemory(pressure: pressure, in: &state)
    case .makeRoom(let app):
      return makeRoom(for: app, in: &state)
    case .warn(let apps):
      return warn(apps, in: &state)
    case .expirationHandlers(let app, let after):
      guard state.apps[app].state == .background,
        let task = state.apps[app].tasks.first(where: { $0.identifier > after && $0.hasExpirationHandler })
      else { return nil }
      state.agenda.append(.expirationHandlers(app: app, after: task.identifier))
      state.running = RunningCode(app: app, callback: .backgroundTaskExpired)
      return .runExpirationHandler(app: app, task: task)
    case .queued(let app):
      let queued = state.apps[app].queuedNotifications
      state.apps[app].queuedNotifications.removeAll()
      for notification in queued.reversed() { state.agenda.append(.notify(app: app, notification)) }
      return nil
    case .notify(let app, let notification):
      guard state.apps[app].state.executesCode else { return nil }
      if notification.notification == .significantTimeChange {
        state.agenda.append(.deliver(app: app, .notification(.significantTimeChange)))
        state.running = RunningCode(app: app, callback: .applicationSignificantTimeChange)
        return .deliver(app: app, .callback(.applicationSignificantTimeChange))
      }
      state.running = RunningCode(app: app)
      return .deliver(app: app, .notification(notification.notification))
    case .deliver(let app, let delivery):
      guard state.apps[app].state.executesCode else { return nil }
      state.running = RunningCode(app: app, callback: delivery.callback)
      return .deliver(app: app, delivery)
    case .action(let app):
      guard state.apps[app].state == .active, !state.isLocked else {
        return .refused(app: app, event: nil, reason: "\(state.apps[app].name) is no longer active")
      }
      state.running = RunningCode(app: app)
      return .performAction(app: app)
    case .discardAfterRestore(let app):
      guard state.apps[app].hasPreservedState else { return nil }
      state.apps[app].hasPreservedState = false
      return .discardPreservedState(app: app, hadState: true)
    case .emit(let command):
      return command
    }
  }

  /// Applies `event` to the app as its table says, with the app's conditions now.
  private static func begin(_ event: SystemEvent, for app: Int, in state: inout DeviceState) -> DeviceCommand?
  {
    let slot = state.apps[app]
    let index = TransitionTable.index(of: event, in: slot.state, conditions: slot.conditions)
    let outcome = slot.table.slots[index]
    guard outcome.moved else {
      return .refused(app: app, event: event, reason: slot.table.rejections[index]?.reason ?? "refused")
    }
    if event == .forceQuit, let position = state.switcher.lastIndex(of: app) {
      state.switcher.remove(at: position)
    }
    state.agenda.append(.finished(app: app, restored: outcome.restoresState))
    if outcome.count > 0 {
      state.agenda.append(.steps(app: app, next: outcome.start, end: outcome.start + outcome.count))
    }
    return nil
  }

  /// One step of a transition in progress.
  @inline(__always)
  private static func step(_ step: TransitionStep, of app: Int, in state: inout DeviceState) -> DeviceCommand?
  {
    switch step {
    case .enter(let newState):
      return enter(newState, app: app, in: &state)
    case .deliver(.callback(.backgroundTaskExpired)):
      // One call per open task that has an expiration handler; none for a task begun without.
      state.agenda.append(.expirationHandlers(app: app, after: 0))
      return nil
    case .deliver(let delivery):
      state.running = RunningCode(app: app, callback: delivery.callback)
      return .deliver(app: app, delivery)
    case .effect(let effect):
      return perform(effect, for: app, in: &state)
    }
  }

  /// The app enters `newState`, and everything that goes with it on the device changes: the
  /// foreground, the switcher, memory, background time, the jetsam band.
  private static func enter(_ newState: AppState, app: Int, in state: inout DeviceState) -> DeviceCommand? {
    let old = state.apps[app].state
    guard old != newState else { return nil }
    if newState == .suspended,
      state.apps[app].table.staysRunningInBackground(holdsBackgroundTask: !state.apps[app].tasks.isEmpty)
    {
      // Decided now, with the tasks the app holds now: it began one in its callback.
      return nil
    }
    let profile = state.environment.profile
    state.apps[app].state = newState
    if old == .notRunning {
      state.apps[app].footprintBytes = state.apps[app].launchFootprintBytes
      state.memoryInUseBytes += state.apps[app].footprintBytes
      state.apps[app].isLaunching = true
      state.apps[app].launchTimeLeft = profile.launchWatchdogLimit
      state.apps[app].expirationHandlersRan = false
    }
    switch newState {
    case .inactive, .active:
      state.foreground = app
      if newState == .active, state.switcher.last != app {
        if let position = state.switcher.lastIndex(of: app) { state.switcher.remove(at: position) }
        state.switcher.append(app)
      }
      if !old.isForeground {
        state.apps[app].backgroundTimeLeft = nil
        state.apps[app].expirationHandlersRan = false
      }
    case .background:
      if state.foreground == app { state.foreground = nil }
      if old.isForeground {
        state.apps[app].backgroundTimeLeft = profile.backgroundTimeBudget
        state.apps[app].expirationHandlersRan = false
      }
    case .suspended:
      if state.foreground == app { state.foreground = nil }
      state.apps[app].backgroundTimeLeft = nil
    case .notRunning:
      if state.foreground == app { state.foreground = nil }
      state.memoryInUseBytes -= state.apps[app].footprintBytes
      state.apps[app].footprintBytes = 0
      state.apps[app].tasks.removeAll()
      state.apps[app].queuedNotifications.removeAll()
      state.apps[app].isLaunching = false
      state.apps[app].launchTimeLeft = nil
      state.apps[app].backgroundTimeLeft = nil
      state.apps[app].expirationHandlersRan = false
      if state.appUnderLock == app { state.appUnderLock = nil }
    }
    let band = state.apps[app].table.bandByState[newState.ordinal]
    if band != state.apps[app].band {
      state.apps[app].band = band
      state.apps[app].bandEntryOrder = state.nextBandEntry
      state.nextBandEntry += 1
    }
    return .stateChanged(app: app, from: old, to: newState)
  }

  /// An effect the core placed in a transition.
  private static func perform(_ effect: TransitionEffect, for app: Int, in state: inout DeviceState)
    -> DeviceCommand?
  {
    switch effect {
    case .restoreState:
      state.running = RunningCode(app: app)
      return .restoreState(app: app)
    case .preserveState:
      state.running = RunningCode(app: app)
      return .preserveState(app: app)
    case .takeSnapshot:
      state.running = RunningCode(app: app)
      return .takeSnapshot(app: app)
    case .showInterface:
      state.running = RunningCode(app: app)
      return .showInterface(app: app)
    case .dismissInterface:
      state.running = RunningCode(app: app)
      return .dismissInterface(app: app)
    case .discardPreservedState:
      let had = state.apps[app].hasPreservedState
      state.apps[app].hasPreservedState = false
      return .discardPreservedState(app: app, hadState: had)
    case .deliverQueuedNotifications:
      if !state.apps[app].queuedNotifications.isEmpty { state.agenda.append(.queued(app: app)) }
      return nil
    case .terminate(let cause):
      dropProcessWork(of: app, in: &state)
      return .terminated(
        app: app, cause: cause, report: ReportFacts.of(cause, app: state.apps[app], in: state.environment))
    }
  }

  /// The process is ending: what was left to do for it — the rest of an interrupted
  /// transition, its queued deliveries, its handlers — goes with it. The transition that ends
  /// it (the frames above its `finished`) runs to its end.
  private static func dropProcessWork(of app: Int, in state: inout DeviceState) {
    guard
      let ending = state.agenda.lastIndex(where: { if case .finished(app, _) = $0 { true } else { false } })
    else { return }
    var index = ending - 1
    while index >= 0 {
      if state.agenda[index].processWork == app { state.agenda.remove(at: index) }
      index -= 1
    }
  }

  /// A transition of the app ended.
  private static func finish(_ app: Int, restored: Bool, in state: inout DeviceState) -> DeviceCommand? {
    if state.apps[app].state == .active {
      state.apps[app].isLaunching = false
      state.apps[app].launchTimeLeft = nil
    }
    state.agenda.append(.settle(app: app))
    guard restored, state.apps[app].state == .active else { return nil }
    // "Typically discarded after your app finishes launching": compared with the snapshot
    // taken when the app left, then deleted.
    state.agenda.append(.discardAfterRestore(app: app))
    return .compareRestoredScreen(app: app)
  }
}
