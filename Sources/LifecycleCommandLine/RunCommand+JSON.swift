import LifecycleCore
import LifecycleSimulator

/// `lifecycle run --json`: one JSON document for the whole invocation, on standard output.
///
/// ```
/// {"format": 1, "command": "run",
///  "runs": [{"file", "profile", "written_for", "result", "exit_code", "checks", "failed",
///            "failures": [{"file", "line", "column", "step", "expected", "actual"}],
///            "error": null | {"file", "line", "column", "message"},
///            "reports": [{"app", "cause", "kind", "description"}], "left_over": [...],
///            "trace": [the entries of --format jsonl, without the run fields]}],
///  "summary": {"runs", "passed", "failed", "errors", "exit_code"}}
/// ```
///
/// Keys are in that order, always present (`null` where there is nothing), so that the same
/// files give the same bytes. Standard error stays empty but for progress on a terminal:
/// everything the text mode says there is in the document.
extension RunCommand {
  /// The `--json` option.
  static let jsonOption = CommandOption(
    "json",
    summary:
      "print one JSON document: each run (its file, profile, result, failed checks as fields, trace) and a "
      + "summary of the counts and the exit code (Docs/CommandLine.md)")

  /// Runs `paths` on `profiles` and prints the document; the exit code is the highest of all
  /// runs' (2 for a file that does not load).
  @MainActor
  static func runJSON(_ parsed: ParsedArguments, profiles: ProfileChoice, catalog: AppCatalog)
    -> CommandResult
  {
    if parsed.values["format"] != nil {
      return .usage(UsageError("--json and --format are alternatives: give one"), command: "run")
    }
    let runner = ScenarioRunner(catalog: catalog)
    let paths = parsed.positionals
    var runs: [JSONDocument] = []
    var verdicts: [RunSummary.Verdict] = []
    var exitCode: Int32 = 0
    var html = TimelineOutput(parsed.value("html"))
    for path in paths {
      let scenario: Scenario
      switch ScenarioLoading.load(path) {
      case .failure(let failure):
        runs.append(loadFailure(path, failure))
        verdicts.append(.error)
        exitCode = max(exitCode, 2)
        continue
      case .success(let loaded): scenario = loaded
      }
      let written = scenario.writtenProfile
      let generations = profiles.generations(
        writtenFor: written ?? DeviceSpec.default.profile, scenario: scenario, catalog: catalog)
      for profile in generations {
        progress(path, profile, of: paths, profiles)
        let outcome = runner.run(scenario.on(profile))
        let verdict = RunSummary.Verdict(outcome)
        verdicts.append(verdict)
        exitCode = max(exitCode, outcome.exitCode)
        html?.add(file: path, profile: profile, outcome: outcome)
        runs.append(document(path, profile: profile, writtenFor: written, outcome: outcome, verdict: verdict))
      }
    }
    let count = { (verdict: RunSummary.Verdict) in verdicts.filter { $0 == verdict }.count }
    let document = JSONDocument.object([
      ("runs", .array(runs)),
      (
        "summary",
        .object([
          ("runs", .int(verdicts.count)), ("passed", .int(count(.pass))), ("failed", .int(count(.fail))),
          ("errors", .int(count(.error))), ("exit_code", .int(Int(exitCode))),
        ])
      ),
    ])
    var result = CommandResult(document: document, exitCode: exitCode)
    html?.write(into: &result)
    return result
  }

  /// A file that did not load: no profile, no trace, the error with its place where it has one.
  private static func loadFailure(_ path: String, _ failure: ScenarioLoading.LoadFailure) -> JSONDocument {
    .object([
      ("file", .string(path)), ("profile", .null), ("written_for", .null),
      ("result", .string(RunSummary.Verdict.error.rawValue)), ("exit_code", .int(2)), ("checks", .int(0)),
      ("failed", .int(0)), ("failures", .array([])),
      (
        "error",
        .object([
          ("file", .string(path)), ("line", .optional(failure.location?.line)),
          ("column", .optional(failure.location?.column)), ("message", .string(failure.reason)),
        ])
      ),
      ("reports", .array([])), ("left_over", .array([])), ("trace", .array([])),
    ])
  }

  /// One run of `path` on `profile`.
  @MainActor
  private static func document(
    _ path: String, profile: OSGeneration, writtenFor: OSGeneration?, outcome: ScenarioRunResult,
    verdict: RunSummary.Verdict
  ) -> JSONDocument {
    let failures = outcome.failures.map { failure in
      JSONDocument.object([
        ("file", .string(failure.location.file)), ("line", .int(failure.location.line)),
        ("column", .int(failure.location.column)), ("step", .string(failure.step)),
        ("expected", .string(failure.expected)), ("actual", .string(failure.actual)),
      ])
    }
    let error = outcome.error.map { error in
      JSONDocument.object([
        ("file", .string(error.location.file)), ("line", .int(error.location.line)),
        ("column", .int(error.location.column)), ("message", .string(error.message)),
      ])
    }
    let reports = outcome.reports.map { report in
      JSONDocument.object([
        ("app", .string(report.app)), ("cause", .string(report.cause.rawValue)),
        ("kind", .string(report.kind.rawValue)), ("description", .string(report.description)),
      ])
    }
    // The entries of `--format jsonl`, without the run's fields: this object has them.
    let trace = TraceRenderer.jsonLines(outcome.trace).split(separator: "\n").map {
      JSONDocument.encoded(String($0))
    }
    return .object([
      ("file", .string(path)), ("profile", .string(profile.rawValue)),
      ("written_for", .optional(writtenFor?.rawValue)), ("result", .string(verdict.rawValue)),
      ("exit_code", .int(Int(outcome.exitCode))), ("checks", .int(outcome.checkCount)),
      ("failed", .int(outcome.failures.count)), ("failures", .array(failures)), ("error", error ?? .null),
      ("reports", .array(reports)), ("left_over", .array(outcome.leftOverWork.map(JSONDocument.string))),
      ("trace", .array(trace)),
    ])
  }

  /// Progress on a terminal before the run of `path` on `profile`, when there are several:
  /// `[3/12] notes.scn ios5`.
  @MainActor
  static func progress(_ path: String, _ profile: OSGeneration, of paths: [String], _ profiles: ProfileChoice)
  {
    let total = paths.count * (profiles == .all ? OSGeneration.allCases.count : 1)
    guard total > 1 else { return }
    Progress.advance(total: total, "\(path) \(profile.rawValue)")
  }
}
