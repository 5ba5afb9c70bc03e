import Foundation
import LifecycleCore
import LifecycleReports
import LifecycleSimulator
import LifecycleTestSupport
import Testing

/// The HTML timeline: what a run's section shows, read from its trace; escaping; well-formed
/// and deterministic output; folded quiet stretches; findings.
@MainActor
@Suite("HTML timeline")
struct TimelineDocumentTests {
  nonisolated static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Scenarios")

  /// Runs an example scenario: jetsam kills Old to make room for Big (five apps, 256 MB).
  func jetsamRun() throws -> ScenarioRunResult {
    let scenario = try ScenarioParser.parse(
      contentsOf: Self.examples.appendingPathComponent("jetsam-before-launch-ios7.scn"))
    return ScenarioRunner().run(scenario)
  }

  func run(_ text: String, file: String = "t.scn") throws -> ScenarioRunResult {
    ScenarioRunner().run(try ScenarioParser.parse(text, file: file))
  }

  @Test(
    "the legend is printed once, above the first chart, on a page of one run or of many; none without a chart"
  )
  func oneLegend() throws {
    let result = try jetsamRun()
    let finding = TimelineFinding(
      invariant: "no-data-loss", message: "m", profile: "ios7", scenario: "s",
      run: TimelineRun(title: "finding run", result: result))
    let many = TimelineDocument(
      title: "Many", runs: (1...4).map { TimelineRun(title: "run \($0)", result: result) },
      findings: [finding]
    )
    .html()
    #expect(Markup.count("class=\"legend\"", in: many) == 1)
    #expect(Markup.count("class=\"timeline\"", in: many) == 5)
    let legend = try #require(many.range(of: "<div class=\"legend\""))
    let firstRun = try #require(many.range(of: "<section class=\"run\""))
    #expect(legend.lowerBound < firstRun.lowerBound)
    #expect(many[..<legend.lowerBound].contains("<p class=\"intro\">"))

    let one = TimelineDocument(title: "One", runs: [TimelineRun(title: "run", result: result)]).html()
    #expect(Markup.count("class=\"legend\"", in: one) == 1)
    let onlyFinding = TimelineDocument(title: "Finding", findings: [finding]).html()
    #expect(Markup.count("class=\"legend\"", in: onlyFinding) == 1)
    var bare = finding
    bare.run = nil
    let noChart = TimelineDocument(title: "No chart", findings: [bare]).html()
    #expect(Markup.count("class=\"legend\"", in: noChart) == 0)
    #expect(Markup.count("class=\"legend\"", in: TimelineDocument(title: "Empty").html()) == 0)
  }

  @Test("a jetsam run: a lane per app, the legend, the memory chart with its levels, the kill, the checks")
  func jetsamSection() throws {
    let result = try jetsamRun()
    let html = TimelineDocument(
      title: "Jetsam", runs: [TimelineRun(title: "jetsam.scn on ios7", result: result)]
    )
    .html()
    #expect(Markup.values(of: "data-app", in: html) == ["Old", "Mail", "Maps", "Photos", "Big"])
    #expect(Markup.count("class=\"legend\"", in: html) == 1)
    for state in AppState.allCases { #expect(html.contains("data-state=\"\(state.rawValue)\"")) }
    #expect(Markup.count("class=\"memory-chart\"", in: html) == 1)
    #expect(html.contains("class=\"level-capacity\""))
    #expect(html.contains("warning level: below 38.4 MB free (217.6 MB in use)"))
    #expect(html.contains("kill level: below 12.8 MB free (243.2 MB in use)"))
    // One kill: Old, by jetsam, with its report's details.
    #expect(Markup.values(of: "data-cause", in: html) == ["jetsam", "jetsam"])
    #expect(html.contains("Old: jetsam at 0 s\nreport: jetsam"))
    #expect(html.contains("reason vm-pageshortage"))
    let checks = Markup.values(of: "data-outcome", in: html)
    #expect(checks.count == 2 * result.checkCount)
    #expect(Set(checks) == ["passed"])
    #expect(html.contains("jetsam-before-launch-ios7.scn:29:1"))
    #expect(Markup.problems(html) == [])
  }

  @Test("the memory chart draws the figures the trace records, and says so when it has none")
  func memoryFiguresFromTheTrace() throws {
    let result = try jetsamRun()
    let samples = result.trace.records.compactMap { record -> MemorySample? in
      if case .memory(let sample) = record.event { sample } else { nil }
    }
    // Every launch and every death records memory in use: five launches, one kill.
    #expect(samples.filter { $0.kind == .changed }.count == 6)
    #expect(samples.map(\.inUseBytes).max() == 210 << 20)
    let html = TimelineDocument(title: "t", runs: [TimelineRun(title: "r", result: result)]).html()
    let path = try #require(html.split(separator: "\n").first { $0.hasPrefix("<path class=\"memory-line\"") })
    // One corner per figure: a move to the first, then a horizontal and a vertical stroke each.
    #expect(Markup.count(" V", in: String(path)) == samples.count - 1)
    #expect(Markup.count("class=\"memory-point\"", in: html) == samples.filter { $0.kind != .changed }.count)
    #expect(html.contains("most in use 210 MB"))

    let bare = Trace(
      appNames: ["A"],
      records: [TraceRecord(time: .zero, event: .stateChanged(app: 0, from: .notRunning, to: .active))])
    let empty = TimelineDocument(title: "t", runs: [TimelineRun(title: "r", trace: bare)]).html()
    #expect(empty.contains("no memory figures in this trace"))
    #expect(!empty.contains("<path class=\"memory-line\""))
    #expect(!empty.contains("<line class=\"level-capacity\""))
  }

  @Test("a table's key columns are marked, for a phone's page to lay the other cells three to a line")
  func keyColumns() {
    let cells = [TimelineTable.Cell(["story"]), TimelineTable.Cell(["kept"], tone: .good)]
    let keyed = TimelineDocument(
      title: "t",
      tables: [TimelineTable(caption: "c", headers: ["s", "iOS 3"], rows: [cells], keyColumns: 1)]
    ).html()
    #expect(keyed.contains("<div class=\"table-box\" data-key-columns=\"1\"><table>"))
    #expect(
      keyed.contains(
        "<td class=\"row-key\" data-label=\"s\">story</td><td class=\"good\" data-label=\"iOS 3\">"))
    let plain = TimelineDocument(
      title: "t", tables: [TimelineTable(caption: "c", headers: ["s", "iOS 3"], rows: [cells])]
    ).html()
    #expect(plain.contains("<div class=\"table-box\"><table>"))
    #expect(plain.contains("<td data-label=\"s\">story</td>"))
  }

