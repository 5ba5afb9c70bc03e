import LifecycleSimulator

/// `lifecycle run FILE… [--format text|jsonl]`: runs scenarios and prints their traces.
enum RunCommand {
  static let spec = CommandSpec(
    name: "run",
    summary: "run scenario files and print their traces and checks",
    arguments: [
      .init(
        placeholder: "FILE…",
        summary: "one or more scenario files (.scn), run one after the other; examples in Examples/Scenarios")
    ],
    options: [
      CommandOption(
        "format", value: .choice(Format.allCases.map(\.rawValue)), default: Format.text.rawValue,
        summary:
          "text: each trace, then a PASS, FAIL or ERROR line per file; jsonl: one JSON object per trace entry"
      )
    ],
    notes: ["Failed checks and errors go to standard error, with the file, line and column."],
    exitCodes: [
      .init(code: 0, meaning: "every expect in every file holds"),
      .init(code: 1, meaning: "an expect failed"),
      .init(code: 2, meaning: "a usage error, a file that cannot be read, or an error in a scenario"),
    ]
  )

  @MainActor
  static func run(_ arguments: [String]) -> CommandResult {
    let parsed: ParsedArguments
    let format: Format
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, options: spec.options)
      format = try parsed.choice("format", from: Format.allCases.map { ($0.rawValue, $0) })
      guard !parsed.positionals.isEmpty else { throw UsageError("no scenario file given") }
    } catch {
      return .usage(error, command: "run")
    }
    var result = CommandResult()
    let runner = ScenarioRunner(catalog: LifecycleCommand.catalog)
    for path in parsed.positionals {
      let scenario: Scenario
      switch ScenarioLoading.load(path) {
      case .failure(let failure):
        result.standardError += failure.message + "\n"
        result.exitCode = max(result.exitCode, 2)
        continue
      case .success(let loaded): scenario = loaded
      }
      let outcome = runner.run(scenario)
      switch format {
      case .jsonl:
        result.standardOutput += TraceRenderer.jsonLines(outcome.trace)
      case .text:
        if parsed.positionals.count > 1 { result.standardOutput += "== \(path)\n" }
        result.standardOutput += TraceRenderer.text(outcome.trace)
        result.standardOutput += summary(outcome) + "\n"
        if parsed.positionals.count > 1 { result.standardOutput += "\n" }
      }
      for failure in outcome.failures {
        result.standardError += "\(failure.location): check failed: \(failure.step)\n"
        result.standardError += "  expected: \(failure.expected)\n  actual:   \(failure.actual)\n"
      }
      if let error = outcome.error {
        result.standardError += ScenarioLoading.render(error, source: nil) + "\n"
      }
      result.exitCode = max(result.exitCode, outcome.exitCode)
    }
    return result
  }

  @MainActor
  static func summary(_ outcome: ScenarioRunResult) -> String {
    var parts = [counted(outcome.checkCount, "check"), "\(outcome.failures.count) failed"]
    if !outcome.reports.isEmpty { parts.append(counted(outcome.reports.count, "report")) }
    if !outcome.leftOverWork.isEmpty { parts.append("\(outcome.leftOverWork.count) left over") }
    let verdict = outcome.error != nil ? "ERROR" : outcome.failures.isEmpty ? "PASS" : "FAIL"
    return "\(verdict) \(outcome.file): " + parts.joined(separator: ", ")
  }

  enum Format: String, CaseIterable {
    case text, jsonl
  }
}
