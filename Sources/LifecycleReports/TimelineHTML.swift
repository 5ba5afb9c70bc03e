import LifecycleCore
import LifecycleSimulator

/// Renders a ``TimelineDocument`` as one HTML page: the head and its CSS, the legend of the
/// charts once near the top (where there is a chart), a section per run (chart, terminations,
/// checks), a section per finding.
enum TimelineHTML {
  static func document(_ document: TimelineDocument) -> String {
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\" />\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n"
    out += "<title>\(escape(document.title))</title>\n<style>\n\(css)</style>\n</head>\n<body>\n<main>\n"
    out += "<h1>\(escape(document.title))</h1>\n"
    var counts: [String] = []
    if !document.runs.isEmpty { counts.append(counted(document.runs.count, "run")) }
    if !document.findings.isEmpty { counts.append(counted(document.findings.count, "finding")) }
    if !document.errors.isEmpty { counts.append(counted(document.errors.count, "error")) }
    if counts.isEmpty {
      counts.append(
        document.tables.isEmpty ? "Nothing to show: no runs and no findings" : "No runs and no findings")
    }
    let charts = !document.runs.isEmpty || document.findings.contains(where: { $0.run != nil })
    out += "<p class=\"intro\">\(counts.joined(separator: ", "))."
    if charts {
      out += " Times are the device's virtual time since "
      out += "it booted. Events are spaced so that each one shows, so distances are not to scale: the ticks "
      out += "give the times, and a quiet stretch is folded into a break that says how long it lasted. "
      out += "With a mouse, hover over a mark for its details; the lists and tables under each chart give "
      out += "the steps, the terminations and the checks in full."
    }
    out += "</p>\n"
    // One key for every chart on the page, near the top, however many runs there are.
    if charts { out += legend }
    if !document.errors.isEmpty {
      out +=
        "<section class=\"errors\" id=\"errors\">\n<h2>Not run: \(counted(document.errors.count, "error"))</h2>\n"
      for error in document.errors { out += "<pre class=\"error\">\(escape(error))</pre>\n" }
      out += "</section>\n"
    }
    for (index, table) in document.tables.enumerated() {
      out += self.table(table, id: "table-\(index + 1)")
    }
    if document.runs.count + document.findings.count > 1 {
      out += "<nav class=\"contents\"><ol>\n"
      for (index, run) in document.runs.enumerated() {
        out += "<li><a href=\"#run-\(index + 1)\">\(escape(run.title))</a></li>\n"
      }
      for (index, finding) in document.findings.enumerated() {
        out += "<li><a href=\"#finding-\(index + 1)\">finding: \(escape(finding.heading))</a></li>\n"
      }
      for (index, figure) in document.figures.enumerated() {
        out += "<li><a href=\"#figure-\(index + 1)\">\(escape(figure.title))</a></li>\n"
      }
      out += "</ol></nav>\n"
    }
    for (index, run) in document.runs.enumerated() {
      out += section(run, id: "run-\(index + 1)", heading: "h2")
    }
    if !document.findings.isEmpty {
      out += "<section class=\"findings\">\n<h2>Findings</h2>\n"
      for (index, finding) in document.findings.enumerated() {
        out += self.finding(finding, id: "finding-\(index + 1)")
      }
      out += "</section>\n"
    }
    if !document.figures.isEmpty {
      out += "<section class=\"figures\">\n"
      for (index, figure) in document.figures.enumerated() {
        out += self.figure(figure, id: "figure-\(index + 1)")
      }
      out += "</section>\n"
    }
    out += "</main>\n</body>\n</html>\n"
    return out
  }

