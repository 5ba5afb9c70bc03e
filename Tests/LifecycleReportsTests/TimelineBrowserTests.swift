import Foundation
import LifecycleReports
import LifecycleSimulator
import LifecycleTestSupport
import Testing

/// The HTML timeline in a real browser, headless Chromium: it loads without a console error,
/// its DOM has what the page promises, and it renders at a phone's and a desktop's width.
/// Set `LIFECYCLEKIT_SCREENSHOTS=DIR` to keep the screenshots (`timeline-390.png`,
/// `timeline-1400.png`) for a person to look at.
@MainActor
@Suite("HTML timeline in Chromium")
struct TimelineBrowserTests {
  /// Two runs (five apps with a jetsam kill; three apps with a force quit and a failed check)
  /// and a finding with its own run.
  func document() throws -> TimelineDocument {
    let jetsam = try ScenarioParser.parse(
      contentsOf: TimelineDocumentTests.examples.appendingPathComponent("jetsam-before-launch-ios7.scn"))
    let three = try ScenarioParser.parse(
      """
      device profile=ios13 memory=512MB
      install Notes footprint=120MB
      install Mail footprint=90MB
      install "Maps & <Routes>" footprint=200MB
      launch Notes
      advance 10s
      launch Mail
      advance 2m
      launch "Maps & <Routes>"
      advance 90m
      quit Mail
      switch Notes
      expect state Mail suspended
      """, file: "three.scn")
    let finding = try ScenarioParser.parse(
      "device profile=ios4\ninstall Notes\nlaunch Notes\nhome\nadvance 20s\nmemory-pressure\nlaunch Notes\n",
      file: "finding.scn")
    let runner = ScenarioRunner()
    return TimelineDocument(
      title: "Browser test",
      runs: [
        TimelineRun(title: "jetsam.scn on ios7", result: runner.run(jetsam)),
        TimelineRun(title: "three.scn on ios13", result: runner.run(three)),
      ],
      findings: [
        TimelineFinding(
          invariant: "no-data-loss", message: "launched again after the system ended it", profile: "ios4",
          scenario: "device profile=ios4\ninstall Notes\nlaunch Notes\nhome\nadvance 20s\nmemory-pressure\n",
          run: TimelineRun(title: "finding.scn on ios4", result: runner.run(finding)))
      ])
  }

  @Test(
    "loads without a console error; one lane per app, one legend, the memory charts, the finding",
    .requires(.chromium))
  func dom() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "lifecycle-timeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appending(path: "timeline.html")
    try document().html().write(to: page, atomically: true, encoding: .utf8)

    let output = try Chromium.run(["--dump-dom"], page: page, width: 1400)
    #expect(output.exitCode == 0, "\(output.log)")
    #expect(output.consoleLines == [], "console messages: \(output.consoleLines)")
    let dom = output.standardOutput
    #expect(
      Markup.values(of: "data-app", in: dom) == [
        "Old", "Mail", "Maps", "Photos", "Big", "Notes", "Mail", "Maps &amp; &lt;Routes&gt;", "Notes",
      ])
    // One legend for the page's three charts (two runs and the finding's).
    #expect(Markup.count("class=\"legend\"", in: dom) == 1)
    #expect(Markup.count("class=\"memory-chart\"", in: dom) == 3)
    #expect(Markup.count("<path class=\"memory-line\"", in: dom) == 3)
    #expect(Markup.count("<article class=\"finding\"", in: dom) == 1)
    #expect(dom.contains("data-invariant=\"no-data-loss\""))
    #expect(dom.contains("<g class=\"kill\" data-cause=\"jetsam\">"))
    #expect(dom.contains("<g class=\"kill\" data-cause=\"forceQuit\">"))
    #expect(dom.contains("<g class=\"check\" data-outcome=\"failed\">"))
    #expect(dom.contains("<g class=\"break\">"))
  }

  @Test(
    "at a phone's width (390 px) nothing sticks out of the page but inside a box that scrolls",
    .requires(.chromium))
  func phoneWidth() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "lifecycle-timeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appending(path: "timeline.html")
    try document().html().write(to: page, atomically: true, encoding: .utf8)
    let phone = try Chromium.overflowing(page, width: 390)
    #expect(phone.output.exitCode == 0, "\(phone.output.log)")
    #expect(phone.elements == [])
    // The check can fail: a page with a wide block outside any scrolling box.
    let wide = folder.appending(path: "wide.html")
    try "<!DOCTYPE html><html><body><div id=\"wide\" style=\"width:800px\">wide</div></body></html>\n".write(
      to: wide, atomically: true, encoding: .utf8)
    #expect(try Chromium.overflowing(wide, width: 390).elements.map { $0.hasSuffix("#wide") } == [true])
  }

  @Test(
    "at a phone's width each chart shows as rows no wider than the page, each drawing its stretch; at a desktop's as one chart",
    .requires(.chromium))
  func rowsOnAPhone() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "lifecycle-timeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appending(path: "timeline.html")
    let html = try document().html()
    try html.write(to: page, atomically: true, encoding: .utf8)
    let rowCounts = Markup.values(of: "data-rows", in: html)
    #expect(rowCounts.count == 3, "every chart of the page is cut into rows")

    let phone = try Chromium.measuring(page, width: 390, script: Chromium.chartsAsShown)
    #expect(phone.output.exitCode == 0, "\(phone.output.log)")
    #expect(phone.elements.count == 3)
    for (shown, rows) in zip(phone.elements, rowCounts) {
      let parts = shown.split(separator: " ")
      #expect(parts.first == "-", "the cut chart's own box is hidden: \(shown)")
      #expect(parts.dropFirst().first.map(String.init) == rows, "\(shown)")
      let right = try #require(parts.first { $0.hasPrefix("right=") }.flatMap { Int($0.dropFirst(6)) })
      #expect(right <= 390 && right > 300, "\(shown)")
      #expect(parts.last == "drawn=\(rows)", "every row draws its names and its stretch: \(shown)")
    }

    let desktop = try Chromium.measuring(page, width: 1400, script: Chromium.chartsAsShown)
    #expect(desktop.elements == ["chart -", "chart -", "chart -"])
  }

  @Test("renders at a phone's width (390 px) and a desktop's (1400 px)", .requires(.chromium))
  func screenshots() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "lifecycle-timeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appending(path: "timeline.html")
    try document().html().write(to: page, atomically: true, encoding: .utf8)
    let keep = ProcessInfo.processInfo.environment["LIFECYCLEKIT_SCREENSHOTS"].map {
      URL(fileURLWithPath: $0)
    }
    for width in [390, 1400] {
      let png = folder.appending(path: "timeline-\(width).png")
      let output = try Chromium.run(["--screenshot=\(png.path)"], page: page, width: width)
      #expect(output.exitCode == 0, "\(output.log)")
      #expect(output.consoleLines == [], "console messages: \(output.consoleLines)")
      let data = try Data(contentsOf: png)
      let size = try #require(Chromium.pngSize(data), "not a PNG")
      #expect(size.width == width)
      #expect(size.height == 1000)
      if let keep {
        try FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
        let kept = keep.appending(path: "timeline-\(width).png")
        try? FileManager.default.removeItem(at: kept)
        try FileManager.default.copyItem(at: png, to: kept)
      }
    }
  }
}
