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
  @inline(__always)
  func settleMemory(pressure: Bool) {
    if !pressure && memoryBytes - memoryInUse >= memoryLevels.warningFreeBytes {
      belowWarningLevel = false  // the common case: nothing to kill, nobody to warn
      return
    }
    planAndKill(pressure: pressure)
  }

  private func planAndKill(pressure: Bool) {
    // The candidate lists and the plan live on the device and are refilled each time:
    // memory events allocate nothing.
    jetsamCandidates.removeAll(keepingCapacity: true)
    jetsamCandidateApps.removeAll(keepingCapacity: true)
    for app in installedList where app.state.isRunning {
      guard let band = app.band else { continue }
      jetsamCandidates.append(
        JetsamCandidate(
          app: app.name, band: band, bandEntryOrder: app.bandEntryOrder, footprintBytes: app.footprintBytes,
          executesCode: app.state.executesCode
        ))
      jetsamCandidateApps.append(app)
    }
    JetsamPolicy.plan(
      candidates: jetsamCandidates, totalBytes: memoryBytes, levels: memoryLevels, pressure: pressure,
      into: &jetsamPlan
    )
    // Held here (copy on write, so no copy unless it is needed): the kills and warnings
    // below run app code, which may change memory and plan again into the same buffers.
    let apps = jetsamCandidateApps
    let victims = jetsamPlan.victims
    let warned = jetsamPlan.warnings
    if !victims.isEmpty {
      let free = memoryBytes - memoryInUse
      record(
        nil, .memory,
        "jetsam: \(free >> 20)MB free; victims in order: \(victims.map { apps[$0].name }.joined(separator: ", "))"
      )
    }
    for position in victims { apply(.jetsamKill, to: apps[position]) }
    let free = memoryBytes - memoryInUse
    if free >= memoryLevels.warningFreeBytes {
      belowWarningLevel = false
    } else if !belowWarningLevel {
      belowWarningLevel = true
      record(nil, .memory, "free memory \(free >> 20)MB below the warning level")
      for position in warned { apply(.memoryWarning, to: apps[position]) }
    }
  }
}
