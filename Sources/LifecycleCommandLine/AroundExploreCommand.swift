import Foundation
import LifecycleExplorer
import LifecycleSimulator

/// `lifecycle explore --around FILE`: the scenario with each neutral round-trip (Home and back;
/// Home, jetsam and relaunch; a call declined; lock and unlock; a memory warning) injected
/// after each step at which an app is in front (``RoundTripExplorer``); a failure names the
/// step, the round-trip, the checks that failed and the invariants broken.
enum AroundExploreCommand {
  static let options: [CommandOption] = [
    CommandOption(
      "around", value: .text(placeholder: "FILE"), summary: "the scenario to inject round-trips into"),
    CommandOption(
      "out", value: .text(placeholder: "DIR"),
      summary: "also write each failing run's scenario to DIR/around-N.scn"),
    CommandOption("json", summary: "print the runs that failed as one JSON document instead of text"),
    CommandOption(
      "workers", value: .text(placeholder: "N"), default: "auto",
      summary:
        "run the scenario in N worker processes, which can use N cores; a trap or a hang in app code then "
        + "fails the run it happened in (no-crash) instead of ending the explorer (0: run in this process; "
        + "auto: one per core, at most 8, when the lifecycle program or your own runner explores; 0 when other "
        + "code calls it)"),
    CommandOption(
      "worker", summary: "serve runs on standard input (how the explorer starts its workers)", plumbing: true),
  ]

