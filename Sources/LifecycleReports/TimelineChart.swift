import LifecycleCore
import LifecycleSimulator

/// The SVG of one run: a column of row names that stays put, and beside it, in a box that
/// scrolls sideways, the time axis, the steps, a swimlane per app, the checks and the memory
/// chart. On a phone's narrow page the same chart is shown cut into rows instead, one under the
/// other, each with the names column (``rowsHTML(id:)``), so that nothing of it is off-screen.
///
/// The time axis is piecewise linear: every record gets a place of its own (records at the same
/// instant sit a few pixels apart, in trace order, so that nothing hides behind another), and
/// a stretch with nothing to draw longer than the run's quiet threshold is folded into a
/// fixed-width break labelled with its length. Axis labels give the real virtual times.
struct TimelineChart {
  let run: TimelineRun
  let facts: TimelineFacts
  /// The x of each record, by position.
  private(set) var xs: [Double] = []
  /// The folded stretches: where the break starts and ends, and how long the stretch was.
  private(set) var breaks: [(from: Double, to: Double, gap: Duration)] = []
  /// The x of each distinct time, for the axis labels.
  private(set) var instants: [(x: Double, time: Duration)] = []
  /// The width of the scrolling chart.
  private(set) var width: Double = 0

  // Geometry, in pixels.
  static let left = 12.0
  static let sameInstantStep = 4.0
  static let minimumStep = 8.0
  static let breakWidth = 92.0
  static let maximumBreaks = 40
  static let namesWidth = 108.0
  static let axisHeight = 32.0
  static let stepsHeight = 26.0
  static let laneHeight = 32.0
  static let checksHeight = 22.0
  static let memoryHeight = 132.0
  static let plotTop = 12.0
  static let plotHeight = 100.0

  init(run: TimelineRun, facts: TimelineFacts) {
    self.run = run
    self.facts = facts
    layOut()
  }

  /// Places the records along x.
  ///
  /// A quiet stretch runs from one record the chart draws to the next (the first and last
  /// records bound the trace's first and last stretches): the records between, which draw
  /// nothing (an upload's chunks starting and finishing, say), do not cut it into pieces, so a
  /// long background upload folds into one break, not one per chunk. Those records sit inside
  /// the break, at the share of its width their time gives, without an axis label.
  private mutating func layOut() {
    let records = facts.records
    guard !records.isEmpty else {
      width = 240
      return
    }
    let anchors = records.indices.filter {
      $0 == 0 || $0 == records.count - 1 || Self.draws(records[$0].event)
    }
    // The times that bound the stretch each record is in: the anchors at or before it and at
    // or after it.
    var stretchStart = [Duration](repeating: .zero, count: records.count)
    var stretchEnd = [Duration](repeating: .zero, count: records.count)
    var anchor = 0
    for index in records.indices {
      if anchor + 1 < anchors.count, anchors[anchor + 1] <= index { anchor += 1 }
      stretchStart[index] = records[anchors[anchor]].time
      stretchEnd[index] = records[anchors[anchors[anchor] == index ? anchor : anchor + 1]].time
    }
    // Stretches over a minute fold, but no more than the longest `maximumBreaks` of them: a long
    // trace keeps its shorter stretches, drawn to scale, and stays a few thousand pixels wide.
    var gaps: [Double] = []
    for index in anchors.indices.dropFirst() {
      let gap = Self.seconds(records[anchors[index]].time - records[anchors[index - 1]].time)
      if gap > 0 { gaps.append(gap) }
    }
    var threshold = 60.0
    if gaps.count(where: { $0 > threshold }) > Self.maximumBreaks {
      threshold = gaps.sorted(by: >)[Self.maximumBreaks]
    }
    let active = gaps.filter { $0 <= threshold }.reduce(0, +)
    let scale = active > 0 ? min(40, 1000 / active) : 0
    // A short trace spreads the records of an instant wider, so that its marks are easy to point at.
    let sameInstant = min(16, max(Self.sameInstantStep, 1000 / Double(max(1, records.count))))
    xs.reserveCapacity(records.count)
    var x = Self.left
    // The break being drawn: where it starts on x and the times it spans.
    var fold: (from: Double, start: Duration, end: Duration)?
    for (index, record) in records.enumerated() {
      var inside = false
      if index > 0 {
        let gap = record.time - records[index - 1].time
        if fold == nil, gap > .zero {
          let stretch = stretchEnd[index] - stretchStart[index - 1]
          if Self.seconds(stretch) > threshold {
            let from = x + Self.minimumStep
            breaks.append((from, from + Self.breakWidth, stretch))
            fold = (from, stretchStart[index - 1], stretchEnd[index])
          }
        }
        if let open = fold {
          if record.time >= open.end {
            x = open.from + Self.breakWidth + Self.minimumStep
            fold = nil
          } else {
            x =
              open.from + Self.breakWidth * Self.seconds(record.time - open.start)
              / Self.seconds(open.end - open.start)
            inside = true
          }
        } else if gap <= .zero {
          x += sameInstant
        } else {
          x += max(Self.minimumStep, scale * Self.seconds(gap))
        }
      }
      if !inside, index == 0 || record.time != records[index - 1].time { instants.append((x, record.time)) }
      xs.append(x)
    }
    width = max(240, x + 28)
    // Room for the last axis label.
    var free = 0.0
    for instant in instants where instant.x >= free { free = Self.labelEnd(instant) }
    // Room for the label of a termination near the end (`backgroundTaskOverrun`), drawn to its right.
    for termination in facts.terminations {
      free = max(free, xs[termination.position] + 6 + Double(termination.cause.rawValue.count) * 6.8 + 4)
    }
    width = max(width, free)
  }

  /// Whether the chart draws a mark for `event`: a step, a change of state, a callback or
  /// notification, a termination, a check, a memory figure.
  static func draws(_ event: TraceEvent) -> Bool {
    switch event {
    case .step, .stateChanged, .delivered, .notImplemented, .expirationHandler, .viewController, .terminated,
      .check, .memory:
      true
    default: false
    }
  }

  /// Where the axis label of `instant` ends, with the space before the next.
  static func labelEnd(_ instant: (x: Double, time: Duration)) -> Double {
    instant.x + Double(duration(instant.time).count) * 5.6 + 12
  }

  // MARK: Rows

  var stepsTop: Double { Self.axisHeight }
  var lanesTop: Double { stepsTop + Self.stepsHeight }
  func laneTop(_ app: Int) -> Double { lanesTop + Double(app) * Self.laneHeight }
  var checksTop: Double { laneTop(facts.appNames.count) }
  var memoryTop: Double { checksTop + Self.checksHeight }
  var height: Double { memoryTop + Self.memoryHeight }
  var endX: Double { (xs.last ?? Self.left) + 14 }

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
