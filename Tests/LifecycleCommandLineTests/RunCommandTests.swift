import Foundation
import Testing

@testable import LifecycleCommandLine

/// `lifecycle run`: traces, exit codes and the positions in error messages.
@MainActor
@Suite("lifecycle run")
struct RunCommandTests {
  func write(_ text: String, name: String = "scenario.scn") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "run-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test("a scenario whose checks hold prints its trace and exits 0")
  func passingScenario() throws {
    let path = try write(
      "device profile=ios4\ninstall Notes\nlaunch Notes\nhome\nexpect state Notes suspended\n")
    let result = LifecycleCommand.run(["run", path])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("applicationDidEnterBackground"))
    #expect(result.standardOutput.contains("PASS"))
  }

  @Test("a typo in a step prints file, line and column with a suggestion and exits 2")
  func typoExits2() throws {
    let path = try write("device profile=ios4\ninstall Notes\nlaunch Notes\nhom\n", name: "notes.scn")
    let result = LifecycleCommand.run(["run", path])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("notes.scn:4:1: error: unknown step 'hom'; did you mean 'home'?"))
  }

  @Test("a failing expect prints the line, what was expected and what happened, and exits 1")
  func failingCheckExits1() throws {
    let path = try write(
      "device profile=ios3\ninstall Notes\nlaunch Notes\nhome\nexpect state Notes suspended\n")
    let result = LifecycleCommand.run(["run", path])
    #expect(result.exitCode == 1)
    #expect(result.standardError.contains(":5:1: check failed: expect state Notes suspended"))
    #expect(result.standardError.contains("expected: suspended"))
    #expect(result.standardError.contains("actual:   notRunning"))
  }

  @Test("an unreadable file exits 2 and names the file")
  func missingFileExits2() {
    let result = LifecycleCommand.run(["run", "/no/such/file.scn"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("/no/such/file.scn"))
  }

  @Test("an app code that is not in the catalog stops the run with exit 2")
  func unknownAppCodeExits2() throws {
    let path = try write("device profile=ios4\ninstall Notes app=notez\nlaunch Notes\n")
    let result = LifecycleCommand.run(["run", path])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("unknown app code 'notez'"))
  }

  @Test("--format jsonl prints one JSON object per trace entry")
  func jsonLines() throws {
    let path = try write("device profile=ios4\ninstall Notes\nlaunch Notes\n")
    let result = LifecycleCommand.run(["run", path, "--format", "jsonl"])
    #expect(result.exitCode == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["time_ms"] != nil && object?["kind"] != nil)
    }
  }

  @Test("run without a file is a usage error")
  func noFileIsUsageError() {
    let result = LifecycleCommand.run(["run"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("no scenario file"))
  }

  @Test("the summary's counts agree with their nouns: 1 check, 2 checks, 1 report")
  func summaryPlurals() throws {
    let one = try write("device profile=ios4\ninstall Notes\nlaunch Notes\nexpect state Notes active\n")
    #expect(LifecycleCommand.run(["run", one]).standardOutput.hasSuffix(": 1 check, 0 failed\n"))
    let two = try write(
      "device profile=ios4\ninstall Notes\nlaunch Notes\nexpect state Notes active\nhome\n"
        + "expect state Notes suspended\n")
    #expect(LifecycleCommand.run(["run", two]).standardOutput.hasSuffix(": 2 checks, 0 failed\n"))
    let killed = try write(
      "device profile=ios4 memory=256MB\ninstall App footprint=100MB\ninstall Game footprint=120MB\n"
        + "launch App\nlaunch Game\nmemory-pressure\nexpect state App notRunning\n")
    #expect(
      LifecycleCommand.run(["run", killed]).standardOutput.hasSuffix(": 1 check, 0 failed, 1 report\n"))
  }
}
