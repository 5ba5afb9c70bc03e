/// Memory: jetsam's kills and the warnings, as ``JetsamPolicy`` decides them.
extension DevicePolicy {
  /// Kills while free memory is below the kill level (under `pressure`, at least one app below
  /// the foreground and then until the pressure target is free), then warns the apps that run
  /// code once free memory has crossed below the warning level.
  static func settleMemory(pressure: Bool, in state: inout DeviceState) -> DeviceCommand? {
    if !pressure && state.freeMemoryBytes >= state.memoryLevels.warningFreeBytes {
      state.isBelowWarningLevel = false  // the common case: nothing to kill, nobody to warn
      return nil
    }
    plan(extraBytes: 0, pressure: pressure, in: &state)
    let victims = state.scratch.plan.victims.map { state.scratch.candidateApps[$0] }
    let warned = state.scratch.plan.warnings.map { state.scratch.candidateApps[$0] }
    state.agenda.append(.warn(warned))
    return kill(victims, in: &state)
  }

  /// Before a cold launch: jetsam kills until the app's footprint fits above the kill level,
  /// so that free memory never reads below zero once it runs.
  static func makeRoom(for app: Int, in state: inout DeviceState) -> DeviceCommand? {
    guard state.apps[app].state == .notRunning else { return nil }
    let needed = state.apps[app].launchFootprintBytes
    guard state.freeMemoryBytes - needed < state.memoryLevels.killFreeBytes else { return nil }
    plan(extraBytes: needed, pressure: false, in: &state)
    let victims = state.scratch.plan.victims.map { state.scratch.candidateApps[$0] }
    return kill(victims, in: &state)
  }

  /// Plans with every running app as a candidate, `extraBytes` already spoken for.
  private static func plan(extraBytes: Int, pressure: Bool, in state: inout DeviceState) {
    state.scratch.candidates.removeAll(keepingCapacity: true)
    state.scratch.candidateApps.removeAll(keepingCapacity: true)
    for app in state.apps.indices where state.apps[app].state.isRunning {
      let slot = state.apps[app]
      guard let band = slot.band else { continue }
      state.scratch.candidates.append(
        JetsamCandidate(
          app: slot.name, band: band, bandEntryOrder: slot.bandEntryOrder,
          footprintBytes: slot.footprintBytes,
          executesCode: slot.state.executesCode))
      state.scratch.candidateApps.append(app)
    }
    JetsamPolicy.plan(
      candidates: state.scratch.candidates, totalBytes: state.memoryCapacityBytes - extraBytes,
      levels: state.memoryLevels, pressure: pressure, into: &state.scratch.plan)
  }

  /// Schedules the kills, first victim first, and says so.
  private static func kill(_ victims: [Int], in state: inout DeviceState) -> DeviceCommand? {
    guard !victims.isEmpty else { return nil }
    for app in victims.reversed() { state.agenda.append(.event(app: app, .jetsamKill)) }
    return .memory(
      .jetsam(victims: victims, freeBytes: state.freeMemoryBytes, inUseBytes: state.memoryInUseBytes))
  }

  /// After the kills: warns `apps` that still run code, once per crossing below the warning level.
  static func warn(_ apps: [Int], in state: inout DeviceState) -> DeviceCommand? {
    guard state.freeMemoryBytes < state.memoryLevels.warningFreeBytes else {
      state.isBelowWarningLevel = false
      return nil
    }
    guard !state.isBelowWarningLevel else { return nil }
    state.isBelowWarningLevel = true
    for app in apps.reversed() where state.apps[app].state.executesCode {
      state.agenda.append(.event(app: app, .memoryWarning))
    }
    return .memory(.belowWarningLevel(freeBytes: state.freeMemoryBytes, inUseBytes: state.memoryInUseBytes))
  }
}
