/// Memory: jetsam's kills and the warnings, as ``JetsamPolicy`` decides them.
extension DevicePolicy {
  /// Kills while free memory is below the kill level (under `pressure`, at least one app below
  /// the foreground and then until the pressure target is free), then warns the apps that run
  /// code once free memory has crossed below the warning level.
  @inline(__always)
  static func settleMemory(pressure: Bool, in state: inout DeviceState) -> DeviceCommand? {
    if !pressure && state.freeMemoryBytes >= state.memoryLevels.warningFreeBytes {
      state.isBelowWarningLevel = false  // the common case: nothing to kill, nobody to warn
      return nil
    }
    return settleMemoryBelowWarning(pressure: pressure, in: &state)
  }

  /// Settles memory when jetsam may have to kill or warn: under pressure, or with free memory
  /// below the warning level. (Out of line: the common case above is a comparison, made in
  /// ``next(_:)`` itself.)
  @inline(never)
  private static func settleMemoryBelowWarning(pressure: Bool, in state: inout DeviceState) -> DeviceCommand?
  {
    plan(extraBytes: 0, pressure: pressure, in: &state)
    // The apps to warn go into the state's own list, kept from one input to the next; a
    // list of victims is made only when there are some.
    state.progress.toWarn.removeAll(keepingCapacity: true)
    for position in state.progress.scratch.plan.warnings {
      state.progress.toWarn.append(state.progress.scratch.candidateApps[position])
    }
    state.push(.warn)
    guard !state.progress.scratch.plan.victims.isEmpty else { return nil }
    return killPlannedVictims(in: &state)
  }

  /// Before a cold launch: jetsam kills until the app's footprint fits above the kill level,
  /// so that free memory never reads below zero once it runs. Returns whether it scheduled
  /// kills, with the launch (`event`) after them (and before them the memory record, for a
  /// host that records memory); false when there is room already, and nothing is scheduled.
  static func makeRoom(for app: Int, then event: SystemEvent, in state: inout DeviceState) -> Bool {
    let needed = state.apps[app].launchFootprintBytes
    guard state.freeMemoryBytes - needed < state.memoryLevels.killFreeBytes else { return false }
    plan(extraBytes: needed, pressure: false, in: &state)
    guard !state.progress.scratch.plan.victims.isEmpty else { return false }
    state.push(.event(app: app, event))
    if let record = killPlannedVictims(in: &state) { state.emit(record) }
    return true
  }

  /// Plans with every running app as a candidate, `extraBytes` already spoken for.
  private static func plan(extraBytes: Int, pressure: Bool, in state: inout DeviceState) {
    state.progress.scratch.candidates.removeAll(keepingCapacity: true)
    state.progress.scratch.candidateApps.removeAll(keepingCapacity: true)
    for app in state.apps.indices where state.apps[app].state.isRunning {
      guard let band = state.apps[app].band else { continue }
      state.progress.scratch.candidates.append(
        JetsamCandidate(
          app: state.apps[app].name, band: band, bandEntryOrder: state.apps[app].bandEntryOrder,
          footprintBytes: state.apps[app].footprintBytes, executesCode: state.apps[app].state.executesCode))
      state.progress.scratch.candidateApps.append(app)
    }
    JetsamPolicy.plan(
      candidates: state.progress.scratch.candidates, totalBytes: state.memoryCapacityBytes - extraBytes,
      levels: state.memoryLevels, pressure: pressure, into: &state.progress.scratch.plan)
  }

  /// Schedules the kills of the victims jetsam just planned (some, never none: both callers
  /// check), first victim first, and says so to a host that records memory.
  private static func killPlannedVictims(in state: inout DeviceState) -> DeviceCommand? {
    for position in state.progress.scratch.plan.victims.reversed() {
      state.push(.event(app: state.progress.scratch.candidateApps[position], .jetsamKill))
    }
    guard state.reporting.contains(.memoryRecords) else { return nil }
    return .memory(
      .jetsam(
        victims: state.progress.scratch.plan.victims.map { state.progress.scratch.candidateApps[$0] },
        freeBytes: state.freeMemoryBytes, inUseBytes: state.memoryInUseBytes))
  }

  /// After the kills: warns `apps` that still run code, once per crossing below the warning level.
  /// The list is emptied once read, so that between inputs it holds nothing: two states that
  /// differ only in whom an earlier plan warned are the same situation, and equal.
  static func warn(in state: inout DeviceState) -> DeviceCommand? {
    defer { state.progress.toWarn.removeAll(keepingCapacity: true) }
    guard state.freeMemoryBytes < state.memoryLevels.warningFreeBytes else {
      state.isBelowWarningLevel = false
      return nil
    }
    guard !state.isBelowWarningLevel else { return nil }
    state.isBelowWarningLevel = true
    for position in state.progress.toWarn.indices.reversed() {
      let app = state.progress.toWarn[position]
      guard state.apps[app].state.executesCode else { continue }
      state.push(.event(app: app, .memoryWarning))
    }
    guard state.reporting.contains(.memoryRecords) else { return nil }
    return .memory(.belowWarningLevel(freeBytes: state.freeMemoryBytes, inUseBytes: state.memoryInUseBytes))
  }
}
