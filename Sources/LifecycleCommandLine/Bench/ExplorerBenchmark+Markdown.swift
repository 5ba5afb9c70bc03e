import Foundation

extension ExplorerBenchmark {
  /// The heading the section starts with; `lifecycle bench --only explorer` replaces the part of
  /// an existing report from this heading to the next one.
  static let heading = "## The explorer beside SPIN"

  /// The section as Markdown: one table of every measured search, then the goals.
  static func markdown(_ result: Result, command: String) -> String {
    var out = "\(heading)\n\n"
    out += "Measured by `\(command)`: SPIN 6 on `\(PeerBenchmark.folderName)/lifecycle.pml` "
    out += "(`spin -DA=A -a`, `gcc -O2 -DSAFETY`, `pan -A` with the DFS stack and hash table sized to the "
    out += "model) and `lifecycle explore --world A --workers N` (fastest of 3 runs; 1 at A = 6), each a "
    out += "child process, in the same run. Edges are SPIN's transitions minus its initial one. The peak "
    out += "memory is the explorer's own high-water mark (`VmHWM`, which `lifecycle explore` prints) and "
    out += "pan's `wait4` `ru_maxrss`, which Linux never lets fall below the resident memory of the process "
    out += "that started it"
    if let floor = result.rows.compactMap(\.starterResidentBytes).max() {
      out +=
        " (this bench's, at most \(String(format: "%.0f", Double(floor) / 1_048_576)) MiB when it started "
      out += "pan)"
    }
    out += ". The shortest violation of the property "
    out += "(no app reaches NotRunning by a system kill while it has unsaved data): SPIN's `pan` built with "
    out += "`-DREACH` (a depth-bounded search complete up to its bound) run with `-m1`, `-m2`, … until one "
    out += "reports the assertion violated; the explorer's `--property` breadth-first search.\n\n"
    if let note = result.spinNote { out += "\(note).\n\n" }
    out += "| A | search | states | edges | equal | seconds | states/s | peak memory | × SPIN's states/s "
    out += "| shortest violation |\n"
    out += "| ---: | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |\n"
    for row in result.rows {
      let spin = result.rows.first { $0.world == row.world && $0.workers == nil }
      let name = row.workers.map { "explorer, \(counted($0, "worker"))" } ?? "SPIN `pan -A`"
      var equal = "—"
      if let spin, row.workers != nil {
        equal = row.states == spin.states && row.edges == spin.edges ? "yes (to SPIN)" : "**no**"
      } else if let known = known[row.world] {
        equal =
          row.states == known.states && row.edges == known.edges ? "yes (to the known counts)" : "**no**"
      }
      let ratio = spin.flatMap { spin in row.workers.map { _ in row.statesPerSecond / spin.statesPerSecond } }
      out += "| \(row.world) | \(name) | \(ExploreCommand.grouped(row.states)) | "
      out += "\(ExploreCommand.grouped(row.edges)) | \(equal) | \(String(format: "%.3f", row.seconds)) | "
      out += "\(ExploreCommand.grouped(Int(row.statesPerSecond.rounded()))) | "
      out += "\(String(format: "%.0f", Double(row.peakResidentBytes) / 1_048_576)) MiB | "
      out += "\(ratio.map { String(format: "%.1f×", $0) } ?? "—") | "
      out += "\(row.violationDepth.map { counted($0, "step") } ?? "none found") |\n"
    }
    out += goals(result.rows)
    return out
  }

  /// The goals, met or not: 15 times SPIN's states per second on one core, and two workers at
  /// least 1.6 times one worker's states per second — set for the worlds of ``goalWorlds``, with
  /// their times (A = 5 under 0.9 s against SPIN's 13 s or so; A = 6 under 25 s). A smaller
  /// world is reported with its ratios and no goal: its whole search takes a few hundredths of
  /// a second, which measures start-up more than speed.
  static func goals(_ rows: [Row]) -> String {
    var out = ""
    let worlds = Set(rows.map(\.world)).sorted()
    for world in worlds {
      let judged = goalWorlds.contains(world)
      let spin = rows.first { $0.world == world && $0.workers == nil }
      let one = rows.first { $0.world == world && $0.workers == 1 }
      let two = rows.first { $0.world == world && $0.workers == 2 }
      var parts: [String] = []
      if let spin, let one {
        let ratio = one.statesPerSecond / spin.statesPerSecond
        parts.append(
          String(format: "one worker %.1f× SPIN's states/s", ratio)
            + (judged ? " (goal 15×: " + (ratio >= 15 ? "met)" : "not met)") : ""))
      }
      if let one, let two {
        let ratio = two.statesPerSecond / one.statesPerSecond
        parts.append(
          String(format: "two workers %.2f× one worker's states/s", ratio)
            + (judged ? " (goal 1.6×: " + (ratio >= 1.6 ? "met)" : "not met)") : ""))
      }
      guard !parts.isEmpty else { continue }
      out += "\n- A = \(world): " + parts.joined(separator: "; ")
      out +=
        judged
        ? "."
        : " (no goal: the goals are set for A = 5 and 6; this search takes a few hundredths of a second)."
    }
    out += "\n\nThe machine's \(ProcessInfo.processInfo.activeProcessorCount) cores may be shared with other "
    out += "work; a small world (A = 4, a few hundredths of a second) says more about start-up than speed.\n"
    return out
  }

  /// The worlds the speed goals are set for.
  static let goalWorlds = 5...6

  /// `existing` with its explorer section replaced by `section` (appended when it has none).
  static func splice(_ section: String, into existing: String, heading: String = heading) -> String {
    guard let start = existing.range(of: heading) else {
      return existing.hasSuffix("\n\n") ? existing + section : existing + "\n" + section
    }
    let rest = existing[start.upperBound...]
    let end = rest.range(of: "\n## ").map { existing.index(after: $0.lowerBound) } ?? existing.endIndex
    return String(existing[..<start.lowerBound]) + section + (end < existing.endIndex ? "\n" : "")
      + existing[end...]
  }
}
