import Foundation
import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleCommandLine

/// `lifecycle bench`: what it measures and how it reports. Its figures are timings and
/// are not checked here (timing goals live in BENCHMARKS.md, never in tests).
@MainActor
@Suite("lifecycle bench")
struct BenchCommandTests {
  @Test("the tracer drive replays the sequence it generated and ends where generation ended")
  func driveReplaysItsSequence() throws {
    let drive = TracerDriveBenchmark(eventCount: 5_000, seed: 7)
    let actions = try drive.generate()
    #expect(actions.count == 5_000)
    #expect(try drive.generate() == actions)
    // Every kind of action occurs: the sequence exercises the whole device.
    #expect(Set(actions) == Set(TracerDriveBenchmark.Action.allCases))
    let untraced = try drive.measure(actions, tracing: false)
    let traced = try drive.measure(actions, tracing: true)
    #expect(untraced.finalState == traced.finalState)
    #expect(untraced.events == 5_000)
  }

  @Test("the policy alone goes through the same states as the device, event after event")
  func policyAloneFollowsTheDevice() throws {
    let drive = TracerDriveBenchmark(eventCount: 5_000, seed: 11)
    let actions = try drive.generate()
    let device = try Device(profile: .of(.ios13), memoryBytes: 64 << 20, seed: 11)
    try device.install(InstallSpec(name: "App", appID: "tracer", footprintBytes: 40 << 20))
    device.isTracing = false
    var state = try drive.startingPolicyState()
    #expect(state == device.state)
    for (position, action) in actions.enumerated() {
      try TracerDriveBenchmark.perform(action, on: device)
      TracerDriveBenchmark.performOnPolicy(action, state: &state)
      guard state == device.state else {
        Issue.record("the policy alone left the device's path at event \(position) (\(action))")
        return
      }
    }
    let alone = try drive.measurePolicyAlone(actions)
    #expect(alone.finalState == device.state.apps[0].state)
    #expect(alone.events == 5_000)
  }

  @Test("the report puts the policy alone beside the device and says the host's share of an event")
  func policyAloneInReport() {
    var report = BenchReport(command: "lifecycle bench", configuration: .release)
    report.drive = .init(events: 1_000_000, seconds: 0.1, tracing: false, finalState: .active)
    report.drivePolicyAlone = .init(events: 1_000_000, seconds: 0.0625, tracing: false, finalState: .active)
    report.peer = .init(
      pytransitionsEventsPerSecond: 100_000, dictFlatEventsPerSecond: 1e7, events: 1_000_000,
      transitionsVersion: "0.9.3")
    let text = report.markdown()
    #expect(text.contains("| LifecycleKit DevicePolicy alone, no host (median of 7) | 16000000 | 0.062 |"))
    // 100 ns an event on the device, 62.5 on the policy alone (160× the peer), 37.5 the host's.
    #expect(
      text.contains(
        "takes 62 of the device's 100 ns an event (160× pytransitions); the host's share, the other 38 ns"))
    let json = report.json(writtenTo: nil).rendered()
    let section = json.components(separatedBy: "\"drive_policy_alone\": {").dropFirst().first ?? ""
    #expect(section.contains("\"seconds\": 0.062500"))
    #expect(section.prefix { $0 != "}" }.contains("\"events_per_second\": 16000000"))
  }

  @Test("a short bench run writes a report with every section and no peer figures when peers are skipped")
  func shortRunWritesReport() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = LifecycleCommand.run(["bench", "--events", "2000", "--skip-peers", "--output", output.path])
    #expect(result.exitCode == 0)
    let written = try String(contentsOf: output, encoding: .utf8)
    #expect(written.contains("| LifecycleKit Device, trace off (median of 7) |"))
    #expect(written.contains("| LifecycleKit Device, trace on (median of 5) |"))
    #expect(written.contains("| LifecycleKit DevicePolicy alone, no host (median of 7) |"))
    #expect(written.contains("the host's share, the other "))
    #expect(written.contains("The 5 traced runs ranged from "))
    #expect(written.contains("peers skipped (--skip-peers)"))
    #expect(written.contains("## A simulated day on a 50-app device"))
    // The header names the command as given and the build that ran it.
    #expect(
      written.contains(
        "Produced by `lifecycle bench --events 2000 --skip-peers --output \(output.path)` "
          + "(\(BuildConfiguration.current.rawValue) build) on "))
    #expect(!written.contains("swift run -c release lifecycle bench --events"))
  }

  @Test("bench rejects a count that is not a positive whole number, with exit 2")
  func badEventCount() {
    let result = LifecycleCommand.run(["bench", "--events", "lots"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("--events takes a positive whole number"))
  }

  func report(driveRate: Double, range: (Double, Double), peerRate: Double, policyRate: Double? = nil)
    -> String
  {
    var report = BenchReport(command: "lifecycle bench", configuration: .release)
    report.drive = .init(
      events: 1_000_000, seconds: 1_000_000 / driveRate, tracing: false, finalState: .active)
    if let policyRate {
      report.drivePolicyAlone = .init(
        events: 1_000_000, seconds: 1_000_000 / policyRate, tracing: false, finalState: .active)
    }
    report.driveTraced = .init(events: 1_000_000, seconds: 1, tracing: true, finalState: .active)
    report.driveRange = range
    report.peer = .init(
      pytransitionsEventsPerSecond: peerRate, dictFlatEventsPerSecond: 1e7, events: 1_000_000,
      transitionsVersion: "0.9.3")
    return report.markdown()
  }

  @Test("the goal of 100 times the peer is the policy's: met, with the device and its runs quoted beside it")
  func ratioMet() {
    let text = report(
      driveRate: 9_000_000, range: (8_000_000, 9_500_000), peerRate: 100_000, policyRate: 13_000_000)
    #expect(
      text.contains(
        "**Ratio: 130× the events per second of pytransitions for `DevicePolicy` alone** (goal: at least 100×) — met."
      ))
    #expect(text.contains("The whole device, which also runs the app's code: 90× (no goal of its own)."))
    #expect(text.contains("ranged from 8000000 to 9500000 events/s (80× to 95×)"))
  }

  @Test("the report says the policy's goal is not met below 100 times the peer")
  func ratioNotMet() {
    let text = report(
      driveRate: 9_000_000, range: (8_000_000, 9_500_000), peerRate: 100_000, policyRate: 9_500_000)
    #expect(text.contains("(goal: at least 100×) — not met."))
  }

  @Test("without the policy's own figure the report says the goal was not measured, never met")
  func ratioWithoutPolicy() {
    let text = report(driveRate: 13_000_000, range: (12_000_000, 14_000_000), peerRate: 100_000)
    #expect(
      text.contains("The goal of 100× pytransitions is `DevicePolicy`'s alone, not measured in this run."))
    #expect(!text.contains("alone** (goal"))
  }

  @Test("the rows of the speed table stand together, and the traced share follows the table with its verdict")
  func tableStandsTogether() throws {
    let text = report(driveRate: 2_000_000, range: (1_900_000, 2_100_000), peerRate: 100_000)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("| implementation |") })
    let rows = lines[(header + 2)...].prefix { $0.hasPrefix("|") }
    #expect(rows.count == 4, "\(rows)")
    #expect(rows.last?.hasPrefix("| plain-Python flat table") == true)
    // 1 000 000 traced events in 1 s against 2 000 000/s untraced: one half.
    #expect(text.contains("runs at 0.50 of its untraced speed (1/2.0; goal: at least 1/3) — met."))
  }
}

