import Foundation

/// The figures of one `lifecycle bench` run, rendered as BENCHMARKS.md.
struct BenchReport {
  /// The command that produced the report, as given (`lifecycle bench --events 2000`).
  var command: String
  /// How the binary that measured was built.
  var configuration: BuildConfiguration
  var eventMix: [String: Int] = [:]
  var drive: TracerDriveBenchmark.Measurement?
  /// The slowest and fastest of the untraced runs, in events per second.
  var driveRange: (slowest: Double, fastest: Double)?
  var driveTraced: TracerDriveBenchmark.Measurement?
  /// The slowest and fastest of the traced runs, in events per second.
  var driveTracedRange: (slowest: Double, fastest: Double)?
  /// The same events on the device's policy alone (``TracerDriveBenchmark/measurePolicyAlone(_:)``).
  var drivePolicyAlone: TracerDriveBenchmark.Measurement?
  var day: DeviceDayBenchmark.Measurement?
  var bytesPerApp = 0
  var traceEntriesPerDevice = 0
  var peer: PeerBenchmark.Result?
  var peerNote: String?
  /// The explorer beside SPIN (``ExplorerBenchmark``), when it was measured.
  var explorer: ExplorerBenchmark.Result?
  /// The explorer on an app (``AppExplorerBenchmark``), when it was measured.
  var appExplorer: [AppExplorerBenchmark.Row]?
  /// The app explorer's whole command in child processes, without and with workers.
  var appExplorerCommands: [AppExplorerBenchmark.CommandRun] = []
  /// Why those were not measured, if they were not.
  var appExplorerCommandsNote: String?
  /// The HTML timeline of a device day (``TimelineRenderBenchmark``), when it was measured.
  var timeline: TimelineRenderBenchmark.Measurement?
  /// `lifecycle import` on 1,600 Swift files (``ImportBenchmark``), when it was measured.
  var importProject: ImportBenchmark.Measurement?