  @Test("the same run gives byte-identical HTML")
  func deterministic() throws {
    let first = TimelineDocument(title: "t", runs: [TimelineRun(title: "r", result: try jetsamRun())]).html()
    let second = TimelineDocument(title: "t", runs: [TimelineRun(title: "r", result: try jetsamRun())]).html()
    #expect(first == second)
  }

  @Test("app names, titles, messages and scenarios with < & \" are escaped")
  func escapes() throws {
    let name = "A<&\"B"
    let trace = Trace(
      appNames: [name],
      records: [
        TraceRecord(time: .zero, event: .stateChanged(app: 0, from: .notRunning, to: .active)),
        TraceRecord(
          time: .seconds(1),
          event: .check(
            CheckRecord(
              outcome: .failed, step: "expect x <&\"",
              location: SourceLocation(file: "f<.scn", line: 3, column: 1),
              expected: "<a>", actual: "\"b\" & c"))),
        TraceRecord(time: .seconds(2), event: .terminated(app: 0, .crash)),
      ])
    let document = TimelineDocument(
      title: "T <&\"", runs: [TimelineRun(title: "run <&\"", trace: trace)],
      findings: [
        TimelineFinding(
          invariant: "inv<&\"", message: "m <b>&\"", profile: "ios7", scenario: "install \(name)\nlaunch <&\""
        )
      ])
    let html = document.html()
    #expect(Markup.problems(html) == [])
    #expect(!html.contains(name))
    #expect(html.contains("data-app=\"A&lt;&amp;&quot;B\""))
    #expect(html.contains("<title>T &lt;&amp;&quot;</title>"))
    #expect(html.contains("expect x &lt;&amp;&quot;"))
    #expect(html.contains("&lt;a&gt;"))
    #expect(html.contains("m &lt;b&gt;&amp;&quot;"))
    #expect(html.contains("launch &lt;&amp;&quot;"))
  }

