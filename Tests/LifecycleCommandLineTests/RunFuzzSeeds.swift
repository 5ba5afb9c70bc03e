import Foundation

/// The fuzz test's seeds: the repository's example scenarios and the scenarios the simulator's
/// own tests are built on, read from their files (a test target cannot import another).
enum RunFuzzSeeds {
  /// The package root: three levels above this file (`Tests/LifecycleCommandLineTests/…`).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Examples/Scenarios/*.scn`, by file name, in name order.
  static func exampleFiles() throws -> [(name: String, text: String)] {
    let folder = root.appendingPathComponent("Examples/Scenarios")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".scn")
    }
    return try names.sorted().map { name in
      (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
  }

  /// The simulator tests' example scenarios: the multi-line string literals of
  /// `Tests/LifecycleSimulatorTests/ScenarioExamples.swift`.
  static func simulatorExamples() throws -> [String] {
    let file = root.appendingPathComponent("Tests/LifecycleSimulatorTests/ScenarioExamples.swift")
    return multilineLiterals(in: try String(contentsOf: file, encoding: .utf8))
  }

  /// The values of the multi-line string literals (`= """` or `= #"""` at the end of a line)
  /// in Swift source: the lines up to the closing delimiter, less its indentation, with the
  /// escapes `\"`, `\\`, `\t`, `\n` and `\r` of a plain literal resolved (a raw one is
  /// taken as written).
  static func multilineLiterals(in source: String) -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var literals: [String] = []
    var index = 0
    while index < lines.count {
      let opening = lines[index].trimmingCharacters(in: .whitespaces)
      index += 1
      let raw = opening.hasSuffix("= #\"\"\"")
      guard raw || opening.hasSuffix("= \"\"\"") else { continue }
      let closing = raw ? "\"\"\"#" : "\"\"\""
      var body: [String] = []
      while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix(closing) {
        body.append(lines[index])
        index += 1
      }
      guard index < lines.count else { break }
      let indent = lines[index].prefix { $0 == " " }.count
      index += 1
      let text = body.map { line in String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))) }
        .joined(separator: "\n")
      literals.append(raw ? text : unescaped(text))
    }
    return literals
  }

  /// `text` with the simple escapes of a Swift string literal resolved.
  static func unescaped(_ text: String) -> String {
    var out = ""
    var escaping = false
    for character in text {
      if escaping {
        switch character {
        case "t": out.append("\t")
        case "n": out.append("\n")
        case "r": out.append("\r")
        default: out.append(character)  // `\"`, `\\`
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        out.append(character)
      }
    }
    return out
  }
}