  /// A summary table: caption, note, headers, and cells whose tone colours them.
  static func table(_ table: TimelineTable, id: String) -> String {
    var out = "<section class=\"summary-table\" id=\"\(id)\">\n<h2>\(escape(table.caption))</h2>\n"
    if let note = table.note { out += "<p class=\"summary\">\(escape(note))</p>\n" }
    let compact = table.keyColumns.map { " data-key-columns=\"\($0)\"" } ?? ""
    out += "<div class=\"table-box\"\(compact)><table>\n<thead><tr>"
    out += table.headers.map { "<th>\(escape($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
    for row in table.rows {
      out += "<tr>"
      for (column, cell) in row.enumerated() {
        let label = column < table.headers.count ? " data-label=\"\(escape(table.headers[column]))\"" : ""
        var classes = cell.tone == .plain ? [] : [cell.tone.rawValue]
        if let keys = table.keyColumns, column < keys { classes.append("row-key") }
        let tone = (classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"") + label
        let text = cell.lines.map(escape).joined(separator: "<br />")
        let shown = cell.link.map { "<a href=\"#\(escape($0))\">\(text)</a>" } ?? text
        out += "<td\(tone)>\(shown)</td>"
      }
      out += "</tr>\n"
    }
    out += "</tbody></table></div>\n</section>\n"
    return out
  }

  /// A figure: its heading, the SVG inlined from its `<svg` element on (or the source as
  /// code), and its note.
  static func figure(_ figure: TimelineFigure, id: String) -> String {
    var out = "<figure class=\"diagram\" id=\"\(id)\">\n<h2>\(escape(figure.title))</h2>\n"
    if let svg = figure.svg, let start = svg.range(of: "<svg") {
      var inline = svg[start.lowerBound...]
      while inline.last?.isWhitespace == true { inline.removeLast() }
      out += "<div class=\"diagram-box\">" + inline + "</div>\n"
      out += "<p class=\"fit-hint\">Fitted to the screen: zoom in to read the labels.</p>\n"
    } else if let source = figure.source {
      out += "<pre class=\"scenario\"><code>\(escape(source))</code></pre>\n"
    }
    if let note = figure.note { out += "<figcaption>\(escape(note))</figcaption>\n" }
    out += "</figure>\n"
    return out
  }

  /// One run: heading, summary, chart, terminations and checks (the page's legend, above them
  /// all, is the key to its chart).
  static func section(_ run: TimelineRun, id: String, heading: String) -> String {
    let facts = TimelineFacts(run.trace)
    var out = "<section class=\"run\" id=\"\(id)\">\n"
    out += "<\(heading)>\(escape(run.title))</\(heading)>\n"
    let time =
      facts.start == facts.end
      ? "all at virtual time \(TimelineChart.duration(facts.start))"
      : "virtual time \(TimelineChart.duration(facts.start)) to \(TimelineChart.duration(facts.end))"
    var parts = [
      counted(run.trace.appNames.count, "app"), time,
      counted(facts.checks.count, "check"),
      "\(facts.checks.filter { $0.check.outcome != .passed }.count) failed",
      counted(facts.terminations.count, "termination"),
    ]
    if let capacity = run.memoryCapacityBytes { parts.append("memory \(megabytes(capacity))") }
    out += "<p class=\"summary\">\(escape(parts.joined(separator: " · ")))</p>\n"
    out += TimelineChart(run: run, facts: facts).svg(id: id)
    out += memoryNote(run, facts: facts)
    out += stepList(facts)
    out += terminations(facts)
    out += checks(facts)
    out += "</section>\n"
    return out
  }

  static func finding(_ finding: TimelineFinding, id: String) -> String {
    var out = "<article class=\"finding\" id=\"\(id)\" data-invariant=\"\(escape(finding.invariant))\" "
    out += "data-profile=\"\(escape(finding.profile))\">\n"
    out += "<h3>\(escape(finding.heading))</h3>\n"
    out += "<p class=\"message\">\(escape(finding.message))</p>\n"
    if let note = finding.note { out += "<p class=\"note\">\(escape(note))</p>\n" }
    if let file = finding.fileName.map(escape) {
      out +=
        "<p>Minimal scenario — save it as <code>\(file)</code>; <code>lifecycle run \(file)</code> replays "
      out += "it, and fails while the app is as it is:</p>\n"
    } else {
      out += "<p>Minimal scenario:</p>\n"
    }
    out += "<pre class=\"scenario\"><code>\(escape(finding.scenario))</code></pre>\n"
    if let run = finding.run { out += section(run, id: "\(id)-run", heading: "h4") }
    out += "</article>\n"
    return out
  }

  // MARK: Tables

  static func memoryNote(_ run: TimelineRun, facts: TimelineFacts) -> String {
    var parts: [String] = []
    if let capacity = run.memoryCapacityBytes {
      parts.append("capacity \(megabytes(capacity))")
      if let levels = run.memoryLevels {
        parts.append(
          "warnings below \(megabytes(levels.warningFreeBytes)) free "
            + "(\(megabytes(capacity - levels.warningFreeBytes)) in use)")
        parts.append(
          "kills below \(megabytes(levels.killFreeBytes)) free (\(megabytes(capacity - levels.killFreeBytes)) in use)"
        )
      }
    }
    if let peak = facts.memory.max(by: { $0.sample.inUseBytes < $1.sample.inUseBytes }) {
      parts.append(
        "most in use \(megabytes(peak.sample.inUseBytes)) at \(TimelineChart.duration(peak.time))")
    } else {
      parts.append("the trace holds no memory figures")
    }
    return "<p class=\"memory-note\">Memory: \(escape(parts.joined(separator: "; "))).</p>\n"
  }

  static func terminations(_ facts: TimelineFacts) -> String {
    guard !facts.terminations.isEmpty else { return "" }
    var out = "<details class=\"terminations\" open=\"open\"><summary>Terminations and their reports "
    out += "(\(facts.terminations.count))</summary>\n<div class=\"table-box\"><table>\n"
    out +=
      "<thead><tr><th>time</th><th>app</th><th>cause</th><th>report</th><th>details</th></tr></thead>\n<tbody>\n"
    for kill in facts.terminations {
      out += "<tr class=\"kill-row\" data-cause=\"\(kill.cause.rawValue)\"><td data-label=\"time\">"
      out +=
        escape(TimelineChart.duration(kill.time)) + "</td><td data-label=\"app\">\(escape(kill.app))</td>"
      out += "<td data-label=\"cause\">\(kill.cause.rawValue)</td>"
      if let report = kill.report {
        var kind = report.kind.rawValue
        if let namespace = report.namespace { kind += ", namespace \(namespace)" }
        if let code = report.exceptionCode { kind += ", code \(code)" }
        out += "<td data-label=\"report\">\(escape(kind))</td>"
        out += "<td data-label=\"details\">\(escape(report.details))</td>"
      } else {
        out += "<td data-label=\"report\">none</td><td data-label=\"details\"></td>"
      }
      out += "</tr>\n"
    }
    out += "</tbody></table></div></details>\n"
    return out
  }

  /// The steps as the chart numbers them, each with its time.
  static func stepList(_ facts: TimelineFacts) -> String {
    guard !facts.steps.isEmpty else { return "" }
    var out = "<details class=\"steps\" open=\"open\"><summary>Steps (\(facts.steps.count))</summary>\n"
    out += "<ol class=\"step-list\">\n"
    for step in facts.steps {
      out += "<li><code>\(escape(ScenarioPrinter.line(for: step.command)))</code>"
      out += "<span class=\"time\">\(escape(TimelineChart.duration(step.time)))</span></li>\n"
    }
    out += "</ol></details>\n"
    return out
  }

  static func checks(_ facts: TimelineFacts) -> String {
    guard !facts.checks.isEmpty else { return "" }
    let failed = facts.checks.filter { $0.check.outcome != .passed }.count
    var out = "<details class=\"checks\" open=\"open\"><summary>Checks (\(facts.checks.count), "
    out += "\(failed) failed)</summary>\n<div class=\"table-box\"><table>\n"
    out += "<thead><tr><th>time</th><th>outcome</th><th>where</th><th>step</th><th>expected</th>"
    out += "<th>actual</th></tr></thead>\n<tbody>\n"
    for entry in facts.checks {
      let check = entry.check
      out += "<tr class=\"check-row \(check.outcome.rawValue)\" data-outcome=\"\(check.outcome.rawValue)\">"
      out += "<td data-label=\"time\">\(escape(TimelineChart.duration(entry.time)))</td>"
      out += "<td data-label=\"outcome\">\(check.outcome.rawValue)</td>"
      out += "<td data-label=\"where\">\(escape(facts.place(of: entry, column: true) ?? ""))</td>"
      out += "<td data-label=\"step\"><code>\(escape(check.step))</code></td>"
      out += "<td data-label=\"expected\">\(escape(check.expected ?? ""))</td>"
      out += "<td data-label=\"actual\">\(escape(check.actual ?? ""))</td></tr>\n"
    }
    out += "</tbody></table></div></details>\n"
    return out
  }

  // MARK: Legend and style

  /// The colour of each state's bar.
  static func colour(_ state: AppState) -> String {
    switch state {
    case .notRunning: "#e4e4e7"
    case .inactive: "#f0b429"
    case .active: "#2f9e44"
    case .background: "#3b7dd8"
    case .suspended: "#8e9aaf"
    }
  }

  /// The key to every chart: each state's colour and each mark's shape.
  static let legend: String = {
    var out =
      "<div class=\"legend\" role=\"note\">\n<strong class=\"legend-title\">Key to the charts:</strong>\n"
    for state in AppState.allCases {
      out += "<span class=\"key\" data-state=\"\(state.rawValue)\"><i class=\"swatch\" style=\"background:"
      out += "\(colour(state))\"></i>\(state.rawValue)</span>\n"
    }
    let marks: [(String, String)] = [
      ("callback", "<line x1=\"7\" y1=\"1\" x2=\"7\" y2=\"13\" class=\"tick-callback\" />"),
      ("notification", "<line x1=\"7\" y1=\"1\" x2=\"7\" y2=\"13\" class=\"tick-notification\" />"),
      (
        "callback the app does not implement",
        "<line x1=\"7\" y1=\"1\" x2=\"7\" y2=\"13\" class=\"tick-callback not-implemented\" />"
      ),
      ("termination", "<path d=\"M3 2 L11 2 L7 9 Z\" class=\"kill-mark\" />"),
      ("check passed", "<circle cx=\"7\" cy=\"7\" r=\"4\" class=\"check-passed\" />"),
      ("check failed", "<rect x=\"3\" y=\"3\" width=\"8\" height=\"8\" class=\"check-failed\" />"),
      ("step", "<path d=\"M7 2 L11 7 L7 12 L3 7 Z\" class=\"step-mark\" />"),
      ("memory in use", "<line x1=\"0\" y1=\"7\" x2=\"14\" y2=\"7\" class=\"memory-line\" />"),
      ("warning level", "<line x1=\"0\" y1=\"7\" x2=\"14\" y2=\"7\" class=\"level-warning\" />"),
      ("kill level", "<line x1=\"0\" y1=\"7\" x2=\"14\" y2=\"7\" class=\"level-kill\" />"),
    ]
    for (name, shape) in marks {
      out += "<span class=\"key\"><svg width=\"14\" height=\"14\" viewBox=\"0 0 14 14\" aria-hidden=\"true\">"
      out += "\(shape)</svg>\(name)</span>\n"
    }
    out += "</div>\n"
    return out
  }()

  static let css = """
    body { margin: 0; padding: 12px; color: #1f2328; background: #fff;
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    main { max-width: 1400px; margin: 0 auto; }
    h1 { font-size: 22px; margin: 4px 0 8px; }
    h2 { font-size: 18px; margin: 28px 0 4px; padding-top: 12px; border-top: 1px solid #d0d7de; }
    h3 { font-size: 16px; margin: 22px 0 4px; }
    h4 { font-size: 15px; margin: 16px 0 4px; }
    h1, h2, h3, h4, p { overflow-wrap: anywhere; }
    td { overflow-wrap: break-word; }
    .intro, .summary, .memory-note { color: #57606a; font-size: 13px; margin: 4px 0; }
    .contents ol { margin: 4px 0; padding-left: 22px; font-size: 13px; }
    .legend { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 12px; margin: 6px 0 8px; }
    .key { display: inline-flex; align-items: center; gap: 4px; white-space: nowrap; }
    .swatch { display: inline-block; width: 16px; height: 10px; border: 1px solid rgba(0,0,0,.25); }
    .timeline { display: flex; border: 1px solid #d0d7de; border-radius: 6px; overflow: hidden; }
    .timeline .names { flex: none; background: #f6f8fa; border-right: 1px solid #d0d7de; }
    .timeline .scroll { flex: 1 1 auto; min-width: 0; overflow-x: auto; }
    .timeline svg { display: block; }
    /* The chart's own text; Graphviz's diagrams keep the fonts their layout was made for. The
       rules name the chart's groups, not the svg element, so that they also reach the copies the
       rows of a narrow page show through use elements. */
    .plot text, .names-column text { font: 10px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
      fill: #1f2328; }
    .names-column text { font-size: 11px; }
    /* On a phone's page a chart is shown cut into rows, one under the other, each with the names:
       nothing of it is off-screen. A chart too long for that scrolls sideways and says so. */
    .timeline-rows, .scroll-hint { display: none; }
    .names-band { fill: #f6f8fa; stroke: #d0d7de; }
    @media (max-width: 600px) {
      .timeline[data-rows] { display: none; }
      .timeline-rows { display: block; border: 1px solid #d0d7de; border-radius: 6px; overflow: hidden; }
      .timeline-row { display: block; width: 100%; height: auto; }
      .timeline-row + .timeline-row { border-top: 2px solid #d0d7de; }
      .scroll-hint { display: block; color: #57606a; font-size: 12px; margin: 2px 0; }
    }
    .axis-label { fill: #57606a; }
    .axis-line, .grid { stroke: #d0d7de; stroke-width: 1; }
    .break-band { fill: #fff; fill-opacity: .8; stroke: #8c959f; stroke-dasharray: 3 2; }
    .break-label { fill: #57606a; font-style: italic; }
    .tick-callback { stroke: #1f2328; stroke-width: 1.5; }
    .tick-notification { stroke: #8250df; stroke-width: 1.5; }
    .not-implemented { stroke-dasharray: 2 2; }
    .kill-mark { fill: #cf222e; }
    .kill-line { stroke: #cf222e; stroke-width: 2; }
    .kill-label { fill: #a40e26; font-weight: 600; paint-order: stroke; stroke: #fff; stroke-width: 3px;
      stroke-linejoin: round; }
    .check-passed { fill: #2da44e; }
    .check-failed { fill: #cf222e; }
    .step-mark { fill: #6e7781; }
    .step-number { fill: #57606a; font-size: 8px; }
    .step-list { margin: 4px 0; padding-left: 2.6em; columns: 2 22em; column-gap: 2em; font-size: 13px; }
    .step-list li { break-inside: avoid; }
    .step-list .time { color: #57606a; margin-left: 0.6em; font-size: 12px; }
    .memory-line { stroke: #0969da; stroke-width: 2; fill: none; }
    .memory-area { fill: #0969da; fill-opacity: .12; }
    .memory-point { fill: #0969da; stroke: #fff; }
    .level-capacity { stroke: #1f2328; stroke-width: 1; }
    .level-warning { stroke: #bf8700; stroke-width: 1.5; stroke-dasharray: 5 3; }
    .level-kill { stroke: #cf222e; stroke-width: 1.5; stroke-dasharray: 5 3; }
    .lane-bar { stroke: rgba(0,0,0,.15); stroke-width: .5; }
    .table-box { overflow-x: auto; }
    td.bad { color: #b42318; font-weight: 600; }
    td.good { color: #1a7f37; }
    td.bad a, td.good a { color: inherit; }
    .summary-table td:first-child { white-space: normal; min-width: 7em; max-width: 16em; }
    @media (max-width: 600px) { .summary-table th, .summary-table td { padding: 3px 4px; font-size: 11px; } }
    figure.diagram { margin: 0; }
    .diagram-box { overflow-x: auto; border: 1px solid #d0d7de; border-radius: 6px; padding: 8px; }
    .diagram-box svg { max-width: none; height: auto; }
    .fit-hint { display: none; }
    /* On a phone a diagram is fitted to the page's width, whole, for the reader to zoom into,
       rather than a box showing a corner of it. */
    @media (max-width: 600px) {
      .diagram-box svg { width: 100%; }
      .fit-hint { display: block; color: #57606a; font-size: 12px; margin: 2px 0; }
    }
    figcaption { color: #57606a; font-size: 13px; margin-top: 4px; }
    details { margin: 8px 0; }
    summary { cursor: pointer; font-weight: 600; font-size: 14px; }
    table { border-collapse: collapse; font-size: 12px; margin-top: 4px; }
    th, td { text-align: left; vertical-align: top; padding: 3px 8px; border-bottom: 1px solid #eaeef2; }
    th { background: #f6f8fa; }
    td:nth-child(-n+2), th { white-space: nowrap; }
    td code { display: inline-block; min-width: 14em; }
    tr.failed td, tr.error td { background: #ffebe9; }
    /* On a phone each row of a table becomes a card: every cell on a line of its own, after its
       column's name, so that no column is off-screen. */
    @media (max-width: 600px) {
      .table-box table, .table-box tbody, .table-box tr, .table-box td { display: block; width: auto; }
      .table-box thead { display: none; }
      .table-box tr { border: 1px solid #d0d7de; border-radius: 6px; margin: 0 0 8px; padding: 4px 6px; }
      .table-box td { border: none; padding: 2px 0; white-space: normal; max-width: none; min-width: 0; }
      .table-box td[data-label]::before { content: attr(data-label) ": "; color: #57606a; font-weight: 600; }
      .table-box td code { min-width: 0; }
      .table-box td:empty { display: none; }
      .summary-table .table-box td:first-child { max-width: none; }
      /* A table whose rows are a few key cells and short values of one kind: the values three
         to a line under the keys. */
      .table-box[data-key-columns] tr { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr));
        column-gap: 8px; }
      .table-box[data-key-columns] td.row-key { grid-column: 1 / -1; }
    }
    pre.error { background: #ffebe9; border-left: 4px solid #cf222e; padding: 0.5em 0.75em; white-space: pre-wrap; overflow-wrap: anywhere; }
    pre { background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 6px; padding: 8px 10px;
      overflow-x: auto; font-size: 12px; line-height: 1.4; }
    pre.scenario { white-space: pre-wrap; overflow-wrap: anywhere; }
    .finding { border-left: 4px solid #cf222e; padding-left: 12px; margin: 16px 0; }
    .note { color: #9a6700; }
    @media (max-width: 600px) {
      body { padding: 8px; font-size: 13px; }
      h1 { font-size: 18px; }
      h2 { font-size: 16px; }
    }

    """

  // MARK: Text

  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for element content and quoted attributes.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case let control where control.value < 0x20 && control != "\n" && control != "\t":
        out += "\u{FFFD}"
      default: out.unicodeScalars.append(character)
      }
    }
    return out
  }

  static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

  /// `2048 MB`, whole megabytes (rounded down), as the text trace gives them.
  /// `256 MB`, or to a tenth where the figure is not whole (`38.4 MB`), so that free and in-use
  /// figures add up to the capacity.
  static func megabytes(_ bytes: Int) -> String {
    if bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
    let tenths = (bytes * 10 + (1 << 19)) >> 20
    return "\(tenths / 10).\(tenths % 10) MB"
  }
}