  @Test("a failed check shows its file:line, what was expected and what happened, at its time")
  func failedCheck() throws {
    let result = try run(
      "device profile=ios3\ninstall Notes\nlaunch Notes\nadvance 2s\nhome\nexpect state Notes suspended\n",
      file: "notes.scn")
    let html = TimelineDocument(title: "t", runs: [TimelineRun(title: "notes.scn", result: result)]).html()
    #expect(
      html.contains(
        "<g class=\"check\" data-outcome=\"failed\"><title>2 s: failed: expect state Notes suspended (notes.scn:6)\nexpected: suspended\nactual: notRunning</title>"
      ))
    #expect(
      html.contains(
        "<tr class=\"check-row failed\" data-outcome=\"failed\"><td data-label=\"time\">2 s</td><td data-label=\"outcome\">failed</td>"
          + "<td data-label=\"where\">notes.scn:6:1</td>"
      ))
    #expect(html.contains("Checks (1, 1 failed)"))
    // iOS 3 ends the app on Home: a termination without a report.
    #expect(Markup.values(of: "data-cause", in: html) == ["quitOnHome", "quitOnHome"])
  }

  @Test("the steps are numbered on the chart and listed under it with their times; a check says after which")
  func numberedSteps() throws {
    let result = try run(
      "device profile=ios4\ninstall Notes\nlaunch Notes\nhome\nexpect state Notes suspended\n",
      file: "<demo: a story>")
    let html = TimelineDocument(title: "t", runs: [TimelineRun(title: "r", result: result)]).html()
    #expect(html.contains("<title>step 3, 0 s: launch Notes</title>"))
    #expect(Markup.count("class=\"step-number\"", in: html) >= 1)
    #expect(html.contains("<summary>Steps (4)</summary>"))
    #expect(html.contains("<li><code>home</code><span class=\"time\">0 s</span></li>"))
    // A story is not a file: its check is placed by the list's numbers, not `<demo: …>:5:1`.
    #expect(html.contains("<td data-label=\"where\">after step 4</td>"))
    #expect(!html.contains("&lt;demo: a story&gt;:5"))
    #expect(html.contains("all at virtual time 0 s"))
  }

  @Test("a termination's label near the end of the run fits inside the chart")
  func lastTerminationLabelFits() throws {
    let trace = Trace(
      appNames: ["Upload"],
      records: [
        TraceRecord(time: .zero, event: .step(.launch(app: "Upload"))),
        TraceRecord(time: .zero, event: .stateChanged(app: 0, from: .notRunning, to: .active)),
        TraceRecord(time: .seconds(1), event: .stateChanged(app: 0, from: .active, to: .background)),
        TraceRecord(time: .seconds(31), event: .terminated(app: 0, .backgroundTaskOverrun)),
      ])
    let html = TimelineDocument(title: "t", runs: [TimelineRun(title: "r", trace: trace)]).html()
    let label = try #require(html.range(of: "class=\"kill-label\" x=\""))
    let x = try #require(Double(html[label.upperBound...].prefix { $0 != "\"" }))
    let chart = try #require(
      html.range(of: "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\""))
    let width = try #require(Double(html[chart.upperBound...].prefix { $0 != "\"" }))
    #expect(x + Double("backgroundTaskOverrun".count) * 6.5 <= width)
  }

  @Test("a kill's label is drawn over the folded break it runs into, not under it")
  func killLabelOverBreaks() throws {
    // iPhone OS 3: Home ends the app (quitOnHome), then half an hour of nothing is folded.
    let html = TimelineDocument(
      title: "t",
      runs: [
        TimelineRun(
          title: "r",
          result: try run("device profile=ios3\ninstall A\nlaunch A\nhome\nadvance 30m\nlaunch A\n"))
      ]
    ).html()
    let lastBreak = try #require(html.range(of: "<g class=\"break\">", options: .backwards))
    let label = try #require(html.range(of: "<text class=\"kill-label\""))
    #expect(lastBreak.lowerBound < label.lowerBound)
    #expect(html.contains(">quitOnHome</text>"))
  }

  @Test(
    "a quiet stretch longer than the threshold is folded into a labelled break; the axis keeps real times")
  func foldsQuietStretches() throws {
    let result = try run(
      "device profile=ios7\ninstall Notes\nlaunch Notes\nadvance 5s\nhome\nadvance 133m\nlaunch Notes\n"
        + "advance 3s\nhome\n")
    let html = TimelineDocument(title: "t", runs: [TimelineRun(title: "r", result: result)]).html()
    #expect(Markup.count("<g class=\"break\">", in: html) == 1)
    #expect(html.contains(">⋯ 2 h 13 min</text>"))
    #expect(html.contains(">2 h 13 min 5 s</text>"))
    #expect(html.contains(">5 s</text>"))
    // The whole run stays narrow: the folded 2 hours take a break's width, not 8,000 seconds' worth.
    let width = try #require(Markup.values(of: "width", in: html).compactMap(Double.init).max())
    #expect(width < 1400)
  }

  @Test(
    "several runs: a section each, titled, with a contents list; a finding shows its scenario and its run")
  func severalRunsAndFindings() throws {
    let jetsam = TimelineRun(title: "jetsam.scn on ios7", result: try jetsamRun())
    let other = TimelineRun(
      title: "home.scn on ios4", result: try run("device profile=ios4\ninstall Notes\nlaunch Notes\nhome\n"))
    let finding = TimelineFinding(
      invariant: "no-data-loss", message: "launched again after the system ended it", profile: "ios4",
      scenario: "device profile=ios4\ninstall Notes\nlaunch Notes\n", run: other)
    let html = TimelineDocument(title: "Doc", runs: [jetsam, other], findings: [finding]).html()
    #expect(Markup.count("<section class=\"run\"", in: html) == 3)
    #expect(html.contains("<h2>jetsam.scn on ios7</h2>"))
    #expect(html.contains("<h2>home.scn on ios4</h2>"))
    #expect(html.contains("<h4>home.scn on ios4</h4>"))
    #expect(html.contains("<a href=\"#run-2\">home.scn on ios4</a>"))
    #expect(
      html.contains(
        "<article class=\"finding\" id=\"finding-1\" data-invariant=\"no-data-loss\" data-profile=\"ios4\">"))
    #expect(
      html.contains(
        "<pre class=\"scenario\"><code>device profile=ios4\ninstall Notes\nlaunch Notes\n</code></pre>"))
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(html.contains("<title>Doc</title>"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("src=") && !html.contains("href=\"http") && !html.contains("url("))
    #expect(Markup.problems(html) == [])
  }
}
