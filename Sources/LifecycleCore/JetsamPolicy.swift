/// Who is warned and who is killed when memory runs short.
///
/// Victims are taken from the lowest band first and, within a band, from the head
/// of its queue — the app that entered the band first (S21,
/// `memorystatus_get_first_proc_locked`). Ties (equal entry order) are broken by app
/// identifier, so the choice is deterministic. The foreground band is last.
public enum JetsamPolicy {
  /// The order in which apps would be killed, first victim first.
  public static func victimOrder(_ candidates: [JetsamCandidate]) -> [JetsamCandidate] {
    candidates.sorted {
      ($0.band, $0.bandEntryOrder, $0.app) < ($1.band, $1.bandEntryOrder, $1.app)
    }
  }

  /// What the system does about the memory situation described.
  ///
  /// - Parameters:
  ///   - candidates: Every running app.
  ///   - totalBytes: Memory available to apps.
  ///   - levels: The warning and kill levels.
  ///   - pressure: Whether a memory-pressure event demands memory: jetsam then kills at
  ///     least one app below the foreground band, and goes on until
  ///     ``MemoryLevels/pressureTargetFreeBytes`` are free; it spares the foreground.
  /// - Returns: The apps to kill, in order, and the apps to warn afterwards.
  public static func plan(
    candidates: [JetsamCandidate], totalBytes: Int, levels: MemoryLevels, pressure: Bool = false
  ) -> JetsamPlan {
    var free = totalBytes - candidates.reduce(0) { $0 + $1.footprintBytes }
    let target = pressure ? max(levels.pressureTargetFreeBytes, levels.killFreeBytes) : levels.killFreeBytes
    var victims: [JetsamCandidate] = []
    for candidate in victimOrder(candidates) {
      let mustKill = free < target || (pressure && victims.isEmpty)
      guard mustKill else { break }
      if pressure && candidate.band == .foreground { break }
      victims.append(candidate)
      free += candidate.footprintBytes
    }
    let killed = Set(victims.map(\.app))
    let warned =
      free < levels.warningFreeBytes
      ? candidates.filter { $0.executesCode && !killed.contains($0.app) }.map(\.app).sorted()
      : []
    return JetsamPlan(victims: victims.map(\.app), warnings: warned, freeBytesAfter: free)
  }
}

/// The outcome of ``JetsamPolicy/plan(candidates:totalBytes:levels:pressure:)``.
public struct JetsamPlan: Codable, Hashable, Sendable {
  /// Apps to kill, first victim first.
  public var victims: [String]
  /// Apps to send a memory warning after the kills, sorted by identifier.
  public var warnings: [String]
  /// Free memory once the victims are gone.
  public var freeBytesAfter: Int
}
