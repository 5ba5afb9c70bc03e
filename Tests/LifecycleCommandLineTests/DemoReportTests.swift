import Foundation
import LifecycleCore
import LifecycleExplorer
import LifecycleReports
import LifecycleSimulator
import LifecycleTestSupport
import Testing

@testable import LifecycleCommandLine

/// `lifecycle demo`: the samples through the articles' stories on every generation, and what the
/// explorer finds in each careless sample.
@MainActor
@Suite("lifecycle demo")
struct DemoReportTests {
  static let report = DemoReport.make(catalog: LifecycleCommand.catalog)
  static let text = report.text(width: DemoCommand.maximumWidth)

  /// The outcome cells of `appID` in `title`'s story, by profile.
  static func cells(_ title: String, _ appID: String) -> [OSGeneration: String] {
    let story = report.stories.first { $0.story.title == title }
    let runs = story?.apps.first { $0.appID == appID }?.runs ?? []
    return Dictionary(uniqueKeysWithValues: runs.map { ($0.profile, $0.outcome.cell) })
  }

  static func profiles(_ cells: [OSGeneration: String], where cell: String) -> Set<OSGeneration> {
    Set(cells.filter { $0.value == cell }.keys)
  }

  @Test("every careful twin keeps what the user left on every profile; every careless sample fails somewhere")
  func bothDirections() {
    #expect(Self.report.stories.count == DemoSampleStory.catalog.count)
    for result in Self.report.stories {
      let careless = result.apps[0]
      let careful = result.apps[1]
      #expect(!careless.isCareful && careful.isCareful)
      #expect(careless.runs.map(\.profile) == OSGeneration.allCases)
      #expect(
        careful.runs.allSatisfy { $0.outcome == .kept }, "\(careful.appID): \(careful.runs.map(\.outcome))")
      #expect(careless.runs.contains { $0.outcome.isBad }, "\(careless.appID)")
      #expect(careless.runs.allSatisfy { if case .error = $0.outcome { false } else { true } })
    }
  }

  @Test("the stories differ by generation as the articles tell them")
  func generations() {
    let later = Set(OSGeneration.allCases).subtracting([.ios3])
    let notes = Self.cells("A note typed, Home, killed for memory", "notes-naive")
    #expect(
      notes[.ios3] == "kept", "Home ends the app on iPhone OS 3 through applicationWillTerminate, which saves"
    )
    #expect(Self.profiles(notes, where: "LOST") == later)
    let upload = Self.cells("An upload left running after Home", "upload-naive")
    #expect(
      Self.profiles(upload, where: "PENALTY") == later, "a 15-minute upload outlives the background time")
    // … which is ten minutes on iOS 4–6, three on iOS 7–12 and 30 s from iOS 13.
    let runs = Self.report.stories.first { $0.story.careless == "upload-naive" }?.apps[0].runs ?? []
    let penalties = runs.compactMap { run in
      run.result?.reports.first { $0.kind == .penalty }.map { "\(run.profile.rawValue) \($0.time)" }
    }
    #expect(
      penalties == [
        "ios4 600.0 seconds", "ios5 600.0 seconds", "ios6 600.0 seconds", "ios7 180.0 seconds",
        "ios13 30.0 seconds",
      ])
    #expect(upload[.ios3] == "LOST", "no background on iPhone OS 3: the in-memory progress dies with the app")
    let table = Self.cells("Scroll position after a memory warning", "table-naive")
    #expect(Self.profiles(table, where: "LOST") == [.ios3, .ios4, .ios5], "views are unloaded until iOS 6")
    let settings = Self.cells("Font size changed in Settings while suspended", "settings-naive")
    #expect(Self.profiles(settings, where: "STALE") == later)
    let drafts = Self.cells("A draft saved with a background task", "drafts-naive")
    #expect(Self.profiles(drafts, where: "CRASH") == [.ios3], "beginBackgroundTask is iOS 4.0 and later")
  }

  @Test("the explorer finds something wherever a careless story goes wrong, and every finding replays")
  func explorerFindsTheStories() {
    for result in Self.report.stories {
      for (run, exploration) in zip(result.apps[0].runs, result.exploration) where run.outcome.isBad {
        // On iPhone OS 3 what upload-naive loses is its progress, which it shows only as a label
        // ("30%"): output the app computes, which the no-data-loss oracle does not count as the
        // user's data (Docs/Explorer.md). The story's cell says LOST; the explorer rightly says
        // nothing there.
        if result.story.careless == "upload-naive", run.profile == .ios3 { continue }
        #expect(
          !exploration.findings.isEmpty,
          "\(result.story.careless) on \(run.profile): the story shows \(run.outcome)")
      }
      for exploration in result.exploration {
        #expect(
          exploration.findings.allSatisfy { $0.replayFails },
          "\(result.story.careless) \(exploration.profile)")
      }
    }
    let notes = Self.report.stories[0].exploration
    #expect(
      notes.filter { $0.findings.contains { $0.invariant == .noDataLoss } }.map(\.profile) == [
        .ios4, .ios5, .ios6, .ios7, .ios13,
      ])
  }

  @Test("the text fits 120 columns and shows every story's apps and every profile")
  func text() {
    for line in Self.text.split(separator: "\n") {
      #expect(line.count <= DemoCommand.maximumWidth, "\(line.count): \(line)")
    }
    for story in DemoSampleStory.catalog {
      #expect(Self.text.contains("│ \(story.careless) "), "\(story.careless)")
      #expect(Self.text.contains("│ \(story.careful) "), "\(story.careful)")
      #expect(Self.text.contains("\n\(story.careless) "), "\(story.careless) in the explorer's table")
    }
    for generation in OSGeneration.allCases {
      #expect(Self.text.contains("│ \(generation.displayName)"), "\(generation)")
    }
    #expect(
      Self.text.hasSuffix(
        "The callbacks of each generation, story by story: swift run lifecycle demo --callbacks\n"))
  }

  @Test(
    "the scenario the demo prints fails on the careless sample, as it says, and passes on the careful twin")
  func printedScenarioReplays() throws {
    let lines = Self.text.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("One of them as a scenario") })
    let block = lines[(start + 1)...].drop { !$0.hasPrefix("    ") }.prefix { $0.hasPrefix("    ") }
    let scenario = block.map { $0.dropFirst(4) + "\n" }.joined()
    #expect(scenario.contains("\ninstall NotesNaive app=notes-naive "))
    let parsed = try ScenarioParser.parse(scenario, file: "found.scn")
    #expect(ScenarioRunner(catalog: LifecycleCommand.catalog).run(parsed).exitCode == 1)
    #expect(lines[start].contains("and hold on notes, its careful twin"))
    #expect(
      DemoReport.holds(scenario, replacing: "notes-naive", with: "notes", catalog: LifecycleCommand.catalog))
  }

  @Test("--json is one document: each run's outcome and failed checks as fields, the findings, a summary")
  func json() throws {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.report.json().rendered().utf8)) as? [String: Any])
    let stories = try #require(document["stories"] as? [[String: Any]])
    #expect(stories.count == DemoSampleStory.catalog.count)
    let runs = stories.flatMap { ($0["runs"] as? [[String: Any]]) ?? [] }
    let summary = try #require(document["summary"] as? [String: Int])
    #expect(summary["runs"] == runs.count)
    #expect(runs.count == DemoSampleStory.catalog.count * 2 * OSGeneration.allCases.count)
    #expect(summary["kept"]! + summary["failed"]! + summary["crashes"]! + summary["errors"]! == runs.count)
    let failed = try #require(runs.first { $0["outcome"] as? String == "failed" })
    let check = try #require((failed["failedChecks"] as? [[String: Any]])?.first)
    #expect(check["line"] is Int)
    #expect(check["expected"] is String && check["actual"] is String && check["step"] is String)
    let findings = stories.flatMap {
      (($0["exploration"] as? [String: Any])?["findings"] as? [[String: Any]]) ?? []
    }
    #expect(findings.count == summary["findings"])
    #expect(findings.allSatisfy { ($0["scenario"] as? String)?.contains("\nexpect ") == true })
  }

  @Test(
    "the same demo again, its searches shared among three processes, gives the same report byte for byte")
  func deterministic() throws {
    var warnings: [String] = []
    let again = DemoReport.make(
      catalog: LifecycleCommand.catalog, processes: 3, executable: try ShardProcessTests.executable(),
      warnings: &warnings)
    #expect(warnings == [])
    #expect(again.json() == Self.report.json())
    #expect(again.text(width: DemoCommand.maximumWidth) == Self.text)
  }

  @Test("a copy that cannot start, fails or prints something else is named, and its share explored here")
  func failedShares() {
    let none: [DemoExplorations.Job] = []
    let missing = DemoExplorations.Helper(share: 1, of: 2, executable: "/nonexistent/lifecycle")
    #expect("\(missing.finish(jobs: none, catalog: LifecycleCommand.catalog))".contains("could not start"))
    let failing = DemoExplorations.Helper(share: 1, of: 2, executable: "/bin/false")
    #expect(
      "\(failing.finish(jobs: none, catalog: LifecycleCommand.catalog))".contains("ended with status 1"))
    let other = DemoExplorations.Helper(share: 2, of: 3, executable: "/bin/echo")
    #expect("\(other.finish(jobs: none, catalog: LifecycleCommand.catalog))".contains("do not read"))
    #expect(DemoExplorations.indices(ofShare: 1, of: 3, jobs: 8) == [1, 4, 7])
    #expect(LifecycleCommand.run(["demo", "--share", "3/2"]).exitCode == 2)
    #expect(LifecycleCommand.run(["demo", "--processes", "0"]).exitCode == 2)
  }
}