  @MainActor
  static func run(_ arguments: [String], catalog: AppCatalog) -> CommandResult {
    let parsed: ParsedArguments
    let workerCount: Int
    do throws(UsageError) {
      try AppExploreCommand.refuseWorkerWithNumber(arguments)
      parsed = try ParsedArguments(arguments, options: options)
      try parsed.requireNoPositionals()
      workerCount = try AppExploreCommand.workerCount(parsed)
    } catch {
      return .usage(error, command: "explore")
    }
    let path = parsed.value("around", default: "")
    let scenario: Scenario
    do throws(ScenarioError) {
      scenario = try ScenarioParser.parse(contentsOf: URL(fileURLWithPath: path))
    } catch {
      return CommandResult(standardError: "lifecycle explore: \(error)\n", exitCode: 2)
    }
    if parsed.flags.contains("worker") {
      RoundTripExplorer.serve(scenario, catalog: catalog, replyingTo: LifecycleCommand.outputDescriptor)
      return CommandResult()
    }
    if let folder = parsed.value("out"), let problem = OutputFolder.problem(folder) {
      return CommandResult(
        standardError: "lifecycle explore: cannot write the scenarios to \(folder): \(problem)\n", exitCode: 2
      )
    }
    var pool: WorkerPool?
    if workerCount > 0 {
      do {
        // The workers read the scenario themselves, by the path as given (they start in this
        // process's folder), so that the places they report are the ones this process prints.
        pool = try WorkerPool(
          executable: AppExploreCommand.workerExecutable,
          arguments: ["explore", "--around", path, "--worker"],
          count: workerCount)
      } catch {
        return CommandResult(
          standardError: "lifecycle explore: cannot start the workers: \(error)\n", exitCode: 2)
      }
    }
    defer { pool?.shutDown() }
    // Progress on standard error when it is a terminal; Ctrl-C stops after the runs under way,
    // and the runs so far are reported.
    Interruption.watch()
    defer { Interruption.stopWatching() }
    let report = RoundTripExplorer.explore(
      scenario, catalog: catalog, workers: pool,
      progress: { done, total in Progress.step(done, of: total, "\(path): runs with a round-trip") },
      shouldStop: { Interruption.isRequested })
    Progress.clear()
    var out = ""
    guard report.baselinePasses else {
      out += "\(path): the scenario fails as it is; round-trips mean something only around a passing one:\n"
      for failure in report.baselineFailures { out += "  \(failure)\n" }
      if let error = report.baselineError { out += "  \(error)\n" }
      return CommandResult(standardError: "lifecycle explore: " + out, exitCode: 2)
    }
    out += "\(path): \(report.runs) runs, each with one of \(RoundTrip.all.count) round-trips after a step\n"
    out += AppExploreCommand.workersLine(workerCount)
    for violation in report.baselineViolations {
      out += "  (the scenario as it is already breaks \(violation))\n"
    }
    for (number, failure) in report.failures.enumerated() {
      out +=
        "FAIL \(failure.after.location): after `\(failure.after.text)`, \(failure.roundTrip) (\(failure.app))\n"
      for check in failure.failures {
        out +=
          "  \(check.location.line): \(check.step) — expected \(check.expected), actual \(check.actual)\n"
      }
      if let error = failure.error { out += "  stopped: \(error)\n" }
      for violation in failure.violations { out += "  \(violation)\n" }
      if let folder = parsed.value("out") {
        let url = URL(fileURLWithPath: folder).appendingPathComponent("around-\(number + 1).scn")
        do {
          try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: folder), withIntermediateDirectories: true)
          try failure.scenario.write(to: url, atomically: true, encoding: .utf8)
          out += "  scenario: \(url.path)\n"
        } catch {
          return CommandResult(
            standardOutput: out,
            standardError: "lifecycle explore: cannot write \(url.path): \(error.localizedDescription)\n",
            exitCode: 2)
        }
      }
    }
    if report.interrupted {
      out +=
        "interrupted (Ctrl-C) after \(report.runs) of \(report.planned) runs: the failures are those of the runs so far\n"
    }
    out +=
      report.failures.isEmpty
      ? (report.interrupted
        ? "no run so far failed\n" : "every round-trip keeps the scenario's checks and the invariants\n")
      : "\(report.failures.count) of \(report.runs) runs failed\n"
    // As `--app`: failures found make it 1 even when interrupted; an interrupted run with none, 130.
    let code: Int32 = !report.failures.isEmpty ? 1 : report.interrupted ? 130 : 0
    if parsed.flags.contains("json") {
      return CommandResult(document: json(report, path: path), exitCode: code)
    }
    return CommandResult(standardOutput: out, exitCode: code)
  }

  /// `--json`: the scenario, how many runs, and each failing run with the step it followed, the
  /// round-trip, the checks that failed (as fields) and the invariants broken.
  static func json(_ report: RoundTripReport, path: String) -> JSONDocument {
    func location(_ place: SourceLocation) -> [(String, JSONDocument)] {
      [("file", .string(place.file)), ("line", .int(place.line)), ("column", .int(place.column))]
    }
    let failures = report.failures.map { failure in
      JSONDocument.object([
        ("after", .object(location(failure.after.location) + [("step", .string(failure.after.text))])),
        ("round_trip", .string(failure.roundTrip)),
        ("app", .string(failure.app)),
        (
          "failures",
          .array(
            failure.failures.map {
              .object(
                location($0.location) + [
                  ("step", .string($0.step)), ("expected", .string($0.expected)),
                  ("actual", .string($0.actual)),
                ])
            })
        ),
        ("error", failure.error.map(JSONDocument.string) ?? .null),
        ("violations", .array(failure.violations.map(violation))),
        ("scenario", .string(failure.scenario)),
      ])
    }
    return .object([
      ("model", .string("around")),
      ("file", .string(path)),
      ("runs", .int(report.runs)),
      ("planned", .int(report.planned)),
      ("interrupted", .bool(report.interrupted)),
      ("baseline_violations", .array(report.baselineViolations.map(violation))),
      ("failures", .array(failures)),
    ])
  }

  private static func violation(_ violation: AppViolation) -> JSONDocument {
    .object([
      ("invariant", .string(violation.invariant.rawValue)), ("message", .string(violation.message)),
      ("process_died", .bool(violation.processDied)),
    ])
  }
}
