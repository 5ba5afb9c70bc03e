/// Delta debugging (Zeller and Hildebrandt, "Simplifying and Isolating Failure-Inducing
/// Input", 2002): the `ddmin` algorithm reduces a failing sequence to a 1-minimal one — a
/// sequence that still fails, from which no single element can be removed without it passing —
/// and then removes runs of two or three neighbours that only go together (a call that rings
/// and is declined, a lock and its unlock: without one the other is not a step a user can take
/// there, so no single removal passes).
public enum Shrinking {
  /// The longest run of neighbours the last pass tries to remove at once.
  static let longestRun = 3

  /// A subsequence of `sequence` for which `fails` holds, keeping the order, from which neither
  /// one element nor a run of up to ``longestRun`` neighbours can be removed without it
  /// passing. `fails(sequence)` must hold. `fails` is called with subsequences only, about
  /// O(n²) times in the worst case and O(log n) when one element alone fails.
  public static func minimize<Element>(_ sequence: [Element], fails: ([Element]) -> Bool) -> [Element] {
    var current = ddmin(sequence, fails: fails)
    var width = 2
    while width <= longestRun, current.count > width {
      let shorter = (0...(current.count - width)).lazy.map { start in
        Array(current[..<start] + current[(start + width)...])
      }.first(where: fails)
      if let shorter {
        current = ddmin(shorter, fails: fails)
        width = 2
      } else {
        width += 1
      }
    }
    return current
  }

  /// Zeller and Hildebrandt's `ddmin`: a 1-minimal subsequence of `sequence` for which `fails`
  /// holds.
  static func ddmin<Element>(_ sequence: [Element], fails: ([Element]) -> Bool) -> [Element] {
    var current = sequence
    var granularity = 2
    while current.count >= 2 {
      let chunks = split(current, into: granularity)
      var reduced = false
      // A chunk alone fails: keep it.
      for chunk in chunks where chunk.count < current.count && fails(chunk) {
        current = chunk
        granularity = 2
        reduced = true
        break
      }
      if !reduced {
        // The rest without one chunk fails: drop the chunk.
        for index in chunks.indices {
          let complement = chunks.enumerated().filter { $0.offset != index }.flatMap(\.element)
          if complement.count < current.count, fails(complement) {
            current = complement
            granularity = max(granularity - 1, 2)
            reduced = true
            break
          }
        }
      }
      if !reduced {
        if granularity >= current.count { break }
        granularity = min(granularity * 2, current.count)
      }
    }
    if current.count == 1, fails([]) { return [] }
    return current
  }

  /// `sequence` cut into `count` chunks of nearly equal length, in order.
  static func split<Element>(_ sequence: [Element], into count: Int) -> [[Element]] {
    var chunks: [[Element]] = []
    var start = 0
    for index in 0..<count {
      let end = start + (sequence.count - start) / (count - index)
      if end > start { chunks.append(Array(sequence[start..<end])) }
      start = end
    }
    return chunks
  }
}
