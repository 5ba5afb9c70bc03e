import Foundation
import LifecycleCore
import LifecycleSimulator

/// `lifecycle bench`: measures the simulator against its peers and writes the report,
/// BENCHMARKS.md by default in a release build.
enum BenchCommand {
  /// Where a release build writes the report when `--output` is not given.
  static let defaultOutput = "BENCHMARKS.md"

  static let spec = CommandSpec(
    name: "bench",
    summary: "measure the simulator against its peers (\(PeerBenchmark.folderName)); write a report",
    options: [
      CommandOption(
        "events", value: .text(placeholder: "N"), default: "1000000",
        summary: "how many pseudo-random events drive the tracer app"),
      CommandOption(
        "seed", value: .text(placeholder: "S"), default: "20240601",
        summary: "the seed of the drive's pseudo-random event sequence"),
      CommandOption(
        "peers", value: .text(placeholder: "DIR"),
        defaultNote: "\(PeerBenchmark.folderName) in the current folder, else in the package built from",
        summary: "the folder of the peer benchmarks, which holds \(PeerBenchmark.script)"),
      CommandOption(
        "skip-peers",
        summary: "do not run the Python peer (about 2 minutes) nor the explorer beside SPIN (about 1 minute)"),
      CommandOption(
        "drive-only",
        summary:
          "only the untraced tracer drive, measured once, for profilers (no memory, trace, day or peer); "
          + "prints its rate and writes a report only with --output"),
      CommandOption(
        "traced", summary: "with --drive-only: the traced drive instead of the untraced one"),
      CommandOption(
        "only", value: .text(placeholder: "SECTION"), defaultNote: "every section",
        summary:
          "only this section, replaced in the existing report: `explorer` (the explorer beside SPIN), "
          + "`app-explorer` (the explorer on an app), `timeline` (the HTML timeline of a device day) or `import` "
          + "(lifecycle import on a project of 1,600 Swift files)"),
      CommandOption(
        "world6",
        summary: "the explorer section also searches A = 6 (the explorer only: SPIN needs minutes and ~10 GB)"
      ),
      CommandOption(
        "output", value: .text(placeholder: "FILE"),
        defaultNote: "\(defaultOutput) in a release build; a debug build needs --output",
        summary: "where to write the report"),
      CommandOption(
        "json",
        summary: "print the figures as one JSON document instead of the Markdown report, which is still "
          + "written (Docs/CommandLine.md)"),
    ],
    notes: [
      "Build with `swift run -c release lifecycle bench`: a debug build measures the debug code, so it "
        + "refuses to replace \(defaultOutput) and writes only to a file given with --output. The report "
        + "is also printed; progress goes to standard error. The Python peer needs "
        + "`pip install transitions==0.9.3`; \(PeerBenchmark.folderName)/README.md describes the peers."
    ],
    exitCodes: [
      .init(code: 0, meaning: "the report was written"),
      .init(code: 1, meaning: "a benchmark failed or the report could not be written"),
      .init(
        code: 2,
        meaning: "a usage error, a --peers folder without the peers, or a debug build without --output"),
    ]
  )

