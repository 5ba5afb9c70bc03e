import Foundation
import LifecycleCore
import LifecycleRestoration

/// Carrying out the policy's commands: processes, deliveries to app code, effects, kills,
/// the clock. The device decides none of it.
extension Device {
  /// Submits an input, records the policy's refusal if it refuses (naming the step as
  /// ``refusedStepName(of:)`` does), and carries out what follows.
  ///
  /// Speed trick, contained: the step's name is worked out only on a refusal, from the input,
  /// rather than handed in as a closure: a closure argument made the optimiser copy this
  /// function, with the command loop inlined, once per action (seven copies of 16 KB, which
  /// the instruction cache felt). `RefusedStepNameTests` pin the refused steps' names.
  ///
  /// The response is left here: the actions need only the record of a refusal, and an accepted
  /// answer, checked first, is dropped without the call that drops an answer of any other kind
  /// (``submitForAnswer(_:app:)`` hands it back).
  func submit(_ input: DeviceInput, app: Int? = nil) {
    let response = DevicePolicy.submit(input, to: &policyState)
    if case .accepted = response {
    } else if case .refused(let reason) = response {
      record(.ignored(app: app, what: refusedStepName(of: input), reason: reason))
    }
    carryOutSubmitted()
  }

  /// ``submit(_:app:)``, handing back the policy's answer.
  func submitForAnswer(_ input: DeviceInput, app: Int? = nil) -> DeviceResponse {
    let response = DevicePolicy.submit(input, to: &policyState)
    if case .refused(let reason) = response {
      record(.ignored(app: app, what: refusedStepName(of: input), reason: reason))
    }
    carryOutSubmitted()
    return response
  }

  /// Carries out what an input led to, then the work due now — thawed by a resume with nothing
  /// left to do — rather than at the next advance of time.
  @inline(__always)
  private func carryOutSubmitted() {
    drain()
    if scheduler.hasEntries, !draining, !runningDueWork { runDueWorkAfterAction() }
  }

  /// The name of the step a refused input came from, as the trace's `ignored` record gives
  /// it: the scenario step's keyword (`launch`, `call incoming`, `do save`, `tap`, …).
  func refusedStepName(of input: DeviceInput) -> String {
    switch input {
    case .launch: "launch"
    case .home: "home"
    case .switchTo: "switch"
    case .quit: "quit"
    case .call(let action): "call \(action.rawValue)"
    case .lock: "lock"
    case .unlock: "unlock"
    case .notificationCenter: "notification-center"
    case .perform:
      switch pendingAction {
      case .named(let action, _): "do \(action)"
      case .drive(let action): ScenarioDriverParser.stepName(action)
      case nil: "action"
      }
    case .memoryWarning: "memory-warning"
    case .memoryPressure: "memory-pressure"
    case .jetsam: "jetsam"
    case .reboot: "reboot"
    case .settingsChanged: "settings"
    case .localeChanged: "locale"
    case .languageChanged: "language"
    case .mailAccounts: "mail-accounts"
    case .orientation: "orientation"
    case .battery: "battery"
    case .accessory: "accessory"
    case .network: "network"
    case .respond: "respond"
    case .significantTimeChange: "significant-time-change"
    case .backgroundFetch: "background-fetch"
    case .remoteNotification: "push"
    case .openURL: "open-url"
    case .advance, .advanceToWork: "advance"
    case .codeRan: "work"
    case .install, .beginBackgroundTask, .endBackgroundTask, .setMinimumBackgroundFetchInterval,
      .completionHandlerCalled, .setFootprint, .mainThreadBusy, .crash, .preserved, .codeStarted:
      "request"
    }
  }

  /// Runs the work due now, once per action (the work's own `codeRan` does not start another round).
  private func runDueWorkAfterAction() {
    runningDueWork = true
    defer { runningDueWork = false }
    runDueWork()
  }

  /// Takes the policy's commands until it has none, unless a loop further up is already doing
  /// so (a request from app code that loop runs).
  @inline(__always)
  func drain() {
    guard !draining else { return }
    draining = true
    defer { draining = false }
    while let command = DevicePolicy.next(&policyState) { carryOut(command) }
    #if DEBUG
      checkInvariantsAfterInput()
    #else
      if checksInvariants { checkInvariantsAfterInput() }
    #endif
  }

