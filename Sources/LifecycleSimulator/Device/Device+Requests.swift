import LifecycleCore
import LifecycleRestoration

/// What an app's code asks of the system, through its ``AppProcess``: the policy answers; the
/// device records and carries out.
extension Device {
  func beginBackgroundTask(for app: HostedApp, name: String?, expirationHandler: (() -> Void)?) -> Int {
    let response = DevicePolicy.submit(
      .beginBackgroundTask(app.index, name: name, hasExpirationHandler: expirationHandler != nil),
      to: &policyState)
    switch response {
    case .taskBegun(let task):
      if let expirationHandler { app.expirationHandlers[task.identifier] = expirationHandler }
      record(.work(app: app.index, .taskBegun(task.identifier, task.name)))
      drainAfterRequest()
      return task.identifier
    case .taskRefused(let reason), .refused(let reason):
      record(.work(app: app.index, .taskRefused(reason)))
      return AppProcess.invalidBackgroundTask
    case .misuse(let misuse):
      record(.work(app: app.index, .taskRefused(misuse.text)))
      return AppProcess.invalidBackgroundTask
    case .accepted, .installed:
      return AppProcess.invalidBackgroundTask
    }
  }

  func endBackgroundTask(_ identifier: Int, for app: HostedApp) {
    let name = policyState.apps[app.index].tasks.first { $0.identifier == identifier }?.name
    switch DevicePolicy.submit(.endBackgroundTask(app.index, identifier: identifier), to: &policyState) {
    case .misuse(let misuse):
      recordMisuse(by: app.index, misuse)
    default:
      app.expirationHandlers[identifier] = nil
      record(.work(app: app.index, .taskEnded(identifier, name ?? "task \(identifier)")))
    }
    drainAfterRequest()
  }

  func setFootprint(of app: HostedApp, to bytes: Int) {
    if case .accepted = DevicePolicy.submit(.setFootprint(app.index, bytes: bytes), to: &policyState) {
      recordMemoryInUse()
    }
    drainAfterRequest()
  }

  func keepMainThreadBusy(_ app: HostedApp, for duration: Duration) {
    _ = DevicePolicy.submit(.mainThreadBusy(app.index, duration), to: &policyState)
    drainAfterRequest()
  }

  func crash(_ app: HostedApp) {
    _ = DevicePolicy.submit(.crash(app.index), to: &policyState)
    drainAfterRequest()
  }

  /// After a request: carry out what it led to now, unless a loop is already doing so or the
  /// request came from the app's own work, which is followed by `codeRan` (so that the policy
  /// looks at the app once the work's code has run, not halfway through it). A request from
  /// code that runs on its own (a task resumed by the virtual clock) is carried out at once.
  private func drainAfterRequest() {
    if !runningOwnWork { drain() }
  }

  // MARK: The app's own work

  func startWork(
    named name: String, duration: Duration, keepsDeadline: Bool = false, for app: HostedApp,
    completion: @escaping () -> Void
  ) -> ScheduledWork {
    let due = currentTime.advanced(by: max(.zero, duration))
    let work = ScheduledWork(name: name, owner: app.name, due: due, action: {})
    work.keepsDeadline = keepsDeadline
    work.action = { [unowned self, unowned app, unowned work] in
      app.work.removeAll { $0 === work }
      self.record(.work(app: app.index, .finished(name)))
      self.runningOwnWork = true
      completion()
      self.runningOwnWork = false
      // The code ran outside any command: the policy looks again at what it changed.
      self.submit(.codeRan(app.index))
    }
    // Cancelled work never runs, so it would never leave the list (a timer invalidated each time).
    if app.work.last?.isCancelled == true || app.work.first?.isCancelled == true {
      app.work.removeAll { $0.isCancelled }
    }
    app.work.append(work)
    record(.work(app: app.index, .started(name, needs: max(.zero, duration))))
    if policyState.apps[app.index].state.executesCode {
      scheduler.schedule(work, at: due)
    } else {
      work.remainingWhileFrozen = max(.zero, duration)
    }
    return work
  }

  // MARK: Preserved state

  func loadArchive(for app: HostedApp) throws(ArchiveError) -> RestorationArchive? {
    try storage.loadArchive(of: app.name)
  }

  func saveArchive(_ archive: RestorationArchive, for app: HostedApp) throws(ArchiveError) {
    try storage.saveArchive(archive, of: app.name)
    app.wroteArchive = true
  }
}
