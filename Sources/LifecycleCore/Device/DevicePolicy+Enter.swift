/// Entering a state: the app's own state and everything that goes with it on the device —
/// the foreground, the switcher, memory, background time, the jetsam band and its entry order.
extension DevicePolicy {
  /// The app enters `newState`, and everything that goes with it on the device changes: the
  /// foreground, the switcher, memory, background time, the jetsam band. A move between two
  /// running states changes only what such a move can change (``enterWhileRunning``, and
  /// inactive ↔ active inline, half of all moves); the rest of this one serves a process that
  /// starts or ends.
  static func enter(_ newState: AppState, app: Int, in state: inout DeviceState) -> DeviceCommand? {
    let old = state.apps[app].state
    guard old != newState else { return nil }
    if newState == .suspended,
      state.apps[app].access.staysRunningInBackground(holdsBackgroundTask: !state.apps[app].tasks.isEmpty)
    {
      // Decided now, with the tasks the app holds now: it began one in its callback.
      return nil
    }
    if old.isForeground, newState.isForeground {
      // Between inactive and active (half of all moves): the app stays in front, and only its
      // state, its band and the switcher can change.
      state.apps[app].state = newState
      state.apps[app].isLeavingBackground = false
      let band = state.apps[app].access.band(in: newState)
      if band != state.apps[app].band {
        var nextBandEntry = state.nextBandEntry
        state.apps.withUnsafeMutableBufferPointer {
          moveBand(of: app, to: band, in: $0, nextEntry: &nextBandEntry)
        }
        state.nextBandEntry = nextBandEntry
      }
      if newState == .active { state.putLastInSwitcher(app) }
      return state.reporting.contains(.stateChanges) ? .stateChanged(app: app, from: old, to: newState) : nil
    }
    if old.isRunning, newState.isRunning {
      return enterWhileRunning(newState, from: old, app: app, in: &state)
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
      apps[app].isLeavingBackground = false
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
      if band != apps[app].band { moveBand(of: app, to: band, in: apps, nextEntry: &nextBandEntry) }
    }
    if old == .background { state.appsInBackground -= 1 }
    if newState == .background { state.appsInBackground += 1 }
    state.memoryInUseBytes = memory
    state.foreground = foreground
    state.appUnderLock = appUnderLock
    state.nextBandEntry = nextBandEntry
    if newState == .active { state.putLastInSwitcher(app) }
    if old == .notRunning { state.progress.pendingMemoryCheck.include(.normal) }
    // A host that records nothing hears only of the changes it carries out: a process that
    // starts or ends, an app that is suspended or wakes.
    guard
      state.reporting.contains(.stateChanges) || old == .notRunning || newState == .notRunning
        || old == .suspended || newState == .suspended
    else { return nil }
    return .stateChanged(app: app, from: old, to: newState)
  }

  /// The app moves from one running state to another: its process and memory do not change.
  /// Its state, the foreground, its background time (counted from when it leaves the
  /// foreground, none once suspended or back in front), its band, the count of apps in the
  /// background and, on becoming active, the switcher do.
  @inline(__always)
  private static func enterWhileRunning(
    _ newState: AppState, from old: AppState, app: Int, in state: inout DeviceState
  ) -> DeviceCommand? {
    let budget = newState == .background ? state.times.backgroundTimeBudget : nil
    var nextBandEntry = state.nextBandEntry
    state.apps.withUnsafeMutableBufferPointer { apps in
      apps[app].state = newState
      apps[app].isLeavingBackground = false
      switch newState {
      case .inactive, .active:
        if !old.isForeground {
          apps[app].backgroundTimeLeft = nil
          apps[app].expirationHandlersRan = false
        }
      case .background:
        if old.isForeground {
          apps[app].backgroundTimeLeft = budget
          apps[app].expirationHandlersRan = false
        }
      case .suspended, .notRunning:
        apps[app].backgroundTimeLeft = nil
      }
      let band = apps[app].access.band(in: newState)
      if band != apps[app].band { moveBand(of: app, to: band, in: apps, nextEntry: &nextBandEntry) }
    }
    state.nextBandEntry = nextBandEntry
    if newState.isForeground {
      state.foreground = app
    } else if state.foreground == app {
      state.foreground = nil
    }
    if old == .background { state.appsInBackground -= 1 }
    if newState == .background { state.appsInBackground += 1 }
    if newState == .active { state.putLastInSwitcher(app) }
    // A host that records nothing hears only of a suspension or a wake among these.
    guard state.reporting.contains(.stateChanges) || old == .suspended || newState == .suspended else {
      return nil
    }
    return .stateChanged(app: app, from: old, to: newState)
  }

  /// The app changes jetsam band, or leaves the bands (nil) as it ends. Entry orders are ranks
  /// among the running apps, 0 the earliest: the app leaves its place (later entries move up
  /// one) and, still running, takes the last. Ranks rather than a counter keep equal
  /// situations equal values, whatever the path to them.
  @inline(__always)
  private static func moveBand(
    of app: Int, to band: JetsamBand?, in apps: UnsafeMutableBufferPointer<AppSlot>, nextEntry: inout UInt64
  ) {
    if apps[app].band != nil {
      let left = apps[app].bandEntryOrder
      for other in apps.indices where apps[other].band != nil && apps[other].bandEntryOrder > left {
        apps[other].bandEntryOrder -= 1
      }
      nextEntry -= 1
    }
    apps[app].band = band
    if band != nil {
      apps[app].bandEntryOrder = nextEntry
      nextEntry += 1
    } else {
      apps[app].bandEntryOrder = 0
    }
  }
}

extension DeviceState {
  /// An app becomes active: it is the most recently used in the switcher.
  @inline(__always)
  mutating func putLastInSwitcher(_ app: Int) {
    guard switcher.last != app else { return }
    if let position = switcher.lastIndex(of: app) { switcher.remove(at: position) }
    switcher.append(app)
  }
}
