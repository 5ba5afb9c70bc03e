import Foundation
import Testing

@testable import LifecycleCommandLine

/// Colour only on a terminal that wants it (https://no-color.org), decided in one place.
@MainActor
@Suite("terminal colour")
struct TerminalStyleTests {
  @Test(
    "auto colours a terminal unless NO_COLOR is set and not empty or TERM is dumb",
    arguments: [
      (true, [String: String](), true), (false, [:], false), (true, ["NO_COLOR": "1"], false),
      (true, ["NO_COLOR": ""], true), (true, ["TERM": "dumb"], false),
      (true, ["TERM": "xterm-256color"], true),
    ])
  func auto(isTerminal: Bool, environment: [String: String], colours: Bool) {
    #expect(TerminalStyle.decide(.auto, isTerminal: isTerminal, environment: environment).colours == colours)
  }

  @Test("always and never override the stream and the environment")
  func choices() {
    #expect(TerminalStyle.decide(.always, isTerminal: false, environment: ["NO_COLOR": "1"]).colours)
    #expect(!TerminalStyle.decide(.never, isTerminal: true, environment: [:]).colours)
  }

  @Test("a table's widths ignore escape codes")
  func tableWidths() {
    let painted = TerminalStyle(colours: true).pass("PASS")
    var plain = TextTable(headers: ["result", "n"], rulesBetweenRows: false)
    plain.add([["PASS"], ["1"]])
    var coloured = TextTable(headers: ["result", "n"], rulesBetweenRows: false)
    coloured.add([[painted], ["1"]])
    #expect(coloured.widths == plain.widths)
    #expect(TerminalStyle.visible(coloured.render()) == plain.render())
  }

  static let failing =
    "device profile=ios3\ninstall Notes\nlaunch Notes\nhome\nexpect state Notes suspended\n"

  func write(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("colour-\(UUID().uuidString).scn")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  static let terminal = Terminal(
    standardOutputIsTerminal: true, standardErrorIsTerminal: false, environment: [:])

  @Test("run on a terminal paints FAIL red and PASS green, and shows the same text as a pipe gets")
  func runOnTerminal() throws {
    let failing = try write(Self.failing)
    let passing = try write(Self.failing.replacing("ios3", with: "ios4"))
    let piped = LifecycleCommand.run(["run", failing, passing])
    let shown = LifecycleCommand.run(["run", failing, passing], terminal: Self.terminal)
    #expect(!piped.standardOutput.contains("\u{1B}"))
    #expect(shown.standardOutput.contains("\u{1B}[31mFAIL\u{1B}[0m \(failing) on ios3"))
    #expect(shown.standardOutput.contains("\u{1B}[32mPASS\u{1B}[0m \(passing) on ios4"))
    #expect(shown.standardOutput.contains("│ \u{1B}[31mFAIL\u{1B}[0m   │"))
    #expect(TerminalStyle.visible(shown.standardOutput) == piped.standardOutput)
    // Standard error is not a terminal here: no colour there.
    #expect(shown.standardError == piped.standardError)
  }

  @Test("NO_COLOR, TERM=dumb and --color never keep a terminal's output plain")
  func optedOut() throws {
    let path = try write(Self.failing)
    let plain = LifecycleCommand.run(["run", path]).standardOutput
    for environment in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
      let terminal = Terminal(
        standardOutputIsTerminal: true, standardErrorIsTerminal: true, environment: environment)
      #expect(LifecycleCommand.run(["run", path], terminal: terminal).standardOutput == plain)
    }
    #expect(
      LifecycleCommand.run(["run", "--color", "never", path], terminal: Self.terminal).standardOutput == plain
    )
    #expect(LifecycleCommand.run(["run", "--color=always", path]).standardOutput.contains("\u{1B}[31mFAIL"))
  }

  @Test("a bad --color value is a usage error naming the values")
  func badChoice() {
    let result = LifecycleCommand.run(["run", "--color", "sometimes", "x.scn"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError.hasPrefix(
        "lifecycle run: unknown value 'sometimes' for --color; valid values: auto, always, never"))
  }

  @Test("explore's findings red, a clean search green, its title bold")
  func explore() {
    let style = TerminalStyle(colours: true)
    let text =
      "canonical world, 3 apps\nstates  6,521\nproperty violated after 4 events: x\nno violation found\n"
    let painted = style.paintingSearch(text)
    #expect(painted.hasPrefix("\u{1B}[1mcanonical world, 3 apps\u{1B}[0m\nstates  6,521\n"))
    #expect(painted.contains("\u{1B}[31mproperty violated after 4 events: x\u{1B}[0m\n"))
    #expect(painted.contains("\u{1B}[32mno violation found\u{1B}[0m\n"))
    #expect(TerminalStyle.visible(painted) == text)
    #expect(TerminalStyle.plain.paintingSearch(text) == text)
  }

  @Test("demo's tables: what went wrong red, kept green, the rest and the prose untouched")
  func demo() {
    let style = TerminalStyle(colours: true)
    let text =
      "story │ apps        │ iOS 3 │ iOS 4\nnotes │ notes-naive │ kept  │ LEFT UP\nLOST in prose stays plain\n"
    let painted = style.paintingDemo(text)
    #expect(painted.contains("│ \u{1B}[32mkept\u{1B}[0m  │ \u{1B}[31mLEFT UP\u{1B}[0m\n"))
    #expect(painted.contains("│ notes-naive │"))
    #expect(painted.hasSuffix("\nLOST in prose stays plain\n"))
    #expect(TerminalStyle.visible(painted) == text)
    #expect(TerminalStyle.plain.paintingDemo(text) == text)
  }
}

/// Standard error is painted on its own terminal test.
@MainActor
@Suite("terminal colour on standard error")
struct StandardErrorColourTests {
  @Test("a failed check's 'check failed' is red where standard error is a terminal, plain otherwise")
  func failedCheck() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("colour-\(UUID().uuidString).scn")
    try TerminalStyleTests.failing.write(to: url, atomically: true, encoding: .utf8)
    let terminal = Terminal(standardOutputIsTerminal: false, standardErrorIsTerminal: true, environment: [:])
    let shown = LifecycleCommand.run(["run", url.path], terminal: terminal)
    let piped = LifecycleCommand.run(["run", url.path])
    #expect(shown.standardError.contains(": \u{1B}[31mcheck failed:\u{1B}[0m expect state Notes suspended"))
    #expect(TerminalStyle.visible(shown.standardError) == piped.standardError)
    #expect(shown.standardOutput == piped.standardOutput)
  }
}
