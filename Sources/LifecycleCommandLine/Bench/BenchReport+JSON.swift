/// `lifecycle bench --json`: the report's figures as one JSON document instead of its Markdown.
///
/// ```
/// {"format": 1, "command": "bench", "invocation", "configuration", "written_to",
///  "drive": null | {"events", "seconds", "events_per_second", "slowest_events_per_second",
///                   "fastest_events_per_second"},
///  "drive_traced": null | {"events", "seconds", "events_per_second"},
///  "drive_policy_alone": null | {"events", "seconds", "events_per_second"},
///  "event_mix": {action: count, … by name}, "bytes_per_app", "trace_entries_per_device",
///  "device_day": null | {"wall_seconds", "actions", "trace_entries", "kills"},
///  "peer": null | {"pytransitions_version", "events", "pytransitions_events_per_second",
///                  "flat_table_events_per_second"}, "peer_note",
///  "explorer": null | {"rows": [{"world", "tool", "states", "edges", "seconds", "states_per_second",
///                                "peak_resident_bytes", "violation_depth"}], "spin_note"},
///  "app_explorer": null | [{"profile", "states", "edges", "steps", "seconds", "raw_seconds",
///                           "findings"}]}
/// ```
///
/// A section that was not measured is `null`; times are seconds with 6 decimals, rates whole
/// numbers of events or states per second.
extension BenchReport {
  func json(writtenTo output: String?) -> JSONDocument {
    func rate(_ value: Double) -> JSONDocument { .decimal(value, places: 0) }
    func seconds(_ value: Double) -> JSONDocument { .decimal(value, places: 6) }
    let drive = self.drive.map { drive in
      JSONDocument.object([
        ("events", .int(drive.events)), ("seconds", seconds(drive.seconds)),
        ("events_per_second", rate(drive.eventsPerSecond)),
        ("slowest_events_per_second", driveRange.map { rate($0.slowest) } ?? .null),
        ("fastest_events_per_second", driveRange.map { rate($0.fastest) } ?? .null),
      ])
    }
    let traced = driveTraced.map { drive in
      JSONDocument.object([
        ("events", .int(drive.events)), ("seconds", seconds(drive.seconds)),
        ("events_per_second", rate(drive.eventsPerSecond)),
        ("slowest_events_per_second", driveTracedRange.map { rate($0.slowest) } ?? .null),
        ("fastest_events_per_second", driveTracedRange.map { rate($0.fastest) } ?? .null),
      ])
    }
    let policyAlone = drivePolicyAlone.map { drive in
      JSONDocument.object([
        ("events", .int(drive.events)), ("seconds", seconds(drive.seconds)),
        ("events_per_second", rate(drive.eventsPerSecond)),
      ])
    }
    let day = self.day.map { day in
      JSONDocument.object([
        ("wall_seconds", seconds(day.wallSeconds)), ("actions", .int(day.actions)),
        ("trace_entries", .int(day.traceEntries)), ("kills", .int(day.kills)),
      ])
    }
    let peer = self.peer.map { peer in
      JSONDocument.object([
        ("pytransitions_version", .string(peer.transitionsVersion)), ("events", .int(peer.events)),
        ("pytransitions_events_per_second", rate(peer.pytransitionsEventsPerSecond)),
        ("flat_table_events_per_second", rate(peer.dictFlatEventsPerSecond)),
      ])
    }
    let explorer = self.explorer.map { result in
      JSONDocument.object([
        (
          "rows",
          .array(
            result.rows.map { row in
              .object([
                ("world", .int(row.world)),
                ("tool", .string(row.workers.map { "explorer, \(counted($0, "worker"))" } ?? "SPIN")),
                ("states", .int(row.states)), ("edges", .int(row.edges)), ("seconds", seconds(row.seconds)),
                ("states_per_second", rate(row.statesPerSecond)),
                ("peak_resident_bytes", .int(row.peakResidentBytes)),
                ("violation_depth", .optional(row.violationDepth)),
              ])
            })
        ),
        ("spin_note", .optional(result.spinNote)),
      ])
    }
    let apps = appExplorer.map { rows in
      JSONDocument.array(
        rows.map { row in
          .object([
            ("profile", .string(row.profile.rawValue)), ("states", .int(row.states)),
            ("edges", .int(row.edges)),
            ("steps", .int(row.steps)), ("seconds", seconds(row.seconds)),
            ("raw_seconds", seconds(row.rawSeconds)),
            ("findings", .array(row.findings.map(JSONDocument.string))),
          ])
        })
    }
    return .object([
      ("invocation", .string(command)),
      ("configuration", .string(configuration.rawValue)),
      ("written_to", .optional(output)),
      ("drive", drive ?? .null),
      ("drive_traced", traced ?? .null),
      ("drive_policy_alone", policyAlone ?? .null),
      ("event_mix", .object(eventMix.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })),
      ("bytes_per_app", .int(bytesPerApp)),
      ("trace_entries_per_device", .int(traceEntriesPerDevice)),
      ("device_day", day ?? .null),
      ("peer", peer ?? .null),
      ("peer_note", .optional(peerNote)),
      (
        "app_explorer_commands",
        .array(
          appExplorerCommands.map { run in
            .object([
              ("workers", .optional(run.workers)), ("seconds", seconds(run.seconds)),
              ("states", .int(run.states)),
              ("edges", .int(run.edges)),
            ])
          })
      ),
      ("app_explorer_commands_note", .optional(appExplorerCommandsNote)),
      ("explorer", explorer ?? .null),
      ("app_explorer", apps ?? .null),
    ])
  }
}
