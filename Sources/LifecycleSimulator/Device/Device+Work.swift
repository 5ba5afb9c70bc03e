import LifecycleCore

/// App work that takes virtual time, background tasks, and the passing of time.
extension Device {
  func startWork(
    named name: String, duration: Duration, for app: InstalledApp, completion: @escaping () -> Void
  ) -> ScheduledWork {
    let due = currentTime.advanced(by: max(.zero, duration))
    let work = ScheduledWork(name: name, owner: app.name, due: due, action: {})
    work.action = { [unowned self, unowned app, unowned work] in
      app.work.removeAll { $0 === work }
      self.record(app.name, .work, "'\(name)' finished")
      completion()
      self.settleAfterTransition(app)
    }
    app.work.append(work)
    record(app.name, .work, "'\(name)' started, needs \(TimeFormat.seconds(duration))")
    if app.state.executesCode {
      scheduler.schedule(work, at: due)
    } else {
      work.remainingWhileFrozen = max(.zero, duration)
    }
    return work
  }

  func beginBackgroundTask(for app: InstalledApp, name: String?, expirationHandler: (() -> Void)?) -> Int {
    guard
      LifecycleModel.canBeginBackgroundTask(
        app.spec.info, in: app.state, backgroundTimeUp: app.expirationHandlersRan, environment: environment)
    else {
      record(
        app.name, .log, "beginBackgroundTask refused: running in the background is not possible now")
      return AppProcess.invalidBackgroundTask
    }
    let identifier = nextTaskIdentifier
    nextTaskIdentifier += 1
    let taskName = name ?? "task \(identifier)"
    app.tasks.append(
      InstalledApp.BackgroundTask(
        identifier: identifier, name: taskName, expirationHandler: expirationHandler))
    record(app.name, .work, "beginBackgroundTask \(identifier) '\(taskName)'")
    if app.state == .background { startBackgroundTimers(app) }
    return identifier
  }

  func endBackgroundTask(_ identifier: Int, for app: InstalledApp) {
    guard let index = app.tasks.firstIndex(where: { $0.identifier == identifier }) else {
      record(app.name, .misuse, "endBackgroundTask(\(identifier)): no such open background task (unbalanced)")
      return
    }
    let task = app.tasks.remove(at: index)
    record(app.name, .work, "endBackgroundTask \(identifier) '\(task.name)'")
    if app.tasks.isEmpty && app.state == .background && transitionDepth == 0 {
      apply(.lastBackgroundTaskEnded, to: app)
    }
  }

  /// Lets `duration` of virtual time pass, running the work that falls due in order
  /// (ties in the order it was scheduled).
  public func advance(by duration: Duration) {
    record(nil, .step, ScenarioPrinter.line(for: .advance(duration)))
    runScheduledWork(until: currentTime.advanced(by: duration.attoseconds > 0 ? duration : .zero))
  }

  /// Runs the work due up to `instant`, then moves the clock there.
  func runScheduledWork(until instant: VirtualInstant) {
    while scheduler.hasEntries, let work = scheduler.popDue(notAfter: instant) {
      moveTime(to: work.due)
      work.action()
      settleMemory(pressure: false)
    }
    moveTime(to: instant)
  }
}