  /// Carries out one command: the common ones here, inlined into the command loop, the others
  /// out of line (``carryOutOther(_:)``), so that the loop stays small.
  @inline(__always)
  func carryOut(_ command: DeviceCommand) {
    switch command {
    case .stateChanged(let app, let from, let to):
      unowned(unsafe) let hostedApp = unretainedHosted[app].takeUnretainedValue()
      if from == .notRunning { startProcess(of: hostedApp) }
      record(.stateChanged(app: app, from: from, to: to))
      if from == .notRunning || to == .notRunning { recordMemoryInUse() }
      if !hostedApp.work.isEmpty {
        if to == .suspended {
          freezeWork(of: hostedApp)
        } else if from == .suspended {
          thawWork(of: hostedApp)
        }
      }
      if to == .notRunning { endProcess(of: hostedApp) }
    case .deliver(let app, let delivery):
      // Speed trick, contained: no retain of the app or its code around the call. Apps are never
      // uninstalled (`unretainedHosted` mirrors `hosted`, which holds them), and a process never
      // ends while a command runs its code (HostedApp.codeForDelivery).
      unowned(unsafe) let hostedApp = unretainedHosted[app].takeUnretainedValue()
      if tracing {
        record(.delivered(app: app, delivery))
        hostedApp.received.append(delivery)
      }
      // An unobserved notification runs no app code.
      if case .notification = delivery, !hostedApp.observesNotifications { return }
      #if DEBUG
        assert(
          hostedApp.codeForDelivery === hostedApp.code, "\(hostedApp.name): the code for delivery is stale")
      #endif
      hostedApp.codeForDelivery?.receive(delivery)
    case .advanceClock(let duration):
      moveTime(to: currentTime.advanced(by: duration))
    default:
      carryOutOther(command)
    }
  }

  /// Carries out a command of the kinds an action meets less often than a state change, a
  /// delivery or a clock move.
  @inline(never)
  private func carryOutOther(_ command: DeviceCommand) {
    switch command {
    case .stateChanged, .deliver, .advanceClock:
      preconditionFailure("\(command) is carried out by carryOut itself")
    case .deliverAwaitingCompletion(let app, let delivery, let handler):
      deliverAwaitingCompletion(delivery, to: hosted[app], handler: handler)
    case .runExpirationHandler(let app, let task):
      let hostedApp = hosted[app]
      if tracing {
        let name = policyState.apps[app].tasks.first { $0.identifier == task }?.name ?? "task \(task)"
        record(.expirationHandler(app: app, task: task, name: name))
        hostedApp.received.append(.callback(.backgroundTaskExpired))
      }
      hostedApp.expirationHandlers[task]?()
    case .preserveState(let app):
      let hostedApp = hosted[app]
      guard let code = hostedApp.code else { return }
      hostedApp.wroteArchive = false
      code.preserveState()
      let stored = hostedApp.wroteArchive
      if stored { record(.effect(app: app, .preservedState)) }
      _ = DevicePolicy.submit(.preserved(app, stored: stored), to: &policyState)
    case .restoreState(let app):
      record(.effect(app: app, .restoreState))
      hosted[app].code?.restoreState()
    case .takeSnapshot(let app):
      let hostedApp = hosted[app]
      // With the trace off (benchmarks) only apps that may preserve state need their snapshot.
      guard tracing || hostedApp.mayPreserveState, let code = hostedApp.code else { return }
      let snapshot = code.snapshot()
      hostedApp.snapshot = snapshot
      record(.effect(app: app, .snapshot(snapshot)))
    case .showInterface(let app):
      hosted[app].code?.showInterface()
    case .dismissInterface(let app):
      hosted[app].code?.dismissInterface()
    case .performAction(let app):
      guard let action = pendingAction.take(), let code = hosted[app].code else { return }
      do throws(AppActionError) {
        switch action {
        case .named(let name, let arguments): try code.perform(action: name, arguments: arguments)
        case .drive(let action): try code.drive(action)
        }
      } catch {
        actionError = error
      }
    case .compareRestoredScreen(let app):
      let hostedApp = hosted[app]
      guard let code = hostedApp.code, let saved = hostedApp.snapshot else { return }
      let shown = code.snapshot()
      record(.effect(app: app, .restoredScreen(matches: shown == saved, snapshot: saved, shown: shown)))
    case .discardPreservedState(let app, let hadState):
      let hostedApp = hosted[app]
      if hadState {
        do throws(ArchiveError) {
          try storage.discardArchive(of: hostedApp.name)
        } catch {
          record(.log(app: app, "cannot discard preserved state: \(error)"))
        }
      }
      record(.effect(app: app, .discardedPreservedState(hadState: hadState)))
    case .terminated(let app, let cause, let facts):
      let hostedApp = hosted[app]
      hostedApp.lastDeathReport = nil
      if let facts {
        writtenReports.append(
          DeviceReport(
            app: hostedApp.name, time: currentTime.offset, cause: cause, facts: facts,
            crashReason: hostedApp.process?.crashReason))
        hostedApp.lastDeathReport = writtenReports.count - 1
        if tracing { record(.report(app: app, writtenReports[writtenReports.count - 1])) }
      }
      record(.terminated(app: app, cause))
    case .memory(let event):
      switch event {
      case .jetsam(let victims, let free, let inUse):
        record(
          .memory(
            MemorySample(
              kind: .jetsam(victims: victims.map { hosted[$0].name }), freeBytes: free, inUseBytes: inUse)))
      case .belowWarningLevel(let free, let inUse):
        record(.memory(MemorySample(kind: .belowWarningLevel, freeBytes: free, inUseBytes: inUse)))
      }
    case .refused(let app, let event, let reason):
      record(.ignored(app: app, what: event?.rawValue ?? "action", reason: reason))
    case .queued(let app, let notification):
      record(.queued(app: app, notification))
    case .unqueued(let app, let notification):
      record(.unqueued(app: app, notification))
    }
  }

