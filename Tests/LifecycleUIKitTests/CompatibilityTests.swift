import LifecycleUIKit
import Testing

/// `Docs/Compatibility.md` says what an app's code can use; these tests keep it true.
@MainActor
@Suite("Docs/Compatibility.md matches the API: every listed member is used, every use is listed")
struct CompatibilityTests {
  /// A row of the page: its key (`Type.member`), status and note.
  struct Row: Hashable {
    var key: String
    var status: String
    var note: String
  }

  static let statuses: Set = ["faithful", "inert", "addition", "unsupported"]

  /// The page's rows. Under a heading `` ### `Type` `` a member is prefixed with `Type.`; under
  /// any other heading it is written whole.
  static func rows(filePath: String = #filePath) throws -> [Row] {
    let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("Docs/Compatibility.md"), encoding: .utf8)
    var type: String?
    var rows: [Row] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#") {
        let heading = line.drop { $0 == "#" || $0 == " " }
        let single =
          heading.hasPrefix("`") && heading.hasSuffix("`")
          && heading.dropFirst().dropLast()
            .allSatisfy { $0.isLetter || $0.isNumber || $0 == "." }
        type = single ? String(heading.dropFirst().dropLast()) : nil
        continue
      }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count == 5, cells[1] != "member", !cells[1].hasPrefix("---") else { continue }
      // A row whose member is not in backticks would be skipped silently: it is an error.
      let quoted = cells[1].hasPrefix("`") && cells[1].hasSuffix("`") && cells[1].count > 2
      let member = quoted ? String(cells[1].dropFirst().dropLast()) : "unquoted: " + cells[1]
      rows.append(Row(key: type.map { "\($0).\(member)" } ?? member, status: cells[2], note: cells[3]))
    }
    return rows
  }

  @Test("the page has rows, each with a known status, and no member twice")
  func wellFormed() throws {
    let rows = try Self.rows()
    #expect(rows.count > 100)
    for row in rows {
      #expect(Self.statuses.contains(row.status), "\(row.key): status '\(row.status)'")
      #expect(!row.key.contains("unquoted: "), "a member must be written in backticks: \(row.key)")
    }
    let keys = rows.map(\.key)
    #expect(
      Set(keys).count == keys.count,
      "listed twice: \(keys.filter { key in keys.filter { $0 == key }.count > 1 })")
  }

  @Test("the faithful, inert and addition rows are exactly the members CompatibilityUsage exercises")
  func listedIsExercised() throws {
    let listed = Set(try Self.rows().filter { $0.status != "unsupported" }.map(\.key))
    let exercised = Set(CompatibilityUsage.uses.keys)
    #expect(
      listed.subtracting(exercised).sorted() == [],
      "listed in Docs/Compatibility.md, not used in CompatibilityUsage")
    #expect(
      exercised.subtracting(listed).sorted() == [],
      "used in CompatibilityUsage, not listed in Docs/Compatibility.md")
  }

  @Test("every unsupported row says what to do instead")
  func unsupportedHasWorkaround() throws {
    for row in try Self.rows() where row.status == "unsupported" {
      #expect(row.note.count > 20, "\(row.key) has no workaround")
    }
  }

  @Test("each use runs: inert values read back what was written")
  func usesRun() {
    for (_, use) in CompatibilityUsage.uses.sorted(by: { $0.key < $1.key }) { use() }
  }
}
