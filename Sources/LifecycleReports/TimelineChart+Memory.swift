import LifecycleCore
import LifecycleSimulator

/// The memory chart of a timeline (``TimelineChart``).
extension TimelineChart {
  /// The memory chart: memory in use as a step line, with the capacity and the warning and kill
  /// levels, and a dot at each jetsam and warning record.
  func memoryChart() -> String {
    let plotTop = memoryTop + Self.plotTop
    let plotBottom = plotTop + Self.plotHeight
    let scale = Double(memoryScale)
    func y(_ bytes: Int) -> Double {
      plotBottom - Double(min(max(0, bytes), memoryScale)) / scale * Self.plotHeight
    }
    var out = "<g class=\"memory-chart\">\n"
    out +=
      "<line class=\"grid\" x1=\"0\" y1=\"\(n(plotBottom))\" x2=\"\(n(width))\" y2=\"\(n(plotBottom))\" />\n"
    if let capacity = run.memoryCapacityBytes {
      out += level("level-capacity", y(capacity), "capacity: \(TimelineHTML.megabytes(capacity)) for apps")
      if let levels = run.memoryLevels {
        out += level(
          "level-warning", y(capacity - levels.warningFreeBytes),
          "warning level: below \(TimelineHTML.megabytes(levels.warningFreeBytes)) free "
            + "(\(TimelineHTML.megabytes(capacity - levels.warningFreeBytes)) in use), apps get memory warnings"
        )
        out += level(
          "level-kill", y(capacity - levels.killFreeBytes),
          "kill level: below \(TimelineHTML.megabytes(levels.killFreeBytes)) free "
            + "(\(TimelineHTML.megabytes(capacity - levels.killFreeBytes)) in use), jetsam kills")
      }
    }
    if facts.memory.isEmpty {
      out += "<text class=\"axis-label\" x=\"\(n(Self.left))\" y=\"\(n(plotTop + 50))\">"
      out += "no memory figures in this trace</text>\n"
    } else {
      // A step line: memory in use stays put between the figures the trace records.
      var path = ""
      var points = ""
      for entry in facts.memory {
        let x = xs[entry.position]
        let level = y(entry.sample.inUseBytes)
        path += path.isEmpty ? "M\(n(x)) \(n(level))" : " H\(n(x)) V\(n(level))"
        let figures = "\(entry.sample.inUseBytes >> 20) MB in use, \(entry.sample.freeBytes >> 20) MB free"
        switch entry.sample.kind {
        case .changed: break
        case .jetsam(let victims):
          points += point(
            x, level,
            "\(Self.duration(entry.time)): jetsam: \(figures); victims in order: "
              + victims.joined(separator: ", "))
        case .belowWarningLevel:
          points += point(x, level, "\(Self.duration(entry.time)): below the warning level: \(figures)")
        }
      }
      path += " H\(n(endX))"
      out += "<path class=\"memory-line\" d=\"\(path)\"><title>memory in use</title></path>\n"
      out += points
    }
    out += "</g>\n"
    return out
  }

  private func level(_ kind: String, _ y: Double, _ title: String) -> String {
    "<line class=\"\(kind)\" x1=\"0\" y1=\"\(n(y))\" x2=\"\(n(width))\" y2=\"\(n(y))\"><title>\(escape(title))</title>"
      + "</line>\n"
  }

  private func point(_ x: Double, _ y: Double, _ title: String) -> String {
    "<circle class=\"memory-point\" cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"3.5\"><title>\(escape(title))</title></circle>\n"
  }
}
