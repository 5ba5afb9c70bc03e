/// Delta debugging (Zeller and Hildebrandt, "Simplifying and Isolating Failure-Inducing
/// Input", 2002): the `ddmin` algorithm reduces a failing sequence to a 1-minimal one — a
/// sequence that still fails, from which no single element can be removed without it passing.
public enum Shrinking {
  /// A 1-minimal subsequence of `sequence` for which `fails` holds, keeping the order.
  /// `fails(sequence)` must hold. `fails` is called with subsequences only, about
  /// O(n²) times in the worst case and O(log n) when one element alone fails.
  public static func minimize<Element>(_ sequence: [Element], fails: ([Element]) -> Bool) -> [Element] {
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
