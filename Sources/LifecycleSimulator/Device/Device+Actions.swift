public import LifecycleCore

/// What the user and the system do with the device. Each action is recorded as the step it
/// is, handed to the policy, and carried out; an action that does nothing in the situation
/// is recorded with the policy's reason.
extension Device {
  /// The user taps `app`'s icon: the app in front (if another) goes Home first, then `app`
  /// launches cold — jetsam making room first — or resumes.
  public func launch(_ name: String) throws(DeviceError) {
    let app = try installed(name)
    record(.step(.launch(app: name)))
    submit(.launch(app.index), app: app.index)
  }

  /// The user presses Home.
  public func home() {
    record(.step(.home))
    submit(.home)
  }

  /// The user picks `app` in the app switcher.
  public func switchTo(_ name: String) throws(DeviceError) {
    let app = try installed(name)
    record(.step(.switchTo(app: name)))
    submit(.switchTo(app.index), app: app.index)
  }

  /// The user swipes `app` away in the app switcher.
  public func quit(_ name: String) throws(DeviceError) {
    let app = try installed(name)
    record(.step(.quit(app: name)))
    submit(.quit(app.index), app: app.index)
  }

  /// A phone call: it rings over the app in front, is answered or declined, and ends.
  public func call(_ action: CallAction) {
    record(.step(.call(action)))
    submit(.call(action))
  }

  /// The user presses the Sleep/Wake button.
  public func lock() {
    record(.step(.lock))
    submit(.lock)
  }

  /// The user unlocks the device; the app that was on screen comes back.
  public func unlock() {
    record(.step(.unlock))
    submit(.unlock)
  }

  /// The user pulls Notification Center down (`open`) or pushes it back.
  public func notificationCenter(open: Bool) {
    record(.step(.notificationCenter(open: open)))
    submit(.notificationCenter(open: open))
  }

  /// The system sends a memory warning to every app that runs code.
  public func memoryWarning() {
    record(.step(.memoryWarning))
    submit(.memoryWarning)
  }

  /// The system needs memory: jetsam kills in the policy's order until free memory reaches
  /// the pressure target, sparing the foreground app.
  public func memoryPressure() {
    record(.step(.memoryPressure))
    submit(.memoryPressure)
  }

  /// Jetsam ends `app`, which must run out of sight (suspended, or in the background): the kill
  /// memory pressure makes, aimed at one app. It leaves a per-process jetsam report, and the app
  /// hears nothing, as from any jetsam kill ("Reducing Your App's Memory Use"; no callback runs
  /// in a suspended app). An app in front or not running is refused, and the trace says why.
  public func jetsam(_ name: String) throws(DeviceError) {
    let app = try installed(name)
    record(.step(.jetsam(app: name)))
    submit(.jetsam(app.index), app: app.index)
  }

  /// The device restarts: the app in front gets `applicationWillTerminate`, the others end
  /// with no callback; the device comes back unlocked, with no call.
  public func reboot() {
    record(.step(.reboot))
    submit(.reboot)
  }

  /// The user changes one of `app`'s settings in the Settings app: a running app gets
  /// `NSUserDefaultsDidChangeNotification` at once, a suspended one when it runs again,
  /// coalesced ("Processing queued notifications"). The value is stored with the type the
  /// Settings app's control would give it (``PropertyListValue/init(settingText:)``); for an app
  /// whose catalog declaration has a Settings bundle, the type its specifier gives, and a key the
  /// bundle lacks or a value its specifier does not take is refused.
  public func changeSetting(of name: String, key: String, value: String) throws(DeviceError) {
    let app = try installed(name)
    var stored = PropertyListValue(settingText: value)
    if let schema = app.settingsSchema {
      switch schema.value(forKey: key, text: value) {
      case .success(let value): stored = PropertyListValue(value)
      case .failure(let rejection): throw DeviceError("settings \(name): \(rejection.message)")
      }
    }
    record(.step(.settings(app: name, key: key, value: value)))
    app.settings[key] = stored
    submit(.settingsChanged(app.index), app: app.index)
  }

  /// The user changes the region format: running apps are told at once
  /// (`NSCurrentLocaleDidChangeNotification`), suspended ones when they run again.
  public func changeLocale(to identifier: String) {
    record(.step(.locale(identifier)))
    submit(.localeChanged(identifier))
  }

  /// The user changes the device language: running apps are terminated.
  public func changeLanguage(to code: String) {
    record(.step(.language(code)))
    submit(.languageChanged(code))
  }

  /// The user adds or removes mail accounts.
  public func setMailAccounts(_ count: Int) {
    record(.step(.mailAccounts(count)))
    submit(.mailAccounts(count))
  }

  /// The device turns (`UIDeviceOrientationDidChangeNotification`).
  public func rotate(to orientation: DeviceOrientation) {
    record(.step(.orientation(orientation)))
    submit(.orientation(orientation))
  }