/// `lifecycle demo`'s page, `lifecycle-demo.html`: the tables, every story's timeline, the
/// findings with theirs, each profile's state diagram — and in a real browser.
@MainActor
@Suite("lifecycle demo: the HTML page")
struct DemoPageTests {
  static let page = DemoReportTests.report.document().html()

  @Test(
    "the page holds both tables, two timelines per story, one finding per sample and invariant, six diagrams")
  func contents() {
    let document = DemoReportTests.report.document()
    #expect(
      document.tables.map(\.caption) == [
        "What the user got back, story by story", "What the explorer finds, not told the steps",
      ])
    #expect(document.tables[0].rows.count == DemoSampleStory.catalog.count * 2)
    #expect(document.runs.count == DemoSampleStory.catalog.count * 2)
    #expect(document.runs[0].title == "A note typed, Home, killed for memory: notes-naive on iOS 4 — LOST")
    #expect(document.runs[1].title == "A note typed, Home, killed for memory: notes on iOS 4 — kept")
    let distinct = Set(DemoReportTests.report.findings.map { "\($0.story.careless) \($0.finding.invariant)" })
    #expect(document.findings.count == distinct.count)
    #expect(document.findings.allSatisfy { $0.run != nil && $0.note == nil })
    #expect(document.figures.map(\.title) == OSGeneration.allCases.map { "State diagram: \($0.displayName)" })
    #expect(Markup.problems(Self.page) == [])
    #expect(!Self.page.contains("<script"))
  }

  @Test(
    "each lane names its sample, a story's checks are placed by its numbered steps, each finding names its file"
  )
  func namesAndPlaces() {
    #expect(Self.page.contains(">NotesNaive</text>"))
    #expect(Self.page.contains(">Notes</text>"))
    #expect(!Self.page.contains(">App</text>"))
    #expect(!Self.page.contains("&lt;demo:"))
    #expect(Self.page.contains("<td data-label=\"where\">after step 9</td>"))
    #expect(
      Self.page.contains(
        "save it as <code>notes-naive-ios4-no-data-loss.scn</code>; <code>lifecycle run "
          + "notes-naive-ios4-no-data-loss.scn</code> replays it"))
  }

  @Test("without Graphviz each diagram is its DOT source with a note naming the package")
  func withoutGraphviz() {
    let figures = DemoReportTests.report.diagrams(environment: ["PATH": ""])
    #expect(figures.count == OSGeneration.allCases.count)
    #expect(figures.allSatisfy { $0.svg == nil && $0.source?.hasPrefix("digraph") == true })
    #expect(figures.allSatisfy { $0.note?.contains("apt-get install graphviz") == true })
    // What the demo says it wrote says so too, not that it drew them.
    #expect(
      DemoReport.written(to: "demo.html", figures: figures)
        == "wrote demo.html: the tables; for each story both apps' timelines on the first generation where the "
        + "careless one goes wrong; each finding with its scenario's timeline; the state diagrams as DOT text "
        + "only, not drawn: Graphviz's dot is not on PATH (install the Debian package graphviz, apt-get install "
        + "graphviz, and run the demo again to have them drawn)\n")
  }

  @Test("with Graphviz each diagram is an inline SVG", .requires(.dot))
  func withGraphviz() throws {
    let figures = DemoReportTests.report.diagrams(environment: ProcessInfo.processInfo.environment)
    #expect(figures.allSatisfy { $0.svg?.contains("<svg") == true })
    #expect(DemoReport.written(to: "demo.html", figures: figures).hasSuffix("; the state diagrams\n"))
    #expect(Markup.count("<figure class=\"diagram\"", in: Self.page) == OSGeneration.allCases.count)
    #expect(Markup.count("<div class=\"diagram-box\"><svg", in: Self.page) == OSGeneration.allCases.count)
  }

  @Test("demo writes the page where --html says, nothing with --no-html, and exit 2 where it cannot")
  func writing() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "lifecycle-demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appending(path: "demo.html")
    let result = LifecycleCommand.run(["demo", "--json", "--html", page.path])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput.hasPrefix("{\n  \"format\": 1,\n  \"command\": \"demo\",\n  \"exitCode\": 0,\n"))
    #expect(result.standardError.hasPrefix("wrote \(page.path): "))
    #expect(try String(contentsOf: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    let nowhere = folder.appending(path: "missing/demo.html").path
    let failed = LifecycleCommand.run(["demo", "--json", "--html", nowhere])
    #expect(failed.exitCode == 2)
    #expect(
      failed.standardError.contains("lifecycle demo: cannot write the HTML page to \(nowhere): no folder "))
    // Said before the seconds of work, which are not done: no report, the error as a document.
    #expect(
      failed.standardOutput.hasPrefix("{\n  \"format\": 1,\n  \"command\": \"demo\",\n  \"exitCode\": 2,\n"))
    #expect(failed.standardOutput.contains("\"error\": {"))
    #expect(!failed.standardOutput.contains("\"stories\""))
    let refused = LifecycleCommand.run(["demo", "--html", page.path, "--no-html"])
    #expect(refused.exitCode == 2)
    #expect(LifecycleCommand.run(["demo", "--callbacks", "--html", page.path]).exitCode == 2)
  }

  @Test(
    "in Chromium: no console error; a lane per app of every timeline, one legend, memory charts, every finding",
    .requires(.chromium))
  func browser() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "lifecycle-demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appending(path: "lifecycle-demo.html")
    try Self.page.write(to: page, atomically: true, encoding: .utf8)
    let output = try Chromium.run(["--dump-dom"], page: page, width: 1400)
    #expect(output.exitCode == 0, "\(output.log)")
    #expect(output.consoleLines == [], "console messages: \(output.consoleLines)")
    let dom = output.standardOutput
    let document = DemoReportTests.report.document()
    let timelines = document.runs + document.findings.compactMap(\.run)
    #expect(
      Markup.values(of: "data-app", in: dom).count == timelines.map(\.trace.appNames.count).reduce(0, +))
    // One legend, near the top, for every timeline on the page.
    #expect(timelines.count > 1)
    #expect(Markup.count("class=\"legend\"", in: dom) == 1)
    #expect(Markup.count("class=\"memory-chart\"", in: dom) == timelines.count)
    #expect(Markup.count("<article class=\"finding\"", in: dom) == document.findings.count)
    for invariant in Set(document.findings.map(\.invariant)) {
      #expect(dom.contains("data-invariant=\"\(invariant)\""), "\(invariant)")
    }
    #expect(dom.contains("<td class=\"bad\" data-label=\"iOS 4\">PENALTY</td>"))
    // On a phone, the tables and diagrams scroll in their own boxes; the page does not.
    #expect(try Chromium.overflowing(page, width: 390).elements == [])
    // Every chart is cut into rows as wide as a phone's page, each drawing its stretch, instead
    // of a box that scrolls sideways; on a desktop every chart shows whole, and no row.
    let phone = try Chromium.measuring(page, width: 390, script: Chromium.chartsAsShown).elements
    #expect(phone.count == timelines.count)
    for shown in phone {
      let parts = shown.split(separator: " ").map(String.init)
      let rows = try #require(Int(parts[1]), "\(shown)")
      let right = try #require(parts.first { $0.hasPrefix("right=") }.flatMap { Int($0.dropFirst(6)) })
      #expect(parts.first == "-" && rows >= 2 && right <= 390 && parts.last == "drawn=\(rows)", "\(shown)")
    }
    let desktop = try Chromium.measuring(page, width: 1400, script: Chromium.chartsAsShown).elements
    #expect(desktop == Array(repeating: "chart -", count: timelines.count))
    // The tables' rows become cards on a phone, each generation's outcome three to a line under
    // the story and the app (six generations: two lines); on a desktop a row is one line, each
    // cell under its column's header (`misaligned N` names a cell that is not).
    let lines = """
      var lines = [], rows = document.querySelectorAll("#table-1 tbody tr, #table-2 tbody tr");
      for (var i = 0; i < rows.length; i++) {
        var tops = {}, cells = rows[i].querySelectorAll("td:not(.row-key)");
        for (var j = 0; j < cells.length; j++) tops[Math.round(cells[j].getBoundingClientRect().top)] = true;
        var line = String(Object.keys(tops).length);
        var heads = rows[i].closest("table").querySelectorAll("th"), all = rows[i].querySelectorAll("td");
        for (var k = 0; k < all.length; k++) {
          var cell = all[k].getBoundingClientRect(), head = heads[k].getBoundingClientRect();
          if (head.width > 0 && (Math.abs(cell.left - head.left) > 1 || Math.abs(cell.width - head.width) > 1)) {
            line += " misaligned " + k;
            break;
          }
        }
        lines.push(line);
      }
      return lines;
      """
    let rows = document.tables.map(\.rows.count).reduce(0, +)
    #expect(
      try Chromium.measuring(page, width: 390, script: lines).elements == Array(repeating: "2", count: rows))
    #expect(
      try Chromium.measuring(page, width: 1400, script: lines).elements == Array(repeating: "1", count: rows))
    // The state diagrams: whole at a phone's width (fitted, for zooming), at their own size on a
    // desktop, where the wider ones scroll in their box.
    let diagrams = """
      var lines = [], boxes = document.querySelectorAll(".diagram-box");
      for (var i = 0; i < boxes.length; i++) {
        lines.push(boxes[i].scrollWidth <= boxes[i].clientWidth + 1 ? "whole" : "scrolls");
      }
      return lines;
      """
    let figures = OSGeneration.allCases.count
    #expect(
      try Chromium.measuring(page, width: 390, script: diagrams).elements
        == Array(repeating: "whole", count: figures))
    #expect(try Chromium.measuring(page, width: 1400, script: diagrams).elements.contains("scrolls"))
    for width in [390, 1400] {
      let png = folder.appending(path: "demo-\(width).png")
      let shot = try Chromium.run(["--screenshot=\(png.path)"], page: page, width: width)
      #expect(shot.exitCode == 0, "\(shot.log)")
      #expect(try Chromium.pngSize(Data(contentsOf: png))?.width == width)
      if let keep = ProcessInfo.processInfo.environment["LIFECYCLEKIT_SCREENSHOTS"] {
        try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
        let kept = URL(fileURLWithPath: keep).appending(path: "demo-\(width).png")
        try? FileManager.default.removeItem(at: kept)
        try FileManager.default.copyItem(at: png, to: kept)
      }
    }
  }
}