  /// Runs the benchmarks. The program says each stage on standard error as it starts (seconds
  /// to minutes apart); any other caller, a test, finds those lines in the result's standard
  /// error, which the console never sees.
  @MainActor
  static func run(_ arguments: [String]) -> CommandResult {
    var said = ""
    var result = measure(arguments) { line in
      guard LifecycleCommand.runsAsProgram else {
        said += line + "\n"
        return
      }
      Progress.clear()
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    result.standardError = said + result.standardError
    return result
  }

  @MainActor
  private static func measure(_ arguments: [String], say: (String) -> Void) -> CommandResult {
    let parsed: ParsedArguments
    let events: Int
    let seed: UInt64
    let output: String
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
      // --drive-only without --output prints its figure and writes nothing.
      output =
        parsed.flags.contains("drive-only") && parsed.values["output"] == nil
        ? "" : try outputPath(parsed.values["output"], configuration: .current)
      if let given = parsed.values["peers"], PeerBenchmark.locate(given).folder == nil {
        throw UsageError("--peers \(given): no \(PeerBenchmark.script) in that folder")
      }
    } catch {
      return .usage(error, command: "bench")
    }
    if BuildConfiguration.current == .debug {
      say("warning: this is a debug build; run `swift run -c release lifecycle bench` for real figures")
    }
    var report = BenchReport(command: commandLine(arguments), configuration: .current)
    // --drive-only: the untraced tracer drive alone, for profilers (Docs/Performance.md).
    let driveOnly = parsed.flags.contains("drive-only")
    let tracedOnly = parsed.flags.contains("traced")
    if tracedOnly && !driveOnly {
      return .usage(UsageError("--traced goes with --drive-only"), command: "bench")
    }
    let explorerWorlds = parsed.flags.contains("world6") ? [4, 5, 6] : [4, 5]
    let peerFolder = PeerBenchmark.locate(parsed.values["peers"]).folder
    if let only = parsed.values["only"] {
      guard ["explorer", "app-explorer", "timeline", "import"].contains(only), !driveOnly else {
        return .usage(
          UsageError(
            "--only takes `explorer` (the explorer beside SPIN), `app-explorer` (the explorer on an app), "
              + "`timeline` (the HTML timeline of a device day) or `import` (lifecycle import on 1,600 files), "
              + "without --drive-only"),
          command: "bench")
      }
      if only == "import" {
        do {
          let section = ImportBenchmark.markdown(try ImportBenchmark.run(say: say), command: report.command)
          return writeSection(section, to: output, report: report, heading: ImportBenchmark.heading)
        } catch {
          return CommandResult(standardError: "lifecycle bench: \(error)\n", exitCode: 1)
        }
      }
      if only == "timeline" {
        do {
          let section = TimelineRenderBenchmark.markdown(
            try TimelineRenderBenchmark.run(say: say), command: report.command)
          return writeSection(section, to: output, report: report, heading: TimelineRenderBenchmark.heading)
        } catch {
          return CommandResult(standardError: "lifecycle bench: \(error)\n", exitCode: 1)
        }
      }
      if only == "app-explorer" {
        let rows = AppExplorerBenchmark.run(catalog: LifecycleCommand.catalog, say: say)
        var measured = report
        measured.appExplorer = rows
        measureAppCommands(into: &measured, say: say)
        let section = AppExplorerBenchmark.markdown(
          rows, commands: measured.appExplorerCommands, commandError: measured.appExplorerCommandsNote,
          command: report.command)
        return inJSON(
          writeSection(section, to: output, report: report, heading: AppExplorerBenchmark.heading), measured,
          output, parsed)
      }
      let explorer = ExplorerBenchmark.run(worlds: explorerWorlds, peers: peerFolder, say: say)
      let section = ExplorerBenchmark.markdown(explorer, command: report.command)
      var measured = report
      measured.explorer = explorer
      return inJSON(writeSection(section, to: output, report: report), measured, output, parsed)
    }
    do {
      if driveOnly {
        let drive = TracerDriveBenchmark(eventCount: events, seed: seed)
        let actions = try drive.generate()
        report.eventMix = Dictionary(grouping: actions, by: \.rawValue).mapValues(\.count)
        let measured = try drive.measure(actions, tracing: tracedOnly)
        if tracedOnly {
          report.driveTraced = measured
          say(String(format: "  %.0f events/s with trace", measured.eventsPerSecond))
          report.peerNote = "peers, the untraced runs and the device day skipped (--drive-only --traced)"
        } else {
          report.drive = measured
          say(String(format: "  %.0f events/s without trace", measured.eventsPerSecond))
          report.peerNote = "peers, the traced run and the device day skipped (--drive-only)"
        }
        // A profiler's run replaces no report: the figure goes to standard output (or, with
        // --json, the document) unless --output names a file.
        guard parsed.values["output"] != nil else {
          if parsed.flags.contains("json") {
            return CommandResult(document: report.json(writtenTo: nil))
          }
          let rate = String(format: "%.0f", measured.eventsPerSecond)
          return CommandResult(
            standardOutput:
              "\(rate) events/s \(tracedOnly ? "with" : "without") trace (\(events) events, seed \(seed))\n")
        }
        return inJSON(write(report, to: output), report, output, parsed)
      }
      // Memory first, while the heap is still small: later runs free memory the
      // allocator keeps, which would hide growth.
      say("memory: 20 devices × 50 apps, one simulated day each…")
      let before = DeviceDayBenchmark.residentBytes()
      var kept: [Device] = []
      for index in 0..<20 {
        Progress.step(index + 1, of: 20, "memory: device \(index + 1)")
        kept.append(try DeviceDayBenchmark(seed: UInt64(index)).run().0)
      }
      report.bytesPerApp = (DeviceDayBenchmark.residentBytes() - before) / (20 * 50)
      report.traceEntriesPerDevice = kept.map(\.trace.records.count).reduce(0, +) / kept.count
      kept.removeAll()

      say("tracer drive: generating \(counted(events, "event")) (seed \(seed))…")
      let drive = TracerDriveBenchmark(eventCount: events, seed: seed)
      let actions = try drive.generate()
      report.eventMix = Dictionary(grouping: actions, by: \.rawValue).mapValues(\.count)
      // Seven short untraced runs (about 100 ms each) and five traced ones, the medians
      // reported: one run can land on a moment the machine is busy elsewhere, and the Python
      // peer's runs are 100 times longer.
      let runs = TracerDriveBenchmark.untracedRuns
      let tracedRuns = TracerDriveBenchmark.tracedRuns
      let total = 2 * runs + tracedRuns
      let untraced = try (0..<runs).map { run in
        Progress.step(run + 1, of: total, "tracer drive: untraced run \(run + 1)")
        return try drive.measure(actions, tracing: false)
      }
      // The same events on the policy alone: what of the device's time is the host's.
      let policyAlone = try (0..<runs).map { run in
        Progress.step(runs + run + 1, of: total, "tracer drive: the policy alone, run \(run + 1)")
        return try drive.measurePolicyAlone(actions)
      }
      let tracedMeasured = try (0..<tracedRuns).map { run in
        Progress.step(2 * runs + run + 1, of: total, "tracer drive: traced run \(run + 1)")
        return try drive.measure(actions, tracing: true)
      }
      let sorted = untraced.sorted { $0.seconds < $1.seconds }
      report.drive = sorted[sorted.count / 2]
      report.driveRange = (sorted.last!.eventsPerSecond, sorted.first!.eventsPerSecond)
      report.drivePolicyAlone = policyAlone.sorted { $0.seconds < $1.seconds }[runs / 2]
      let sortedTraced = tracedMeasured.sorted { $0.seconds < $1.seconds }
      let traced = sortedTraced[sortedTraced.count / 2]
      report.driveTraced = traced
      report.driveTracedRange = (sortedTraced.last!.eventsPerSecond, sortedTraced.first!.eventsPerSecond)
      say(
        String(
          format: "  %.0f events/s without trace, %.0f with trace, %.0f on the policy alone",
          report.drive!.eventsPerSecond, traced.eventsPerSecond, report.drivePolicyAlone!.eventsPerSecond))

      say("device day: 50 apps, 16 hours…")
      let day = DeviceDayBenchmark()
      report.day = try (0..<3).map { run in
        Progress.step(run + 1, of: 3, "device day \(run + 1)")
        return try day.run().1
      }.sorted { $0.wallSeconds < $1.wallSeconds }[1]
      say(String(format: "  %.1f ms per day", report.day!.wallSeconds * 1000))
      report.timeline = try TimelineRenderBenchmark.run(say: say)
      report.importProject = try ImportBenchmark.run(say: say)
    } catch {
      return CommandResult(standardError: "lifecycle bench: \(error)\n", exitCode: 1)
    }
    if parsed.flags.contains("skip-peers") {
      report.peerNote =
        "peers skipped (--skip-peers), the explorer beside SPIN too (`--only explorer` runs it)"
    } else {
      let search = PeerBenchmark.locate(parsed.values["peers"])
      if let folder = search.folder {
        say("peer: python3 \(folder.appendingPathComponent(PeerBenchmark.script).path) (about 2 minutes)…")
        switch PeerBenchmark.run(in: folder) {
        case .success(let peer): report.peer = peer
        case .failure(let error): report.peerNote = "peer not measured: \(error)"
        }
      } else {
        report.peerNote = "peer not measured: \(search.notFound)"
        say("peer: \(search.notFound)")
      }
    }
    if !parsed.flags.contains("skip-peers") {
      report.explorer = ExplorerBenchmark.run(worlds: explorerWorlds, peers: peerFolder, say: say)
      report.appExplorer = AppExplorerBenchmark.run(catalog: LifecycleCommand.catalog, say: say)
      measureAppCommands(into: &report, say: say)
    }
    return inJSON(write(report, to: output), report, output, parsed)
  }

