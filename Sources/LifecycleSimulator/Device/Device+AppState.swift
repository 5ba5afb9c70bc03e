import Foundation
import LifecycleCore

/// What changes on the device when an app's state changes: its process, the
/// foreground, the switcher, jetsam bands, background timers and frozen work.
extension Device {
  func setState(_ newState: AppState, of app: InstalledApp) {
    let old = app.state
    guard old != newState else { return }
    if old == .notRunning { startProcess(of: app) }
    app.state = newState
    record(app.name, .state, "\(old) → \(newState)")

    switch newState {
    case .inactive, .active:
      if foreground !== app { foreground = app }
      if newState == .active && recentApps.last !== app {
        if let index = recentApps.lastIndex(where: { $0 === app }) { recentApps.remove(at: index) }
        recentApps.append(app)
      }
      // Between inactive and active nothing about background time changes.
      if !old.isForeground {
        leaveBackgroundTime(app)
        if old == .suspended { thawWork(of: app) }
      }
    case .background:
      if foreground === app { foreground = nil }
      if old.isForeground {
        enterBackgroundTime(app)
      } else if old == .suspended {
        thawWork(of: app)
      }
    case .suspended:
      if foreground === app { foreground = nil }
      freezeWork(of: app)
    case .notRunning:
      if foreground === app { foreground = nil }
      endProcess(of: app)
    }
    updateBand(of: app)
  }

  private func startProcess(of app: InstalledApp) {
    let code = app.makeCode()
    if !app.dataDirectoryExists {
      do {
        try FileManager.default.createDirectory(at: app.dataDirectory, withIntermediateDirectories: true)
        app.dataDirectoryExists = true
      } catch {
        record(
          app.name, .log,
          "cannot create the data folder \(app.dataDirectory.path): \(error.localizedDescription)")
      }
    }
    let process: AppProcess
    if let spare = app.spareProcess.take() {
      spare.revive()
      process = spare
    } else {
      process = AppProcess(device: self, app: app)
    }
    app.process = process
    app.code = code
    app.footprintBytes = app.spec.footprintBytes
    memoryInUse += app.footprintBytes
    app.isLaunching = true
    app.launchStarted = currentTime
    app.expirationHandlersRan = false
    code.start(in: process)
    app.codeObservesNotifications = code.observesNotifications
    app.codePreservesState = code.preservesState
  }

  private func endProcess(of app: InstalledApp) {
    memoryInUse -= app.footprintBytes
    app.footprintBytes = 0
    // Most processes end with nothing pending: the empty lists are left alone.
    if !app.work.isEmpty {
      for work in app.work { work.cancel() }
      app.work.removeAll()
    }
    if !app.backgroundTimers.isEmpty {
      for timer in app.backgroundTimers { timer.cancel() }
      app.backgroundTimers.removeAll()
    }
    if !app.tasks.isEmpty { app.tasks.removeAll() }
    if !app.queuedNotifications.isEmpty { app.queuedNotifications.removeAll() }
    app.backgroundEntered = nil
    app.isLaunching = false
    app.mainThreadBusy = false
    var ended = app.process
    ended?.invalidate()
    app.process = nil
    app.code = nil
    // Once the code is gone, a process object no one else holds can serve the next launch.
    if ended != nil && isKnownUniquelyReferenced(&ended) { app.spareProcess = ended.take() }
    app.deaths += 1
    if lockedApp === app { lockedApp = nil }
  }

  @inline(__always)
  private func updateBand(of app: InstalledApp) {
    let band = app.bandByState[app.state.ordinal]
    guard band != app.band else { return }
    app.band = band
    app.bandEntryOrder = nextBandEntry
    nextBandEntry += 1
  }

  /// Background time starts when the app leaves the foreground
  /// (“beginBackgroundTask(expirationHandler:)”): the expiration handlers run
  /// `expirationHandlerLead` before the budget ends, and at the end an app still holding a
  /// task is killed.
  private func enterBackgroundTime(_ app: InstalledApp) {
    app.backgroundEntered = currentTime
    app.expirationHandlersRan = false
    if !app.tasks.isEmpty { startBackgroundTimers(app) }
  }

