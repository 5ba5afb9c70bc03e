/// Handing out commands: the transition in progress, then the agenda, one frame at a time.
///
/// Speed tricks, contained here and checked by tests (the trace-off equivalence test, the
/// table test, the invariants asserted in debug builds): the transition in progress is kept
/// apart (``PolicyProgress/transition``) rather than on the agenda; memory is settled once the
/// agenda is empty rather than through a frame per input; time that passes with no deadline on
/// the way is handed out at once; and commands the host said it does not need (``DeviceReporting``)
/// are not made at all.
extension DevicePolicy {
  /// The next command to carry out, or nil when the policy has finished with every input.
  ///
  /// Calling it says that the previous command is done: if that command ran the app's code,
  /// the time the code kept the main thread busy passes now (and the watchdog may fire).
  public static func next(_ state: inout DeviceState) -> DeviceCommand? {
    if let running = state.progress.running {
      // Back to the value of a fresh state, so that equal situations are equal values.
      state.progress.running = nil
      if running.busy.attoseconds > 0, !running.crashed,
        let command = spendBusyTime(running.busy, of: running.app, running: running.callback, in: &state)
      {
        return command
      }
    }
    if state.progress.pendingClock.attoseconds > 0 {
      let passed = state.progress.pendingClock
      state.progress.pendingClock = Duration(attoseconds: 0)
      return .advanceClock(by: passed)
    }
    while true {
      if let transition = state.progress.transition {
        // The transition in progress: its next step, with no trip through the agenda.
        let app = transition.app
        let next = transition.next
        let step = state.apps[app].access.steps[Int(next)]
        if next + 1 < transition.end {
          state.progress.transition?.next = next + 1
          if let command = Self.step(step, of: app, in: &state) { return command }
        } else {
          let restored = transition.restored
          state.progress.transition = nil
          let pending = state.progress.agenda.count
          let command = Self.step(step, of: app, in: &state)
          // The transition's last step: its follow-ups come once what the step led to is done
          // (the command, and what it put on the agenda: expiration handlers, say).
          if state.apps[app].state != .notRunning || restored {
            if state.progress.agenda.count > pending {
              state.progress.agenda.insert(.finished(app: app, restored: restored), at: pending)
            } else if command != nil {
              state.push(.finished(app: app, restored: restored))
            } else if let followUp = finish(app, restored: restored, in: &state) {
              return followUp
            }
          }
          if let command { return command }
        }
        continue
      }
      if let frame = state.progress.agenda.popLast() {
        if let command = run(frame, in: &state) { return command }
        continue
      }
      // Everything the inputs led to is done: memory settles, once.
      guard state.progress.pendingMemoryCheck != .none else { break }
      let pressure = state.progress.pendingMemoryCheck == .pressure
      state.progress.pendingMemoryCheck = .none
      if let command = settleMemory(pressure: pressure, in: &state) { return command }
    }
    if !state.progress.decided.isEmpty { state.progress.decided.removeAll(keepingCapacity: true) }
    #if DEBUG
      let violations = state.invariantViolations
      assert(violations.isEmpty, "device invariants broken: \(violations.joined(separator: "; "))")
    #endif
    return nil
  }

  /// Marks the command about to be handed out as running `app`'s code.
  @inline(__always)
  static func runs(_ app: Int, _ callback: LifecycleCallback? = nil, in state: inout DeviceState) {
    state.progress.running = RunningCode(app: app, callback: callback)
  }

