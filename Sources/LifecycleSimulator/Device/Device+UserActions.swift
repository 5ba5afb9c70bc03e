import LifecycleCore

/// What the user does with the device: icons, Home, the switcher, calls, the lock
/// button, Notification Center. Each action is traced as a step; an action that does
/// nothing in the current situation is traced with the reason.
extension Device {
  /// The user taps `app`'s icon: the foreground app (if another) goes Home first, then
  /// `app` launches cold or resumes.
  public func launch(_ name: String) throws(DeviceError) {
    let app = try installed(name)
    userAction("launch \(name)") {
      guard !isLocked else { return record(name, .ignored, "launch: the device is locked") }
      if case .ringing = call { return record(name, .ignored, "launch: a call is ringing") }
      if let current = foregroundApp, current != name, let other = apps[current] { apply(.home, to: other) }
      apply(.launch, to: app)
    }
  }

  /// The user presses Home.
  public func home() {
    userAction("home") {
      guard !isLocked else { return record(nil, .ignored, "home: the device is locked") }
      notificationCenterOpen = false
      guard let current = foregroundApp, let app = apps[current] else {
        return record(nil, .ignored, "home: no app is in the foreground")
      }
      apply(.home, to: app)
    }
  }

  /// The user picks `app` in the app switcher.
  public func switchTo(_ name: String) throws(DeviceError) {
    let app = try installed(name)
    userAction("switch \(name)") {
      guard !isLocked else { return record(name, .ignored, "switch: the device is locked") }
      guard environment.multitasking else {
        return record(name, .ignored, "switch: there is no app switcher without multitasking")
      }
      if let current = foregroundApp, current != name, let other = apps[current] { apply(.home, to: other) }
      apply(.switchTo, to: app)
    }
  }

  /// The user swipes `app` away in the app switcher.
  public func quit(_ name: String) throws(DeviceError) {
    let app = try installed(name)
    userAction("quit \(name)") {
      if apply(.forceQuit, to: app) { recents.removeAll { $0 == name } }
    }
  }

  /// A phone call: it rings over the foreground app, is answered or declined, and ends.
  public func call(_ action: CallAction) {
    userAction("call \(action.rawValue)") {
      switch (action, call) {
      case (.incoming, .none):
        let interrupted = foregroundApp.flatMap { apps[$0] }.flatMap { $0.state == .active ? $0 : nil }
        call = .ringing(interrupted: interrupted?.name)
        if let interrupted { apply(.callIncoming, to: interrupted) }
      case (.accept, .ringing(let name)):
        call = .answered(interrupted: name)
        if let app = name.flatMap({ apps[$0] }) { apply(.callAccepted, to: app) }
      case (.decline, .ringing(let name)):
        call = .none
        if let app = name.flatMap({ apps[$0] }) { apply(.callDeclined, to: app) }
      case (.end, .ringing(let name)):
        call = .none
        if let app = name.flatMap({ apps[$0] }) { apply(.callEnded, to: app) }
      case (.end, .answered(let name)):
        call = .none
        // Seed 004: the interrupted app comes back when the call ends — launched again on
        // iPhone OS 3, where answering terminated it; resumed with multitasking.
        guard let app = name.flatMap({ apps[$0] }) else { return }
        guard foregroundApp == nil else {
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
    userAction("lock") {
      guard !isLocked else { return record(nil, .ignored, "lock: already locked") }
      isLocked = true
      notificationCenterOpen = false
      lockedApp = foregroundApp
      if let name = foregroundApp, let app = apps[name] { apply(.lock, to: app) }
    }
  }

  /// The user unlocks the device; the app that was on screen comes back.
  public func unlock() {
    userAction("unlock") {
      guard isLocked else { return record(nil, .ignored, "unlock: not locked") }
      isLocked = false
      if let name = lockedApp, let app = apps[name] { apply(.unlock, to: app) }
      lockedApp = nil
    }
  }

  /// The user pulls Notification Center down (`open`) or pushes it back.
  public func notificationCenter(open: Bool) {
    userAction("notification-center \(open ? "open" : "close")") {
      guard !isLocked else { return record(nil, .ignored, "notification-center: the device is locked") }
      guard open != notificationCenterOpen else {
        return record(nil, .ignored, "notification-center: already \(open ? "open" : "closed")")
      }
      guard let name = foregroundApp, let app = apps[name] else {
        if environment.profile.hasNotificationCenter { notificationCenterOpen = open }
        return record(nil, .ignored, "notification-center: no app is in the foreground")
      }
      if apply(open ? .notificationCenterOpened : .notificationCenterClosed, to: app) {
        notificationCenterOpen = open
      }
    }
  }

  func installed(_ name: String) throws(DeviceError) -> InstalledApp {
    guard let app = apps[name] else {
      throw DeviceError("unknown app '\(name)'; installed apps: \(installedApps.joined(separator: ", "))")
    }
    return app
  }

  /// Traces the step, runs it, then lets memory settle.
  func userAction(_ text: @autoclosure () -> String, _ body: () -> Void) {
    record(nil, .step, text())
    body()
    settleMemory(pressure: false)
  }

  private func describeCall() -> String {
    switch call {
    case .none: "no call in progress"
    case .ringing: "the call is ringing"
    case .answered: "the call is already answered"
    }
  }
}
