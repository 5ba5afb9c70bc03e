import Foundation
import Testing

/// Everything a user reads in the repository must make sense with the repository alone:
/// no path to a folder outside it, no file name of a private note, no citation by a number
/// that only a private index resolves. Sources are cited by the short names of
/// `Docs/Sources.md`; the choices where sources disagree are rows of `Docs/Fidelity.md`.
@Suite("The repository stands alone")
struct RepositoryStandsAloneTests {
  /// A kind of reference that points outside the repository.
  struct Rule: Sendable {
    /// What the reference is, for the failure message.
    let name: String
    /// An ICU regular expression that matches it.
    let pattern: String
  }

  /// A place in a file where a rule matched.
  struct Finding: CustomStringConvertible, Sendable {
    let path: String
    let line: Int
    let rule: String
    let text: String

    var description: String { "\(path):\(line): \(rule): \(text)" }
  }

  static let rules: [Rule] = [
    Rule(name: "a path into a folder outside the repository", pattern: #"\.\./shared\b"#),
    Rule(
      name: "a path into the private shared folder", pattern: #"(?<![A-Za-z0-9_.-])shared/[A-Za-z0-9_.-]"#),
    Rule(name: "the file name of a private note", pattern: #"\b[0-9]{3}_[0-9a-f]{16}\.txt\b"#),
    Rule(name: "a source cited by its private S-number", pattern: #"\bS[0-9]{1,2}\b"#),
    Rule(name: "an article cited by its private seed number", pattern: #"\b[Ss]eeds? ?00[0-9]"#),
    Rule(name: "a section of the private facts file", pattern: #"\bfacts,? (?:[0-9]|S[0-9]|§)"#),
    Rule(
      name: "a private note that is not in the repository",
      pattern: alternatives(privateNotes.filter { !isInRepository($0) })),
  ]

  /// The project's private notes, by name (`NAME.md`): cited only if the repository holds
  /// them.
  static let privateNotes = ["DESIGN", "ios-lifecycle-facts", "prior-art", "STYLE"]

  /// Whether `NAME.md` is at the package root or in `Docs/`.
  static func isInRepository(_ name: String) -> Bool {
    ["", "Docs/"].contains {
      FileManager.default.fileExists(atPath: root.appendingPathComponent($0 + name + ".md").path)
    }
  }

  /// A pattern matching any of `names` followed by `.md`; one that never matches when
  /// `names` is empty.
  static func alternatives(_ names: [String]) -> String {
    guard !names.isEmpty else { return "(?!)" }
    return "\\b(?:" + names.map(NSRegularExpression.escapedPattern).joined(separator: "|") + ")\\.md\\b"
  }

  /// The package root: three levels above this file (`Tests/LifecycleCoreTests/…`).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// What is scanned, relative to the root; folders recursively. `Benchmarks` is scanned
  /// once it exists.
  static let scanned = [
    "README.md", "BENCHMARKS.md", "Docs", "Sources", "Tests", "Examples", "scripts", ".ci", "Benchmarks",
  ]

  /// This file spells out the patterns it looks for.
  static let thisFile = "Tests/LifecycleCoreTests/RepositoryStandsAloneTests.swift"

  /// Every finding in the scanned files.
  static func findings() throws -> [Finding] {
    let expressions = try rules.map { (rule: $0, regex: try NSRegularExpression(pattern: $0.pattern)) }
    var found: [Finding] = []
    for path in try files() where path != thisFile {
      guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path),
        let text = String(data: data, encoding: .utf8)
      else { continue }  // not text
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = String(line)
        let range = NSRange(line.startIndex..., in: line)
        for (rule, regex) in expressions where regex.firstMatch(in: line, range: range) != nil {
          let finding = Finding(
            path: path, line: index + 1, rule: rule.name,
            text: line.trimmingCharacters(in: .whitespaces))
          found.append(finding)
        }
      }
    }
    return found
  }

  /// The scanned files, relative to the root, sorted; hidden files and build folders skipped.
  static func files() throws -> [String] {
    var paths: [String] = []
    let manager = FileManager.default
    for entry in scanned {
      var isDirectory: ObjCBool = false
      let url = root.appendingPathComponent(entry)
      guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      guard isDirectory.boolValue else {
        paths.append(entry)
        continue
      }
      let children = try manager.subpathsOfDirectory(atPath: url.path)
      for child in children where !child.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
        var childIsDirectory: ObjCBool = false
        let childPath = url.appendingPathComponent(child).path
        if manager.fileExists(atPath: childPath, isDirectory: &childIsDirectory), !childIsDirectory.boolValue
        {
          paths.append(entry + "/" + child)
        }
      }
    }
    return paths.sorted()
  }

  @Test("the scan reaches the README, the docs, the sources, the tests and the examples")
  func scanCoversTheRepository() throws {
    let paths = try Self.files()
    #expect(paths.contains("README.md"))
    #expect(paths.contains("Docs/Sources.md"))
    #expect(paths.contains(Self.thisFile))
    #expect(paths.contains { $0.hasPrefix("Sources/LifecycleCore/") })
    #expect(paths.contains { $0.hasPrefix("Examples/Scenarios/") && $0.hasSuffix(".scn") })
  }

  @Test("each rule catches what it is meant to, and not ordinary words")
  func rulesMatchWhatTheyShould() throws {
    func matches(_ text: String) throws -> [String] {
      try Self.rules.filter { rule in
        let regex = try NSRegularExpression(pattern: rule.pattern)
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
      }.map(\.name)
    }
    let caught = [
      "see ../shared/bench", "in `shared/reference/x.md`", "000_977b0f7bda7fc213.txt", "(S34, S2)",
      "seed 000", "Seed 002's model", "seeds 000, 001", "facts 4.4", "(facts, S40)", "DESIGN.md",
    ]
    for text in caught { #expect(try !matches(text).isEmpty, "\(text)") }
    let ordinary = [
      "shared by every app", "InterfaceBundle.shared", "seed=7", "the seed it prints", "--seed S",
      "keeps its facts", "SIGKILL", "UInt64", "S-shaped",
    ]
    for text in ordinary { #expect(try matches(text).isEmpty, "\(text)") }
  }

  @Test("no file cites a private note, a private path or a private source number")
  func repositoryStandsAlone() throws {
    for finding in try Self.findings() { Issue.record("\(finding)") }
  }
}