  /// Carries out one frame; returns the command it hands out, or nil to go on.
  @inline(__always)
  private static func run(_ frame: Frame, in state: inout DeviceState) -> DeviceCommand? {
    switch frame {
    case .steps(let app, let next, let end, let restored):
      // A transition set aside for what its own steps led to resumes as the one in progress.
      state.progress.transition = TransitionInProgress(app: app, next: next, end: end, restored: restored)
      return nil
    case .event(let app, let event):
      return begin(event, for: app, in: &state)
    case .finished(let app, let restored):
      return finish(app, restored: restored, in: &state)
    case .settle(let app):
      return settle(app, in: &state)
    case .advance(let remaining, let inclusive):
      return advance(remaining, inclusive: inclusive, in: &state)
    case .fireDue:
      fireDueDeadlines(in: &state)
      return nil
    case .warn:
      return warn(in: &state)
    case .expirationHandlers(let app, let after):
      guard state.apps[app].state == .background,
        let task = state.apps[app].tasks.first(where: { $0.identifier > after && $0.hasExpirationHandler })
      else { return nil }
      state.push(.expirationHandlers(app: app, after: task.identifier))
      runs(app, .backgroundTaskExpired, in: &state)
      return .runExpirationHandler(app: app, task: task.identifier)
    case .queued(let app):
      let queued = state.apps[app].queuedNotifications
      state.apps[app].queuedNotifications.removeAll()
      for queuedNotification in queued.reversed() {
        state.push(.notify(app: app, queuedNotification.notification))
      }
      return nil
    case .notify(let app, let notification):
      guard state.apps[app].state.executesCode else { return nil }
      if let callback = notification.delegateCallback {
        state.push(.deliver(app: app, .notification(notification)))
        runs(app, callback, in: &state)
        return .deliver(app: app, .callback(callback))
      }
      return deliver(.notification(notification), to: app, in: &state)
    case .deliver(let app, let delivery):
      guard state.apps[app].state.executesCode else { return nil }
      return deliver(delivery, to: app, in: &state)
    case .action(let app):
      guard state.apps[app].state == .active, !state.isLocked else {
        return .refused(app: app, event: nil, reason: "the app is no longer active")
      }
      runs(app, in: &state)
      return .performAction(app: app)
    case .discardAfterRestore(let app):
      guard state.apps[app].hasPreservedState else { return nil }
      state.apps[app].hasPreservedState = false
      return .discardPreservedState(app: app, hadState: true)
    case .emit(let position):
      return state.progress.decided[position]
    }
  }

