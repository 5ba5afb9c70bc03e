import LifecycleCore

/// What the user does with the device: icons, Home, the switcher, calls, the lock
/// button, Notification Center. Each action is traced as a step; an action that does
/// nothing in the current situation is traced with the reason.
extension Device {
  /// The user taps `app`'s icon: the foreground app (if another) goes Home first, then
  /// `app` launches cold or resumes.
  public func launch(_ name: String) throws(DeviceError) {
    let app = try installed(name)
    userAction(.launch(app: name)) {
      guard !locked else { return record(name, .ignored, "launch: the device is locked") }
      if call.phase == .ringing { return record(name, .ignored, "launch: a call is ringing") }
      if let other = foreground, other !== app { apply(.home, to: other) }
      apply(.launch, to: app)
    }
  }

  /// The user presses Home.
  public func home() {
    userAction(.home) {
      guard !locked else { return record(nil, .ignored, "home: the device is locked") }
      notificationCenterOpen = false
      guard let app = foreground else {
        return record(nil, .ignored, "home: no app is in the foreground")
      }
      apply(.home, to: app)
    }
  }

  /// The user picks `app` in the app switcher.
  public func switchTo(_ name: String) throws(DeviceError) {
    let app = try installed(name)
    userAction(.switchTo(app: name)) {
      guard !locked else { return record(name, .ignored, "switch: the device is locked") }
      guard environment.multitasking else {
        return record(name, .ignored, "switch: there is no app switcher without multitasking")
      }
      if let other = foreground, other !== app { apply(.home, to: other) }
      apply(.switchTo, to: app)
    }
  }

  /// The user swipes `app` away in the app switcher.
  public func quit(_ name: String) throws(DeviceError) {
    let app = try installed(name)
    userAction(.quit(app: name)) {
      if apply(.forceQuit, to: app), let index = recentApps.lastIndex(where: { $0 === app }) {
        recentApps.remove(at: index)
      }
    }
  }

  /// A phone call: it rings over the foreground app, is answered or declined, and ends.
  public func call(_ action: CallAction) {
    userAction(.call(action)) {
      switch (action, call.phase) {
      case (.incoming, .none):
        let interrupted = foreground.flatMap { $0.state == .active ? $0 : nil }
        call = CallState(phase: .ringing, interrupted: interrupted)
        if let interrupted { apply(.callIncoming, to: interrupted) }
      case (.accept, .ringing):
        call.phase = .answered
        if let app = call.interrupted { apply(.callAccepted, to: app) }
      case (.decline, .ringing):
        let interrupted = call.interrupted.take()
        call.phase = .none
        if let app = interrupted { apply(.callDeclined, to: app) }
      case (.end, .ringing):
        let interrupted = call.interrupted.take()
        call.phase = .none
        if let app = interrupted { apply(.callEnded, to: app) }
      case (.end, .answered):
        let interrupted = call.interrupted.take()
        call.phase = .none
        // Article “Call or lock?”: the interrupted app comes back when the call ends —
        // launched again on iPhone OS 3, where answering terminated it; resumed with
        // multitasking.
        guard let app = interrupted else { return }
        guard foreground == nil else {
          return record(app.name, .ignored, "call end: another app is in the foreground now")
        }
        apply(.callEnded, to: app)
      default:
        record(nil, .ignored, "call \(action.rawValue): \(describeCall())")
      }
    }
  }

  /// The user presses the Sleep/Wake button.
  public func lock() {
    userAction(.lock) {
      guard !locked else { return record(nil, .ignored, "lock: already locked") }
      locked = true
      notificationCenterOpen = false
      lockedApp = foreground
      if let app = foreground { apply(.lock, to: app) }
    }
  }

  /// The user unlocks the device; the app that was on screen comes back.
  public func unlock() {
    userAction(.unlock) {
      guard locked else { return record(nil, .ignored, "unlock: not locked") }
      locked = false
      if let app = lockedApp { apply(.unlock, to: app) }
      lockedApp = nil
    }
  }

  /// The user pulls Notification Center down (`open`) or pushes it back.
  public func notificationCenter(open: Bool) {
    userAction(.notificationCenter(open: open)) {
      guard !locked else { return record(nil, .ignored, "notification-center: the device is locked") }
      guard open != notificationCenterOpen else {
        return record(nil, .ignored, "notification-center: already \(open ? "open" : "closed")")
      }
      guard let app = foreground else {
        if environment.profile.hasNotificationCenter { notificationCenterOpen = open }
        return record(nil, .ignored, "notification-center: no app is in the foreground")
      }
      if apply(open ? .notificationCenterOpened : .notificationCenterClosed, to: app) {
        notificationCenterOpen = open
      }
    }
  }

  func installed(_ name: String) throws(DeviceError) -> InstalledApp {
    // Most actions name the app of the previous one: skip the hash lookup then.
    if let last = lastLookedUp, last.name == name { return last }
    guard let app = apps[name] else {
      throw DeviceError("unknown app '\(name)'; installed apps: \(installOrder.joined(separator: ", "))")
    }
    lastLookedUp = app
    return app
  }

  /// Traces the step, runs it, then lets memory settle.
  func userAction(_ step: @autoclosure () -> ScenarioCommand, _ body: () -> Void) {
    record(nil, .step, ScenarioPrinter.line(for: step()))
    body()
    settleMemory(pressure: false)
  }

  private func describeCall() -> String {
    switch call.phase {
    case .none: "no call in progress"
    case .ringing: "the call is ringing"
    case .answered: "the call is already answered"
    }
  }
}
