import Foundation
import LifecycleCore
import LifecycleReports
import LifecycleSimulator
import LifecycleTestSupport
import Testing

/// A chart on a phone's narrow page: cut into rows shown one under the other, so that nothing
/// of it is off-screen. Read from the HTML: where each row starts and ends, and where the chart
/// draws its marks and labels.
@MainActor
@Suite("HTML timeline on a phone: rows")
struct TimelineRowsTests {
  func page(_ text: String) throws -> String {
    let result = ScenarioRunner().run(try ScenarioParser.parse(text, file: "t.scn"))
    return TimelineDocument(title: "t", runs: [TimelineRun(title: "r", result: result)]).html()
  }

  /// The stretches of the chart the rows show, from their inner `viewBox`es.
  func rows(_ html: String) -> [(from: Double, to: Double)] {
    html.components(separatedBy: "<svg x=\"108\" ").dropFirst().compactMap { part in
      guard let start = part.range(of: "viewBox=\"") else { return nil }
      let numbers = part[start.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap {
        Double($0)
      }
      return numbers.count == 4 ? (numbers[0], numbers[0] + numbers[2]) : nil
    }
  }

  /// The chart's width, from its `<svg class="chart"` element.
  func chartWidth(_ html: String) throws -> Double {
    let chart = try #require(
      html.range(of: "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\""))
    return try #require(Double(html[chart.upperBound...].prefix { $0 != "\"" }))
  }

  /// The x of every tick, kill, check, step mark and memory point the chart draws, with its
  /// half-width, and the stretch of every axis label.
  func drawn(_ html: String) -> [(from: Double, to: Double)] {
    var drawn: [(from: Double, to: Double)] = []
    func numbers(after marker: String) -> [Double] {
      html.components(separatedBy: marker).dropFirst().compactMap {
        Double($0.prefix { $0 != "\"" && $0 != " " })
      }
    }
    let ticks = [
      "<line class=\"tick-callback\" x1=\"", "<line class=\"tick-notification\" x1=\"",
      "<line class=\"tick-callback not-implemented\" x1=\"", "<line class=\"kill-line\" x1=\"",
    ]
    for marker in ticks {
      for x in numbers(after: marker) { drawn.append((x - 1, x + 1)) }
    }
    for x in numbers(after: "<path class=\"step-mark\" d=\"M") { drawn.append((x - 4, x + 4)) }
    for x in numbers(after: "<circle class=\"check-passed\" cx=\"") { drawn.append((x - 4, x + 4)) }
    for x in numbers(after: "<circle class=\"memory-point\" cx=\"") { drawn.append((x - 3.5, x + 3.5)) }
    for x in numbers(after: "<rect class=\"check-failed\" x=\"") { drawn.append((x, x + 9)) }
    for part in html.components(separatedBy: "<text class=\"axis-label\" x=\"").dropFirst() {
      guard let x = Double(part.prefix { $0 != "\"" }), let open = part.firstIndex(of: ">") else { continue }
      let label = part[part.index(after: open)...].prefix { $0 != "<" }
      drawn.append((x, x + Double(label.count) * 5.6))
    }
    return drawn
  }

  /// The example scenarios, by file name.
  nonisolated static let examples: [String] = {
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: TimelineDocumentTests.examples.path)) ?? []
    return files.filter { $0.hasSuffix(".scn") }.sorted()
  }()

  @Test(
    "the rows show the whole chart end to end, each no wider than a phone's row, cut through no mark or label",
    arguments: examples)
  func rowsCoverTheChart(_ file: String) throws {
    let scenario = try ScenarioParser.parse(
      contentsOf: TimelineDocumentTests.examples.appendingPathComponent(file))
    let result = ScenarioRunner().run(scenario)
    let html = TimelineDocument(title: "t", runs: [TimelineRun(title: file, result: result)]).html()
    let rows = rows(html)
    let width = try chartWidth(html)
    guard !rows.isEmpty else {
      #expect(width > 264 * 10, "only a chart too long for ten rows is left uncut")
      return
    }
    #expect(html.contains("<div class=\"timeline\" data-rows=\"\(rows.count)\">"))
    // Numbers are written to a tenth of a pixel.
    #expect(rows.first?.from == 0)
    #expect(abs((rows.last?.to ?? 0) - width) < 0.11)
    for (row, next) in zip(rows, rows.dropFirst()) { #expect(abs(row.to - next.from) < 0.01) }
    for row in rows { #expect(row.to - row.from <= 264.01 && row.to > row.from) }
    let drawn = drawn(html)
    #expect(!drawn.isEmpty)
    for cut in rows.dropLast().map(\.to) {
      let through = drawn.filter { $0.from < cut && cut < $0.to }
      #expect(through.isEmpty, "the cut at \(cut) goes through \(through)")
    }
    // Each row shows the names column and its stretch of the chart, both drawn once.
    #expect(Markup.count("<use href=\"#run-1-names\" />", in: html) == rows.count)
    #expect(Markup.count("<use href=\"#run-1-plot\" />", in: html) == rows.count)
    #expect(Markup.count("id=\"run-1-names\"", in: html) == 1)
    #expect(Markup.count("id=\"run-1-plot\"", in: html) == 1)
    #expect(Markup.problems(html) == [])
  }

  @Test("a chart too long for ten rows is not cut: it scrolls sideways on a phone, and says so")
  func longChartScrolls() throws {
    var text = "device profile=ios7 memory=1GB\ninstall A footprint=20MB\ninstall B footprint=20MB\n"
    for _ in 0..<40 { text += "launch A\nadvance 5s\nlaunch B\nadvance 5s\n" }
    let html = try page(text)
    #expect(try chartWidth(html) > 264 * 10)
    #expect(rows(html).isEmpty)
    #expect(!html.contains("<div class=\"timeline-rows\""))
    // The line comes just above the chart.
    #expect(html.contains("sideways; the names stay put.</p>\n<div class=\"timeline\">\n"))
    // A short one is cut, and has no such line.
    let short = try page("device profile=ios7\ninstall A\nlaunch A\nhome\n")
    #expect(rows(short).count >= 1)
    #expect(!short.contains("<p class=\"scroll-hint\">"))
  }
}
