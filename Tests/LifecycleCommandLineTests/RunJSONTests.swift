import Foundation
import Testing

@testable import LifecycleCommandLine

/// `lifecycle run --json`: one document per invocation, each run naming its file and profile,
/// failed checks as fields, a summary with the counts and the exit code.
@MainActor
@Suite("lifecycle run --json")
struct RunJSONTests {
  func write(_ text: String, name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "run-json-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func parse(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  static let failing =
    "device profile=ios3\ninstall Notes\nlaunch Notes\nhome\nexpect state Notes suspended\n"

  @Test("a failed check carries file, line, column, step, expected and actual as fields")
  func failedCheckFields() throws {
    let path = try write(Self.failing, name: "notes.scn")
    let result = LifecycleCommand.run(["run", "--json", path])
    #expect(result.exitCode == 1)
    #expect(result.standardError == "")
    let document = try parse(result.standardOutput)
    let runs = try #require(document["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    #expect(runs[0]["file"] as? String == path)
    #expect(runs[0]["profile"] as? String == "ios3")
    #expect(runs[0]["result"] as? String == "FAIL")
    let failure = try #require((runs[0]["failures"] as? [[String: Any]])?.first)
    #expect(failure["file"] as? String == path)
    #expect(failure["line"] as? Int == 5)
    #expect(failure["column"] as? Int == 1)
    #expect(failure["step"] as? String == "expect state Notes suspended")
    #expect(failure["expected"] as? String == "suspended")
    #expect(failure["actual"] as? String == "notRunning")
    // The trace is the JSON Lines entries, as an array.
    let trace = try #require(runs[0]["trace"] as? [[String: Any]])
    let jsonl = LifecycleCommand.run(["run", "--format", "jsonl", path]).standardOutput
    #expect(trace.count == jsonl.split(separator: "\n").count)
    #expect(trace.first?["kind"] as? String == "step")
  }

  @Test("several files on every profile: each run names its file and profile; the summary counts them")
  func severalRuns() throws {
    let failing = try write(Self.failing, name: "notes.scn")
    let typo = try write("device profile=ios4\ninstall Notes\nhom\n", name: "typo.scn")
    let result = LifecycleCommand.run(["run", "--json", "--profile", "all", failing, typo, "/no/such.scn"])
    #expect(result.exitCode == 2)
    let document = try parse(result.standardOutput)
    let runs = try #require(document["runs"] as? [[String: Any]])
    // A file that does not load runs on no profile: one entry each.
    try #require(runs.count == 8)
    #expect(
      runs.prefix(6).map { $0["profile"] as? String } == ["ios3", "ios4", "ios5", "ios6", "ios7", "ios13"])
    #expect(runs.prefix(6).allSatisfy { $0["file"] as? String == failing })
    let error = try #require(runs[6]["error"] as? [String: Any])
    #expect(error["file"] as? String == typo)
    #expect(error["line"] as? Int == 3)
    #expect(error["column"] as? Int == 1)
    #expect((error["message"] as? String)?.hasPrefix("unknown step 'hom'") == true)
    let missing = try #require(runs[7]["error"] as? [String: Any])
    #expect(runs[7]["profile"] is NSNull)
    #expect(missing["message"] as? String == "no such file")
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["runs"] as? Int == 8)
    #expect(summary["passed"] as? Int == 5)
    #expect(summary["failed"] as? Int == 1)
    #expect(summary["errors"] as? Int == 2)
    #expect(summary["exit_code"] as? Int == 2)
  }

  @Test("the same files give byte-identical documents, keys in a fixed order")
  func deterministic() throws {
    let path = try write(Self.failing, name: "notes.scn")
    let first = LifecycleCommand.run(["run", "--json", "--profile", "all", path]).standardOutput
    let second = LifecycleCommand.run(["run", "--json", "--profile", "all", path]).standardOutput
    #expect(first == second)
    #expect(
      first.hasPrefix(
        "{\n  \"format\": 1,\n  \"command\": \"run\",\n  \"exitCode\": 1,\n  \"runs\": [\n    {\n      \"file\": "
      ))
    #expect(
      first.hasSuffix(
        "  \"summary\": {\n    \"runs\": 6,\n    \"passed\": 5,\n    \"failed\": 1,\n"
          + "    \"errors\": 0,\n    \"exit_code\": 1\n  }\n}\n"))
  }

  @Test("--json with --format is a usage error, and JSON is never coloured")
  func alternatives() throws {
    let path = try write(Self.failing, name: "notes.scn")
    let both = LifecycleCommand.run(["run", "--json", "--format", "jsonl", path])
    #expect(both.exitCode == 2)
    #expect(both.standardError.hasPrefix("lifecycle run: --json and --format are alternatives"))
    let coloured = LifecycleCommand.run(["run", "--json", "--color", "always", path])
    #expect(!coloured.standardOutput.contains("\u{1B}"))
    #expect(try parse(coloured.standardOutput)["runs"] != nil)
  }
}