  /// The battery's level or state changes (`UIDeviceBatteryLevelDidChangeNotification`,
  /// `UIDeviceBatteryStateDidChangeNotification`).
  public func setBattery(levelPercent: Int, state: BatteryState) {
    record(.step(.battery(levelPercent: levelPercent, state: state)))
    submit(.battery(levelPercent: levelPercent, state: state))
  }

  /// An accessory is connected or disconnected (`EAAccessoryDidConnectNotification`, …).
  public func accessory(_ name: String, connected: Bool) {
    record(.step(.accessory(name: name, connected: connected)))
    submit(.accessory(name: name, connected: connected))
  }

  /// The time changes significantly (`applicationSignificantTimeChange`).
  public func significantTimeChange() {
    record(.step(.significantTimeChange))
    submit(.significantTimeChange)
  }

  /// Performs `action` in `app`, which must be active on an unlocked device (the user can
  /// only touch the app on screen). Returns why the action could not happen, or nil when it
  /// did. Throws when the app does not define the action.
  public func perform(_ action: String, arguments: [String], in name: String) throws(DeviceError) -> String? {
    try act(
      .named(action, arguments: arguments), step: .perform(app: name, action: action, arguments: arguments),
      in: name)
  }

  /// The one path of the user's touches, `do` and the UI steps alike: records `step`, hands
  /// `action` to the policy's `perform` input (which refuses it unless the app is active on an
  /// unlocked device with no call ringing), and carries it out in the app's code. Returns the
  /// policy's reason when it refused; throws the app's error when its code could not carry the
  /// action out.
  func act(_ action: PendingAction, step: ScenarioCommand, in name: String) throws(DeviceError) -> String? {
    let app = try installed(name)
    record(.step(step))
    pendingAction = action
    actionError = nil
    defer { pendingAction = nil }
    if case .refused(let reason) = submitForAnswer(.perform(app.index), app: app.index) {
      return reason
    }
    if let error = actionError.take() { throw DeviceError("\(name): \(error.message)") }
    return nil
  }

  /// The value of `probe` in `app`'s running code; nil reads as `none`. A probe of an app
  /// that is not running answers nil; an unknown probe throws.
  public func probe(_ probe: String, of name: String) throws(DeviceError) -> String? {
    let app = try installed(name)
    let code = app.code ?? app.makeCode()
    guard code.probeNames.contains(probe) else {
      throw DeviceError("\(name): \(AppActionError.unknownProbe(probe, known: code.probeNames).message)")
    }
    guard app.code != nil else { return nil }
    do throws(AppActionError) {
      return try code.probe(probe)
    } catch {
      throw DeviceError("\(name): \(error.message)")
    }
  }

  /// Lets `duration` of virtual time pass: the policy's deadlines and the apps' own work fall
  /// due in time order (a deadline of the system first at the same instant; work due at the
  /// same instant in the order it was scheduled).
  public func advance(by duration: Duration) {
    record(.step(.advance(duration)))
    // (Time arithmetic through `attoseconds`, which inlines; Duration's own operators and
    // `.zero` are calls into the standard library.)
    let forward = duration.attoseconds > 0 ? duration : Duration(attoseconds: 0)
    if !scheduler.hasEntries {
      // No work of the apps' own on the way: the policy hears of the whole stretch at once.
      // (The policy's clock commands move the time; the end is where it stands after them.)
      let end = currentTime.advanced(by: forward)
      // Nothing due on the way either (the policy's answer): the clock moves once.
      if !DevicePolicy.passQuietly(forward, in: &policyState) { submit(.advance(forward)) }
      moveTime(to: end)
      return
    }
    runScheduledWork(until: currentTime.advanced(by: forward))
  }

  /// Runs the policy's deadlines and the apps' work up to `instant`, then stands there.
  func runScheduledWork(until instant: VirtualInstant) {
    while true {
      let workDue = scheduler.hasEntries ? scheduler.nextDue() : nil
      if let workDue, workDue <= instant {
        // Up to the app's work: a deadline at that very instant waits until the work has run
        // (work that finishes when the time is up did finish in time).
        submit(.advanceToWork(nonNegative(currentTime.duration(to: workDue))))
        moveTime(to: workDue)
        runDueWork()
        continue
      }
      // The policy hears of every stretch of time, even an empty one: a deadline may be due now.
      submit(.advance(nonNegative(currentTime.duration(to: instant))))
      moveTime(to: instant)
      if !(scheduler.hasEntries && scheduler.nextDue().map { $0 <= currentTime } == true) { return }
    }
  }

  @inline(__always)
  private func nonNegative(_ duration: Duration) -> Duration {
    duration.attoseconds > 0 ? duration : Duration(attoseconds: 0)
  }

  /// Runs the apps' work that is due now (work thawed with nothing left to do, say), in the
  /// order it was scheduled.
  func runDueWork() {
    while scheduler.hasEntries, let work = scheduler.popDue(notAfter: currentTime) { work.action() }
  }
}
