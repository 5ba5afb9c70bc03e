extension DeviceState {
  /// What is wrong with this state, in words; empty when every invariant holds.
  ///
  /// Checked by ``DevicePolicy/next(_:)`` in debug and test builds each time the policy has
  /// finished with its inputs (as TigerBeetle asserts at every boundary):
  /// - at most one app is in the foreground, and ``foreground`` names it;
  /// - memory in use is the sum of the running apps' footprints, and no app that is not
  ///   running has a footprint, a task, a band or queued notifications;
  /// - every app running in the background holds a task or a mode that keeps it there, and
  ///   has background time counting when it holds a task;
  /// - only a suspended app has notifications held for it;
  /// - the jetsam order is consistent: every running app has a band, and their entry orders
  ///   are the ranks 0, 1, … of the running apps; the switcher names each installed app at
  ///   most once.
  public var invariantViolations: [String] {
    guard isIdle else { return [] }
    var problems: [String] = []
    let inFront = apps.indices.filter { apps[$0].state.isForeground }
    if inFront.count > 1 {
      problems.append("\(inFront.count) apps in the foreground: \(inFront.map { apps[$0].name })")
    }
    if foreground != inFront.first {
      problems.append(
        "the foreground is \(foreground.map { apps[$0].name } ?? "none") but \(inFront.map { apps[$0].name }) are in front"
      )
    }
    let footprints = apps.reduce(0) { $0 + $1.footprintBytes }
    if footprints != memoryInUseBytes {
      problems.append("memory in use \(memoryInUseBytes) is not the sum of footprints \(footprints)")
    }
    var entries: Set<UInt64> = []
    for slot in apps {
      if !slot.state.isRunning {
        if slot.footprintBytes != 0 || !slot.tasks.isEmpty || slot.band != nil {
          problems.append("\(slot.name) is not running but has a footprint, a task or a band")
        }
      } else {
        if slot.band == nil { problems.append("\(slot.name) runs with no jetsam band") }
        if !entries.insert(slot.bandEntryOrder).inserted {
          problems.append("\(slot.name) shares its band entry \(slot.bandEntryOrder)")
        }
      }
      if slot.state == .background {
        if !slot.table.staysRunningInBackground(holdsBackgroundTask: !slot.tasks.isEmpty) {
          problems.append("\(slot.name) runs in the background with no task and no mode")
        }
        if !slot.tasks.isEmpty && slot.backgroundTimeLeft == nil {
          problems.append("\(slot.name) holds a task in the background with no background time counting")
        }
      }
      if !slot.queuedNotifications.isEmpty && slot.state != .suspended {
        problems.append("\(slot.name) is \(slot.state) with notifications still held for it")
      }
    }
    let inBackground = apps.count { $0.state == .background }
    if appsInBackground != inBackground {
      problems.append("the count of apps in the background is \(appsInBackground), not \(inBackground)")
    }
    let awaiting = apps.count { $0.fetchIntervalLeft != nil }
    if appsAwaitingFetchInterval != awaiting {
      problems.append(
        "the count of apps awaiting their fetch interval is \(appsAwaitingFetchInterval), not \(awaiting)")
    }
    let running = UInt64(apps.count { $0.state.isRunning })
    if nextBandEntry != running || entries != Set(0..<running) {
      problems.append(
        "the band entries \(entries.sorted()) are not the ranks 0..<\(running) of the running apps")
    }
    if Set(switcher).count != switcher.count || switcher.contains(where: { !apps.indices.contains($0) }) {
      problems.append("the switcher \(switcher) names an app twice or an app not installed")
    }
    return problems
  }
}
