import LifecycleCore

/// Carrying out one scenario step that acts (not a check): what `lifecycle run` does for
/// each step, and what the explorer does for each input it tries.
extension Device {
  /// Carries out `command`, an action step of the scenario language (`home`, `launch APP`,
  /// `tap APP TARGET`, …). Returns why a user's action in an app (`do`, a UI step) could not
  /// happen — the app was not active, the device was locked — or nil when it did.
  ///
  /// Throws for a step that cannot be carried out: an unknown app, an action the app does not
  /// define, a UI target that is not on screen; and for `device` (only first, creating the
  /// device) and the checks (`expect …`), which are not actions.
  public func carryOut(_ command: ScenarioCommand) throws(DeviceError) -> String? {
    switch command {
    case .device:
      throw DeviceError("the device step must come first, before any other step")
    case .install(let spec): try install(spec)
    case .launch(let app): try launch(app)
    case .home: home()
    case .switchTo(let app): try switchTo(app)
    case .quit(let app): try quit(app)
    case .call(let action): call(action)
    case .lock: lock()
    case .unlock: unlock()
    case .notificationCenter(let open): notificationCenter(open: open)
    case .advance(let duration): advance(by: duration)
    case .memoryWarning: memoryWarning()
    case .memoryPressure: memoryPressure()
    case .jetsam(let app): try jetsam(app)
    case .reboot: reboot()
    case .settings(let app, let key, let value): try changeSetting(of: app, key: key, value: value)
    case .locale(let identifier): changeLocale(to: identifier)
    case .language(let code): changeLanguage(to: code)
    case .mailAccounts(let count): setMailAccounts(count)
    case .orientation(let orientation): rotate(to: orientation)
    case .battery(let level, let state): setBattery(levelPercent: level, state: state)
    case .accessory(let name, let connected): accessory(name, connected: connected)
    case .network(let state): network(state)
    case .respond(let spec): try respond(spec, relativeTo: nil)
    case .significantTimeChange: significantTimeChange()
    case .backgroundFetch(let app): try backgroundFetch(app)
    case .push(let app, let contentAvailable): try push(to: app, contentAvailable: contentAvailable)
    case .openURL(let app, let url): try openURL(url, in: app)
    case .perform(let app, let action, let arguments):
      return try perform(action, arguments: arguments, in: app)
    case .drive(let app, let action): return try drive(action, in: app)
    case .expectState, .expectCallbacks, .expectNotifications, .expectProbe, .expectValue, .expectRows,
      .expectReport, .expectMisuse:
      throw DeviceError("'\(ScenarioPrinter.line(for: command))' is a check, not an action")
    }
    return nil
  }

  /// The virtual time until something falls due by itself: the policy's next deadline (a
  /// background task's expiration, the end of background time, a watchdog) or the apps' own
  /// work that takes time (an upload, a timer); nil when nothing is due. The explorer's
  /// "advance" input lets exactly this much time pass.
  public var timeUntilNextDue: Duration? {
    let policyDue = policyState.nextDeadline
    let workDue = scheduler.nextDue().map { currentTime.duration(to: $0) }
    switch (policyDue, workDue) {
    case (let policy?, let work?): return min(policy, work)
    case (let policy?, nil): return policy
    case (nil, let work?): return work
    case (nil, nil): return nil
    }
  }
}
