import Foundation
import LifecycleCore
import Testing

@testable import LifecycleCommandLine

/// `lifecycle explore … --shard I/N --json --out DIR` and `lifecycle report merge`: shard reports
/// that merge into the single search's report, the Indexed Job's variables, and every way a
/// merge refuses its input (exit 2, naming the file) instead of merging wrongly or crashing.
@MainActor
@Suite("shard reports and lifecycle report merge")
struct ShardReportTests {
  /// Writes shard reports of `arguments` for `count` shards under `scratch` (`name0`, `name1`…).
  static func writeShards(_ arguments: [String], count: Int, in scratch: ReportScratch, name: String)
    -> [String]
  {
    (0..<count).map { index in
      let folder = scratch.path("\(name)\(index)")
      let result = LifecycleCommand.run(arguments + ["--shard", "\(index)/\(count)", "--out", folder])
      #expect(result.exitCode == 0, "shard \(index): \(result.standardError)")
      return folder
    }
  }

  @Test("the shards of the canonical world merge to the single run's report; exit 1 for its violation")
  func mergeWorld() throws {
    let scratch = try ReportScratch("world")
    defer { scratch.remove() }
    let single = LifecycleCommand.run(["explore", "--world", "3", "--json"])
    #expect(single.exitCode == 0)
    let expected = try #require(ReportFields(json: single.standardOutput))
    #expect(expected.states == 6_521 && expected.edges == 70_354 && expected.depth == 13)
    #expect(expected.shortestViolation == 6)
    let folders = Self.writeShards(["explore", "--world", "3"], count: 3, in: scratch, name: "shard")
    for folder in folders {
      let alone = try #require(ReportFields(folder: folder))
      #expect(alone.states < expected.states)
    }
    let merged = LifecycleCommand.run(
      ["report", "merge"] + folders + ["--json", "--out", scratch.path("merged")])
    #expect(merged.exitCode == 1, "\(merged.standardError)")
    #expect(ReportFields(json: merged.standardOutput) == expected)
    #expect(ReportFields(folder: scratch.path("merged")) == expected)
    // The merged report is itself no shard: merging it again is refused.
    let again = LifecycleCommand.run(["report", "merge", scratch.path("merged")])
    #expect(again.exitCode == 2)
    #expect(again.standardError.contains("a merged report, not a shard's"))
  }

  @Test("the device policy's shards, run in this process, merge to its single run; no violation: exit 0")
  func mergePolicy() throws {
    let scratch = try ReportScratch("policy")
    defer { scratch.remove() }
    let arguments = ["explore", "--policy", "--profile", "ios5", "--depth", "5"]
    let single = LifecycleCommand.run(arguments + ["--json"])
    let expected = try #require(ReportFields(json: single.standardOutput))
    let folders = Self.writeShards(arguments, count: 2, in: scratch, name: "p")
    let merged = LifecycleCommand.run(["report", "merge"] + folders + ["--json"])
    #expect(merged.exitCode == 0, "\(merged.standardError)")
    #expect(ReportFields(json: merged.standardOutput) == expected)
    #expect(expected.shortestViolation == nil)
  }

