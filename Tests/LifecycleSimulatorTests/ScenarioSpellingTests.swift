import LifecycleCore
import Testing

@testable import LifecycleSimulator

@Suite("Scenario spelling suggestions")
struct ScenarioSpellingTests {
  /// The textbook optimal-string-alignment distance (Levenshtein's edits and swaps of two
  /// neighbouring characters), over the whole table, for comparison.
  private func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        table[i][j] = min(
          table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), table[i - 1][j] + 1, table[i][j - 1] + 1)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  @Test("the banded distance equals the distance over the whole table whenever it is within the limit")
  func bandedDistanceIsExact() {
    var random = SplitMix64(seed: 2024)
    let alphabet: [Character] = ["a", "b", "c"]
    var mismatches: [String] = []
    for _ in 0..<3_000 {
      let a = (0..<random.below(9)).map { _ in random.pick(alphabet) }
      let b = (0..<random.below(9)).map { _ in random.pick(alphabet) }
      let limit = random.below(5)
      let exact = fullDistance(a, b)
      if ScenarioSpelling.distance(a, b, limit: limit) != (exact <= limit ? exact : nil) {
        mismatches.append("\(String(a)) vs \(String(b)) within \(limit)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test("suggestions ignore case, prefer the closest word, and give up on distant or ambiguous words")
  func suggestions() {
    let steps = ScenarioKeyword.names
    #expect(ScenarioSpelling.suggestions(for: "HOME", among: steps) == ["home"])
    #expect(ScenarioSpelling.suggestions(for: "lock", among: ["lock", "unlock"]) == ["lock"])
    #expect(ScenarioSpelling.suggestions(for: "xyzzy", among: steps).isEmpty)
    #expect(ScenarioSpelling.suggestions(for: "a", among: ["b"]).isEmpty)
    #expect(
      ScenarioSpelling.suggestions(for: "ios8", among: ["ios3", "ios4", "ios5", "ios6", "ios7"]).isEmpty)
    #expect(
      ScenarioSpelling.suggestions(
        for: "WillTerminate", among: ["applicationWillTerminate", "sceneDidDisconnect"])
        == ["applicationWillTerminate"])
    #expect(ScenarioSpelling.suggestions(for: String(repeating: "a", count: 5_000), among: steps).isEmpty)
  }

  @Test("two neighbouring letters swapped count as one slip")
  func swappedLetters() {
    #expect(ScenarioSpelling.suggestions(for: "notse", among: ["notes", "tracer", "game"]) == ["notes"])
    #expect(ScenarioSpelling.suggestions(for: "hoem", among: ScenarioKeyword.names) == ["home"])
    #expect(ScenarioSpelling.distance(Array("ab"), Array("ba"), limit: 1) == 1)
    // A swap is not edited again: "ca" to "abc" is three edits this way, not two.
    #expect(ScenarioSpelling.distance(Array("ca"), Array("abc"), limit: 3) == 3)
  }
}
