/// Who is warned and who is killed when memory runs short.
///
/// Victims are taken from the lowest band first and, within a band, from the head
/// of its queue — the app that entered the band first (S21,
/// `memorystatus_get_first_proc_locked`). Ties (equal entry order) are broken by app
/// identifier, so the choice is deterministic. The foreground band is last.
public enum JetsamPolicy {
  /// The order in which apps would be killed, first victim first.
  public static func victimOrder(_ candidates: [JetsamCandidate]) -> [JetsamCandidate] {
    candidates.sorted(by: precedes)
  }

  /// Whether `a` is killed before `b`: lower band first, then earlier entry into the
  /// band, then the identifier.
  @inlinable
  public static func precedes(_ a: JetsamCandidate, _ b: JetsamCandidate) -> Bool {
    if a.band != b.band { return a.band < b.band }
    if a.bandEntryOrder != b.bandEntryOrder { return a.bandEntryOrder < b.bandEntryOrder }
    return a.app < b.app
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
    var free = totalBytes
    for candidate in candidates { free -= candidate.footprintBytes }
    let target = pressure ? max(levels.pressureTargetFreeBytes, levels.killFreeBytes) : levels.killFreeBytes
    // Positions in `candidates` of the victims, first victim first. The candidates are
    // ordered (by position, not copied) only when someone has to die.
    var victims: [Int] = []
    if free < target || pressure {
      let order = candidates.indices.sorted { precedes(candidates[$0], candidates[$1]) }
      for index in order {
        let mustKill = free < target || (pressure && victims.isEmpty)
        guard mustKill else { break }
        if pressure && candidates[index].band == .foreground { break }
        victims.append(index)
        free += candidates[index].footprintBytes
      }
    }
    var warned: [String] = []
    if free < levels.warningFreeBytes {
      for index in candidates.indices where candidates[index].executesCode && !victims.contains(index) {
        warned.append(candidates[index].app)
      }
      warned.sort()
    }
    return JetsamPlan(victims: victims.map { candidates[$0].app }, warnings: warned, freeBytesAfter: free)
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