  /// The app explorer's whole command without and with workers, or why it could not be run.
  private static func measureAppCommands(into report: inout BenchReport, say: (String) -> Void) {
    do {
      report.appExplorerCommands = try AppExplorerBenchmark.runCommands(say: say)
    } catch {
      report.appExplorerCommandsNote = error.description
      say("app explorer's command: \(error.description)")
    }
  }

  /// With `--json`, `result` with the report's figures as JSON on standard output in place of
  /// the Markdown (`written_to` null where the file could not be written).
  private static func inJSON(
    _ result: CommandResult, _ report: BenchReport, _ output: String, _ parsed: ParsedArguments
  ) -> CommandResult {
    guard parsed.flags.contains("json") else { return result }
    var json = result
    json.standardOutput = ""
    json.document = report.json(writtenTo: result.exitCode == 0 ? output : nil)
    return json
  }

  /// Where the report goes: `given`, else ``defaultOutput`` — but only from a release
  /// build, whose figures are the ones that file keeps.
  @MainActor
  static func outputPath(_ given: String?, configuration: BuildConfiguration) throws(UsageError) -> String {
    if let given { return given }
    guard configuration == .release else {
      throw UsageError(
        "a debug build measures unoptimised code, so it does not replace the release figures in "
          + "\(defaultOutput); run `swift run -c release lifecycle bench`, or give --output FILE to write "
          + "this run's report elsewhere")
    }
    return defaultOutput
  }

