import Testing

@testable import LifecycleCommandLine

/// Counts in messages agree with their nouns: `1 check`, `2 checks`.
@Suite("Counted nouns")
struct CountingTests {
  @Test(
    "one takes the singular, every other count the plural",
    arguments: [
      (0, "check", "0 checks"), (1, "check", "1 check"), (2, "check", "2 checks"), (1, "report", "1 report"),
      (7, "untraced run", "7 untraced runs"), (1_000_000, "event", "1000000 events"),
    ])
  func regular(count: Int, noun: String, expected: String) {
    #expect(counted(count, noun) == expected)
  }

  @Test("an irregular plural is given")
  func irregular() {
    #expect(counted(1, "trace entry", plural: "trace entries") == "1 trace entry")
    #expect(counted(3, "trace entry", plural: "trace entries") == "3 trace entries")
  }
}
