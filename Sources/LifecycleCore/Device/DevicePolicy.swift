/// The whole device's policy, as pure functions over one value (``DeviceState``).
///
/// It decides which app an action reaches, the guards of the lock, calls and Notification
/// Center, the switcher, when background time counts and when it runs out, when the launch
/// watchdog fires, which app jetsam kills, which callbacks come in which order, and which
/// deaths leave which report. Hosts carry out its decisions: the simulated device
/// (`LifecycleSimulator`) and, later, the supervisor of real processes.
///
/// A host feeds inputs with ``submit(_:to:)`` — the user's and the system's actions, the
/// apps' requests, time passing — and then takes commands with ``next(_:)`` until there are
/// none, carrying out each: deliver this callback to that app, change that app's state, kill
/// it with this report, move the clock. A command that runs the app's code hands control to
/// the app; requests its code makes meanwhile (``DeviceInput/beginBackgroundTask(_:name:hasExpirationHandler:)``,
/// ``DeviceInput/mainThreadBusy(_:_:)``, ``DeviceInput/crash(_:)``) are submitted at once and
/// answered at once, and count from the next command on. Every input has an answer in every
/// state: commands, or a ``DeviceResponse/refused(_:)`` reason.
///
/// The per-app rules stay in ``LifecycleModel/transition(from:on:in:app:conditions:)`` and
/// the profile rows; the policy applies them to the app each event concerns, at the moment
/// the event reaches it, with the app's conditions at that moment.
public enum DevicePolicy {
  /// The state, the response and every command of one input, for apps that react to nothing
  /// (they begin no task, answer no preservation, never keep the main thread busy): the
  /// policy as a pure function, for tests and for searching the policy itself.
  public static func step(
    _ state: DeviceState, _ input: DeviceInput
  ) -> (state: DeviceState, response: DeviceResponse, commands: [DeviceCommand]) {
    var state = state
    let response = submit(input, to: &state)
    var commands: [DeviceCommand] = []
    while let command = next(&state) { commands.append(command) }
    return (state, response, commands)
  }