/// `--drive-only`, for profilers.
@MainActor
@Suite("lifecycle bench --drive-only")
struct BenchDriveOnlyTests {
  @Test("--drive-only measures the untraced drive once and says what it skipped")
  func driveOnly() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = LifecycleCommand.run(["bench", "--drive-only", "--events", "1000", "--output", output.path])
    #expect(result.exitCode == 0)
    let written = try String(contentsOf: output, encoding: .utf8)
    #expect(written.contains("| LifecycleKit Device, trace off (one run) |"))
    #expect(!written.contains("trace on"))
    #expect(!written.contains("A simulated day"))
    #expect(written.contains("peers, the traced run and the device day skipped (--drive-only)"))
  }

  @Test("--drive-only without --output prints the rate and replaces no report, in any build")
  func driveOnlyPrints() {
    let result = LifecycleCommand.run(["bench", "--drive-only", "--events", "1000", "--seed", "3"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasSuffix(" events/s without trace (1000 events, seed 3)\n"))
    #expect(Double(result.standardOutput.split(separator: " ")[0]).map { $0 > 0 } == true)
  }

  @Test(
    "called from code (a test), the stages and the debug build's warning are the result's, not the console's")
  func saysIntoTheResult() {
    let result = LifecycleCommand.run(["bench", "--drive-only", "--events", "1000", "--seed", "3"])
    let lines = result.standardError.split(separator: "\n").map(String.init)
    if BuildConfiguration.current == .debug {
      #expect(
        lines.first
          == "warning: this is a debug build; run `swift run -c release lifecycle bench` for real figures")
    }
    #expect(lines.contains { $0.hasSuffix(" events/s without trace") }, "\(lines)")
  }
}