extension DemoReportTests {
  @Test("the minimal steps wrap between steps, never inside one")
  func stepsWrapBetweenSteps() {
    let report = Self.report
    let head = "table-naive, no-data-loss (iOS 3):"
    let steps = [
      "scroll TableNaive UITableView[0] 240", "do TableNaive push", "memory-warning", "back TableNaive",
    ]
    let text = report.wrapped(steps: [head] + steps, width: 100, indent: "    ")
    #expect(
      text == """
        table-naive, no-data-loss (iOS 3): scroll TableNaive UITableView[0] 240 → do TableNaive push →
            memory-warning → back TableNaive

        """)
    // A step longer than a line is broken at its spaces, still under the indent.
    let long = report.wrapped(
      steps: ["head:", "a", String(repeating: "word ", count: 10) + "end"], width: 20, indent: "  ")
    #expect(long.split(separator: "\n").allSatisfy { $0.count <= 20 })
    #expect(long.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("  ") })
    #expect(long.hasPrefix("head: a →\n"))
  }

  @Test("the demo's text keeps every minimal step on one line")
  func demoStepsAreWhole() throws {
    let text = Self.report.text(width: 100)
    let section = try #require(
      text.components(separatedBy: "The minimal steps after the launch").last?
        .components(separatedBy: "One of them as a scenario").first)
    let lines = section.split(separator: "\n").map(String.init)
    // Each finding: its first line and the indented lines after it, joined again.
    var findings: [String] = []
    for line in lines where line.contains("): ") || line.hasPrefix("    ") {
      if line.hasPrefix("    "), !findings.isEmpty {
        findings[findings.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
      } else {
        findings.append(line)
      }
    }
    #expect(findings.count >= 8)
    for finding in findings {
      let steps = finding.components(separatedBy: "): ").dropFirst().joined().components(separatedBy: " → ")
      for step in steps {
        #expect(lines.contains { $0.contains(step) }, "the step \"\(step)\" is split across lines")
      }
    }
  }
}
