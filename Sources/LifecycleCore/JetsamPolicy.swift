/// Who is warned and who is killed when memory runs short.
///
/// Victims are taken from the lowest band first and, within a band, from the head
/// of its queue — the app that entered the band first (XNU kern_memorystatus.c,
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
    var positions = JetsamPlanPositions()
    plan(candidates: candidates, totalBytes: totalBytes, levels: levels, pressure: pressure, into: &positions)
    return JetsamPlan(
      victims: positions.victims.map { candidates[$0].app },
      warnings: positions.warnings.map { candidates[$0].app },
      freeBytesAfter: positions.freeBytesAfter)
  }

  /// The same plan as ``plan(candidates:totalBytes:levels:pressure:)``, as positions in
  /// `candidates`, written into `positions`: a device that keeps one `positions` value
  /// plans on every memory event without allocating.
  public static func plan(
    candidates: [JetsamCandidate], totalBytes: Int, levels: MemoryLevels, pressure: Bool,
    into positions: inout JetsamPlanPositions
  ) {
    positions.victims.removeAll(keepingCapacity: true)
    positions.warnings.removeAll(keepingCapacity: true)
    var free = totalBytes
    for candidate in candidates { free -= candidate.footprintBytes }
    let target = pressure ? max(levels.pressureTargetFreeBytes, levels.killFreeBytes) : levels.killFreeBytes
    // The candidates are ordered (by position, not copied) only when someone has to die.
    if free < target || pressure {
      positions.order.removeAll(keepingCapacity: true)
      // Insertion sort: a device has tens of apps at most, usually a handful running.
      for index in candidates.indices {
        var slot = positions.order.count
        positions.order.append(index)
        while slot > 0 && precedes(candidates[index], candidates[positions.order[slot - 1]]) {
          positions.order[slot] = positions.order[slot - 1]
          slot -= 1
        }
        positions.order[slot] = index
      }
      for index in positions.order {
        let mustKill = free < target || (pressure && positions.victims.isEmpty)
        guard mustKill else { break }
        if pressure && candidates[index].band == .foreground { break }
        positions.victims.append(index)
        free += candidates[index].footprintBytes
      }
    }
    if free < levels.warningFreeBytes {
      for index in candidates.indices
      where candidates[index].executesCode && !positions.victims.contains(index) {
        positions.warnings.append(index)
      }
      positions.warnings.sort { candidates[$0].app < candidates[$1].app }
    }
    positions.freeBytesAfter = free
  }
}

/// A jetsam plan as positions in the candidate list, with room that is reused from one
/// plan to the next (see ``JetsamPolicy/plan(candidates:totalBytes:levels:pressure:into:)``).
public struct JetsamPlanPositions: Sendable {
  /// Positions of the apps to kill, first victim first.
  public internal(set) var victims: [Int] = []
  /// Positions of the apps to warn after the kills, by app identifier.
  public internal(set) var warnings: [Int] = []
  /// Free memory once the victims are gone.
  public internal(set) var freeBytesAfter = 0
  /// Room for ordering the candidates.
  var order: [Int] = []

  /// Empty positions, ready to be planned into.
  public init() {}
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