  /// Applies `event` to the app as its table says, with the app's conditions now.
  static func begin(_ event: SystemEvent, for app: Int, in state: inout DeviceState) -> DeviceCommand? {
    let appState = state.apps[app].state
    if appState == .notRunning, event.launchesWhenNotRunning, makeRoom(for: app, then: event, in: &state) {
      // Jetsam makes room before the process starts; the launch comes after the kills.
      return nil
    }
    let index = TransitionTable.index(of: event, in: appState, conditions: state.apps[app].conditions)
    let outcome = state.apps[app].access.slots[index]
    guard outcome.moved else {
      return .refused(
        app: app, event: event, reason: state.apps[app].table.rejections[index]?.reason ?? "refused")
    }
    if event == .forceQuit, let position = state.switcher.lastIndex(of: app) {
      state.switcher.remove(at: position)
    }
    noteWake(event, for: app, from: appState, in: &state)
    if appState == .background, outcome.leavesBackground { state.apps[app].isLeavingBackground = true }
    guard outcome.count > 0 else { return finish(app, restored: outcome.restoresState, in: &state) }
    if state.progress.transition != nil { state.progress.spillTransition() }
    state.progress.transition = TransitionInProgress(
      app: app, next: outcome.start, end: outcome.start + outcome.count, restored: outcome.restoresState)
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
      state.push(.expirationHandlers(app: app, after: 0))
      return nil
    case .deliver(let delivery) where delivery.isLookedAtByPolicy:
      return deliverLookedAt(delivery, to: app, in: &state)
    case .deliver(let delivery):
      return deliver(delivery, to: app, in: &state)
    case .effect(let effect):
      // An idle effect ends here, without the call: most effect steps are idle for an app
      // whose code keeps no state and has no interface.
      if effect.isIdle(for: state.apps[app], reporting: state.reporting) { return nil }
      return perform(effect, for: app, in: &state)
    }
  }

  /// A delivery to the app's code — unless it is a notification the code observes not and the
  /// host does not record.
  @inline(__always)
  static func deliver(_ delivery: Delivery, to app: Int, in state: inout DeviceState)
    -> DeviceCommand?
  {
    if case .notification = delivery, !state.reporting.contains(.unobservedNotifications),
      !state.apps[app].codeObservesNotifications
    {
      return nil
    }
    runs(app, delivery.callback, in: &state)
    return .deliver(app: app, delivery)
  }

  /// An effect the core placed in a transition: nothing when it is idle for the app
  /// (``TransitionEffect/isIdle(for:reporting:)``).
  static func perform(_ effect: TransitionEffect, for app: Int, in state: inout DeviceState)
    -> DeviceCommand?
  {
    if effect.isIdle(for: state.apps[app], reporting: state.reporting) { return nil }
    switch effect {
    case .restoreState:
      runs(app, in: &state)
      return .restoreState(app: app)
    case .preserveState:
      runs(app, in: &state)
      return .preserveState(app: app)
    case .takeSnapshot:
      runs(app, in: &state)
      return .takeSnapshot(app: app)
    case .showInterface:
      runs(app, in: &state)
      return .showInterface(app: app)
    case .dismissInterface:
      runs(app, in: &state)
      return .dismissInterface(app: app)
    case .discardPreservedState:
      let had = state.apps[app].hasPreservedState
      guard had || state.reporting.contains(.idleEffects) else { return nil }
      state.apps[app].hasPreservedState = false
      return .discardPreservedState(app: app, hadState: had)
    case .deliverQueuedNotifications:
      if !state.apps[app].queuedNotifications.isEmpty { state.push(.queued(app: app)) }
      return nil
    case .terminate(let cause):
      dropProcessWork(of: app, in: &state)
      return .terminated(
        app: app, cause: cause, report: ReportFacts.of(cause, app: state.apps[app], in: state.environment))
    }
  }

  /// The process is ending: what was left to do for it — an interrupted transition, its
  /// queued deliveries, its handlers — goes with it. The transition that ends it (the one in
  /// progress) runs to its end.
  private static func dropProcessWork(of app: Int, in state: inout DeviceState) {
    guard state.progress.agenda.contains(where: { $0.processWork == app }) else { return }
    state.progress.agenda.removeAll { $0.processWork == app }
  }

  /// Suspends the app if it runs in the background with nothing left keeping it there: the
  /// core's rule for the moment its last task ends applies.
  @inline(__always)
  private static func settle(_ app: Int, in state: inout DeviceState) -> DeviceCommand? {
    guard state.apps[app].state == .background, state.apps[app].tasks.isEmpty,
      !state.apps[app].access.staysRunningInBackground(holdsBackgroundTask: false)
    else { return nil }
    return begin(.lastBackgroundTaskEnded, for: app, in: &state)
  }

  /// A transition of the app ended: the launch is over once the app is active; a launch that
  /// restored state is compared with the snapshot and its state discarded; an app left in
  /// the background with nothing keeping it there is suspended.
  private static func finish(_ app: Int, restored: Bool, in state: inout DeviceState) -> DeviceCommand? {
    // A launch into the background is over once its transition is (“About the background
    // execution sequence”): the watchdog counts no further.
    if state.apps[app].state == .active || state.apps[app].state == .background, state.apps[app].isLaunching {
      state.apps[app].isLaunching = false
      state.apps[app].launchTimeLeft = nil
    }
    guard restored, state.apps[app].state == .active else { return settle(app, in: &state) }
    state.push(.settle(app: app))
    // "Typically discarded after your app finishes launching": compared with the snapshot
    // taken when the app left, then deleted.
    state.push(.discardAfterRestore(app: app))
    return .compareRestoredScreen(app: app)
  }
}

extension TransitionEffect {
  /// Whether the effect hands the host nothing for this app now: a preservation the code
  /// cannot answer, a snapshot no one needs, an interface the code does not have. Exactly the
  /// cases where ``DevicePolicy/perform(_:for:in:)`` returns nil without changing the state.
  @inline(__always)
  func isIdle(for slot: AppSlot, reporting: DeviceReporting) -> Bool {
    switch self {
    case .preserveState: !slot.codeMayPreserveState
    case .takeSnapshot: !slot.codeMayPreserveState && !reporting.contains(.idleEffects)
    case .showInterface, .dismissInterface: !slot.codeHasInterface
    case .restoreState, .discardPreservedState, .deliverQueuedNotifications, .terminate: false
    }
  }
}