/// Where `lifecycle bench` writes: BENCHMARKS.md only from a release build, anything else
/// only where `--output` says; and a header that tells the truth about the run.
@MainActor
@Suite("lifecycle bench output")
struct BenchOutputTests {
  @Test("a release build writes BENCHMARKS.md by default; a debug build only where --output says")
  func outputPath() throws {
    #expect(try BenchCommand.outputPath(nil, configuration: .release) == "BENCHMARKS.md")
    #expect(try BenchCommand.outputPath("report.md", configuration: .release) == "report.md")
    #expect(try BenchCommand.outputPath("report.md", configuration: .debug) == "report.md")
    #expect(throws: UsageError.self) { try BenchCommand.outputPath(nil, configuration: .debug) }
  }

  #if DEBUG
    @Test("this debug build refuses to run without --output, saying why, with exit 2 and nothing written")
    func debugRefuses() {
      let result = LifecycleCommand.run(["bench", "--events", "10", "--skip-peers"])
      #expect(result.exitCode == 2)
      #expect(result.standardOutput == "")
      #expect(
        result.standardError.hasPrefix(
          "lifecycle bench: a debug build measures unoptimised code, so it does not replace the release figures in "
            + "BENCHMARKS.md; run `swift run -c release lifecycle bench`, or give --output FILE"))
    }
  #endif

  @Test("the header states the build configuration, and a debug report says its figures are not to be quoted")
  func header() {
    let release = BenchReport(command: "lifecycle bench", configuration: .release).markdown()
    #expect(release.contains("Produced by `lifecycle bench` (release build) on "))
    #expect(!release.contains("debug"))
    let debug = BenchReport(command: "lifecycle bench --output x.md", configuration: .debug).markdown()
    #expect(debug.contains("Produced by `lifecycle bench --output x.md` (debug build) on "))
    #expect(debug.contains("**A debug build measures unoptimised code"))
  }

  @Test("the command in the header is quoted as a shell would need it")
  func commandLine() {
    #expect(BenchCommand.commandLine([]) == "lifecycle bench")
    #expect(
      BenchCommand.commandLine(["--events", "2000", "--output", "my report.md", "--peers=it's"])
        == "lifecycle bench --events 2000 --output 'my report.md' '--peers=it'\\''s'")
  }

  @Test("the report counts in words that agree with their numbers")
  func plurals() {
    var report = BenchReport(command: "lifecycle bench", configuration: .release)
    report.drive = .init(events: 1, seconds: 1, tracing: false, finalState: .active)
    report.day = .init(wallSeconds: 0.001, actions: 1, traceEntries: 1, kills: 0)
    report.traceEntriesPerDevice = 1
    let text = report.markdown()
    #expect(text.contains("driven through 1 pseudo-random valid event ("))
    #expect(text.contains("1 trace entry each"))
  }
}

/// Finding the peers: `Benchmarks/Peers` in the current folder, else in the package this
/// was built from, or the folder `--peers` names.
@MainActor
@Suite("lifecycle bench peers")
struct BenchPeersTests {
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("the repository holds the peers and a README that says how to run them")
  func peersInRepository() throws {
    let folder = PeerBenchmark.packageRoot.appendingPathComponent("Benchmarks/Peers")
    for name in [
      "lifecycle.pml", "pytransitions_bench.py", "ref_explorer.py", "run_spin.sh", "summarize.py",
      "README.md",
    ] {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
    }
    let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("pip install transitions==0.9.3"))
    #expect(readme.contains("apt-get install -y spin"))
  }

  @Test("from a folder without peers, the package's own Benchmarks/Peers is found")
  func fallsBackToPackage() throws {
    let elsewhere = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    let search = PeerBenchmark.locate(nil, currentDirectory: elsewhere.path)
    #expect(search.folder?.path == PeerBenchmark.packageRoot.appendingPathComponent("Benchmarks/Peers").path)
    #expect(
      search.looked.first == elsewhere.appendingPathComponent("Benchmarks/Peers").standardizedFileURL.path)
  }

  @Test("Benchmarks/Peers in the current folder comes first")
  func currentFolderFirst() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let peers = root.appendingPathComponent("Benchmarks/Peers")
    try FileManager.default.createDirectory(at: peers, withIntermediateDirectories: true)
    try Data().write(to: peers.appendingPathComponent("pytransitions_bench.py"))
    #expect(
      PeerBenchmark.locate(nil, currentDirectory: root.path).folder?.path == peers.standardizedFileURL.path)
  }

  @Test("a --peers folder without the peer script is named, alone, in the message")
  func givenFolderNotFound() throws {
    let empty = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: empty) }
    let search = PeerBenchmark.locate(empty.path)
    #expect(search.folder == nil)
    #expect(search.looked == [empty.standardizedFileURL.path])
    #expect(
      search.notFound == "no pytransitions_bench.py in \(empty.standardizedFileURL.path) (give --peers DIR)")

    let result = LifecycleCommand.run(["bench", "--peers", empty.path, "--output", "unused.md"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError.hasPrefix("lifecycle bench: --peers \(empty.path): no pytransitions_bench.py"))
  }
}
