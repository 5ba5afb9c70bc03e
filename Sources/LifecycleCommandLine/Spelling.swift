/// "Did you mean …?" for the command line: the one valid word closest to a misspelt one.
enum Spelling {
  /// The candidate closest to `word` by edit distance, or nil when none is close or
  /// several are equally close.
  ///
  /// Close means an edit distance of 1 for candidates of up to four characters and of 2
  /// for longer ones, a swap of two neighbouring characters counting as one edit
  /// (`--fromat` → `--format`). Case is ignored. A tie says nothing about which word was
  /// meant, so it gives no suggestion (`ios9` is as close to `ios3` as to `ios4`). A word
  /// that differs from a candidate only in case suggests it (`RUN` → `run`).
  static func suggestion(for word: String, among candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    guard typed.count <= 64 else { return nil }
    var best: String?
    var bestDistance = Int.max
    var tied = false
    for candidate in candidates {
      let other = Array(candidate.lowercased())
      let limit = other.count <= 4 ? 1 : 2
      guard abs(other.count - typed.count) <= limit else { continue }
      let distance = editDistance(typed, other)
      guard distance <= limit else { continue }
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
        tied = false
      } else if distance == bestDistance {
        tied = true
      }
    }
    return tied ? nil : best
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and
  /// swaps of two neighbouring characters each count as one edit.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    // rows[i][j]: the distance between the first i characters of a and the first j of b.
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var distance = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          distance = min(distance, rows[i - 2][j - 2] + 1)
        }
        rows[i][j] = distance
      }
    }
    return rows[a.count][b.count]
  }

  /// `; did you mean 'X'?` for the closest candidate, or `; valid <what>: a, b, c`.
  static func hint(for word: String, among candidates: [String], listing what: String) -> String {
    if let suggestion = suggestion(for: word, among: candidates) {
      return "; did you mean '\(suggestion)'?"
    }
    return "; valid \(what): \(candidates.joined(separator: ", "))"
  }
}
