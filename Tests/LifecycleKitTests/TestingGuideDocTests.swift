import LifecycleKit
import Testing

/// Docs/Testing.md quotes compiled code: every ```swift block of the guide appears, line for line
/// (leading indentation aside), in TestingGuideTests.swift, where it compiles and runs. Editing a
/// snippet in the guide without the test file (or the other way round) fails here, naming the
/// snippet's line in the guide.
@Suite("Docs/Testing.md quotes TestingGuideTests.swift")
struct TestingGuideDocTests {
  /// A ```swift block of a Markdown document: its lines, and the line of the document it starts on
  /// (the fence's, counted from 1).
  struct Snippet: Equatable {
    var line: Int
    var lines: [String]
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The ```swift blocks of `markdown`, in order.
  static func snippets(in markdown: String) -> [Snippet] {
    var snippets: [Snippet] = []
    var open: Snippet?
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var snippet = open {
        if trimmed == "```" {
          snippets.append(snippet)
          open = nil
        } else {
          snippet.lines.append(String(line))
          open = snippet
        }
      } else if trimmed == "```swift" {
        open = Snippet(line: index + 1, lines: [])
      }
    }
    return snippets
  }

  /// Each line without its leading and trailing blanks.
  static func normalized(_ lines: some Sequence<some StringProtocol>) -> [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// Where `snippet`'s lines first stand one after another in `lines` (both normalized), if anywhere.
  static func position(of snippet: [String], in lines: [String]) -> Int? {
    guard !snippet.isEmpty, snippet.count <= lines.count else { return nil }
    return (0...(lines.count - snippet.count)).first {
      lines[$0..<($0 + snippet.count)].elementsEqual(snippet)
    }
  }

  /// The first line of `snippet` that the file does not continue with, for the failure message.
  static func firstDifference(of snippet: [String], in lines: [String]) -> String {
    // The longest run of the snippet's opening lines that the file has.
    var best = 0
    for start in lines.indices {
      var count = 0
      while count < snippet.count, start + count < lines.count, lines[start + count] == snippet[count] {
        count += 1
      }
      best = max(best, count)
    }
    return best < snippet.count ? snippet[best] : ""
  }

  static let guidePath = "Docs/Testing.md"
  static let testsPath = "Tests/LifecycleKitTests/TestingGuideTests.swift"

  @Test("the guide has snippets, and each one is in the test file")
  func everySnippetIsCompiled() throws {
    let snippets = Self.snippets(in: try Self.read(Self.guidePath))
    #expect(snippets.count >= 10, "\(Self.guidePath) has \(snippets.count) ```swift blocks")
    let lines = Self.normalized(
      try Self.read(Self.testsPath).split(separator: "\n", omittingEmptySubsequences: false))
    for snippet in snippets {
      let wanted = Self.normalized(snippet.lines)
      #expect(
        Self.position(of: wanted, in: lines) != nil,
        """
        \(Self.guidePath):\(snippet.line): this ```swift block is not in \(Self.testsPath) as it stands \
        (leading indentation aside); the first line the file does not have after the ones before it: \
        '\(Self.firstDifference(of: wanted, in: lines))'. Change both, so that the guide shows compiled code.
        """)
    }
  }

  @Test("a snippet edited in the guide alone is caught, at its line")
  func editedSnippetIsCaught() {
    let guide = "# Guide\n\ntext\n\n```swift\nlet a = 1\nlet b = 2\n```\n"
    let snippets = Self.snippets(in: guide)
    #expect(snippets == [Snippet(line: 5, lines: ["let a = 1", "let b = 2"])])
    let file = Self.normalized(["func f() {", "  let a = 1", "  let b = 2", "}"])
    #expect(Self.position(of: Self.normalized(snippets[0].lines), in: file) == 1)
    let edited = Self.normalized(["let a = 1", "let b = 3"])
    #expect(Self.position(of: edited, in: file) == nil)
    #expect(Self.firstDifference(of: edited, in: file) == "let b = 3")
  }
}
