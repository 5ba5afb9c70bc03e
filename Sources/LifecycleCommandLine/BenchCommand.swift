import Foundation
import LifecycleCore
import LifecycleSimulator

/// `lifecycle bench`: measures the simulator against its peers and writes BENCHMARKS.md.
enum BenchCommand {
  static let spec = CommandSpec(
    name: "bench",
    summary: "measure the simulator against its peers and write BENCHMARKS.md",
    options: [
      CommandOption(
        "events", value: .text(placeholder: "N"), default: "1000000",
        summary: "how many pseudo-random events drive the tracer app"),
      CommandOption(
        "seed", value: .text(placeholder: "S"), default: "20240601",
        summary: "the seed of the drive's pseudo-random event sequence"),
      CommandOption(
        "peers", value: .text(placeholder: "DIR"), defaultNote: "../shared/bench, else shared/bench",
        summary: "the folder of the peer benchmarks, which holds pytransitions_bench.py"),
      CommandOption("skip-peers", summary: "do not run the Python peer, which takes about 2 minutes"),
      CommandOption(
        "drive-only",
        summary:
          "only the untraced tracer drive, measured once, for profilers (no memory, trace, day or peer)"),
      CommandOption(
        "output", value: .text(placeholder: "FILE"), default: "BENCHMARKS.md",
        summary: "where to write the report"),
    ],
    exitCodes: [
      .init(code: 0, meaning: "the report was written"),
      .init(code: 1, meaning: "a benchmark failed or the report could not be written"),
      .init(code: 2, meaning: "a usage error"),
    ]
  )

  static func run(_ arguments: [String]) -> CommandResult {
    let parsed: ParsedArguments
    let events: Int
    let seed: UInt64
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, options: spec.options)
      try parsed.requireNoPositionals()
      guard let count = parsed.value("events").flatMap({ Int($0) }), count > 0 else {
        throw UsageError("--events takes a positive whole number")
      }
      guard let value = parsed.value("seed").flatMap({ UInt64($0) }) else {
        throw UsageError("--seed takes a whole number")
      }
      events = count
      seed = value
    } catch {
      return .usage(error, command: "bench")
    }
    var log = ""
    func say(_ line: String) {
      log += line + "\n"
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    #if DEBUG
      say("warning: this is a debug build; run `swift run -c release lifecycle bench` for real figures")
    #endif
    var report = BenchReport(
      command: (["swift run -c release lifecycle bench"] + arguments).joined(separator: " "))
    // --drive-only: the untraced tracer drive alone, for profilers (Docs/Performance.md).
    let driveOnly = parsed.flags.contains("drive-only")
    do {
      if driveOnly {
        let drive = TracerDriveBenchmark(eventCount: events, seed: seed)
        let actions = try drive.generate()
        report.eventMix = Dictionary(grouping: actions, by: \.rawValue).mapValues(\.count)
        report.drive = try drive.measure(actions, tracing: false)
        say(String(format: "  %.0f events/s without trace", report.drive!.eventsPerSecond))
        report.peerNote = "peers, the traced run and the device day skipped (--drive-only)"
        return write(report, to: parsed.value("output")!)
      }
      // Memory first, while the heap is still small: later runs free memory the
      // allocator keeps, which would hide growth.
      say("memory: 20 devices × 50 apps, one simulated day each…")
      let before = DeviceDayBenchmark.residentBytes()
      var kept: [Device] = []
      for index in 0..<20 { kept.append(try DeviceDayBenchmark(seed: UInt64(index)).run().0) }
      report.bytesPerApp = (DeviceDayBenchmark.residentBytes() - before) / (20 * 50)
      report.traceEntriesPerDevice = kept.map(\.trace.entries.count).reduce(0, +) / kept.count
      kept.removeAll()

      say("tracer drive: generating \(events) events (seed \(seed))…")
      let drive = TracerDriveBenchmark(eventCount: events, seed: seed)
      let actions = try drive.generate()
      report.eventMix = Dictionary(grouping: actions, by: \.rawValue).mapValues(\.count)
      // Seven short runs (about 70 ms each), the median reported: one run can land on a
      // moment the machine is busy elsewhere, and the Python peer's runs are 100 times longer.
      let untraced = try (0..<TracerDriveBenchmark.untracedRuns).map { _ in
        try drive.measure(actions, tracing: false)
      }
      let traced = try drive.measure(actions, tracing: true)
      let sorted = untraced.sorted { $0.seconds < $1.seconds }
      report.drive = sorted[sorted.count / 2]
      report.driveRange = (sorted.last!.eventsPerSecond, sorted.first!.eventsPerSecond)
      report.driveTraced = traced
      say(
        String(
          format: "  %.0f events/s without trace, %.0f with trace", report.drive!.eventsPerSecond,
          traced.eventsPerSecond))

      say("device day: 50 apps, 16 hours…")
      let day = DeviceDayBenchmark()
      report.day = try (0..<3).map { _ in try day.run().1 }.sorted { $0.wallSeconds < $1.wallSeconds }[1]
      say(String(format: "  %.1f ms per day", report.day!.wallSeconds * 1000))
    } catch {
      return CommandResult(standardError: "lifecycle bench: \(error)\n", exitCode: 1)
    }
    if parsed.flags.contains("skip-peers") {
      report.peerNote = "peers skipped (--skip-peers)"
    } else if let folder = PeerBenchmark.locate(parsed.values["peers"]) {
      say("peer: python3 \(folder.path)/pytransitions_bench.py (about 2 minutes)…")
      switch PeerBenchmark.run(in: folder) {
      case .success(let peer): report.peer = peer
      case .failure(let error): report.peerNote = "peer not measured: \(error)"
      }
    } else {
      report.peerNote = "peer not measured: shared/bench not found (give --peers DIR)"
    }
    return write(report, to: parsed.value("output")!)
  }

  /// Writes the report as Markdown to `output` and prints it.
  private static func write(_ report: BenchReport, to output: String) -> CommandResult {
    let markdown = report.markdown()
    do {
      try markdown.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
      return CommandResult(
        standardOutput: markdown, standardError: "cannot write \(output): \(error)\n", exitCode: 1)
    }
    return CommandResult(standardOutput: markdown + "\n(written to \(output))\n")
  }
}
