import LifecycleCore

/// What the system does on its own or through Settings: memory warnings and pressure,
/// reboot, settings, locale, language and mail accounts.
extension Device {
  /// The system sends a memory warning to every app that runs code.
  public func memoryWarning() {
    userAction(.memoryWarning) {
      for app in installedList where app.state.executesCode {
        apply(.memoryWarning, to: app)
      }
    }
  }

  /// The system needs memory: jetsam kills in the core's order until free memory
  /// reaches the pressure target, sparing the foreground app.
  public func memoryPressure() {
    record(nil, .step, ScenarioPrinter.line(for: .memoryPressure))
    settleMemory(pressure: true)
  }

  /// The device restarts: every app ends (running ones get `applicationWillTerminate`,
  /// suspended ones nothing); the screen is unlocked and no call is in progress.
  public func reboot() {
    userAction(.reboot) {
      for app in installedList where app.state.isRunning { apply(.reboot, to: app) }
      locked = false
      lockedApp = nil
      call = .none
      notificationCenterOpen = false
      foreground = nil
    }
  }

  /// The user changes one of `app`'s settings in the Settings app.
  ///
  /// A running app gets `NSUserDefaultsDidChangeNotification` at once; a suspended one
  /// when it runs again, coalesced (“Processing queued notifications”; article
  /// “Multitasking pitfalls”).
  public func changeSetting(of name: String, key: String, value: String) throws(DeviceError) {
    let app = try installed(name)
    userAction(.settings(app: name, key: key, value: value)) {
      app.settings[key] = value
      notify(app, .userDefaultsDidChange)
    }
  }

  /// The user changes the region format: every running app learns of it
  /// (`NSCurrentLocaleDidChangeNotification`), suspended ones when they run again.
  public func changeLocale(to identifier: String) {
    userAction(.locale(identifier)) {
      localeIdentifier = identifier
      for app in installedList { notify(app, .currentLocaleDidChange) }
    }
  }

  /// The user changes the device language: running apps are terminated (Developer Forums
  /// thread 734483; article “Multitasking pitfalls”).
  public func changeLanguage(to code: String) {
    userAction(.language(code)) {
      languageCode = code
      for app in installedList where app.state.isRunning { apply(.languageChanged, to: app) }
    }
  }

  /// The user adds or removes mail accounts.
  public func setMailAccounts(_ count: Int) {
    userAction(.mailAccounts(count)) { mailAccountCount = max(0, count) }
  }

  /// Delivers a queued-while-suspended notification now, or queues it (coalesced).
  private func notify(_ app: InstalledApp, _ notification: LifecycleNotification) {
    guard environment.profile.hasNotification(notification) else { return }
    if app.state == .suspended && notification.isQueuedWhileSuspended {
      if !app.queuedNotifications.contains(notification) { app.queuedNotifications.append(notification) }
      record(app.name, .log, "\(notification.rawValue) queued until the app runs again")
    } else if app.state.executesCode {
      deliver(.notification(notification), to: app)
    }
  }
}
