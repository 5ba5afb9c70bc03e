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
  /// What could not be run, each message whole.
  var errors: [String] = []

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
    let verdict = RunSummary.Verdict(outcome).rawValue
    runs.append(
      TimelineRun(title: "\(Self.shown(file)) on \(profile.rawValue) — \(verdict)", result: outcome))
    if !files.contains(file) { files.append(file) }
  }

  /// `path` as the page shows it: relative to the current folder when it lies inside it (the
  /// file as a user in that folder would name it), else as given.
  static func shown(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    guard path.hasPrefix("/"), path.hasPrefix(current + "/") else { return path }
    return String(path.dropFirst(current.count + 1))
  }

  /// Adds what stopped `file` from being run (or run to its end): the message, shown whole.
  mutating func add(error message: String, file: String) {
    errors.append(message)
    if !files.contains(file) { files.append(file) }
  }

  /// The title of `lifecycle run`'s document: the files run.
  var runTitle: String {
    let folders = Set(
      files.map { URL(fileURLWithPath: Self.shown($0)).deletingLastPathComponent().relativePath })
    if files.count > 3, folders.count == 1, let folder = folders.first {
      return "lifecycle run: \(files.count) files in \(folder == "." ? "the current folder" : folder)"
    }
    let shown = files.prefix(3).map(Self.shown).joined(separator: ", ")
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
      TimelineDocument(title: runTitle, runs: runs, errors: errors),
      counting: counted(runs.count, "run") + (errors.isEmpty ? "" : ", " + counted(errors.count, "error")),
      command: "run", into: &result)
  }

  /// Why a page could not be written to `path`, found before any work is done (a folder that
  /// does not exist, or a path that is a folder); nil when nothing stands in the way yet.
  static func problem(writing path: String) -> String? {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      return "no folder \(folder)"
    }
    if !isDirectory.boolValue { return "\(folder) is not a folder" }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      return "it is a folder"
    }
    return nil
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
    _ result: CommandResult, findings: [AppFinding], app: String, path: String?, catalog: AppCatalog,
    searched: (search: String, reports: [AppExplorationReport], interrupted: Bool)
  ) -> CommandResult {
    guard let output = TimelineOutput(path) else { return result }
    var result = result
    let runner = ScenarioRunner(catalog: catalog)
    let timelineFindings = findings.map { timelineFinding($0, app: app, runner: runner) }
    let document = TimelineDocument(
      title: "lifecycle explore --app \(app)", findings: timelineFindings,
      tables: [searchTable(searched.search, reports: searched.reports, interrupted: searched.interrupted)])
    output.write(
      document, counting: counted(findings.count, "finding"), command: "explore", into: &result)
    return result
  }

  /// What the explorer searched, one row per profile, with what it found there (linked to
  /// the first of those findings), so that a page with no finding still says what was tried.
  static func searchTable(_ search: String, reports: [AppExplorationReport], interrupted: Bool)
    -> TimelineTable
  {
    var rows: [[TimelineTable.Cell]] = []
    var firstFinding = 1
    for report in reports {
      let found: TimelineTable.Cell =
        report.findings.isEmpty
        ? .init([report.interrupted ? "nothing so far (interrupted)" : "nothing found"], tone: .good)
        : .init(
          report.findings.map(\.invariant.rawValue), tone: .bad, link: "finding-\(firstFinding)")
      firstFinding += report.findings.count
      rows.append([
        .init([report.profile.rawValue]), .init([ExploreCommand.grouped(report.states)]),
        .init([ExploreCommand.grouped(report.edges)]), .init([ExploreCommand.grouped(report.steps)]), found,
      ])
    }
    let stopped = interrupted ? " Interrupted (Ctrl-C): the figures are those of the search so far." : ""
    return TimelineTable(
      caption: "What was searched",
      note: "The explorer tried " + search + ", on each profile below (states: distinct situations reached; "
        + "steps: events carried out)." + stopped,
      headers: ["profile", "states", "edges", "steps", "found"], rows: rows)
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
      scenario: finding.scenario, note: note, run: run, fileName: name, app: app)
  }

  /// The file a finding's scenario is written to by `explore --out DIR`, and the name its
  /// timeline goes by: `APP-PROFILE-INVARIANT.scn`.
  static func scenarioFileName(of finding: AppFinding, app: String) -> String {
    "\(app)-\(finding.profile.rawValue)-\(finding.invariant.rawValue).scn"
  }
}
