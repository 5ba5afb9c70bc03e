import Foundation
import LifecycleCore
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

  @Test("a short bench run writes a report with every section and no peer figures when peers are skipped")
  func shortRunWritesReport() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = LifecycleCommand.run(["bench", "--events", "2000", "--skip-peers", "--output", output.path])
    #expect(result.exitCode == 0)
    let written = try String(contentsOf: output, encoding: .utf8)
    #expect(written.contains("| LifecycleKit Device, trace off (median of 7) |"))
    #expect(written.contains("| LifecycleKit Device, trace on |"))
    #expect(written.contains("peers skipped (--skip-peers)"))
    #expect(written.contains("## A simulated day on a 50-app device"))
    #expect(written.contains("swift run -c release lifecycle bench --events 2000 --skip-peers"))
  }

  @Test("bench rejects a count that is not a positive whole number, with exit 2")
  func badEventCount() {
    let result = LifecycleCommand.run(["bench", "--events", "lots"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("--events takes a positive whole number"))
  }

  func report(driveRate: Double, range: (Double, Double), peerRate: Double) -> String {
    var report = BenchReport(command: "lifecycle bench")
    report.drive = .init(
      events: 1_000_000, seconds: 1_000_000 / driveRate, tracing: false, finalState: .active)
    report.driveTraced = .init(events: 1_000_000, seconds: 1, tracing: true, finalState: .active)
    report.driveRange = range
    report.peer = .init(
      pytransitionsEventsPerSecond: peerRate, dictFlatEventsPerSecond: 1e7, events: 1_000_000,
      transitionsVersion: "0.9.3")
    return report.markdown()
  }

  @Test("the report says the goal is met at 100 times the peer, with the range of the runs")
  func ratioMet() {
    let text = report(driveRate: 13_000_000, range: (12_000_000, 14_000_000), peerRate: 100_000)
    #expect(
      text.contains("**Ratio: 130× the events per second of pytransitions** (goal: at least 100×) — met."))
    #expect(text.contains("ranged from 12000000 to 14000000 events/s (120× to 140×)"))
  }

  @Test("the report says the goal is not met below 100 times the peer")
  func ratioNotMet() {
    let text = report(driveRate: 9_000_000, range: (8_000_000, 9_500_000), peerRate: 100_000)
    #expect(text.contains("— not met."))
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
}