  /// Schedules the expiration and the end of the app's background time, counted from
  /// when it entered the background; done once the app holds a task there.
  func startBackgroundTimers(_ app: InstalledApp) {
    guard app.backgroundTimers.isEmpty, let entered = app.backgroundEntered,
      let budget = environment.profile.backgroundTimeBudget
    else { return }
    let remaining = max(.zero, budget - entered.duration(to: currentTime))
    let lead = environment.profile.expirationHandlerLead
    let expiring = scheduleSystemWork(
      "background time expiring", about: app.name, after: max(.zero, remaining - lead)
    ) {
      [unowned self, unowned app] in
      guard app.state == .background, !app.tasks.isEmpty else { return }
      app.expirationHandlersRan = true
      self.apply(.backgroundTimeExpiring, to: app)
      self.settleAfterTransition(app)
    }
    let expired = scheduleSystemWork("background time expired", about: app.name, after: remaining) {
      [unowned self, unowned app] in
      guard app.state == .background, !app.tasks.isEmpty else { return }
      self.apply(.backgroundTimeExpired, to: app)
    }
    app.backgroundTimers = [expiring, expired]
  }

  private func cancelBackgroundTimers(of app: InstalledApp) {
    guard !app.backgroundTimers.isEmpty else { return }
    for timer in app.backgroundTimers { timer.cancel() }
    app.backgroundTimers.removeAll()
  }

  private func leaveBackgroundTime(_ app: InstalledApp) {
    cancelBackgroundTimers(of: app)
    app.backgroundEntered = nil
    app.expirationHandlersRan = false
  }

  private func freezeWork(of app: InstalledApp) {
    cancelBackgroundTimers(of: app)
    guard !app.work.isEmpty else { return }
    for work in app.work where !work.isCancelled && !work.hasRun {
      scheduler.freeze(work, now: currentTime)
      record(app.name, .work, "'\(work.name)' frozen, \(TimeFormat.seconds(work.remainingWhileFrozen!)) left")
    }
  }

  private func thawWork(of app: InstalledApp) {
    guard !app.work.isEmpty else { return }
    for work in app.work where work.remainingWhileFrozen != nil {
      record(
        app.name, .work, "'\(work.name)' resumed, \(TimeFormat.seconds(work.remainingWhileFrozen!)) left")
      scheduler.thaw(work, now: currentTime)
    }
  }

  /// Schedules a system timer about `app` (not frozen with the app; cancelled by the device).
  func scheduleSystemWork(
    _ name: String, about app: String, after delay: Duration, _ action: @escaping () -> Void
  ) -> ScheduledWork {
    let work = ScheduledWork(name: name, owner: app, due: currentTime.advanced(by: delay), action: action)
    work.isSystemTimer = true
    scheduler.schedule(work, at: currentTime.advanced(by: delay))
    return work
  }

  /// Runs the expiration handlers of the app's open tasks, in the order the tasks began.
  func runExpirationHandlers(of app: InstalledApp) {
    for task in app.tasks {
      record(app.name, .log, "expiration handler of background task \(task.identifier) '\(task.name)'")
      task.expirationHandler?()
    }
  }

  /// Writes the crash or jetsam report for a termination the system caused; other
  /// terminations (quit, Home on iOS 3, ExitsOnSuspend, reboot, language) leave none.
  func writeReport(for app: InstalledApp, cause: TerminationCause) {
    let facts: DeviceReport.Facts
    switch cause {
    case .backgroundTaskOverrun:
      let names = app.tasks.map { "\($0.identifier) '\($0.name)'" }.joined(separator: ", ")
      let budget = environment.profile.backgroundTimeBudget.map(TimeFormat.seconds) ?? "none"
      facts = .text("has active assertions beyond permitted time (\(budget)); open tasks: \(names)")
    case .launchWatchdog:
      facts = .text(
        "failed to launch in time (\(TimeFormat.seconds(environment.profile.launchWatchdogLimit)))")
    case .jetsam:
      facts = .jetsam(band: app.band, footprintBytes: app.footprintBytes, state: app.state)
    case .crash:
      facts = .text(app.process?.crashReason ?? "the app crashed")
    default:
      return
    }
    let report = DeviceReport(
      app: app.name, time: currentTime.offset, cause: cause, exceptionCode: cause.exceptionCode, facts: facts
    )
    writtenReports.append(report)
    record(app.name, .report, report.description)
  }
}
