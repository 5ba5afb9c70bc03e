import LifecycleCore

/// Memory accounting, warnings and jetsam, as ``JetsamPolicy`` decides.
extension Device {
  /// Sets a running app's footprint, then re-examines memory.
  func setFootprint(of app: InstalledApp, to bytes: Int) {
    guard app.state.isRunning else { return }
    memoryInUse += max(0, bytes) - app.footprintBytes
    app.footprintBytes = max(0, bytes)
    if transitionDepth == 0 { settleMemory(pressure: false) }
  }

  /// Kills victims while free memory is below the kill level (or, under `pressure`,
  /// below the pressure target), then warns the apps that run code when free memory
  /// has crossed below the warning level.
  func settleMemory(pressure: Bool) {
    if !pressure && memoryBytes - memoryInUse >= memoryLevels.warningFreeBytes {
      belowWarningLevel = false  // the common case: nothing to kill, nobody to warn
      return
    }
    var candidates: [JetsamCandidate] = []
    var candidateApps: [InstalledApp] = []
    for app in installedList where app.state.isRunning {
      guard let band = app.band else { continue }
      candidates.append(
        JetsamCandidate(
          app: app.name, band: band, bandEntryOrder: app.bandEntryOrder, footprintBytes: app.footprintBytes,
          executesCode: app.state.executesCode
        ))
      candidateApps.append(app)
    }
    let plan = JetsamPolicy.plan(
      candidates: candidates, totalBytes: memoryBytes, levels: memoryLevels, pressure: pressure
    )
    if !plan.victims.isEmpty {
      let free = memoryBytes - memoryInUse
      record(
        nil, .memory,
        "jetsam: \(free >> 20)MB free; victims in order: \(plan.victims.joined(separator: ", "))")
    }
    // The plan names apps; the candidates' own apps answer without a lookup by name.
    func candidate(named name: String) -> InstalledApp? { candidateApps.first { $0.name == name } }
    for victim in plan.victims {
      if let app = candidate(named: victim) { apply(.jetsamKill, to: app) }
    }
    let free = memoryBytes - memoryInUse
    if free >= memoryLevels.warningFreeBytes {
      belowWarningLevel = false
    } else if !belowWarningLevel {
      belowWarningLevel = true
      record(nil, .memory, "free memory \(free >> 20)MB below the warning level")
      for name in plan.warnings { if let app = candidate(named: name) { apply(.memoryWarning, to: app) } }
    }
  }
}
