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