  @Test("--json prints a versioned report with sorted keys that names its fingerprint file")
  func jsonLayout() throws {
    let result = LifecycleCommand.run(["explore", "--world", "2", "--depth", "4", "--json"])
    #expect(result.exitCode == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["format"] as? Int == 1)
    #expect(object["model"] as? String == "canonical-world")
    #expect(object["depthBound"] as? Int == 4)
    #expect((object["fingerprints"] as? [String: Any])?["file"] as? String == "fingerprints.bin")
    #expect(object["cutByDepthBound"] as? Bool == true)
    // Top-level keys appear two spaces in: the envelope's, then the report's in sorted order.
    let keys = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      String($0.dropFirst(3).prefix { $0 != "\"" })
    }
    #expect(keys.count == object.count)
    #expect(Array(keys.prefix(3)) == ["format", "command", "exitCode"])
    #expect(keys.dropFirst(3) == keys.dropFirst(3).sorted()[...])
    // With --property the report of the whole search judges: A=2's violation at 8 events exits 1.
    #expect(LifecycleCommand.run(["explore", "--world", "2", "--json", "--property"]).exitCode == 1)
  }

  @Test("the Indexed Job's variables select the shard when --shard is absent")
  func environment() throws {
    let select = { (flag: String?, environment: [String: String]) in
      try ReportOutput.selection(flag: flag, environment: environment)
    }
    #expect(try select(nil, [:]) == nil)
    #expect(try select(nil, ["JOB_COMPLETION_INDEX": "2", "JOB_COMPLETIONS": "5"])?.description == "2/5")
    #expect(try select("1/3", ["JOB_COMPLETION_INDEX": "2", "JOB_COMPLETIONS": "5"])?.description == "1/3")
    let request = try ExploreCommand.parse(
      ["--world", "3"], environment: ["JOB_COMPLETION_INDEX": "0", "JOB_COMPLETIONS": "2"])
    #expect(request.report?.shard.description == "0/2")
    #expect(try ExploreCommand.parse(["--world", "3"], environment: [:]).report == nil)
  }

  @Test(
    "bad shard selections are usage errors naming the flag or the variable",
    arguments: [
      (["--shard", "3/3"], [:], "--shard 3/3"), (["--shard", "0/0"], [:], "--shard 0/0"),
      (["--shard", "a/2"], [:], "--shard"), (["--shard", "1"], [:], "--shard"),
      ([], ["JOB_COMPLETION_INDEX": "4", "JOB_COMPLETIONS": "4"], "JOB_COMPLETION_INDEX=4"),
      ([], ["JOB_COMPLETION_INDEX": "x", "JOB_COMPLETIONS": "4"], "JOB_COMPLETION_INDEX"),
      ([], ["JOB_COMPLETION_INDEX": "1", "JOB_COMPLETIONS": "many"], "JOB_COMPLETIONS"),
      ([], ["JOB_COMPLETION_INDEX": "1"], "JOB_COMPLETIONS is not"),
      ([], ["JOB_COMPLETION_INDEX": "0", "JOB_COMPLETIONS": "0"], "JOB_COMPLETIONS=0"),
    ] as [([String], [String: String], String)])
  func badSelections(arguments: [String], environment: [String: String], named: String) {
    #expect {
      _ = try ExploreCommand.parse(["--world", "3"] + arguments, environment: environment)
    } throws: { error in
      (error as? UsageError)?.message.contains(named) == true
    }
  }

  @Test(
    "the command line exits 2 for a bad shard, random walks with a shard report, or --json over every profile"
  )
  func usageExits() {
    for arguments in [
      ["explore", "--world", "3", "--shard", "5/5"],
      ["explore", "--world", "3", "--random", "--out", "walks"],
      ["explore", "--world", "3", "--random", "--shard", "0/2"],
      ["explore", "--world", "3", "--workers", "2", "--json"],
      ["explore", "--policy", "--out", "reports"], ["explore", "--policy", "--shard", "0/2"],
      ["explore", "--policy", "--profile", "ios4", "--shard", "-1/2"],
      ["report"], ["report", "merge"], ["report", "split", "a"],
    ] {
      let result = LifecycleCommand.run(arguments)
      #expect(result.exitCode == 2, "\(arguments)")
      #expect(result.standardError.contains("Run 'lifecycle help"), "\(arguments)")
    }
  }

  @Test("merge refuses missing, repeated and foreign shards, naming the files")
  func refusals() throws {
    let scratch = try ReportScratch("refuse")
    defer { scratch.remove() }
    let three = Self.writeShards(["explore", "--world", "2"], count: 3, in: scratch, name: "a")
    let bounded = Self.writeShards(
      ["explore", "--world", "2", "--depth", "5"], count: 3, in: scratch, name: "b")
    let world3 = Self.writeShards(["explore", "--world", "3"], count: 2, in: scratch, name: "c")
    let cases: [([String], String)] = [
      ([three[0], three[1]], "shard 2 of 3 missing"),
      ([three[0], three[1], three[1] + "/report.json"], "\(three[1])/report.json: shard 1/3 again"),
      ([three[0], three[1], bounded[2]], "\(bounded[2])/report.json: not a shard of the same search"),
      ([three[0], world3[1]], "parameters apps=3, not apps=2"),
      ([three[0], three[1], world3[1]], "2 shards, not 3"),
      ([three[0], scratch.path("nowhere")], "\(scratch.path("nowhere")): no such file or folder"),
    ]
    for (paths, message) in cases {
      let result = LifecycleCommand.run(["report", "merge"] + paths)
      #expect(result.exitCode == 2, "\(paths)")
      #expect(result.standardError.contains(message), "\(result.standardError)")
      #expect(result.standardOutput.isEmpty)
    }
    #expect(LifecycleCommand.run(["report", "merge"] + three).exitCode == 1)
  }

  @Test("a damaged report or fingerprint file is an error naming it, never a crash")
  func damage() throws {
    let scratch = try ReportScratch("damage")
    defer { scratch.remove() }
    let folders = Self.writeShards(["explore", "--world", "2"], count: 2, in: scratch, name: "s")
    let report = folders[0] + "/report.json"
    let rows = folders[0] + "/fingerprints.bin"
    let json = try #require(FileManager.default.contents(atPath: report))
    let bytes = try #require(FileManager.default.contents(atPath: rows))
    let damages: [(file: String, data: Data, message: String)] = [
      (report, json.prefix(json.count / 2), "\(report): not a report"),
      (report, Data("[1, 2]".utf8), "\(report): not a report"),
      (
        report,
        Data(
          String(decoding: json, as: UTF8.self).replacingOccurrences(
            of: "\"format\" : 1", with: "\"format\" : 7"
          ).utf8), "report format 7"
      ),
      (
        report,
        Data(
          String(decoding: json, as: UTF8.self).replacingOccurrences(
            of: "\"index\" : 0", with: "\"index\" : 9"
          ).utf8), "\(report): not a report"
      ),
      (
        report,
        Data(
          String(decoding: json, as: UTF8.self).replacingOccurrences(
            of: "\"count\" : 2", with: "\"count\" : 1"
          )
          .utf8), "\(report): shard 0/1 in a report of 2 shards"
      ),
      (rows, bytes.prefix(bytes.count - 16), "\(rows): checksum"),
      (rows, Data(), "\(rows): checksum"),
    ]
    for damage in damages {
      try damage.data.write(to: URL(fileURLWithPath: damage.file))
      let result = LifecycleCommand.run(["report", "merge"] + folders)
      #expect(result.exitCode == 2, "\(damage.message)")
      #expect(result.standardError.contains(damage.message), "\(result.standardError)")
      try json.write(to: URL(fileURLWithPath: report))
      try bytes.write(to: URL(fileURLWithPath: rows))
    }
    try FileManager.default.removeItem(atPath: rows)
    let missing = LifecycleCommand.run(["report", "merge"] + folders)
    #expect(missing.exitCode == 2)
    #expect(missing.standardError.contains("\(rows): the fingerprint file"))
  }
}

/// `lifecycle explore --policy --json` over every profile: one document, a report per profile.
@MainActor
@Suite("explore --policy --json over every profile")
struct PolicyAllProfilesJSONTests {
  @Test("one document whose profiles are the single-profile reports, in order; exit 0 with no violation")
  func allProfiles() throws {
    let result = LifecycleCommand.run(["explore", "--policy", "--depth", "3", "--json"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(document["model"] as? String == "device-policy")
    let profiles = try #require(document["profiles"] as? [[String: Any]])
    #expect(profiles.count == OSGeneration.allCases.count)
    for (report, generation) in zip(profiles, OSGeneration.allCases) {
      let one = LifecycleCommand.run([
        "explore", "--policy", "--profile", generation.rawValue, "--depth", "3", "--json",
      ])
      #expect(ReportFields(json: one.standardOutput) == ReportFields(object: report), "\(generation)")
      #expect((report["parameters"] as? [String: String])?["profile"] == generation.rawValue)
    }
  }
}
