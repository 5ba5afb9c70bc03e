import Foundation
import LifecycleTestSupport
import Testing

/// What `swift test` says of the tests it skips: each skip line gives its reason, and a program
/// missing from the machine is a warning that the run's summary line counts (`… passed after
/// 240 seconds with 1 warning.`), naming the program, the tests skipped and the script that
/// installs it.
@Suite("Skipped tests say why")
struct SkippedTestsTests {
  /// The package's folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every Swift file under Tests/, with its path from the package's folder.
  static func testSources() throws -> [(path: String, text: String)] {
    let tests = root.appending(path: "Tests")
    guard let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil) else {
      return []
    }
    var files: [(path: String, text: String)] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
      files.append(
        (String(url.path.dropFirst(root.path.count + 1)), try String(contentsOf: url, encoding: .utf8)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The arguments of each call of `name` (`.enabled(if:`, `.disabled(`) in `text`, split at the
  /// commas outside brackets and strings.
  static func calls(of name: String, in text: String) -> [[String]] {
    var found: [[String]] = []
    var rest = text[...]
    while let start = rest.range(of: name) {
      var depth = 1
      var inString = false
      var argument = ""
      var arguments: [String] = []
      var index = start.upperBound
      while index < rest.endIndex, depth > 0 {
        let character = rest[index]
        if inString, character == "\\", rest.index(after: index) < rest.endIndex {
          argument.append(character)
          index = rest.index(after: index)
          argument.append(rest[index])
          index = rest.index(after: index)
          continue
        }
        if character == "\"" { inString.toggle() }
        if !inString {
          if "([{".contains(character) { depth += 1 }
          if ")]}".contains(character) { depth -= 1 }
        }
        if depth == 1, !inString, character == "," {
          arguments.append(argument)
          argument = ""
        } else if depth > 0 {
          argument.append(character)
        }
        index = rest.index(after: index)
      }
      arguments.append(argument)
      found.append(
        arguments.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty })
      rest = rest[index...]
    }
    return found
  }

  @Test("every conditional skip in the tests gives its reason, which Swift Testing prints on its skip line")
  func everySkipHasAReason() throws {
    for file in try Self.testSources()
    where file.path != "Tests/LifecycleTestSupportTests/SkippedTestsTests.swift" {
      for arguments in Self.calls(of: ".enabled(if:", in: file.text) {
        #expect(arguments.count >= 2, "\(file.path): .enabled(if: \(arguments.first ?? "")) gives no reason")
      }
      for arguments in Self.calls(of: ".disabled(", in: file.text) {
        let reasons = arguments.filter { !$0.hasPrefix("if:") }
        #expect(
          !reasons.isEmpty, "\(file.path): .disabled(\(arguments.joined(separator: ", "))) gives no reason")
      }
    }
  }

  /// How many tests need `program`: the lines of code, comments left out, that give the trait
  /// (`.requires(.dot)`: its static member is named as its executable).
  static func count(needing program: ExternalProgram) throws -> Int {
    try testSources().flatMap { $0.text.split(separator: "\n") }.filter { line in
      !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        && line.contains(".requires(.\(program.executable))")
    }.count
  }

  @Test("a missing program is a warning naming the program, how many tests were skipped and the script")
  func missingProgramWarning() throws {
    let missing = ["PATH": "/nonexistent"]
    #expect(
      ExternalProgram.dot.missingWarning(skipped: 6, in: missing)
        == "Graphviz's dot (`dot`) is not on PATH, so 6 tests that need it were skipped; install it with "
        + "scripts/install-test-dependencies.sh (apt-get install graphviz)")
    #expect(
      ExternalProgram.chromium.missingWarning(skipped: 1, in: missing)?.contains("1 test that need") == true)
    #expect(
      ExternalProgram.dot.missingWarning(
        skipped: 6, in: missing.merging(["LIFECYCLEKIT_REQUIRE_TOOLS": "1"]) { $1 }) == nil)
    #expect(try Self.count(needing: .dot) > 0)
    #expect(try Self.count(needing: .chromium) > 0)
  }

  @Test("programs missing here: the run's summary counts a warning for each")
  func warnWhereMissing() throws {
    for program in ExternalProgram.all {
      guard
        let warning = program.missingWarning(
          skipped: try Self.count(needing: program), in: ProcessInfo.processInfo.environment)
      else { continue }
      Issue.record(Comment(rawValue: warning), severity: .warning)
    }
  }
}