  func markdown() -> String {
    var out = "# Benchmarks\n\n"
    out += "Produced by `\(command)` (\(configuration.rawValue) build) on \(Self.machine()).\n"
    out +=
      "Figures vary ±20 % between runs on these machines; ratios measured in the same run are what counts.\n\n"
    if configuration == .debug {
      out += "**A debug build measures unoptimised code: these figures are far below a release build's; "
      out += "`swift run -c release lifecycle bench` gives the ones to quote.**\n\n"
    }
    out += "## Simulator vs a state-machine library\n\n"
    if let measured = drive ?? driveTraced {
      let mix = eventMix.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
      out += "One `tracer` app on an iOS 13 device driven through "
      out += "\(counted(measured.events, "pseudo-random valid event")) "
      out += "(uniform among the actions that apply; mix: \(mix)). Each event goes through the whole device: "
      out += "the core's transition, state changes, deliveries to the app's code, jetsam bands, timers.\n\n"
      out += "| implementation | events/s | µs/event |\n| --- | ---: | ---: |\n"
      if let drive {
        out += Self.row(
          driveRange == nil
            ? "LifecycleKit Device, trace off (one run)"
            : "LifecycleKit Device, trace off (median of \(TracerDriveBenchmark.untracedRuns))",
          drive.eventsPerSecond)
      }
      if let driveTraced {
        out += Self.row(
          driveTracedRange == nil
            ? "LifecycleKit Device, trace on"
            : "LifecycleKit Device, trace on (median of \(TracerDriveBenchmark.tracedRuns))",
          driveTraced.eventsPerSecond)
      }
      if let drivePolicyAlone {
        out += Self.row(
          "LifecycleKit DevicePolicy alone, no host (median of \(TracerDriveBenchmark.untracedRuns))",
          drivePolicyAlone.eventsPerSecond)
      }
      if drive != nil, let peer {
        out += Self.row(
          "pytransitions \(peer.transitionsVersion) (`\(PeerBenchmark.folderName)/\(PeerBenchmark.script)`)",
          peer.pytransitionsEventsPerSecond)
        out += Self.row("plain-Python flat table (same script)", peer.dictFlatEventsPerSecond)
      }
      if let drive, let driveTraced {
        let share = driveTraced.eventsPerSecond / drive.eventsPerSecond
        out +=
          "\nWith the trace on the device runs at \(String(format: "%.2f", share)) of its untraced speed "
        out +=
          "(1/\(String(format: "%.1f", 1 / share)); goal: at least 1/3) — \(share >= 1.0 / 3 ? "met" : "not met")."
        if let driveTracedRange {
          out += " The \(counted(TracerDriveBenchmark.tracedRuns, "traced run")) ranged from "
          out += "\(String(format: "%.0f", driveTracedRange.slowest)) to "
          out += "\(String(format: "%.0f", driveTracedRange.fastest)) events/s."
        }
        out += "\n"
      }
      if let drive, let peer {
        // The goal of 100× pytransitions is the policy's (DevicePolicy alone, the pure step both
        // hosts share); the device, which also runs the app's code, is quoted beside it.
        let deviceRatio = drive.eventsPerSecond / peer.pytransitionsEventsPerSecond
        if let drivePolicyAlone {
          let ratio = drivePolicyAlone.eventsPerSecond / peer.pytransitionsEventsPerSecond
          out += "\n**Ratio: \(String(format: "%.0f", ratio))× the events per second of pytransitions for "
          out += "`DevicePolicy` alone** (goal: at least 100×) — \(ratio >= 100 ? "met" : "not met"). "
        } else {
          out += "\nThe goal of 100× pytransitions is `DevicePolicy`'s alone, not measured in this run. "
        }
        out += "The whole device, which also runs the app's code: \(String(format: "%.0f", deviceRatio))× "
        out += "(no goal of its own)."
        if let driveRange {
          let slowest = driveRange.slowest / peer.pytransitionsEventsPerSecond
          let fastest = driveRange.fastest / peer.pytransitionsEventsPerSecond
          out += " Its \(counted(TracerDriveBenchmark.untracedRuns, "untraced run")) ranged from "
          out +=
            "\(String(format: "%.0f", driveRange.slowest)) to \(String(format: "%.0f", driveRange.fastest)) events/s "
          out += "(\(String(format: "%.0f", slowest))× to \(String(format: "%.0f", fastest))×)."
        }
        out += "\n"
      } else if let peerNote {
        out += "\n\(peerNote)\n"
      }
      if let drive, let drivePolicyAlone {
        out += "\n" + Self.hostShare(device: drive, policyAlone: drivePolicyAlone, peer: peer) + "\n"
      }
      out +=
        "\nThe Python peer drives the single-app projection of `\(PeerBenchmark.folderName)/lifecycle.pml` "
      out += "(13 triggers, including "
      out +=
        "beginTask/endTask/edit/save, which a `tracer` app does not do); LifecycleKit drives the real device "
      out += "with the user-level actions a tracer can receive. The work per event is larger on our side.\n"
      out +=
        "\nWith the trace off the device keeps no record (no trace entries, no per-app delivery lists, no "
      out += "switcher snapshots of apps that preserve no state); everything that happens is the same — "
      out +=
        "`TraceOffEquivalenceTests` drives 2,000 random actions on five generations both ways and compares "
      out += "states, callbacks the apps received, kills, reports and time after every action.\n"
    }
    if let day {
      out += "\n## A simulated day on a 50-app device\n\n"
      out += "| measure | value |\n| --- | ---: |\n"
      out +=
        "| wall time for 16 h of virtual time (median of 3) | \(String(format: "%.1f", day.wallSeconds * 1000)) ms (goal: under 100 ms) |\n"
      out += "| user actions | \(day.actions) |\n| trace entries | \(day.traceEntries) |\n"
      out += "| kills (jetsam reports) | \(day.kills) |\n"
      out += "| resident memory per installed app after a day, its share of the trace included "
      out += "(20 devices × 50 apps kept alive, "
      out += "\(counted(traceEntriesPerDevice, "trace entry", plural: "trace entries")) each) | "
      out += "\(String(format: "%.1f", Double(bytesPerApp) / 1024)) KiB |\n"
    }
    if let timeline { out += "\n" + TimelineRenderBenchmark.markdown(timeline, command: command) }
    if let importProject { out += "\n" + ImportBenchmark.markdown(importProject, command: command) }
    if let explorer { out += "\n" + ExplorerBenchmark.markdown(explorer, command: command) }
    if let appExplorer {
      out +=
        "\n"
        + AppExplorerBenchmark.markdown(
          appExplorer, commands: appExplorerCommands, commandError: appExplorerCommandsNote, command: command)
    }
    return out
  }

  /// Where the untraced device's time goes: the same events on the policy alone, and the rest,
  /// the host's (the apps' processes and code, the deliveries, the clock).
  static func hostShare(
    device: TracerDriveBenchmark.Measurement, policyAlone: TracerDriveBenchmark.Measurement,
    peer: PeerBenchmark.Result?
  ) -> String {
    let perEvent = 1e9 / device.eventsPerSecond
    let policy = 1e9 / policyAlone.eventsPerSecond
    var out = "The policy alone — the same events from the same state, carried out by a host that "
    out += "runs no app code, makes no process and moves no clock, answering only a process's start "
    out += "as the device does (`BenchCommandTests` check that its state stays equal to the device's "
    out += "after every event) — takes \(String(format: "%.0f", policy)) of the device's "
    out += "\(String(format: "%.0f", perEvent)) ns an event"
    if let peer {
      let ratio = policyAlone.eventsPerSecond / peer.pytransitionsEventsPerSecond
      out += " (\(String(format: "%.0f", ratio))× pytransitions)"
    }
    out += "; the host's share, the other \(String(format: "%.0f", max(0, perEvent - policy))) ns, "
    out += "is the `tracer` app's processes and code, the deliveries to it and the clock."
    return out
  }

  private static func row(_ name: String, _ rate: Double) -> String {
    "| \(name) | \(String(format: "%.0f", rate)) | \(String(format: "%.3f", 1e6 / rate)) |\n"
  }

  private static func machine() -> String {
    let cpu =
      (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
      .split(separator: "\n").first { $0.hasPrefix("model name") }?
      .split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
    return "\(ProcessInfo.processInfo.activeProcessorCount) cores (\(cpu))"
  }
}
