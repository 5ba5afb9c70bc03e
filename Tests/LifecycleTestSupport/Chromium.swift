public import Foundation
import Testing

/// Runs headless Chromium on a page: its screenshot at a window width, or its DOM after
/// loading, with the browser's log (console messages included) from standard error.
public enum Chromium {
  /// What one run of the browser gave.
  public struct Output {
    /// The browser's exit code: 0 when the page loaded and the screenshot or DOM was written.
    public var exitCode: Int32
    /// What it printed: the DOM with `--dump-dom`.
    public var standardOutput: String
    /// The browser's log: `--enable-logging=stderr --v=0` writes each console message as a
    /// line with `:CONSOLE` in it, an uncaught error's text starting `Uncaught`.
    public var log: String

    /// The log lines about the page's console.
    public var consoleLines: [String] {
      log.split(separator: "\n").map(String.init).filter {
        $0.contains(":CONSOLE") || $0.contains("Uncaught")
      }
    }
  }

  /// Runs Chromium found on `PATH` with `arguments` after the headless ones, on `page`, with a
  /// fresh profile folder. Tests that call it are marked `.requires(.chromium)`.
  public static func run(_ arguments: [String], page: URL, width: Int) throws -> Output {
    let chromium = try ExternalProgram.chromium.locateOrFail()
    let files = FileManager.default
    let folder = files.temporaryDirectory.appending(path: "lifecycle-chromium-\(UUID().uuidString)")
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: folder) }
    let outputURL = folder.appending(path: "stdout")
    let errorURL = folder.appending(path: "stderr")
    try #require(files.createFile(atPath: outputURL.path, contents: nil))
    try #require(files.createFile(atPath: errorURL.path, contents: nil))
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--user-data-dir=\(folder.appending(path: "profile").path)", "--enable-logging=stderr", "--v=0",
        "--window-size=\(width),1000",
      ] + arguments + [page.absoluteString]
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // A browser that hangs must not hang the test run: it is stopped after a minute.
    let stop = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: stop)
    process.waitUntilExit()
    stop.cancel()
    try output.close()
    try error.close()
    return Output(
      exitCode: process.terminationStatus,
      standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
      log: try String(contentsOf: errorURL, encoding: .utf8))
  }

  /// The elements of `page` that stick out to the right of a `width`-pixel-wide page, outside
  /// any box that scrolls or clips them (`overflow-x` other than `visible`), each as
  /// `TAG.class right=N #id`; empty when a reader at that width scrolls only inside boxes.
  public static func overflowing(_ page: URL, width: Int) throws -> (elements: [String], output: Output) {
    try measuring(
      page, width: width,
      script: """
        var root = document.documentElement, found = [];
        function scrolls(element) {
          for (var up = element.parentElement; up && up !== root; up = up.parentElement) {
            if (getComputedStyle(up).overflowX !== "visible") return true;
          }
          return false;
        }
        var all = document.body.getElementsByTagName("*");
        for (var i = 0; i < all.length; i++) {
          var element = all[i], right = element.getBoundingClientRect().right;
          if (right > width + 0.5 && !scrolls(element)) {
            var name = element.className && element.className.baseVal !== undefined
              ? element.className.baseVal : element.className;
            found.push(element.tagName + "." + name + " right=" + Math.round(right) + " #" + element.id);
          }
        }
        return found;
        """)
  }

  /// The lines `script` returns, run on `page` laid out `width` pixels wide: the body of a
  /// JavaScript function of `width` that returns an array of strings, measuring the page as a
  /// reader at that width sees it (`getBoundingClientRect`, `getComputedStyle`).
  ///
  /// Headless Chromium lays out `--dump-dom` at least 500 pixels wide (below the page's 600-pixel
  /// phone layout, so a phone's CSS applies), so a copy of the page is loaded with a script at
  /// its end that sets the root element `width` pixels wide, calls the function and writes its
  /// lines into the DOM it dumps. The page itself has no script; the copy is removed afterwards.
  public static func measuring(_ page: URL, width: Int, script: String) throws -> (
    elements: [String], output: Output
  ) {
    let html = try String(contentsOf: page, encoding: .utf8)
    let wrapped = """
      <script>
      (function () {
        var width = \(width);
        document.documentElement.style.width = width + "px";
        var lines = (function (width) {
      \(script)
        })(width);
        var report = document.createElement("pre");
        report.id = "measure-report";
        report.textContent = lines.join("\\n");
        document.body.appendChild(report);
      })();
      </script>
      """
    guard let end = html.range(of: "</body>", options: .backwards) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    let copy = page.deletingLastPathComponent().appending(
      path: "measured-\(UUID().uuidString)-\(page.lastPathComponent)")
    try (html[..<end.lowerBound] + wrapped + html[end.lowerBound...]).write(
      to: copy, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: copy) }
    let output = try run(["--dump-dom"], page: copy, width: width)
    let dom = output.standardOutput
    guard let start = dom.range(of: "<pre id=\"measure-report\">"),
      let stop = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else { return (["the page's DOM has no report of what was measured"], output) }
    let text = dom[start.upperBound..<stop.lowerBound]
    return (text.split(separator: "\n").map(String.init), output)
  }

  /// A script for ``measuring(_:width:script:)``: for each HTML timeline chart of the page as a
  /// reader sees it: `chart` or `-` (whether the
  /// chart's box shows), then `N rows right=R drawn=D` (how many rows show, where the widest
  /// ends, how many of them draw the chart through their `<use>`) or `-`.
  public static let chartsAsShown = """
    var lines = [], charts = document.querySelectorAll(".timeline");
    for (var i = 0; i < charts.length; i++) {
      var chart = charts[i], next = chart.nextElementSibling, line = [];
      line.push(getComputedStyle(chart).display === "none" ? "-" : "chart");
      if (next && next.classList.contains("timeline-rows") && getComputedStyle(next).display !== "none") {
        var rows = next.querySelectorAll(".timeline-row"), right = 0, drawn = 0;
        for (var j = 0; j < rows.length; j++) {
          right = Math.max(right, rows[j].getBoundingClientRect().right);
          var uses = rows[j].querySelectorAll("use");
          if (uses.length === 2 && uses[1].getBBox().width > 100 && uses[0].getBBox().height > 100) drawn++;
        }
        line.push(rows.length + " rows right=" + Math.round(right) + " drawn=" + drawn);
      } else {
        line.push("-");
      }
      lines.push(line.join(" "));
    }
    return lines;
    """

  /// The width and height a PNG's header gives.
  public static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }
}
