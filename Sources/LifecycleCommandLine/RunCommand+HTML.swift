import Foundation
import LifecycleCore
import LifecycleExplorer
import LifecycleReports
import LifecycleSimulator

/// `--html OUT` of `lifecycle run` and `lifecycle explore --app`: the runs (or the findings,
/// each with its minimal scenario's run) as one HTML timeline document (``TimelineDocument``).
/// Writing it changes neither the output nor the exit code; a file that cannot be written is
/// an error, exit 2.
struct TimelineOutput {
  /// Where the document goes.
  var path: String
  /// The runs so far, in order.
  var runs: [TimelineRun] = []
  /// The files run, for the title, in order, each once.
  private var files: [String] = []

  /// The option as `lifecycle run` and `lifecycle explore` describe it.
  static func option(_ what: String) -> CommandOption {
    CommandOption(
      "html", value: .text(placeholder: "OUT"),
      summary:
        "also write \(what) to OUT as one self-contained HTML timeline (a swimlane per app, callbacks, "
        + "terminations with their reports, checks, memory); says on standard error what it wrote")
  }

  /// An output to `path`, or nil without `--html`.
  init?(_ path: String?) {
    guard let path else { return nil }
    self.path = path
  }

  /// Adds the run of `file` on `profile`.
  mutating func add(file: String, profile: OSGeneration, outcome: ScenarioRunResult) {
    runs.append(TimelineRun(title: "\(file) on \(profile.rawValue)", result: outcome))
    if !files.contains(file) { files.append(file) }
  }

  /// The title of `lifecycle run`'s document: the files run.
  var runTitle: String {
    let shown = files.prefix(3).joined(separator: ", ")
    let more = files.count > 3 ? " and \(counted(files.count - 3, "more file", plural: "more files"))" : ""
    return "lifecycle run: " + (files.isEmpty ? "no run" : shown + more)
  }

  /// Writes `document`, and says so on `result`'s standard error; a failure to write is an
  /// error of `command`, exit 2.
  func write(
    _ document: TimelineDocument, counting: String, command: String, into result: inout CommandResult
  ) {
    do {
      try Data(document.html().utf8).write(to: URL(fileURLWithPath: path))
      result.standardError += "wrote \(path) (\(counting))\n"
    } catch {
      result.standardError +=
        "lifecycle \(command): cannot write the HTML timeline to \(path): \(Self.reason(error, path: path))\n"
      result.exitCode = 2
    }
  }

  /// Writes `lifecycle run`'s document.
  func write(into result: inout CommandResult) {
    write(
      TimelineDocument(title: runTitle, runs: runs), counting: counted(runs.count, "run"), command: "run",
      into: &result)
  }

  /// Why `path` could not be written, in words.
  static func reason(_ error: any Error, path: String) -> String {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      return "no folder \(folder)"
    }
    if !isDirectory.boolValue { return "\(folder) is not a folder" }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      return "it is a folder"
    }
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return error.localizedDescription
  }

  // MARK: Explorer findings

  /// `lifecycle explore --app`'s `result`, with the findings written to `--html OUT` when
  /// it was given: each finding with its minimal scenario and that scenario's own run.
  @MainActor
  static func explore(
    _ result: CommandResult, findings: [AppFinding], app: String, path: String?, catalog: AppCatalog
  ) -> CommandResult {
    guard let output = TimelineOutput(path) else { return result }
    var result = result
    let runner = ScenarioRunner(catalog: catalog)
    let timelineFindings = findings.map { timelineFinding($0, app: app, runner: runner) }
    let document = TimelineDocument(title: "lifecycle explore --app \(app)", findings: timelineFindings)
    output.write(
      document, counting: counted(findings.count, "finding"), command: "explore", into: &result)
    return result
  }

  /// `finding` for a timeline document, with the run of its minimal scenario (none when the
  /// scenario does not parse, which the note then says).
  @MainActor
  static func timelineFinding(_ finding: AppFinding, app: String, runner: ScenarioRunner) -> TimelineFinding {
    let name = scenarioFileName(of: finding, app: app)
    var run: TimelineRun?
    var note: String?
    do {
      run = TimelineRun(
        title: "\(name) on \(finding.profile.rawValue)",
        result: runner.run(try ScenarioParser.parse(finding.scenario, file: name)))
    } catch {
      note = "The scenario does not parse, so it has no timeline: \(error). Please report this."
    }
    if !finding.replayFails {
      note = (note.map { $0 + " " } ?? "") + "Replayed alone, this scenario did not fail: please report this."
    }
    return TimelineFinding(
      invariant: finding.invariant.rawValue, message: finding.message, profile: finding.profile.rawValue,
      scenario: finding.scenario, note: note, run: run, fileName: name)
  }

  /// The file a finding's scenario is written to by `explore --out DIR`, and the name its
  /// timeline goes by: `APP-PROFILE-INVARIANT.scn`.
  static func scenarioFileName(of finding: AppFinding, app: String) -> String {
    "\(app)-\(finding.profile.rawValue)-\(finding.invariant.rawValue).scn"
  }
}
