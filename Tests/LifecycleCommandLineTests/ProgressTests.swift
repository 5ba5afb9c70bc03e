import Foundation
import LifecycleCore
import Testing

@testable import LifecycleCommandLine

/// Progress on standard error only where it is a terminal: `[n/total] file profile`, in place.
@MainActor
@Suite("progress")
struct ProgressTests {
  func write(_ text: String, name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  static let terminal = Terminal(
    standardOutputIsTerminal: false, standardErrorIsTerminal: true, environment: [:])

  func progress(_ arguments: [String], terminal: Terminal) -> (CommandResult, String) {
    var written = ""
    let result = Progress.reporting(to: terminal, writer: { written += $0 }) {
      RunCommand.run(arguments)
    }
    return (result, written)
  }

  @Test(
    "run over several profiles counts each run on a terminal, then clears the line", arguments: [false, true])
  func counts(json: Bool) throws {
    let path = try write("device profile=ios4\ninstall Notes\nlaunch Notes\n", name: "notes.scn")
    let (result, written) = progress(
      ["--profile", "all", path] + (json ? ["--json"] : []), terminal: Self.terminal)
    #expect(result.exitCode == 0)
    let lines = written.split(separator: "\r").map(String.init)
    #expect(lines.count == 7)
    #expect(lines.first == "[1/6] \(path) ios3\u{1B}[K")
    #expect(lines[5] == "[6/6] \(path) ios13\u{1B}[K")
    #expect(lines.last == "\u{1B}[K")
    // The progress is not part of the output.
    #expect(!result.standardOutput.contains("[1/6]"))
    #expect(!result.standardError.contains("[1/6]"))
  }

  @Test("under TERM=dumb the progress line is overwritten with spaces, never an escape code")
  func dumbTerminal() throws {
    let path = try write("device profile=ios4\ninstall Notes\nlaunch Notes\n", name: "notes.scn")
    let dumb = Terminal(
      standardOutputIsTerminal: false, standardErrorIsTerminal: true, environment: ["TERM": "dumb"])
    let (result, written) = progress(["--profile", "all", path], terminal: dumb)
    #expect(result.exitCode == 0)
    #expect(!written.contains("\u{1B}"))
    let lines = written.split(separator: "\r", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[1] == "[1/6] \(path) ios3")
    // `ios13` is one longer than `ios7`: the last line is as long as the longest before it.
    #expect(lines[6] == "[6/6] \(path) ios13")
    #expect(lines[7] == String(repeating: " ", count: lines[6].count), "the line blanked at the end")
  }

  @Test("explore --world and --policy show each level's depth and states on a terminal, then clear the line")
  func searchLevels() {
    var written = ""
    let world = Progress.reporting(to: Self.terminal, writer: { written += $0 }) {
      ExploreCommand.run(["--world", "3"])
    }
    #expect(world.exitCode == 0)
    let lines = written.split(separator: "\r").map(String.init)
    #expect(lines.first?.hasPrefix("canonical world, 3 apps: depth 1, ") == true)
    #expect(lines.dropLast().last?.hasPrefix("canonical world, 3 apps: depth ") == true)
    #expect(lines.dropLast().last?.hasSuffix(" 6,521 states\u{1B}[K") == true)
    #expect(lines.last == "\u{1B}[K")
    #expect(!world.standardOutput.contains("depth 1,"))
    written = ""
    _ = Progress.reporting(to: Self.terminal, writer: { written += $0 }) {
      PolicyExploreCommand.run(["--policy", "--profile", "ios4", "--depth", "3"])
    }
    #expect(written.contains("device policy, ios4: depth 1, "))
    written = ""
    _ = Progress.reporting(to: .none, writer: { written += $0 }) { ExploreCommand.run(["--world", "3"]) }
    #expect(written == "")
  }

  @Test(
    "demo says on a terminal which story run, which search and which page is under way, then clears the line")
  func demo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("demo.html").path
    var written = ""
    let result = Progress.reporting(to: Self.terminal, writer: { written += $0 }) {
      DemoCommand.run(["--html", page, "--processes", "1"])
    }
    #expect(result.exitCode == 0)
    let lines = written.split(separator: "\r").map(String.init)
    let stories = DemoSampleStory.catalog
    let runs = stories.count * 2 * OSGeneration.allCases.count
    let first = try #require(stories.first)
    let last = try #require(stories.last)
    #expect(lines.first == "[1/\(runs)] story: \(first.careless) on iOS 3\u{1B}[K")
    #expect(lines.contains("[\(runs)/\(runs)] story: \(last.careful) on iOS 13+\u{1B}[K"))
    let searches = stories.count * OSGeneration.allCases.count
    #expect(lines.contains("[1/\(searches)] explorer: \(first.careless) on iOS 3\u{1B}[K"))
    #expect(lines.contains("[\(searches)/\(searches)] explorer: \(last.careless) on iOS 13+\u{1B}[K"))
    #expect(lines.dropLast().last == "writing \(page)\u{1B}[K")
    #expect(lines.last == "\u{1B}[K")
    #expect(!result.standardOutput.contains("[1/") && !result.standardError.contains("[1/"))
  }

  @Test("lint counts the files it reads on a terminal, then clears the line; none through a pipe")
  func lint() throws {
    let first = try write("import Foundation\nlet a = 1\n", name: "A.swift")
    let second = try write("import Foundation\nlet b = Locale.current\n", name: "B.swift")
    var written = ""
    let result = Progress.reporting(to: Self.terminal, writer: { written += $0 }) {
      LintCommand.run([first, second])
    }
    #expect(result.exitCode == 1)
    let lines = written.split(separator: "\r").map(String.init)
    #expect(lines == ["[1/2] lint: \(first)\u{1B}[K", "[2/2] lint: \(second)\u{1B}[K", "\u{1B}[K"])
    #expect(
      result.standardOutput.hasSuffix(
        "2 Swift files checked: 1 escape in 1 file, no delegate method Swift will not call.\n"))
    written = ""
    _ = Progress.reporting(to: .none, writer: { written += $0 }) { LintCommand.run([first, second]) }
    #expect(written == "")
  }

  @Test("no progress when standard error is not a terminal, nor for a single run")
  func quiet() throws {
    let path = try write("device profile=ios4\ninstall Notes\nlaunch Notes\n", name: "notes.scn")
    #expect(progress(["--profile", "all", path], terminal: .none).1 == "")
    #expect(progress([path], terminal: Self.terminal).1 == "")
  }
}
