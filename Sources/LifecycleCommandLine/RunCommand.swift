import LifecycleCore
import LifecycleSimulator

/// `lifecycle run FILE… [--format text|jsonl] [--profile P|all]`: runs scenarios, on the
/// profile their `device` line names or on the ones `--profile` gives, and prints their traces.
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
          "text: each trace, then a PASS, FAIL or ERROR line per run; jsonl: one JSON object per trace entry, "
          + "with the run's file and profile"
      ),
      CommandOption(
        "profile", value: .choice(ProfileChoice.names), defaultNote: "the file's device line",
        summary:
          "run every file on this profile instead of the one its device line names, keeping its memory, "
          + "multitasking and seed (a file without a device line gets the default device on it); all: once "
          + "on each profile that installs every app the file installs (an imported app's deployment target "
          + "rules out the older ones). " + LifecycleCommand.profileRanges + ".",
        nearMisses: DiagramCommand.profileNearMisses),
      jsonOption, TimelineOutput.option("every run"), TerminalStyle.option,
    ],
    notes: [
      "Failed checks and errors go to standard error, with the file, line and column (and the profile, "
        + "with --profile).",
      "With more than one run (several files, or --profile all), a table at the end gives each file "
        + "and profile its result, its counts and its first failed check (on standard error with --format "
        + "jsonl, so that standard output stays JSON Lines), and the exit code is the highest of all runs.",
    ],
    exitCodes: [
      .init(code: 0, meaning: "every expect in every run holds"),
      .init(code: 1, meaning: "an expect failed"),
      .init(code: 2, meaning: "a usage error, a file that cannot be read, or an error in a scenario"),
    ]
  )

  @MainActor
  static func run(_ arguments: [String], catalog: AppCatalog = LifecycleCommand.catalog) -> CommandResult {
    let parsed: ParsedArguments
    let format: Format
    let profiles: ProfileChoice
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, options: spec.options)
      format = try parsed.choice("format", from: Format.allCases.map { ($0.rawValue, $0) })
      profiles = try parsed.choice("profile", default: .asWritten, from: ProfileChoice.choices)
      guard !parsed.positionals.isEmpty else { throw UsageError("no scenario file given") }
    } catch {
      return .usage(error, command: "run")
    }
    if parsed.flags.contains("json") { return runJSON(parsed, profiles: profiles, catalog: catalog) }
    var result = CommandResult()
    var runs: [RunSummary] = []
    let runner = ScenarioRunner(catalog: catalog)
    // A header before each trace whenever a reader could not tell the runs apart without it.
    let headers = parsed.positionals.count > 1 || profiles != .asWritten
    var html = TimelineOutput(parsed.value("html"))
    for path in parsed.positionals {
      let scenario: Scenario
      switch ScenarioLoading.load(path) {
      case .failure(let failure):
        result.standardError += failure.message + "\n"
        result.exitCode = max(result.exitCode, 2)
        let run = RunSummary(file: path, loadFailure: failure.message)
        runs.append(run)
        html?.add(error: failure.message, file: path)
        // Standard output ends with a verdict for every file, this one's too.
        if format == .text, parsed.positionals.count == 1 { result.standardOutput += run.verdictLine + "\n" }
        continue
      case .success(let loaded): scenario = loaded
      }
      let written = scenario.writtenProfile
      let generations = profiles.generations(
        writtenFor: written ?? DeviceSpec.default.profile, scenario: scenario, catalog: catalog)
      if profiles == .all, format == .text, generations.count < OSGeneration.allCases.count {
        // Say which profiles `all` left out, and why: the apps' minimum versions.
        let skipped = OSGeneration.allCases.filter { !generations.contains($0) }.map(\.rawValue)
        let minimums = scenario.steps.compactMap { step -> String? in
          guard case .install(let spec) = step.command,
            let minimum = catalog.declaration(for: spec.appID)?.minimumOSVersion
          else { return nil }
          return "\(spec.name) needs iOS \(minimum)"
        }
        result.standardOutput +=
          "\(path): \(skipped.joined(separator: ", ")) skipped: \(minimums.joined(separator: ", ")) "
          + "(its Info.plist's MinimumOSVersion; iOS refuses to install it on older versions)\n"
      }
      for profile in generations {
        progress(path, profile, of: parsed.positionals, profiles)
        let outcome = runner.run(scenario.on(profile))
        let run = RunSummary(file: path, profile: profile, writtenFor: written, outcome: outcome)
        runs.append(run)
        html?.add(file: path, profile: profile, outcome: outcome)
        // The profile follows each message when the file may have run on another than its own.
        let onProfile = profiles == .asWritten ? "" : " (on \(profile.rawValue))"
        switch format {
        case .jsonl:
          result.standardOutput += TraceRenderer.jsonLines(
            outcome.trace, run: [("file", path), ("profile", profile.rawValue)])
        case .text:
          if headers { result.standardOutput += run.header + "\n" }
          result.standardOutput += TraceRenderer.text(outcome.trace)
          result.standardOutput += summary(outcome, profile: profile) + "\n"
          if headers { result.standardOutput += "\n" }
        }
        for failure in outcome.failures {
          result.standardError += "\(failure.location): check failed: \(failure.step)\(onProfile)\n"
          result.standardError += "  expected: \(failure.expected)\n  actual:   \(failure.actual)\n"
        }
        // A crash explains the failed checks that follow it, and is otherwise only in the trace.
        if !outcome.failures.isEmpty {
          for report in outcome.reports where report.cause == .crash {
            result.standardError += "\(path): \(report.app): \(report.description)\(onProfile)\n"
          }
        }
        if let error = outcome.error {
          // The file was read a moment ago; shown again with the line and a caret.
          let message = ScenarioLoading.render(error, source: ScenarioLoading.text(of: path)) + onProfile
          result.standardError += message + "\n"
          html?.add(error: message, file: path)
        }
        result.exitCode = max(result.exitCode, outcome.exitCode)
      }
    }
    if runs.count > 1 {
      let table = RunSummary.table(runs)
      switch format {
      case .text: result.standardOutput += table
      case .jsonl: result.standardError += (result.standardError.isEmpty ? "" : "\n") + table
      }
    }
    html?.write(into: &result)
    return result
  }

  /// `PASS notes.scn on ios4: 2 checks, 0 failed, 1 report`.
  @MainActor
  static func summary(_ outcome: ScenarioRunResult, profile: OSGeneration) -> String {
    var parts = [counted(outcome.checkCount, "check"), "\(outcome.failures.count) failed"]
    if !outcome.reports.isEmpty { parts.append(counted(outcome.reports.count, "report")) }
    if !outcome.leftOverWork.isEmpty { parts.append("\(outcome.leftOverWork.count) left over") }
    let verdict = RunSummary.Verdict(outcome).rawValue
    return "\(verdict) \(outcome.file) on \(profile.rawValue): " + parts.joined(separator: ", ")
  }

  enum Format: String, CaseIterable {
    case text, jsonl
  }

  /// What `--profile` asks for.
  enum ProfileChoice: Equatable {
    /// No `--profile`: each file on the profile its `device` line names.
    case asWritten
    /// `--profile P`.
    case one(OSGeneration)
    /// `--profile all`: every profile, oldest first.
    case all

    static let choices: [(String, ProfileChoice)] =
      OSGeneration.allCases.map { ($0.rawValue, .one($0)) } + [("all", .all)]
    static let names = choices.map(\.0)

    /// The profiles to run `scenario` on, whose `device` line names `written`: for `all`, every
    /// profile that installs each app the scenario installs (an app imported from a project with
    /// a deployment target of iOS 9 runs on the profiles from iOS 7–12 on; iOS refuses to install
    /// it on older ones).
    func generations(
      writtenFor written: OSGeneration, scenario: Scenario? = nil, catalog: AppCatalog? = nil
    ) -> [OSGeneration] {
      switch self {
      case .asWritten: return [written]
      case .one(let profile): return [profile]
      case .all:
        guard let scenario, let catalog else { return OSGeneration.allCases }
        let minimums = scenario.steps.compactMap { step -> OSVersion? in
          guard case .install(let spec) = step.command else { return nil }
          return catalog.declaration(for: spec.appID)?.minimumOSVersion
        }
        return OSGeneration.allCases.filter { generation in minimums.allSatisfy { generation.runs($0) } }
      }
    }
  }
}
