import Foundation
import Testing

@testable import LifecycleCommandLine

/// Every `--json` document starts with the same envelope — `format`, `command`, `exitCode`, in
/// that order — whatever the command, its mode or its outcome; a usage error with `--json` is an
/// error document on standard output, not silence.
@MainActor
@Suite("--json: one envelope for every command")
struct JSONEnvelopeTests {
  /// A scratch folder with a scenario, a Swift file and a shard report for the commands to read.
  @MainActor
  struct Inputs {
    let root: URL
    var scenario: String { root.appending(path: "notes.scn").path }
    var swiftFile: String { root.appending(path: "Model.swift").path }
    var shard: String { root.appending(path: "shard").path }

    init() throws {
      root = FileManager.default.temporaryDirectory.appending(path: "envelope-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try "install Notes app=notes\nlaunch Notes\nexpect state Notes active\n".write(
        toFile: scenario, atomically: true, encoding: .utf8)
      try "import Foundation\nlet answer = 42\n".write(toFile: swiftFile, atomically: true, encoding: .utf8)
      let written = LifecycleCommand.run(["explore", "--world", "2", "--depth", "2", "--out", shard])
      #expect(written.exitCode == 0, "\(written.standardError)")
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// A short invocation of each command and mode that takes `--json`, by the name its help
    /// gives it (`explore --app ID`); the demo's, which takes a minute, is `DemoReportTests`'.
    var invocations: [String: [[String]]] {
      [
        "run": [["run", scenario, "--json"]],
        "diagram": [["diagram", "--profile", "ios4", "--json"]],
        "bench": [["bench", "--drive-only", "--events", "200", "--json"]],
        "explore": [
          ["explore", "--world", "2", "--depth", "2", "--json"],
          ["explore", "--world", "2", "--random", "--runs", "2", "--length", "3", "--json"],
        ],
        "explore --app ID": [["explore", "--app", "notes", "--profile", "ios13", "--depth", "1", "--json"]],
        "explore --around FILE": [["explore", "--around", scenario, "--json"]],
        "explore --policy": [
          ["explore", "--policy", "--profile", "ios4", "--depth", "2", "--json"],
          ["explore", "--policy", "--depth", "1", "--json"],
        ],
        "report": [["report", "merge", shard, "--json"]],
        "profiles": [["profiles", "--json"]],
        "lint": [["lint", swiftFile, "--json"], ["lint", "/nonexistent", "--json"]],
        "version": [["version", "--json"]],
      ]
    }
  }

  /// The declarations of every command and mode that takes `--json`, by name.
  nonisolated static var specsTakingJSON: [CommandSpec] {
    (LifecycleCommand.subcommands.map(\.spec)
      + [ExploreCommand.appSpec, ExploreCommand.aroundSpec, ExploreCommand.policySpec])
      .filter { $0.options.contains { $0.name == "json" } }
  }

  /// Checks that `output` is a document in the envelope of `command` with `exitCode`, and
  /// returns it.
  static func enveloped(_ output: String, command: String, exitCode: Int32, _ what: String) throws
    -> [String: Any]
  {
    #expect(
      output.hasPrefix("{\n  \"format\": 1,\n  \"command\": \"\(command)\",\n  \"exitCode\": \(exitCode),\n"),
      "\(what): \(output.prefix(120))")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(what): not one object")
    #expect(object["command"] as? String == command)
    #expect(object["exitCode"] as? Int == Int(exitCode))
    return object
  }

  @Test("every command and mode that takes --json is among the ones checked here")
  func everyCommandCovered() throws {
    let inputs = try Inputs()
    defer { inputs.remove() }
    let names = Set(Self.specsTakingJSON.map(\.name))
    #expect(names == Set(inputs.invocations.keys).union(["demo"]))
  }

