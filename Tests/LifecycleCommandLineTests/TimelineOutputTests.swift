import Foundation
import LifecycleCore
import Testing

@testable import LifecycleCommandLine

/// `--html OUT` of `lifecycle run` and `lifecycle explore --app`: one HTML timeline document,
/// a section per run or finding; the output and exit code unchanged; an unwritable OUT exits 2.
@MainActor
@Suite("lifecycle run/explore --html")
struct TimelineOutputTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "html-tests-\(UUID().uuidString)")

  func write(_ text: String, name: String) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  func sections(_ html: String) -> Int { html.components(separatedBy: "<section class=\"run\"").count - 1 }

  @Test("a background upload's chunks, which draw nothing, do not cut its quiet stretch into several breaks")
  func oneBreakPerQuietStretch() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // iOS 6 gives the task 10 minutes; each chunk takes 100 s, starting and finishing in the trace.
    let scenario = try write(
      "device profile=ios6 memory=512MB seed=1\ninstall Up app=upload\nlaunch Up\ndo Up upload 1000\nhome\n"
        + "advance 700s\nlaunch Up\n", name: "upload.scn")
    let out = folder.appendingPathComponent("upload.html").path
    let result = LifecycleCommand.run(["run", scenario, "--html", out])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.components(separatedBy: "'upload chunk' finished").count == 6)
    let html = try read(out)
    // One break up to the expiration handler at 9 min 55 s, one from there to the launch at 11 min 40 s
    // (a break per chunk before: seven in all).
    #expect(html.components(separatedBy: "<g class=\"break\">").count == 3)
    #expect(html.contains(">⋯ 9 min 55 s</text>"))
    #expect(html.contains(">⋯ 1 min 45 s</text>"))
    #expect(html.contains("<title>nothing drawn for 9 min 55 s (folded)</title>"))
    // No axis label at the chunks' times inside the break; labels on either side of it.
    #expect(!html.contains(">1 min 40 s</text>"))
    #expect(!html.contains(">3 min 20 s</text>"))
    #expect(html.contains(">9 min 55 s</text>"))
    #expect(html.contains(">11 min 40 s</text>"))
    _ = LifecycleCommand.run(["run", scenario, "--html", out + "2"])
    #expect(try read(out + "2") == html)
  }

  @Test(
    "run FILE FILE --html OUT: a section per run, titled file and profile; output and exit code unchanged")
  func twoFiles() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let passing = try write("device profile=ios4\ninstall Notes\nlaunch Notes\nhome\n", name: "pass.scn")
    let failing = try write(
      "device profile=ios3\ninstall Notes\nlaunch Notes\nhome\nexpect state Notes suspended\n",
      name: "fail.scn")
    let out = folder.appendingPathComponent("timeline.html").path
    let plain = LifecycleCommand.run(["run", passing, failing])
    let result = LifecycleCommand.run(["run", passing, failing, "--html", out])
    #expect(result.exitCode == 1)
    #expect(result.exitCode == plain.exitCode)
    #expect(result.standardOutput == plain.standardOutput)
    #expect(result.standardError == plain.standardError + "wrote \(out) (2 runs)\n")
    let html = try read(out)
    #expect(sections(html) == 2)
    #expect(html.contains("<h2>\(passing) on ios4 — PASS</h2>"))
    #expect(html.contains("<h2>\(failing) on ios3 — FAIL</h2>"))
    #expect(html.contains("data-outcome=\"failed\""))
    // The same runs write the same bytes.
    _ = LifecycleCommand.run(["run", passing, failing, "--html", out + "2"])
    #expect(try read(out + "2") == html)
  }

  @Test("run --profile all --html OUT: a section per profile")
  func everyProfile() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try write("install Notes\nlaunch Notes\nhome\n", name: "home.scn")
    let out = folder.appendingPathComponent("all.html").path
    let result = LifecycleCommand.run(["run", path, "--profile", "all", "--html", out])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError.hasSuffix("wrote \(out) (\(OSGeneration.allCases.count) runs)\n"))
    let html = try read(out)
    #expect(sections(html) == OSGeneration.allCases.count)
    for profile in OSGeneration.allCases {
      #expect(html.contains("<h2>\(path) on \(profile.rawValue) — PASS</h2>"))
    }
  }

  @Test("run --html into a folder that does not exist: a clear error, exit 2, the traces still printed")
  func unwritable() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try write("install Notes\nlaunch Notes\n", name: "a.scn")
    let out = folder.appendingPathComponent("missing/timeline.html").path
    let result = LifecycleCommand.run(["run", path, "--html", out])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.contains("applicationDidBecomeActive"))
    #expect(
      result.standardError.contains(
        "lifecycle run: cannot write the HTML timeline to \(out): no folder \(folder.appendingPathComponent("missing").path)"
      ))
  }

  @Test("explore --app --html OUT: each finding with its minimal scenario and that scenario's timeline")
  func exploreFindings() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let out = folder.appendingPathComponent("findings.html").path
    let result = LifecycleCommand.run([
      "explore", "--app", "notes-naive", "--profile", "ios4", "--depth", "4", "--html", out,
    ])
    #expect(result.exitCode == 1, "\(result.standardError)")
    // The last line names the findings: `2 findings: clean-background on ios4, no-data-loss on ios4`.
    let last = try #require(result.standardOutput.split(separator: "\n").last)
    let found = last.split(separator: ": ", maxSplits: 1).last?.split(separator: ", ") ?? []
    #expect(found.contains("no-data-loss on ios4"))
    #expect(result.standardError.hasSuffix("wrote \(out) (\(found.count) findings)\n"))
    let html = try read(out)
    #expect(html.components(separatedBy: "<article class=\"finding\"").count - 1 == found.count)
    #expect(html.contains("data-invariant=\"no-data-loss\" data-profile=\"ios4\">"))
    #expect(html.contains("launched again after the system ended it"))
    #expect(html.contains("<pre class=\"scenario\"><code># no-data-loss, found by lifecycle explore"))
    #expect(html.contains("\ndevice profile=ios4 memory=2GB"))
    // The scenario's own run, under it, with its failed check.
    #expect(html.contains("<h4>notes-naive-ios4-no-data-loss.scn on ios4</h4>"))
    #expect(sections(html) == found.count)
    #expect(html.contains("data-outcome=\"failed\""))
    // Each finding's heading names the app; the table above says what was searched and links to it.
    #expect(html.contains("<h3>notes-naive: no-data-loss on ios4</h3>"))
    #expect(html.contains("<h2>What was searched</h2>"))
    #expect(html.contains("every sequence of up to 4 steps after the launch"))
    #expect(html.contains("<td class=\"bad\" data-label=\"found\"><a href=\"#finding-1\">"))
  }

  @Test("demo and explore --html into a folder that does not exist: the error comes before the work, exit 2")
  func unwritableBeforeTheWork() throws {
    let out = folder.appendingPathComponent("missing/page.html").path
    let demo = LifecycleCommand.run(["demo", "--html", out])
    #expect(demo.exitCode == 2)
    #expect(demo.standardOutput.isEmpty, "nothing was run")
    #expect(demo.standardError.contains("cannot write the HTML page to \(out): no folder"))
    let explore = LifecycleCommand.run(["explore", "--app", "notes", "--profile", "ios13", "--html", out])
    #expect(explore.exitCode == 2)
    #expect(explore.standardOutput.isEmpty)
    #expect(explore.standardError.contains("cannot write the HTML timeline to \(out): no folder"))
  }

  @Test("explore --app --html OUT with nothing found: the page says what was searched on which profile")
  func exploreNothingFound() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let out = folder.appendingPathComponent("clean.html").path
    let result = LifecycleCommand.run([
      "explore", "--app", "notes", "--profile", "ios13", "--depth", "2", "--html", out,
    ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let html = try read(out)
    #expect(!html.contains("Nothing to show"))
    #expect(html.contains("<p class=\"intro\">No runs and no findings.</p>"))
    #expect(html.contains("<td data-label=\"profile\">ios13</td>"))
    #expect(html.contains("<td class=\"good\" data-label=\"found\">nothing found</td>"))
    #expect(!html.contains("class=\"legend\""), "no chart, so no key to the charts")
  }

  @Test(
    "run --html with a file that does not parse: the page shows its error whole; the text ends with ERROR")
  func errorsAreShown() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = try write("install Notes\nlaunch Notes\nhom\n", name: "bad.scn")
    let good = try write("install Notes\nlaunch Notes\nhome\n", name: "good.scn")
    let out = folder.appendingPathComponent("errors.html").path
    let alone = LifecycleCommand.run(["run", bad, "--html", out])
    #expect(alone.exitCode == 2)
    #expect(alone.standardOutput.hasPrefix("ERROR \(bad):3:1: error: unknown step 'hom'"))
    #expect(alone.standardError.hasSuffix("wrote \(out) (0 runs, 1 error)\n"))
    let html = try read(out)
    #expect(html.contains("<h2>Not run: 1 error</h2>"))
    #expect(html.contains("<pre class=\"error\">\(bad):3:1: error: unknown step &#39;hom&#39;"))
    #expect(html.contains(" 3 | hom\n"), "the line and its caret, as on standard error")
    let both = LifecycleCommand.run(["run", bad, good, "--html", out])
    #expect(both.exitCode == 2)
    let mixed = try read(out)
    #expect(sections(mixed) == 1)
    #expect(mixed.contains("1 run, 1 error."))
    #expect(mixed.contains("<pre class=\"error\">\(bad):3:1"))
  }

  @Test("the help of run and explore names --html OUT")
  func help() {
    #expect(LifecycleCommand.run(["help", "run"]).standardOutput.contains("--html OUT"))
    #expect(LifecycleCommand.run(["help", "explore"]).standardOutput.contains("--html OUT"))
  }
}
