import Testing

@testable import LifecycleSimulator

@Suite("Scenario spelling suggestions")
struct ScenarioSpellingTests {
  /// The textbook Levenshtein distance, for comparison.
  private func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j] + (x == y ? 0 : 1), previous[j + 1] + 1, current[j] + 1))
      }
      previous = current
    }
    return previous[b.count]
  }

  @Test("the banded distance equals the full Levenshtein distance whenever it is within the limit")
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
}
