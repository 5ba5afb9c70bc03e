/// Entering a state: the app's slot and everything that goes with it on the device.
extension DevicePolicy {
  /// The app enters `newState`, and everything that goes with it on the device changes: the
  /// foreground, the switcher, memory, background time, the jetsam band.
  static func enter(_ newState: AppState, app: Int, in state: inout DeviceState) -> DeviceCommand? {
    let old = state.apps[app].state
    guard old != newState else { return nil }
    if old.isForeground, newState.isForeground,
      state.apps[app].access.band(in: newState) == state.apps[app].band
    {
      // Between inactive and active, in the same band, only the state and the switcher change
      // (what the general path below does for such a step, without its bookkeeping).
      state.apps[app].state = newState
      state.foreground = app
      if newState == .active, state.switcher.last != app { moveToSwitcherTop(app, in: &state) }
      guard state.reporting.contains(.stateChanges) else { return nil }
      return .stateChanged(app: app, from: old, to: newState)
    }
    if newState == .suspended,
      state.apps[app].access.staysRunningInBackground(holdsBackgroundTask: !state.apps[app].tasks.isEmpty)
    {
      // Decided now, with the tasks the app holds now: it began one in its callback.
      return nil
    }
    // Only the two times a change can need: the whole profile's times are not copied.
    let launchLimit = old == .notRunning ? state.times.launchWatchdogLimit : Duration(attoseconds: 0)
    let budget = newState == .background ? state.times.backgroundTimeBudget : nil
    var memory = state.memoryInUseBytes
    var foreground = state.foreground
    var appUnderLock = state.appUnderLock
    var nextBandEntry = state.nextBandEntry
    // One uniqueness check of the apps' storage for the whole change.
    state.apps.withUnsafeMutableBufferPointer { apps in
      apps[app].state = newState
      if old == .notRunning {
        apps[app].footprintBytes = apps[app].launchFootprintBytes
        memory += apps[app].footprintBytes
        apps[app].isLaunching = true
        apps[app].launchTimeLeft = launchLimit
        apps[app].expirationHandlersRan = false
        apps[app].codeObservesNotifications = true
        apps[app].codeMayPreserveState = true
        apps[app].codeHasInterface = true
      }
      switch newState {
      case .inactive, .active:
        foreground = app
        if !old.isForeground {
          apps[app].backgroundTimeLeft = nil
          apps[app].expirationHandlersRan = false
        }
      case .background:
        if foreground == app { foreground = nil }
        if old.isForeground {
          apps[app].backgroundTimeLeft = budget
          apps[app].expirationHandlersRan = false
        }
      case .suspended:
        if foreground == app { foreground = nil }
        apps[app].backgroundTimeLeft = nil
      case .notRunning:
        if foreground == app { foreground = nil }
        memory -= apps[app].footprintBytes
        apps[app].footprintBytes = 0
        if !apps[app].tasks.isEmpty { apps[app].tasks.removeAll() }
        if !apps[app].queuedNotifications.isEmpty { apps[app].queuedNotifications.removeAll() }
        apps[app].isLaunching = false
        apps[app].launchTimeLeft = nil
        apps[app].backgroundTimeLeft = nil
        apps[app].expirationHandlersRan = false
        if appUnderLock == app { appUnderLock = nil }
      }
      let band = apps[app].access.band(in: newState)
      if band != apps[app].band {
        // Entry orders are ranks among the running apps, 0 the earliest: the app leaves its
        // place (later entries move up one) and, still running, takes the last. Ranks rather
        // than a counter keep equal situations equal values, whatever the path to them.
        if apps[app].band != nil {
          let left = apps[app].bandEntryOrder
          for other in apps.indices where apps[other].band != nil && apps[other].bandEntryOrder > left {
            apps[other].bandEntryOrder -= 1
          }
          nextBandEntry -= 1
        }
        apps[app].band = band
        if band != nil {
          apps[app].bandEntryOrder = nextBandEntry
          nextBandEntry += 1
        } else {
          apps[app].bandEntryOrder = 0
        }
      }
    }
    if old == .background { state.appsInBackground -= 1 }
    if newState == .background { state.appsInBackground += 1 }
    state.memoryInUseBytes = memory
    state.foreground = foreground
    state.appUnderLock = appUnderLock
    state.nextBandEntry = nextBandEntry
    if newState == .active, state.switcher.last != app { moveToSwitcherTop(app, in: &state) }
    if old == .notRunning { state.pendingMemoryCheck.include(.normal) }
    // A host that records nothing hears only of the changes it carries out: a process that
    // starts or ends, an app that is suspended or wakes.
    guard
      state.reporting.contains(.stateChanges) || old == .notRunning || newState == .notRunning
        || old == .suspended || newState == .suspended
    else { return nil }
    return .stateChanged(app: app, from: old, to: newState)
  }

  /// The app becomes the switcher's most recent.
  private static func moveToSwitcherTop(_ app: Int, in state: inout DeviceState) {
    if let position = state.switcher.lastIndex(of: app) { state.switcher.remove(at: position) }
    state.switcher.append(app)
  }
}
