import Testing

@testable import LifecycleCommandLine

/// "Did you mean …?": the closest valid word by edit distance, offered only when it is
/// close and the only one that close.
@Suite("Did you mean")
struct SpellingTests {
  @Test(
    "edit distance counts insertions, deletions, substitutions and neighbour swaps as one edit each",
    arguments: [
      ("run", "run", 0), ("rn", "run", 1), ("runn", "run", 1), ("ran", "run", 1), ("fromat", "format", 1),
      ("", "demo", 4), ("bench", "", 5), ("abc", "cba", 2), ("kitten", "sitting", 3),
    ])
  func distance(a: String, b: String, expected: Int) {
    #expect(Spelling.editDistance(Array(a), Array(b)) == expected)
    #expect(Spelling.editDistance(Array(b), Array(a)) == expected)
  }

  static let commands = ["demo", "run", "diagram", "bench", "help", "version"]

  @Test(
    "a misspelt word suggests the one candidate close to it",
    arguments: [
      ("rn", "run"), ("rnu", "run"), ("dmeo", "demo"), ("diagarm", "diagram"), ("bnech", "bench"),
      ("verison", "version"), ("hepl", "help"), ("RUN", "run"), ("diagrams", "diagram"),
    ])
  func suggests(typed: String, expected: String) {
    #expect(Spelling.suggestion(for: typed, among: Self.commands) == expected)
  }

  @Test(
    "a word far from every candidate suggests nothing",
    arguments: ["explode", "x", "", "benchmarks", "rundown"])
  func farWordsSuggestNothing(typed: String) {
    #expect(Spelling.suggestion(for: typed, among: Self.commands) == nil)
  }

  @Test("short candidates allow one edit, longer ones two")
  func limits() {
    #expect(Spelling.suggestion(for: "xyn", among: ["run"]) == nil)
    #expect(Spelling.suggestion(for: "--fomrta", among: ["--format"]) == "--format")
    #expect(Spelling.suggestion(for: "--fmt", among: ["--format"]) == nil)
  }

  @Test("two candidates equally close give no suggestion")
  func tiesSuggestNothing() {
    #expect(Spelling.suggestion(for: "ios9", among: ["ios3", "ios4", "ios13"]) == nil)
    #expect(Spelling.suggestion(for: "ios", among: ["ios3", "ios4"]) == nil)
  }

  @Test("the hint suggests the close word, or lists the valid ones")
  func hint() {
    #expect(Spelling.hint(for: "rn", among: Self.commands, listing: "commands") == "; did you mean 'run'?")
    #expect(
      Spelling.hint(for: "zz", among: ["dot", "mermaid"], listing: "values") == "; valid values: dot, mermaid"
    )
  }

  @Test("a very long word is not compared and suggests nothing")
  func longWord() {
    #expect(Spelling.suggestion(for: String(repeating: "r", count: 10_000), among: Self.commands) == nil)
  }
}