  /// Takes an input. What it leads to comes from ``next(_:)``.
  public static func submit(_ input: DeviceInput, to state: inout DeviceState) -> DeviceResponse {
    if case .install(let name, let info, let footprint, let preserved) = input {
      return install(
        name: name, info: info, footprintBytes: footprint, hasPreservedState: preserved, in: &state)
    }
    if let app = input.app, !state.apps.indices.contains(app) {
      return .refused("no app is installed at index \(app)")
    }
    if let refusal = guardRefusal(of: input, locked: state.isLocked, ringing: state.call.phase == .ringing) {
      return .refused(refusal)
    }
    switch input {
    case .install: return .accepted  // handled above
    case .launch(let app): return launch(app, in: &state)
    case .home: return home(in: &state)
    case .switchTo(let app): return switchTo(app, in: &state)
    case .quit(let app):
      state.progress.pendingMemoryCheck.include(.normal)
      start(.forceQuit, for: app, in: &state)
      return .accepted
    case .call(let action): return call(action, in: &state)
    case .lock: return lock(in: &state)
    case .unlock: return unlock(in: &state)
    case .notificationCenter(let open): return notificationCenter(open: open, in: &state)
    case .perform(let app):
      guard state.apps[app].state == .active else {
        return .refused("\(state.apps[app].name) is \(state.apps[app].state), not active")
      }
      state.progress.pendingMemoryCheck.include(.normal)
      state.schedule(.action(app: app), .settle(app: app))
      return .accepted
    case .memoryWarning:
      state.progress.pendingMemoryCheck.include(.normal)
      for app in state.apps.indices.reversed() where state.apps[app].state.executesCode {
        state.push(.event(app: app, .memoryWarning))
      }
      return .accepted
    case .memoryPressure:
      state.progress.pendingMemoryCheck.include(.pressure)
      return .accepted
    case .jetsam(let app):
      let appState = state.apps[app].state
      guard appState == .suspended || appState == .background else {
        return .refused(
          "\(state.apps[app].name) is \(appState): jetsam ends one app only while it runs out of sight "
            + "(suspended or in the background); memory-pressure lets jetsam choose")
      }
      state.progress.pendingMemoryCheck.include(.normal)
      // The memory record first, then the kill: as memory pressure's kills are told.
      state.push(.event(app: app, .jetsamKill))
      if state.reporting.contains(.memoryRecords) {
        state.emit(
          .memory(
            .jetsam(victims: [app], freeBytes: state.freeMemoryBytes, inUseBytes: state.memoryInUseBytes)))
      }
      return .accepted
    case .reboot: return reboot(in: &state)
    case .settingsChanged(let app):
      state.progress.pendingMemoryCheck.include(.normal)
      notify(app, QueuedNotification(.userDefaultsDidChange), in: &state)
      return .accepted
    case .localeChanged(let identifier):
      state.conditions.localeIdentifier = identifier
      notifyAll(QueuedNotification(.currentLocaleDidChange), in: &state)
      return .accepted
    case .languageChanged(let code):
      state.conditions.languageCode = code
      state.progress.pendingMemoryCheck.include(.normal)
      for app in state.apps.indices.reversed() where state.apps[app].state.isRunning {
        state.push(.event(app: app, .languageChanged))
      }
      return .accepted
    case .mailAccounts(let count):
      state.conditions.mailAccountCount = max(0, count)
      return .accepted
    case .orientation(let orientation):
      guard orientation != state.conditions.orientation else {
        return .refused("the device is already \(orientation.rawValue)")
      }
      state.conditions.orientation = orientation
      notifyAll(QueuedNotification(.deviceOrientationDidChange), in: &state)
      return .accepted
    case .battery(let level, let batteryState):
      let level = min(100, max(0, level))
      var changes: [LifecycleNotification] = []
      if level != state.conditions.batteryLevelPercent { changes.append(.batteryLevelDidChange) }
      if batteryState != state.conditions.batteryState { changes.append(.batteryStateDidChange) }
      guard !changes.isEmpty else {
        return .refused("the battery is already at \(level)% and \(batteryState.rawValue)")
      }
      state.conditions.batteryLevelPercent = level
      state.conditions.batteryState = batteryState
      // Both notifications per app, in the order listed, the first app first — held for a
      // suspended app in that order too.
      notifyAll(changes.map { QueuedNotification($0) }, in: &state)
      return .accepted
    case .network(let online):
      guard online != state.conditions.network.isOnline else {
        return .refused("the network is already \(online ? "online" : "offline")")
      }
      state.conditions.network.isOnline = online
      return .accepted
    case .respond(let response):
      // A later answer for the same pattern replaces the earlier one.
      state.conditions.network.responses.removeAll { $0.pattern == response.pattern }
      state.conditions.network.responses.append(response)
      return .accepted
    case .accessory(let name, let connected):
      let present = state.conditions.accessories.contains(name)
      guard connected != present else {
        return .refused("the accessory \(name) is already \(connected ? "connected" : "disconnected")")
      }
      if connected {
        state.conditions.accessories.append(name)
        state.conditions.accessories.sort()
      } else {
        state.conditions.accessories.removeAll { $0 == name }
      }
      notifyAll(
        QueuedNotification(connected ? .accessoryDidConnect : .accessoryDidDisconnect, subject: name),
        in: &state)
      return .accepted
    case .significantTimeChange:
      notifyAll(QueuedNotification(.significantTimeChange), in: &state)
      return .accepted
    case .advance(let duration), .advanceToWork(let duration):
      guard duration.attoseconds >= 0 else { return .refused("time cannot go back (\(duration))") }
      let inclusive: Bool
      if case .advance = input { inclusive = true } else { inclusive = false }
      if state.hasDeadline(within: duration, inclusive: inclusive) {
        state.push(.advance(duration, inclusive: inclusive))
      } else {
        // No deadline on the way: the time passes at once.
        passTime(duration, in: &state)
        state.progress.pendingClock = Duration(
          attoseconds: state.progress.pendingClock.attoseconds + duration.attoseconds)
      }
      return .accepted
    case .beginBackgroundTask(let app, let name, let hasExpirationHandler):
      return beginBackgroundTask(app, name: name, hasExpirationHandler: hasExpirationHandler, in: &state)
    case .endBackgroundTask(let app, let identifier):
      guard let position = state.apps[app].tasks.firstIndex(where: { $0.identifier == identifier }) else {
        return .misuse(.unbalancedEndBackgroundTask(identifier: identifier))
      }
      state.apps[app].tasks.remove(at: position)
      // Inside a command that runs the app's code (a callback, a handler), whatever made it
      // run settles the app afterwards, with the tasks it holds then. Otherwise (its own work,
      // code a clock resumed) the app is settled once the input is done — the host hands in
      // `codeRan` after its own work, and the settle reads the tasks held then.
      if state.progress.running.app.index != app { state.push(.settle(app: app)) }
      return .accepted
    case .setFootprint(let app, let bytes):
      guard state.apps[app].state.isRunning else { return .refused("\(state.apps[app].name) is not running") }
      let bytes = max(0, bytes)
      state.progress.pendingMemoryCheck.include(.normal)
      state.memoryInUseBytes += bytes - state.apps[app].footprintBytes
      state.apps[app].footprintBytes = bytes
      return .accepted
    case .mainThreadBusy(let app, let duration):
      guard duration.attoseconds > 0 else { return .accepted }
      if state.progress.running.app.index == app {
        state.progress.running.busy += duration
      } else {
        // Busy outside any command (in the app's own work): the time passes now.
        state.push(.advance(duration, inclusive: true))
      }
      return .accepted
    case .crash(let app):
      guard state.apps[app].state.executesCode else {
        return .refused("\(state.apps[app].name) runs no code")
      }
      if state.progress.running.app.index == app { state.progress.running.crashed = true }
      state.push(.event(app: app, .crash))
      return .accepted
    case .preserved(let app, let stored):
      if stored {
        state.apps[app].hasPreservedState = true
      } else if state.apps[app].hasPreservedState {
        // The app no longer keeps anything (it did not opt in this time): the state an older
        // preservation left would restore a screen the app no longer means to show.
        state.apps[app].hasPreservedState = false
        state.emit(.discardPreservedState(app: app, hadState: true))
      }
      return .accepted
    case .codeStarted(let app, let observes, let mayPreserve, let hasInterface):
      codeStarted(
        app, observesNotifications: observes, mayPreserveState: mayPreserve, hasInterface: hasInterface,
        in: &state)
      return .accepted
    case .codeRan(let app):
      state.progress.pendingMemoryCheck.include(.normal)
      state.push(.settle(app: app))
      return .accepted
    case .backgroundFetch, .remoteNotification, .openURL, .setMinimumBackgroundFetchInterval,
      .completionHandlerCalled:
      return submitWake(input, to: &state)
    }
  }