  /// The command as it was given, for the report: `lifecycle bench --events 2000`, each
  /// argument quoted when the shell would split or expand it.
  @MainActor
  static func commandLine(_ arguments: [String]) -> String {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=./,:+@%")
    let quoted = arguments.map { argument in
      !argument.isEmpty && argument.allSatisfy(plain.contains)
        ? argument : "'" + argument.replacing("'", with: "'\\''") + "'"
    }
    return (["lifecycle", "bench"] + quoted).joined(separator: " ")
  }

  /// Writes the explorer's section into the report at `output` in place of the one it has (the
  /// other sections kept), or a report of that section alone where there is none yet; prints it.
  @MainActor
  private static func writeSection(
    _ section: String, to output: String, report: BenchReport, heading: String = ExplorerBenchmark.heading
  ) -> CommandResult {
    let existing = try? String(contentsOfFile: output, encoding: .utf8)
    let markdown =
      existing.map { ExplorerBenchmark.splice(section, into: $0, heading: heading) }
      ?? report.markdown() + "\n" + section
    do {
      try markdown.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
      return CommandResult(
        standardOutput: section, standardError: "cannot write \(output): \(error)\n", exitCode: 1)
    }
    return CommandResult(standardOutput: section + "\n(written into \(output))\n")
  }

  /// Writes the report as Markdown to `output` and prints it.
  @MainActor
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

/// How this binary was compiled: the report says it, and only a release build writes
/// the default report.
enum BuildConfiguration: String, Sendable {
  case debug, release

  /// This binary's configuration.
  static var current: BuildConfiguration {
    #if DEBUG
      .debug
    #else
      .release
    #endif
  }
}
