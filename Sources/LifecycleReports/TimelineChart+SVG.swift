import LifecycleCore
import LifecycleSimulator

extension TimelineChart {
  // MARK: SVG

  /// The chart, `id` naming its parts (the section's id: `run-1`) so that the rows of a narrow
  /// page can show them again without repeating them: the names column is `ID-names`, the
  /// chart beside it `ID-plot`.
  func svg(id: String) -> String {
    let rows = self.rows
    // A chart too long for rows says so above itself, where a phone's reader sees it first.
    var out = rows.isEmpty ? Self.scrollHint : ""
    out += "<div class=\"timeline\"\(rows.isEmpty ? "" : " data-rows=\"\(rows.count)\"")>\n"
    out += names(id: id)
    out += "<div class=\"scroll\">\n<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" "
    out +=
      "width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\">\n"
    out += "<title>\(escape(run.title))</title>\n"
    out += "<g id=\"\(escape(id))-plot\" class=\"plot\">\n"
    out += axis()
    out += steps()
    var killLabels = ""
    for app in facts.appNames.indices { out += lane(app, labels: &killLabels) }
    out += checks()
    out += memoryChart()
    out += foldedBreaks()
    // The kills' labels last, over the bars and the folded breaks they may run into.
    if !killLabels.isEmpty { out += "<g class=\"kill-labels\">\n" + killLabels + "</g>\n" }
    out += "</g>\n</svg>\n</div>\n</div>\n"
    if !rows.isEmpty { out += rowsHTML(id: id, rows: rows) }
    return out
  }

  /// The names column: it does not scroll with the chart.
  private func names(id: String) -> String {
    var out = "<svg class=\"names\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(Self.namesWidth))\" "
    out += "height=\"\(n(height))\" viewBox=\"0 0 \(n(Self.namesWidth)) \(n(height))\">\n"
    out += "<g id=\"\(escape(id))-names\" class=\"names-column\">\n"
    out += "<text x=\"8\" y=\"20\" class=\"axis-label\">virtual time</text>\n"
    out += "<text x=\"8\" y=\"\(n(stepsTop + 14))\" class=\"axis-label\">steps</text>\n"
    for (index, name) in facts.appNames.enumerated() {
      let shown = name.count > 14 ? String(name.prefix(13)) + "…" : name
      out += "<text x=\"8\" y=\"\(n(laneTop(index) + 23))\" class=\"lane-name\">"
      out += "<title>\(escape(name))</title>\(escape(shown))</text>\n"
    }
    out += "<text x=\"8\" y=\"\(n(checksTop + 15))\" class=\"axis-label\">checks</text>\n"
    let plotTop = memoryTop + Self.plotTop
    out += "<text x=\"8\" y=\"\(n(plotTop + 40))\">memory</text>\n"
    out += "<text x=\"8\" y=\"\(n(plotTop + 54))\" class=\"axis-label\">in use</text>\n"
    out +=
      "<text x=\"\(n(Self.namesWidth - 6))\" y=\"\(n(plotTop + 4))\" text-anchor=\"end\" class=\"axis-label\">"
    out += "\(escape(memoryScaleLabel))</text>\n"
    out += "<text x=\"\(n(Self.namesWidth - 6))\" y=\"\(n(plotTop + Self.plotHeight))\" text-anchor=\"end\" "
    out += "class=\"axis-label\">0</text>\n"
    out += "</g>\n</svg>\n"
    return out
  }

  private func axis() -> String {
    var out = "<g class=\"axis\">\n"
    out += "<line class=\"axis-line\" x1=\"0\" y1=\"\(n(Self.axisHeight - 0.5))\" x2=\"\(n(width))\" "
    out += "y2=\"\(n(Self.axisHeight - 0.5))\" />\n"
    for instant in labelledInstants {
      let label = Self.duration(instant.time)
      out +=
        "<line class=\"grid\" x1=\"\(n(instant.x))\" y1=\"14\" x2=\"\(n(instant.x))\" y2=\"\(n(height))\" />\n"
      out += "<text class=\"axis-label\" x=\"\(n(instant.x + 2))\" y=\"11\">\(escape(label))</text>\n"
    }
    out += "</g>\n"
    return out
  }

  /// The instants the axis labels: each one whose label does not run into the previous one's.
  var labelledInstants: [(x: Double, time: Duration)] {
    var free = 0.0
    var labelled: [(x: Double, time: Duration)] = []
    for instant in instants where instant.x >= free {
      labelled.append(instant)
      free = Self.labelEnd(instant)
    }
    return labelled
  }

  private func foldedBreaks() -> String {
    guard !breaks.isEmpty else { return "" }
    var out = "<g class=\"breaks\">\n"
    for folded in breaks {
      let label = "⋯ " + Self.rounded(folded.gap)
      out +=
        "<g class=\"break\"><title>\(escape("nothing drawn for \(Self.duration(folded.gap)) (folded)"))</title>"
      out +=
        "<rect class=\"break-band\" x=\"\(n(folded.from))\" y=\"14\" width=\"\(n(folded.to - folded.from))\" "
      out += "height=\"\(n(height - 14))\" />"
      out +=
        "<text class=\"break-label\" x=\"\(n((folded.from + folded.to) / 2))\" y=\"27\" text-anchor=\"middle\">"
      out += "\(escape(label))</text></g>\n"
    }
    out += "</g>\n"
    return out
  }

  /// A diamond per step, its number above it where the last numbered one is far enough away
  /// (the section's list of steps has the same numbers), the step itself on hover.
  private func steps() -> String {
    var out = "<g class=\"steps\">\n"
    let middle = stepsTop + 17
    let numbered = Set(numberedSteps)
    for step in facts.steps {
      let x = xs[step.position]
      out += "<path class=\"step-mark\" d=\"M\(n(x)) \(n(middle - 5)) L\(n(x + 4)) \(n(middle)) L\(n(x)) "
      out += "\(n(middle + 5)) L\(n(x - 4)) \(n(middle)) Z\"><title>"
      out += escape(
        "step \(step.number), \(Self.duration(step.time)): \(ScenarioPrinter.line(for: step.command))")
      out += "</title></path>\n"
      if numbered.contains(step.number) {
        out +=
          "<text class=\"step-number\" x=\"\(n(x))\" y=\"\(n(middle - 8))\" text-anchor=\"middle\">\(step.number)</text>\n"
      }
    }
    out += "</g>\n"
    return out
  }

  /// The numbers of the steps whose number the chart shows: each one far enough from the last
  /// number shown.
  var numberedSteps: [Int] {
    var lastNumbered = -Double.infinity
    var numbered: [Int] = []
    for step in facts.steps {
      let x = xs[step.position]
      if x - lastNumbered >= Double(String(step.number).count) * 6 + 4 {
        numbered.append(step.number)
        lastNumbered = x
      }
    }
    return numbered
  }

  /// App `app`'s swimlane; the labels of its kills go to `labels`, drawn over everything else.
  private func lane(_ app: Int, labels: inout String) -> String {
    let name = facts.appNames[app]
    let top = laneTop(app)
    let barTop = top + 12
    let barHeight = 16.0
    var out = "<g class=\"lane\" data-app=\"\(escape(name))\" data-lane=\"\(app)\">\n"
    out += "<line class=\"grid\" x1=\"0\" y1=\"\(n(top + Self.laneHeight - 0.5))\" x2=\"\(n(width))\" "
    out += "y2=\"\(n(top + Self.laneHeight - 0.5))\" />\n"
    // The bars: one per stretch in a state, from the trace's first time (installed apps are not running).
    var state = AppState.notRunning
    var since = Self.left
    var sinceTime = facts.start
    var marks = ""
    var labelFree = 0.0
    func bar(to x: Double, until time: Duration) -> String {
      var bar =
        "<rect class=\"lane-bar\" data-state=\"\(state.rawValue)\" x=\"\(n(since))\" y=\"\(n(barTop))\" "
      bar +=
        "width=\"\(n(max(0, x - since)))\" height=\"\(n(barHeight))\" fill=\"\(TimelineHTML.colour(state))\">"
      bar +=
        "<title>\(escape("\(name): \(state.rawValue) from \(Self.duration(sinceTime)) to \(Self.duration(time))"))"
      bar += "</title></rect>\n"
      return bar
    }
    for (position, record) in facts.records.enumerated() where record.event.app == app {
      let x = xs[position]
      let at = Self.duration(record.time)
      switch record.event {
      case .stateChanged(_, _, let to):
        if x > since || state != .notRunning { out += bar(to: x, until: record.time) }
        state = to
        since = x
        sinceTime = record.time
      case .delivered(_, .callback(let callback)):
        marks += tick(x, barTop, barHeight, "tick-callback", "\(name): \(callback.rawValue) at \(at)")
      case .delivered(_, .notification(let notification)):
        marks += tick(x, barTop, barHeight, "tick-notification", "\(name): \(notification.rawValue) at \(at)")
      case .notImplemented(_, let callback):
        marks += tick(
          x, barTop, barHeight, "tick-callback not-implemented",
          "\(name): \(callback.rawValue) at \(at) (not implemented by the app)")
      case .expirationHandler(_, let task, let taskName):
        marks += tick(
          x, barTop, barHeight, "tick-callback",
          "\(name): backgroundTaskExpired (background task \(task) '\(taskName)') at \(at)")
      case .viewController(_, let callback, let controller):
        marks += tick(x, barTop, barHeight, "tick-callback", "\(name): \(callback) \(controller) at \(at)")
      case .terminated(_, let cause):
        let report = facts.terminations.first { $0.position == position }?.report
        marks += kill(x, top: top, cause: cause, report: report, title: "\(name): \(cause.rawValue) at \(at)")
        if x >= labelFree {
          labels +=
            "<text class=\"kill-label\" x=\"\(n(x + 6))\" y=\"\(n(top + 9))\">\(cause.rawValue)</text>\n"
          labelFree = x + 6 + Double(cause.rawValue.count) * 6 + 6
        }
      default: break
      }
    }
    out += bar(to: endX, until: facts.end)
    out += marks
    out += "</g>\n"
    return out
  }

  private func tick(_ x: Double, _ top: Double, _ height: Double, _ kind: String, _ title: String) -> String {
    "<line class=\"\(kind)\" x1=\"\(n(x))\" y1=\"\(n(top - 2))\" x2=\"\(n(x))\" y2=\"\(n(top + height + 2))\">"
      + "<title>\(escape(title))</title></line>\n"
  }

  private func kill(_ x: Double, top: Double, cause: TerminationCause, report: DeviceReport?, title: String)
    -> String
  {
    var text = title
    if let report {
      text += "\nreport: \(report.kind.rawValue)"
      if let namespace = report.namespace { text += ", namespace \(namespace)" }
      if let code = report.exceptionCode { text += ", code \(code)" }
      if !report.details.isEmpty { text += "\n\(report.details)" }
    } else {
      text += "\nno report"
    }
    var out = "<g class=\"kill\" data-cause=\"\(cause.rawValue)\"><title>\(escape(text))</title>"
    out +=
      "<line class=\"kill-line\" x1=\"\(n(x))\" y1=\"\(n(top + 10))\" x2=\"\(n(x))\" y2=\"\(n(top + 30))\" />"
    out += "<path class=\"kill-mark\" d=\"M\(n(x - 5)) \(n(top + 2)) L\(n(x + 5)) \(n(top + 2)) L\(n(x)) "
    out += "\(n(top + 10)) Z\" /></g>\n"
    return out
  }

  private func checks() -> String {
    var out = "<g class=\"checks\">\n"
    let middle = checksTop + Self.checksHeight / 2
    for entry in facts.checks {
      let x = xs[entry.position]
      let check = entry.check
      var title = "\(Self.duration(entry.time)): \(check.outcome.rawValue): \(check.step)"
      if let place = facts.place(of: entry, column: false) { title += " (\(place))" }
      if let expected = check.expected { title += "\nexpected: \(expected)" }
      if let actual = check.actual { title += "\nactual: \(actual)" }
      out += "<g class=\"check\" data-outcome=\"\(check.outcome.rawValue)\"><title>\(escape(title))</title>"
      if check.outcome == .passed {
        out += "<circle class=\"check-passed\" cx=\"\(n(x))\" cy=\"\(n(middle))\" r=\"4\" />"
      } else {
        out +=
          "<rect class=\"check-failed\" x=\"\(n(x - 4.5))\" y=\"\(n(middle - 4.5))\" width=\"9\" height=\"9\" />"
      }
      out += "</g>\n"
    }
    out += "</g>\n"
    return out
  }

  /// The top of the memory scale: the device's capacity, else the most in use.
  var memoryScale: Int {
    run.memoryCapacityBytes ?? max(1, facts.memory.map(\.sample.inUseBytes).max() ?? 1)
  }

  var memoryScaleLabel: String {
    run.memoryCapacityBytes == nil && facts.memory.isEmpty ? "" : "\(memoryScale >> 20) MB"
  }
}