  /// Records the memory in use and free now, for charts (``MemorySample/Kind/changed``; the
  /// text trace and JSON Lines leave it out).
  func recordMemoryInUse() {
    guard tracing else { return }
    recordedTrace.appendMemoryChange(
      freeBytes: policyState.freeMemoryBytes, inUseBytes: policyState.memoryInUseBytes,
      at: currentTime.offset)
  }

  // MARK: Processes

  private func startProcess(of app: HostedApp) {
    app.lastDeathReport = nil
    let code = app.makeCode()
    if !app.dataDirectoryExists {
      let folder = storage.dataDirectory(of: app.name)
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        app.dataDirectoryExists = true
      } catch {
        record(
          .log(app: app.index, "cannot create the data folder \(folder.path): \(error.localizedDescription)"))
      }
    }
    let process: AppProcess
    processesStarted += 1
    let identifier = AppProcess.firstProcessIdentifier + processesStarted - 1
    if let spare = app.spareProcess.take() {
      spare.revive(identifier: identifier)
      process = spare
    } else {
      process = AppProcess(device: self, app: app, identifier: identifier)
    }
    app.process = process
    app.code = code
    code.start(in: process)
    app.observesNotifications = code.observesNotifications
    app.mayPreserveState = code.preservesState
    DevicePolicy.codeStarted(
      app.index, observesNotifications: app.observesNotifications, mayPreserveState: app.mayPreserveState,
      hasInterface: code.hasInterface, in: &policyState)
  }

  private func endProcess(of app: HostedApp) {
    // Most processes end with nothing pending: the empty lists are left alone.
    if !app.work.isEmpty {
      for work in app.work { work.cancel() }
      app.work.removeAll()
    }
    if !app.expirationHandlers.isEmpty { app.expirationHandlers.removeAll() }
    var ended = app.process
    ended?.invalidate()
    app.process = nil
    app.code = nil
    // Once the code is gone, a process object no one else holds can serve the next launch.
    if ended != nil && isKnownUniquelyReferenced(&ended) { app.spareProcess = ended.take() }
  }

  private func freezeWork(of app: HostedApp) {
    guard !app.work.isEmpty else { return }
    for work in app.work where !work.isCancelled && !work.hasRun {
      scheduler.freeze(work, now: currentTime)
      if work.endsWhenFrozen { work.wasFrozen = true }
      record(.work(app: app.index, .frozen(work.name, left: work.remainingWhileFrozen!)))
    }
  }

  private func thawWork(of app: HostedApp) {
    guard !app.work.isEmpty else { return }
    for work in app.work where work.remainingWhileFrozen != nil {
      if work.endsWhenFrozen { work.remainingWhileFrozen = .zero }
      record(.work(app: app.index, .resumed(work.name, left: work.timeLeft(at: currentTime))))
      scheduler.thaw(work, now: currentTime)
    }
  }

  /// The host's own invariants after an input: no app that runs no code has work running,
  /// and every running app has its code. Empty when they hold.
  var hostInvariantViolations: [String] {
    var problems: [String] = []
    for app in hosted {
      let state = policyState.apps[app.index].state
      if !state.executesCode,
        !app.work.allSatisfy({ $0.isCancelled || $0.hasRun || $0.remainingWhileFrozen != nil })
      {
        problems.append("\(app.name) is \(state) with work still running")
      }
      if state.isRunning != (app.code != nil) {
        problems.append("\(app.name) is \(state) but its code is \(app.code == nil ? "gone" : "alive")")
      }
    }
    return problems
  }

  /// Checks the policy's invariants and the host's (``hostInvariantViolations``) once an input
  /// is carried out: in debug and test builds always, in release builds when
  /// ``checksInvariants`` is on (the explorer turns it on). A broken one is a defect of
  /// LifecycleKit, never of the app: the run stops, saying so, rather than go on from a state
  /// no iOS device can be in.
  func checkInvariantsAfterInput() {
    var problems = hostInvariantViolations
    if checksInvariants { problems += policyState.invariantViolations }
    guard !problems.isEmpty else { return }
    preconditionFailure(
      "LifecycleKit internal error, not the app's: the device's invariants are broken ("
        + problems.joined(separator: "; ") + "); please report it with the scenario that led here")
  }
}
