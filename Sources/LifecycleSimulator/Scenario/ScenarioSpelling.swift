/// "Did you mean …?" suggestions: the valid words closest to a misspelt one.
///
/// Closeness is the edit distance between the lowercased words, bounded so that the
/// work per candidate is linear in its length whatever the input: long words and long
/// candidates are never compared cell by cell.
public enum ScenarioSpelling {
  /// The most suggestions offered at once.
  static let maximumSuggestions = 3

  /// Words longer than this (in characters) get no suggestion.
  static let maximumComparedLength = 200

  /// `did you mean 'save'?` (or `'a' or 'b'`) when ``suggestions(for:among:)`` finds near
  /// spellings of `word` among `candidates`; nil when it finds none. Every "did you mean" of the
  /// tool's messages (an app, an action, a probe, an element on screen) is worded here.
  public static func didYouMean(_ word: String, among candidates: [String]) -> String? {
    let near = suggestions(for: word, among: candidates)
    return near.isEmpty ? nil : "did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?"
  }

  /// The candidates closest to `word`, best first, or none when nothing is close.
  ///
  /// A candidate is close when its edit distance to `word`, ignoring case, is at most a
  /// third of the candidate's length (at most 3, and 0 — only case differs — for
  /// candidates of one or two characters). When no candidate is that close, candidates
  /// that contain `word` (at least 4 characters) are offered, so that
  /// `didEnterBackground` suggests `applicationDidEnterBackground`. When more than
  /// ``maximumSuggestions`` candidates are equally close, none is suggested.
  public static func suggestions(for word: String, among candidates: [String]) -> [String] {
    guard word.utf8.count <= maximumComparedLength * 4 else { return [] }
    let lowered = Array(word.lowercased())
    guard lowered.count <= maximumComparedLength else { return [] }
    var best: [String] = []
    var bestDistance = Int.max
    var ties = 0
    for candidate in candidates where candidate.utf8.count <= maximumComparedLength * 4 {
      let other = Array(candidate.lowercased())
      guard other.count <= maximumComparedLength else { continue }
      let limit = min(3, other.count < 3 ? 0 : max(1, other.count / 3))
      guard let distance = distance(lowered, other, limit: limit) else { continue }
      if distance < bestDistance {
        bestDistance = distance
        best = [candidate]
        ties = 1
      } else if distance == bestDistance {
        ties += 1
        if best.count < maximumSuggestions { best.append(candidate) }
      }
    }
    // Too many equally close candidates say nothing about which was meant.
    if ties > maximumSuggestions { return [] }
    if !best.isEmpty || lowered.count < 4 { return best }
    let needle = String(lowered)
    let containing = Array(
      candidates.lazy.filter { $0.lowercased().contains(needle) }.prefix(maximumSuggestions + 1))
    return containing.count > maximumSuggestions ? [] : containing
  }

  /// The edit distance between `a` and `b` — insertions, deletions, substitutions and swaps of
  /// two neighbouring characters (`notse` for `notes`) each count one — or nil when it exceeds
  /// `limit`. (The "optimal string alignment" distance: a swapped pair is not edited again.)
  ///
  /// Only the diagonal band of width `2 × limit + 1` is computed: O(length × limit).
  static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let beyond = limit + 1
    // previous[j] is the distance between a[..<i-1] and b[..<j], beforePrevious[j] the same
    // for a[..<i-2]; cells outside the band hold `beyond`, which is as good as infinity here.
    var previous = [Int](repeating: beyond, count: b.count + 1)
    var current = previous
    for j in 0...min(b.count, limit) { previous[j] = j }
    var beforePrevious = previous
    for i in 1...a.count {
      let low = max(1, i - limit)
      let high = min(b.count, i + limit)
      // The cell left of the band: distance to the empty prefix of b, or outside the band.
      // Cells further left are never read again; cells to the right of the band were never
      // written, so they still hold `beyond`.
      current[low - 1] = low == 1 ? min(i, beyond) : beyond
      if low <= high {
        for j in low...high {
          let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
          let deletion = previous[j] + 1
          let insertion = current[j - 1] + 1
          current[j] = min(substitution, deletion, insertion, beyond)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            // Row i - 2's band reaches column j - 2: the band moves one column a row.
            current[j] = min(current[j], beforePrevious[j - 2] + 1)
          }
        }
      }
      // The rows move down one: the oldest array is written next.
      swap(&beforePrevious, &previous)
      swap(&previous, &current)
    }
    let result = previous[b.count]
    return result <= limit ? result : nil
  }
}