  @Test("each command's document starts with format, command and the exit code, whatever its outcome")
  func everyDocumentHasTheEnvelope() throws {
    let inputs = try Inputs()
    defer { inputs.remove() }
    for (name, invocations) in inputs.invocations.sorted(by: { $0.key < $1.key }) {
      for arguments in invocations {
        let result = LifecycleCommand.run(arguments)
        let command = String(name.prefix { $0 != " " })
        let object = try Self.enveloped(
          result.standardOutput, command: command, exitCode: result.exitCode, arguments.joined(separator: " ")
        )
        #expect(object["error"] == nil || arguments.contains("/nonexistent"), "\(arguments)")
      }
    }
  }

  @Test("explore --app's document names its command, as every other does")
  func appExplorationNamesItsCommand() throws {
    let result = LifecycleCommand.run([
      "explore", "--app", "notes", "--profile", "ios13", "--depth", "1", "--json",
    ])
    let object = try Self.enveloped(
      result.standardOutput, command: "explore", exitCode: result.exitCode, "app")
    #expect(object["model"] as? String == "app")
    #expect(object["app"] as? String == "notes")
  }

  @Test(
    "a usage error with --json is an error document on standard output, and the same text on standard error",
    arguments: specsTakingJSON.map(\.name))
  func usageErrorsAreDocuments(name: String) throws {
    let words = name.split(separator: " ").map(String.init)
    let mode: [String] =
      switch words.dropFirst().first {
      case "--app": ["--app", "notes"]
      case "--around": ["--around", "x.scn"]
      case "--policy": ["--policy"]
      default: []
      }
    let command = words[0]
    let result = LifecycleCommand.run([command] + mode + ["--json", "--bogus"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.hasPrefix("lifecycle \(command): unknown option '--bogus'"))
    let object = try Self.enveloped(result.standardOutput, command: command, exitCode: 2, name)
    let error = try #require(object["error"] as? [String: Any])
    #expect((error["message"] as? String)?.hasPrefix("unknown option '--bogus'") == true)
    #expect(error["help"] as? String == "lifecycle help \(command)")
  }

  @Test("an error after the options (a page that cannot be written) is an error document too")
  func otherErrorsAreDocuments() throws {
    let result = LifecycleCommand.run(["demo", "--json", "--html", "/nonexistent/folder/demo.html"])
    #expect(result.exitCode == 2)
    let object = try Self.enveloped(result.standardOutput, command: "demo", exitCode: 2, "demo")
    let error = try #require(object["error"] as? [String: Any])
    #expect(
      error["message"] as? String == "cannot write the HTML page to /nonexistent/folder/demo.html: no folder "
        + "/nonexistent/folder")
    #expect(error["help"] is NSNull)
  }

  @Test("without --json nothing changes: text on standard output, the error on standard error alone")
  func textStaysText() {
    let result = LifecycleCommand.run(["version", "--bogus"])
    #expect(result.standardOutput.isEmpty)
    #expect(LifecycleCommand.run(["version"]).standardOutput == "lifecycle \(LifecycleCommand.version)\n")
  }

  @Test("a document read back is the same document: keys in their order, numbers and escapes as written")
  func readerRoundTrip() throws {
    let text = #"{"b": [1, -2.50, 1e-3], "a": {"x": "tab\tquote\" é 😀", "y": null, "z": [true, false]}}"#
    let document = try #require(JSONDocument.parse(text))
    #expect(document.members.map(\.0) == ["b", "a"])
    #expect(JSONDocument.parse(document.rendered()) == document)
    #expect(document.rendered().contains("[1, -2.50, 1e-3]"))
    #expect(document.rendered().contains(#""tab\tquote\" é 😀""#))
    #expect(JSONDocument.parse(#"{"\ud83d\ude00": 1}"#)?.members.first?.0 == "😀")
    for broken in ["", "{", #"{"a" 1}"#, "[1,]", #"{"a": 1} x"#, "nul", #""\x""#] {
      #expect(JSONDocument.parse(broken) == nil, "\(broken)")
    }
  }
}
