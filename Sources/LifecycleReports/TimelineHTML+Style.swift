import LifecycleCore
import LifecycleSimulator

extension TimelineHTML {
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
}