  /// ``DeviceInput/codeStarted(_:observesNotifications:mayPreserveState:hasInterface:)`` for
  /// an installed app, taken directly: a host starts the app's code at every cold launch and
  /// has nothing to learn from the answer, which is always acceptance. (The same as submitting
  /// the input, without building the input and taking it apart again.)
  public static func codeStarted(
    _ app: Int, observesNotifications: Bool, mayPreserveState: Bool, hasInterface: Bool,
    in state: inout DeviceState
  ) {
    state.apps[app].codeObservesNotifications = observesNotifications
    state.apps[app].codeMayPreserveState = mayPreserveState
    state.apps[app].codeHasInterface = hasInterface
  }

  /// The one place the device's guards live, the same for every action: while the device is
  /// locked no app can be launched, switched to, quit or used and Home does nothing; while a
  /// call rings, nothing but the call can be acted on.
  @inline(__always)
  static func guardRefusal(of input: DeviceInput, locked: Bool, ringing: Bool) -> String? {
    switch input {
    case .launch, .switchTo, .quit, .home, .notificationCenter, .perform, .openURL:
      if locked { return "the device is locked" }
      if ringing { return "a call is ringing" }
    case .lock, .unlock:
      if ringing { return "a call is ringing" }
    default:
      break
    }
    return nil
  }
}
