import Foundation
import LifecycleReports
import LifecycleSimulator

/// The HTML timeline of a simulated day on a 50-app device (``DeviceDayBenchmark``'s trace):
/// how long ``TimelineDocument/html()`` takes and how large the page is.
enum TimelineRenderBenchmark {
  static let heading = "## The HTML timeline of a device day"
  /// Renders measured; the median is reported.
  static let renders = 5

  struct Measurement {
    var records: Int
    var memoryFigures: Int
    var apps: Int
    /// The median render, in seconds.
    var seconds: Double
    var fastest: Double
    var slowest: Double
    /// The page's size in bytes (UTF-8).
    var bytes: Int
    /// Whether every render gave the same bytes.
    var deterministic: Bool
  }

  @MainActor
  static func run(say: (String) -> Void) throws -> Measurement {
    say("timeline: rendering a 50-app device day to HTML…")
    let (device, _) = try DeviceDayBenchmark().run()
    let document = TimelineDocument(
      title: "A simulated day on a 50-app device",
      runs: [TimelineRun(title: "DeviceDayBenchmark, seed 20240601", device: device)])
    let clock = ContinuousClock()
    var times: [Double] = []
    var pages: Set<String> = []
    var bytes = 0
    for _ in 0..<renders {
      let start = clock.now
      let page = document.html()
      times.append(start.duration(to: clock.now).inSeconds)
      bytes = page.utf8.count
      pages.insert(page)
    }
    times.sort()
    let figures = device.trace.records.count { if case .memory = $0.event { true } else { false } }
    let measured = Measurement(
      records: device.trace.count, memoryFigures: figures, apps: device.trace.appNames.count,
      seconds: times[times.count / 2], fastest: times[0], slowest: times[times.count - 1], bytes: bytes,
      deterministic: pages.count == 1)
    say(String(format: "  %.1f ms, %d KB", measured.seconds * 1000, bytes / 1024))
    return measured
  }

  static func markdown(_ measured: Measurement, command: String) -> String {
    var out = heading + "\n\n"
    out += "Measured by `\(command)`: the trace of the simulated day above (\(measured.apps) apps, "
    out += "\(measured.records) records, \(measured.memoryFigures) of them memory figures) rendered as one "
    out += "HTML timeline page (`TimelineDocument.html()`, what `lifecycle run --html` writes), "
    out += "median of \(renders) renders.\n\n"
    out += "| measure | value |\n| --- | ---: |\n"
    out += String(
      format: "| render time (median; fastest %.1f, slowest %.1f ms) | %.1f ms (goal: well under 100 ms) |\n",
      measured.fastest * 1000, measured.slowest * 1000, measured.seconds * 1000)
    out += String(
      format: "| page size | %.0f KB (goal: under 1 MB) |\n", Double(measured.bytes) / 1024)
    out += "| the same bytes every render | \(measured.deterministic ? "yes" : "NO") |\n"
    return out
  }
}
