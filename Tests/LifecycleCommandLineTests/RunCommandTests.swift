import Foundation
import LifecycleSimulator
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

  @Test("checks that fail after a crash are followed by the crash report on standard error")
  func crashExplainsFailures() throws {
    let path = try write(
      "device profile=ios7\nmail-accounts 0\ninstall Mail app=mail-naive\nlaunch Mail\ndo Mail compose\n"
        + "expect state Mail active\n", name: "mail.scn")
    let result = LifecycleCommand.run(["run", path])
    #expect(result.exitCode == 1)
    let lines = result.standardError.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasSuffix("mail.scn:6:1: check failed: expect state Mail active") == true)
    #expect(lines.contains { $0.hasPrefix("\(path): Mail: crash report:") }, "\(result.standardError)")
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
    #expect(result.standardError.contains("unknown app code 'notez'; did you mean 'notes'? available: "))
  }

  @Test("app=main, the app of an app's own program, is named as such in lifecycle run, not taken for mail")
  func ownProgramAppCode() throws {
    let path = try write("install Notes app=main\nlaunch Notes\n")
    let result = LifecycleCommand.run(["run", path])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError.contains(
        "unknown app code 'main': app=main exists only in an app's own program (the one its @main app "
          + "delegate's main() runs, `swift run APP FILE.scn`), which installs that app under it; here available: "
      ))
    #expect(!result.standardError.contains("did you mean"))
  }

  @Test("an error found while running points at the word it names, under the line as written")
  func runErrorPointsAtTheWord() throws {
    let path = try write("device profile=ios4\ninstall Notes app=notez\nlaunch Notes\n")
    let result = LifecycleCommand.run(["run", path])
    #expect(result.standardError.contains("\(path):2:19: error: unknown app code 'notez'"))
    #expect(result.standardError.contains(" 2 | install Notes app=notez\n   |                   ^\n"))
    let action = try write("device profile=ios4\ninstall Notes app=notes\nlaunch Notes\ndo Notes typ x\n")
    let unknown = LifecycleCommand.run(["run", action])
    #expect(unknown.exitCode == 2)
    #expect(
      unknown.standardError.contains("\(action):4:10: error: Notes: no action 'typ'; did you mean 'type'? "))
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

  // MARK: --profile

  /// Written for iOS 4: Home suspends the app, which fails on iPhone OS 3 (it quits) and holds
  /// on every later profile.
  static let writtenForIOS4 =
    "device profile=ios4 memory=256MB seed=9\ninstall Notes\nlaunch Notes\nhome\nexpect state Notes suspended\n"

  @Test("--profile ios3 runs a scenario written for ios4 on ios3, keeping its memory and seed")
  func profileOverride() throws {
    let path = try write(Self.writtenForIOS4, name: "notes.scn")
    let result = LifecycleCommand.run(["run", path, "--profile", "ios3"])
    #expect(result.exitCode == 1)
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "== \(path) on ios3 (written for ios4)")
    #expect(
      lines.dropFirst().first?.hasSuffix(
        "step         device profile=ios3 memory=256MB multitasking=no seed=9 passcode=no") == true)
    #expect(result.standardOutput.contains("termination  quitOnHome"))
    #expect(result.standardOutput.contains("\nFAIL \(path) on ios3: 1 check, 1 failed\n"))
    #expect(
      result.standardError.contains("notes.scn:5:1: check failed: expect state Notes suspended (on ios3)\n"))
    // One run: no summary table.
    #expect(!result.standardOutput.contains("first failed check"))
  }

  @Test("--profile on a scenario without a device line runs the default device on that profile")
  func profileWithoutDeviceLine() throws {
    let path = try write("install Notes\nlaunch Notes\nexpect state Notes active\n")
    let result = LifecycleCommand.run(["run", path, "--profile", "ios5"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("== \(path) on ios5 (no device line: the default device)\n"))
    #expect(
      result.standardOutput.contains(
        "step         device profile=ios5 memory=2GB multitasking=yes seed=0 passcode=no\n"))
    #expect(result.standardOutput.hasSuffix("PASS \(path) on ios5: 1 check, 0 failed\n\n"))
  }

  @Test("--profile all runs the scenario six times, reports each run, and ends with a table")
  func profileAll() throws {
    let path = try write(Self.writtenForIOS4, name: "notes.scn")
    let result = LifecycleCommand.run(["run", path, "--profile", "all"])
    #expect(result.exitCode == 1)
    let out = result.standardOutput
    for profile in ["ios3", "ios4", "ios5", "ios6", "ios7", "ios13"] {
      #expect(out.contains("step         device profile=\(profile) memory=256MB"), "\(profile)")
      let verdict = profile == "ios3" ? "FAIL" : "PASS"
      #expect(
        out.contains("\n\(verdict) \(path) on \(profile): 1 check, \(verdict == "FAIL" ? 1 : 0) failed\n"))
    }
    #expect(out.components(separatedBy: "\n== \(path) on ").count - 1 == 5)  // after the first
    #expect(out.hasPrefix("== \(path) on ios3 (written for ios4)\n"))
    #expect(out.contains("\n== \(path) on ios4\n"))
    // The table: a row per profile, the file's own marked, and the first failed check.
    let table = try #require(out.range(of: "file ").map { String(out[$0.lowerBound...]) })
    #expect(table.hasPrefix("file "))
    #expect(table.contains("first failed check or error"))
    let rows = table.split(separator: "\n").filter { $0.hasPrefix(path) }
    #expect(rows.count == 6)
    #expect(
      rows.first?.contains("│ ios3    │ FAIL   │ 1      │ 1      │ 5:1 expect state Notes suspended") == true)
    #expect(rows.contains { $0.contains("│ ios4 *  │ PASS   │") })
    #expect(table.contains("│ expected: suspended\n"))
    #expect(table.contains("│ actual:   notRunning\n"))
    #expect(table.contains("* the profile the file's device line names\n"))
    #expect(table.contains("6 runs: 5 passed, 1 failed, 0 stopped by an error\n"))
    #expect(table.hasSuffix("failed: \(path) on ios3\n"))
    #expect(result.standardError.contains("(on ios3)"))
    #expect(!result.standardError.contains("(on ios4)"))
  }

  @Test("--profile all on a scenario that holds everywhere exits 0")
  func profileAllPasses() throws {
    let path = try write(
      "device profile=ios7 seed=3\ninstall Notes\nlaunch Notes\nexpect state Notes active\n")
    let result = LifecycleCommand.run(["run", path, "--profile", "all"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.hasSuffix("6 runs: 6 passed, 0 failed, 0 stopped by an error\n"))
    // With jsonl, standard error has the table alone.
    let jsonl = LifecycleCommand.run(["run", path, "--profile", "all", "--format", "jsonl"])
    #expect(jsonl.exitCode == 0)
    #expect(jsonl.standardError.hasPrefix("file "))
    #expect(jsonl.standardError.hasSuffix("6 runs: 6 passed, 0 failed, 0 stopped by an error\n"))
  }

  @Test(
    "an unknown profile is a usage error with a suggestion",
    arguments: [
      ("ios8", "unknown value 'ios8' for --profile; did you mean 'ios7'? It covers iOS 7–12."),
      ("ios15", "unknown value 'ios15' for --profile; did you mean 'ios13'? It covers iOS 13+."),
      ("al", "unknown value 'al' for --profile; did you mean 'all'?"),
      ("iso4", "unknown value 'iso4' for --profile; did you mean 'ios4'?"),
      (
        "android",
        "unknown value 'android' for --profile; valid values: ios3, ios4, ios5, ios6, ios7, ios13, all"
      ),
    ])
  func unknownProfile(value: String, message: String) throws {
    let path = try write(Self.writtenForIOS4)
    let result = LifecycleCommand.run(["run", path, "--profile", value])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError == "lifecycle run: \(message)\nRun 'lifecycle help run' for usage.\n")
  }

  @Test("a misspelt --profile gets a suggestion; --profile needs a value")
  func misspeltProfileOption() throws {
    let path = try write(Self.writtenForIOS4)
    let misspelt = LifecycleCommand.run(["run", path, "--profle", "ios3"])
    #expect(misspelt.exitCode == 2)
    #expect(misspelt.standardError.contains("unknown option '--profle'; did you mean '--profile'?"))
    let missing = LifecycleCommand.run(["run", path, "--profile"])
    #expect(missing.exitCode == 2)
    #expect(missing.standardError.contains("--profile needs a value"))
  }

  @Test("the exit code is the worst of all runs: 0 pass, 1 a failed check, 2 an input error")
  func worstExitCode() throws {
    let passing = try write("device profile=ios4\ninstall Notes\nlaunch Notes\nexpect state Notes active\n")
    let failing = try write(Self.writtenForIOS4)
    let broken = try write("device profile=ios4\ninstall Notes app=notez\nlaunch Notes\n", name: "broken.scn")
    #expect(LifecycleCommand.run(["run", passing, "--profile", "all"]).exitCode == 0)
    #expect(LifecycleCommand.run(["run", passing, failing, "--profile", "ios3"]).exitCode == 1)
    #expect(LifecycleCommand.run(["run", failing, passing]).exitCode == 0)
    let all = LifecycleCommand.run(["run", passing, failing, broken, "--profile", "all"])
    #expect(all.exitCode == 2)
    #expect(all.standardOutput.contains("18 runs: 11 passed, 1 failed, 6 stopped by an error\n"))
    #expect(all.standardOutput.contains("2:19 error: unknown app code 'notez'"))
    #expect(
      all.standardOutput.hasSuffix(
        "failed: \(failing) on ios3\nerror: \(broken) on ios3, ios4, ios5, ios6, ios7, ios13\n"))
    #expect(all.standardError.contains("broken.scn:2:19: error: unknown app code 'notez'"))
    let missing = LifecycleCommand.run(["run", passing, "/no/such/file.scn", "--profile", "all"])
    #expect(missing.exitCode == 2)
    #expect(missing.standardOutput.contains("7 runs: 6 passed, 0 failed, 1 stopped by an error\n"))
    #expect(missing.standardOutput.hasSuffix("error: /no/such/file.scn\n"))
  }

  @Test("several files without --profile: each on its own profile, under a header naming it")
  func severalFilesOwnProfiles() throws {
    let first = try write(Self.writtenForIOS4)
    let second = try write(
      "device profile=ios3\ninstall Notes\nlaunch Notes\nhome\nexpect state Notes notRunning\n")
    let result = LifecycleCommand.run(["run", first, second])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("== \(first) on ios4\n"))
    #expect(result.standardOutput.contains("\n== \(second) on ios3\n"))
    #expect(result.standardOutput.hasSuffix("2 runs: 2 passed, 0 failed, 0 stopped by an error\n"))
  }

  @Test("one file without --profile: no header and no table, the summary names the profile")
  func oneFileAsBefore() throws {
    let path = try write(Self.writtenForIOS4)
    let result = LifecycleCommand.run(["run", path])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("     0.000s  device    step         device profile=ios4"))
    #expect(result.standardOutput.hasSuffix("\nPASS \(path) on ios4: 1 check, 0 failed\n"))
  }

  @Test("--format jsonl with --profile all: every record names its file and profile, once each")
  func jsonLinesWithProfiles() throws {
    let path = try write(Self.writtenForIOS4, name: "a \"quoted\" name.scn")
    let result = LifecycleCommand.run(["run", path, "--profile", "all", "--format", "jsonl"])
    #expect(result.exitCode == 1)
    var profiles: [String] = []
    var checks = 0
    for line in result.standardOutput.split(separator: "\n") {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["file"] as? String == path)
      #expect(object["time_ms"] != nil && object["kind"] != nil)
      let profile = try #require(object["profile"] as? String)
      if profiles.last != profile { profiles.append(profile) }
      // No second "file" key: a check's own location names the same file.
      #expect(line.components(separatedBy: "\"file\":").count == 2, "\(line)")
      #expect(line.hasPrefix("{\"file\":"))
      if object["kind"] as? String == "check" {
        checks += 1
        #expect(object["line"] as? Int == 5)
      }
    }
    #expect(profiles == ["ios3", "ios4", "ios5", "ios6", "ios7", "ios13"])
    #expect(checks == 6)
    // Standard output stays JSON Lines: the table goes to standard error.
    #expect(result.standardError.contains("6 runs: 5 passed, 1 failed, 0 stopped by an error\n"))
  }

  @Test("a single jsonl run also names its file and profile")
  func jsonLinesOneRun() throws {
    let path = try write(Self.writtenForIOS4)
    let result = LifecycleCommand.run(["run", path, "--format", "jsonl"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    for line in result.standardOutput.split(separator: "\n") {
      #expect(line.hasPrefix("{\"file\":\(TraceRenderer.jsonString(path)),\"profile\":\"ios4\",\"time_ms\":"))
    }
  }

  @Test("the table shows long lists from the first item in which they differ")
  func firstDifference() {
    let same = "applicationWillResignActive, applicationDidEnterBackground, applicationWillEnterForeground"
    let (expected, actual) = RunSummary.fromFirstDifference(
      same + ", applicationDidBecomeActive", same + ", applicationWillTerminate")
    #expect(expected == "…, applicationDidBecomeActive")
    #expect(actual == "…, applicationWillTerminate")
    let (shorter, longer) = RunSummary.fromFirstDifference(same, same + ", applicationWillTerminate")
    #expect(shorter == "… (no more)")
    #expect(longer == "…, applicationWillTerminate")
    // Short values, and lists that differ from the start, are left as they are.
    #expect(RunSummary.fromFirstDifference("active", "suspended") == ("active", "suspended"))
    let different = RunSummary.fromFirstDifference("x, " + same, same)
    #expect(different == ("x, " + same, same))
  }
}
