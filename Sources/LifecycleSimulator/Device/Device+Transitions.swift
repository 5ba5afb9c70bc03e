import Foundation
import LifecycleCore

/// Executing the core's transitions: state changes, deliveries and effects, one step
/// at a time, with the app's code running inside its callbacks.
extension Device {
  /// Applies `event` to `app` as the core dictates. Returns whether it had an effect;
  /// a rejection is traced with its reason.
  @discardableResult
  func apply(_ event: SystemEvent, to app: InstalledApp) -> Bool {
    let index = TransitionMemo.index(of: event, in: app.state, conditions: app.conditions)
    let slot = memoisedOutcome(at: index, of: event, for: app)
    guard slot.kind == .moved else {
      record(app.name, .ignored, "\(event): \(app.transitions.rejection(at: index)?.reason ?? "refused")")
      return false
    }
    execute(slot, for: app)
    return true
  }

  /// The core's outcome, memoised per Info.plist: it is a pure function of the state, the
  /// event and the conditions (the environment and the app's Info.plist are fixed).
  @inline(__always)
  func memoisedOutcome(at index: Int, of event: SystemEvent, for app: InstalledApp) -> TransitionMemo.Slot {
    let slot = app.memoSlots[index]
    if slot.kind != .unknown { return slot }
    let outcome = LifecycleModel.transition(
      from: app.state, on: event, in: environment, app: app.spec.info, conditions: app.conditions
    )
    return app.transitions.store(outcome, at: index)
  }

  /// Runs the steps in order. Stops early when the app dies inside one of its own
  /// callbacks or effects (a crash, the watchdog). Before suspending, asks the core again: the
  /// app may have begun a background task inside `didEnterBackground`.
  func execute(_ transition: TransitionMemo.Slot, for app: InstalledApp) {
    transitionDepth += 1
    defer { transitionDepth -= 1 }
    let deathsAtStart = app.deaths
    for step in transition.steps {
      switch step {
      case .enter(.suspended)
      where app.tasks.isEmpty
        ? app.staysRunningInBackground.withoutTask : app.staysRunningInBackground.withTask:
        // The app began a background task during this transition: it stays in the
        // background until its last task ends or its time runs out (the core's rule).
        return
      case .enter(let state):
        setState(state, of: app)
      case .deliver(let delivery):
        // An unobserved notification runs no app code: with the trace off, nothing happens.
        if !tracing, case .notification = delivery, !app.codeObservesNotifications { continue }
        deliver(delivery, to: app)
        // The app died inside its own callback (a crash, the watchdog): the rest is moot.
        if app.deaths != deathsAtStart { return }
      case .effect(let effect):
        perform(effect, for: app)
        // Restoration, preservation and the snapshot run app code too: it may crash there.
        if app.deaths != deathsAtStart { return }
      }
    }
    if app.state == .active {
      app.isLaunching = false
      if transition.restoresState { compareWithSnapshot(app) }
    }
    settleAfterTransition(app)
  }

  /// After a restoration, says in the trace whether the screen the app shows is the one
  /// the switcher snapshot recorded when it left (article “Lifecycle and state
  /// transitions”: it should look as if it had never stopped).
  func compareWithSnapshot(_ app: InstalledApp) {
    guard let code = app.code, let saved = app.snapshot else { return }
    let shown = code.snapshot()
    if shown == saved {
      record(app.name, .effect, "restored screen matches the snapshot")
    } else {
      record(
        app.name, .effect,
        "restored screen differs from the snapshot: was \(Self.oneLine(saved)); now \(Self.oneLine(shown))"
      )
    }
  }

  /// An app left in the background with no task and no mode that keeps it running is
  /// suspended: the core decides, through `lastBackgroundTaskEnded`.
  @inline(__always)
  func settleAfterTransition(_ app: InstalledApp) {
    guard transitionDepth <= 1, app.state == .background, app.tasks.isEmpty else { return }
    suspendIfIdle(app)
  }

  private func suspendIfIdle(_ app: InstalledApp) {
    let index = TransitionMemo.index(
      of: .lastBackgroundTaskEnded, in: .background, conditions: app.conditions)
    let settle = memoisedOutcome(at: index, of: .lastBackgroundTaskEnded, for: app)
    if settle.kind == .moved, !settle.steps.isEmpty { execute(settle, for: app) }
  }

  /// Delivers one callback or notification to the app's code, then lets the time the
  /// code kept the main thread busy pass, firing the launch watchdog when it overruns.
  func deliver(_ delivery: Delivery, to app: InstalledApp) {
    if tracing {
      switch delivery {
      case .callback(let callback): record(app.name, .callback, callback.rawValue)
      case .notification(let notification): record(app.name, .notification, notification.rawValue)
      }
      app.received.append(delivery)
    }
    switch delivery {
    case .callback(.backgroundTaskExpired):
      runExpirationHandlers(of: app)
    case .notification where !app.codeObservesNotifications:
      return
    default:
      guard let code = app.code else { return }
      code.receive(delivery)
    }
    // The process is only looked at when the code said it kept the main thread busy.
    guard app.mainThreadBusy, let process = app.process else { return }
    let busy = process.takeBusyTime()
    guard busy > .zero, app.process === process else { return }
    if app.isLaunching {
      let deadline = app.launchStarted.advanced(by: environment.profile.launchWatchdogLimit)
      if currentTime.advanced(by: busy) > deadline {
        moveTime(to: deadline)
        record(
          app.name, .log,
          "launch still running after \(TimeFormat.seconds(environment.profile.launchWatchdogLimit))")
        apply(.watchdogKill, to: app)
        return
      }
    }
    moveTime(to: currentTime.advanced(by: busy))
  }

  /// Carries out an effect the core placed in the sequence.
  func perform(_ effect: TransitionEffect, for app: InstalledApp) {
    switch effect {
    case .restoreState:
      record(app.name, .effect, "restoreState")
      if let code = app.code {
        code.restoreState()
        // The app may discard the archive once read (App Programming Guide, “Visual
        // Appearance Across Launches”: "typically discarded after your app finishes
        // launching"); the flag follows the folder, as after preservation.
        if app.codePreservesState { app.preservedStateOnDisk = app.scanPreservedState() }
      }
    case .preserveState:
      record(app.name, .effect, "preserveState")
      if app.codePreservesState, let code = app.code {
        code.preserveState()
        app.preservedStateOnDisk = app.scanPreservedState()
      }
    case .takeSnapshot:
      // With the trace off (benchmarks) only apps that preserve state need their snapshot.
      guard tracing || app.codePreservesState, let code = app.code else { return }
      let snapshot = code.snapshot()
      app.snapshot = snapshot
      record(app.name, .effect, "takeSnapshot" + (snapshot.isEmpty ? "" : ": \(Self.oneLine(snapshot))"))
    case .discardPreservedState:
      // Only preservation writes into the restoration folder, so the flag is the truth.
      if app.preservedStateOnDisk { try? FileManager.default.removeItem(at: app.restorationDirectory) }
      app.snapshot = nil
      record(
        app.name, .effect,
        app.preservedStateOnDisk ? "discardPreservedState" : "discardPreservedState (none kept)")
      app.preservedStateOnDisk = false
    case .deliverQueuedNotifications:
      guard !app.queuedNotifications.isEmpty else { return }
      let queued = app.queuedNotifications
      app.queuedNotifications.removeAll()
      for notification in queued { deliver(.notification(notification), to: app) }
    case .terminate(let cause):
      writeReport(for: app, cause: cause)
      record(app.name, .termination, cause.rawValue)
    }
  }

  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " | ")
  }
}
