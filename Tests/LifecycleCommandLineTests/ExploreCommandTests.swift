import Foundation
import Testing

@testable import LifecycleCommandLine

/// `lifecycle explore`: the canonical world's counts, the violation's path and its exit code,
/// random walks that repeat with their seed, and usage errors that exit 2.
@MainActor
@Suite("lifecycle explore")
struct ExploreCommandTests {
  /// The value printed after `label` on its own line (`states  6,521` → `6,521`).
  static func figure(_ label: String, in output: String) -> String? {
    output.split(separator: "\n").first { $0.hasPrefix(label + " ") }.map {
      String($0.dropFirst(label.count).drop(while: { $0 == " " }))
    }
  }

  @Test("the whole space of A=3 is counted and the run exits 0")
  func fullSpace() {
    let result = LifecycleCommand.run(["explore", "--world", "3"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.hasPrefix("canonical world, 3 apps: breadth-first search, the whole space"))
    #expect(Self.figure("states", in: result.standardOutput) == "6,521")
    #expect(Self.figure("edges", in: result.standardOutput) == "70,354")
    #expect(Self.figure("depth", in: result.standardOutput) == "13")
    #expect(Self.figure("time", in: result.standardOutput)?.hasSuffix(" states/s)") == true)
    #expect(!result.standardOutput.contains("violated"))
  }

  @Test("--property prints a shortest path to the violation, one event a line, and exits 1")
  func property() {
    let result = LifecycleCommand.run(["explore", "--world", "3", "--property"])
    #expect(result.exitCode == 1)
    let lines = result.standardOutput.split(separator: "\n")
    let header = lines.firstIndex { $0.hasPrefix("property violated after 6 events: app ") }
    #expect(header != nil)
    guard let header else { return }
    #expect(lines[header].hasSuffix("with unsaved data"))
    let steps = lines[(header + 1)...]
    #expect(steps.count == 6)
    #expect(steps.first?.hasPrefix("  1  launch(") == true)
    // The last event is the system's kill, and it leaves an app NotRunning.
    #expect(steps.last.map { $0.contains("memoryPressure") || $0.contains("tick") } == true)
  }

  @Test("a depth bound below the violation finds none: the property holds that far, exit 0")
  func boundedProperty() {
    let result = LifecycleCommand.run(["explore", "--world", "3", "--property", "--depth", "5"])
    #expect(result.exitCode == 0)
    #expect(Self.figure("depth", in: result.standardOutput) == "5 (cut by --depth)")
    #expect(result.standardOutput.hasSuffix("property holds up to depth 5\n"))
  }

  @Test("random walks repeat with their seed and find the violation")
  func randomWalks() {
    let arguments = ["explore", "--world", "4", "--random", "--runs", "300", "--length", "40", "--seed", "9"]
    let first = LifecycleCommand.run(arguments + ["--property"])
    let again = LifecycleCommand.run(arguments + ["--property"])
    #expect(first.exitCode == 1)
    func withoutTime(_ text: String) -> String {
      text.split(separator: "\n").filter { !$0.hasPrefix("time ") }.joined(separator: "\n")
    }
    #expect(withoutTime(first.standardOutput) == withoutTime(again.standardOutput))
    #expect(first.standardOutput.contains("violated the property; the shortest:\n"))
    let ignored = LifecycleCommand.run(arguments)
    #expect(ignored.exitCode == 0)
    #expect(ignored.standardOutput.contains(", property ignored\n"))
    #expect(Self.figure("events", in: ignored.standardOutput) == "12,000")
  }

  @Test(
    "--random --json: one document with the counts and the shortest violating walk, the same bytes per seed")
  func randomWalksJSON() throws {
    let arguments = [
      "explore", "--world", "4", "--random", "--runs", "300", "--length", "40", "--seed", "9", "--property",
      "--json",
    ]
    let first = LifecycleCommand.run(arguments)
    #expect(first.exitCode == 1)
    #expect(first.standardOutput == LifecycleCommand.run(arguments).standardOutput)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any])
    #expect(document["model"] as? String == "canonical-world")
    #expect(document["events"] as? Int ?? 0 > 0)
    let shortest = try #require(document["shortest_violation"] as? [String: Any])
    let path = try #require(shortest["path"] as? [[String: Any]])
    #expect(path.count == shortest["length"] as? Int)
    #expect(path.allSatisfy { $0["event"] is String && $0["state"] is String })
    let refused = LifecycleCommand.run(["explore", "--world", "3", "--random", "--out", "/tmp/x"])
    #expect(refused.exitCode == 2)
    #expect(
      refused.standardError.contains("--shard and --out report the breadth-first search, not random walks"))
  }

  @Test(
    "usage errors exit 2 and say what is expected",
    arguments: [
      (
        [String](),
        "say what to explore: --world N (the canonical world of N apps, 2…6), --policy, --app ID or --around FILE"
      ),
      (["--world", "7"], "--world takes a number of apps from 2…6, not '7'"),
      (["--world", "three"], "--world takes a number of apps from 2…6, not 'three'"),
      (["--world", "3", "--depth", "-1"], "--depth takes a whole number ≥ 0"),
      (["--world", "3", "--runs", "5"], "--runs goes with --random"),
      (
        ["--world", "3", "--random", "--depth", "4"],
        "--depth bounds the breadth-first search; random walks take --length"
      ),
      (["--world", "3", "--random", "--runs", "0"], "--runs takes a positive whole number"),
      (["--world", "3", "--wrold", "3"], "unknown option '--wrold'; did you mean '--world'?"),
      (["--world", "3", "extra"], "unexpected argument 'extra'"),
    ])
  func usageErrors(arguments: [String], message: String) {
    let result = LifecycleCommand.run(["explore"] + arguments)
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError == "lifecycle explore: \(message)\nRun 'lifecycle help explore' for usage.\n")
  }

  @Test("numbers are grouped by thousands")
  func grouping() {
    #expect(ExploreCommand.grouped(0) == "0")
    #expect(ExploreCommand.grouped(999) == "999")
    #expect(ExploreCommand.grouped(1_000) == "1,000")
    #expect(ExploreCommand.grouped(30_745_730) == "30,745,730")
  }
}

/// The command is part of the tool's dispatch.
@MainActor
@Suite("lifecycle explore dispatch")
struct ExploreDispatchTests {
  @Test("a near miss of the command's name suggests it")
  func suggestion() {
    let result = LifecycleCommand.run(["explode"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.hasPrefix("lifecycle: unknown command 'explode'; did you mean 'explore'?"))
  }
}
