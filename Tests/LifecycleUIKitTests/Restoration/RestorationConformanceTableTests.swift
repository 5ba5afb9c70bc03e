import Foundation
import Testing

/// Docs/Fidelity.md's "State restoration, rule by rule" stays true to the repository: every row
/// names an example scenario that exists and tests that exist, so a renamed or removed one
/// cannot leave a rule with nothing behind it.
@Suite("Docs/Fidelity.md: the restoration rules name scenarios and tests that exist")
struct RestorationConformanceTableTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The table's rows, each as its cells (the heading and separator rows left out).
  static func rows() throws -> [[String]] {
    let document = try String(contentsOf: root.appending(path: "Docs/Fidelity.md"), encoding: .utf8)
    let heading = "\n## State restoration, rule by rule\n"
    let start = try #require(document.range(of: heading))
    let rest = document[start.upperBound...]
    let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    // The section's first table: its lines from the first that starts with "| " to the line
    // before the next that does not.
    let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
    let table = lines.drop { !$0.hasPrefix("| ") }.prefix { $0.hasPrefix("| ") }
    return table.dropFirst(2).map { line in
      line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
    }
  }

  /// The code spans of a cell: `a.scn`, `Suite.test`.
  static func spans(_ cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
      .map { String($0.element) }
  }

  /// Every Swift file of the tests, read once.
  static let testSources: [String] = {
    let tests = root.appending(path: "Tests")
    let files =
      FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
  }()

  @Test("the table has a row for each rule, four cells each")
  func shape() throws {
    let rows = try Self.rows()
    #expect(rows.count >= 15)
    for row in rows { #expect(row.count == 4, "\(row.first ?? "")") }
  }

  @Test("each row's scenarios exist, under Examples/Scenarios or the example they name")
  func scenariosExist() throws {
    for row in try Self.rows() {
      let scenarios = Self.spans(row[2]).filter { $0.hasSuffix(".scn") }
      #expect(!scenarios.isEmpty, "no scenario for: \(row[0])")
      for name in scenarios {
        let path = name.contains("/") ? "Examples/" + name : "Examples/Scenarios/" + name
        #expect(FileManager.default.fileExists(atPath: Self.root.appending(path: path).path), "\(path)")
      }
    }
  }

  @Test("each row's tests exist: the suite's type declares the function")
  func testsExist() throws {
    for row in try Self.rows() {
      let tests = Self.spans(row[3])
      #expect(!tests.isEmpty, "no test for: \(row[0])")
      for test in tests {
        let parts = test.split(separator: ".").map(String.init)
        let found = Self.testSources.contains { source in
          source.contains("struct \(parts[0]) ") && (parts.count == 1 || source.contains("func \(parts[1])("))
        }
        #expect(found, "\(test)")
      }
    }
  }
}
