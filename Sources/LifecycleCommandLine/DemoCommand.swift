import LifecycleCore
import LifecycleSimulator

/// `lifecycle demo`: the front door. The built-in samples through the stories of the articles
/// in Docs/Sources.md on every profile (``DemoSampleStory``: what the user got back, careless
/// app beside careful twin), what the explorer finds in each careless sample without being told
/// the steps, one finding's minimal scenario, and an HTML page of it all. `--callbacks` prints
/// the callbacks of each generation instead (``DemoStory``, with `tracer` apps).
enum DemoCommand {
  static let spec = CommandSpec(
    name: "demo",
    summary: "the samples' lifecycle bugs on every generation, and what the explorer finds",
    options: [
      CommandOption(
        "callbacks",
        summary: "print, instead, the callbacks a tracer app receives in each story, side by side on every "
          + "generation"),
      CommandOption("json", summary: "print the stories' outcomes and the findings as one JSON document"),
      CommandOption(
        "html", value: .text(placeholder: "FILE"), default: DemoReport.defaultHTMLFile,
        summary:
          "where to write the HTML page: the tables, each story's timelines (both apps, on the first generation "
          + "where the careless one goes wrong), the findings with theirs, each profile's state diagram"),
      CommandOption("no-html", summary: "write no HTML page"),
      CommandOption(
        "processes", value: .text(placeholder: "N"), defaultNote: "one per core, at most 4",
        summary:
          "how many processes share the explorer's searches (copies of this program; 1: all in this one)"),
      CommandOption(
        "share", value: .text(placeholder: "K/N"),
        summary: "explore only share K of N of the searches and print their reports as JSON (how the demo "
          + "hands its copies their work)",
        plumbing: true),
      TerminalStyle.option,
    ],
    notes: [
      "Each story runs a careless sample and its careful twin with the same steps on every profile; a cell "
        + "says what the user got back: kept, what went wrong (LOST, STALE, DOUBLED, LEFT UP), or CRASH with "
        + "the report's kind. The explorer then searches each careless sample with the story's system "
        + "events, every on-screen action and the sample's own actions, to a small depth, and each finding is "
        + "shrunk to a scenario that `lifecycle run` replays. The output fits \(maximumWidth) columns."
    ],
    exitCodes: [
      .init(code: 0, meaning: "the demo ran (its findings are the samples' bugs, on purpose)"),
      .init(
        code: 2, meaning: "a usage error, a story that does not parse, or an HTML page that cannot be written"
      ),
    ]
  )

  /// The widest line the demo prints, in characters.
  static let maximumWidth = 120

  @MainActor
  static func run(_ arguments: [String]) -> CommandResult {
    let parsed: ParsedArguments
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, options: spec.options)
      if let stray = parsed.positionals.first {
        throw UsageError("unexpected argument '\(stray)'; demo takes no arguments")
      }
      if parsed.flags.contains("callbacks"),
        let other = ["json", "no-html"].first(where: parsed.flags.contains)
          ?? (parsed.values["html"] != nil ? "html" : nil)
      {
        throw UsageError("--callbacks prints the callback tables only; it takes no --\(other)")
      }
      if parsed.flags.contains("no-html"), parsed.values["html"] != nil {
        throw UsageError("--html and --no-html contradict each other: give one")
      }
      if parsed.values["html"]?.isEmpty == true { throw UsageError("--html takes a file name") }
    } catch {
      return .usage(error, command: "demo")
    }
    if parsed.flags.contains("callbacks") { return callbackTables() }
    if let share = parsed.values["share"] {
      return DemoExplorations.printShare(share, catalog: LifecycleCommand.catalog)
    }
    let processes: Int
    if let text = parsed.values["processes"] {
      guard let count = Int(text), (1...64).contains(count) else {
        return .usage(UsageError("--processes takes a number from 1 to 64 (got '\(text)')"), command: "demo")
      }
      processes = count
    } else {
      processes = DemoExplorations.defaultProcessCount
    }
    // A page that cannot be written is said before the seconds of work, not after them.
    if !parsed.flags.contains("no-html") {
      let path = parsed.value("html", default: DemoReport.defaultHTMLFile)
      if let problem = TimelineOutput.problem(writing: path) {
        return CommandResult(
          standardError: "lifecycle demo: cannot write the HTML page to \(path): \(problem)\n", exitCode: 2)
      }
    }
    var warnings: [String] = []
    let report = DemoReport.make(
      catalog: LifecycleCommand.catalog, processes: processes,
      executable: LifecycleCommand.runsAsProgram ? AppExploreCommand.workerExecutable : nil,
      warnings: &warnings)
    var result =
      parsed.flags.contains("json")
      ? CommandResult(document: report.json())
      : CommandResult(standardOutput: report.text(width: maximumWidth))
    result.standardError += warnings.map { $0 + "\n" }.joined()
    if !parsed.flags.contains("no-html") {
      let path = parsed.value("html", default: DemoReport.defaultHTMLFile)
      Progress.show("writing \(path)")
      do {
        result.standardError += try report.writeHTML(to: path)
      } catch {
        result.standardError +=
          "lifecycle demo: cannot write the HTML page to \(path): \(TimelineOutput.reason(error, path: path))\n"
        result.exitCode = 2
      }
    }
    return result
  }

  /// `demo --callbacks`: each story of ``DemoStory/catalog`` as a table of the callbacks a tracer
  /// app receives, a column per generation.
  @MainActor
  static func callbackTables() -> CommandResult {
    var out = """
      LifecycleKit demo — stories from the articles in Docs/Sources.md, run on every iOS generation.
      Each cell: the callbacks the app received for that step, in order, then its state; where a
      story has several apps, each line names its app. (The 'application'/'scene' prefix is left
      out; † marks a termination.)

      """
    for story in DemoStory.catalog {
      out += "\n\(story.title) — from \(story.source.citation)\n"
      switch table(for: story) {
      case .success(let tables): out += tables.map { "\n" + $0.render() }.joined()
      case .failure(let error):
        return CommandResult(standardOutput: out, standardError: "\(error)\n", exitCode: 2)
      }
    }
    out += "\nRun one yourself: swift run lifecycle run Examples/Scenarios/home-ios4-suspends.scn\n"
    return CommandResult(standardOutput: out)
  }

  /// The story's table, a column per profile, split into as few tables as fit
  /// ``maximumWidth`` (each repeating the step column).
  @MainActor
  static func table(for story: DemoStory) -> Result<[TextTable], ScenarioError> {
    let steps = story.steps
    var columns: [[[String]]] = []
    for generation in OSGeneration.allCases {
      let scenario: Scenario
      do throws(ScenarioError) {
        scenario = try ScenarioParser.parse(
          story.scenario(on: generation.rawValue), file: "<demo: \(story.title)>")
      } catch {
        return .failure(error)
      }
      let result = ScenarioRunner(catalog: LifecycleCommand.catalog).run(scenario)
      columns.append(cells(result.trace, apps: story.apps, stepCount: steps.count))
    }
    var table = TextTable(headers: ["step"] + OSGeneration.allCases.map(\.displayName))
    for (index, step) in steps.enumerated() {
      table.add([[step]] + columns.map { $0[index] })
    }
    return .success(split(table, toFit: maximumWidth))
  }

  /// `table` as one table when it fits `width`, else its columns after the first
  /// dealt into the fewest tables of near-equal size that all fit.
  @MainActor
  static func split(_ table: TextTable, toFit width: Int) -> [TextTable] {
    let others = Array(1..<table.headers.count)
    var parts: [TextTable] = [table]
    for count in 1...max(1, others.count) {
      let size = (others.count + count - 1) / count
      parts = stride(from: 0, to: others.count, by: size).map { start in
        table.selecting([0] + others[start..<min(start + size, others.count)])
      }
      if parts.allSatisfy({ $0.width <= width }) { break }
    }
    return parts
  }

  /// One cell per user step (the steps after the installs): the callbacks, notifications
  /// and kills of the story's apps, then the state each ended in. When the story has more
  /// than one app, each line starts with the app's name. Read from the trace's typed records.
  @MainActor
  static func cells(_ trace: Trace, apps: [String], stepCount: Int) -> [[String]] {
    let named = apps.count > 1
    var cells: [[String]] = []
    var current: [String]?
    var lastStates: [(app: String, state: AppState)] = []
    func line(_ app: String, _ text: String) -> String { named ? "\(app): \(text)" : text }
    func close() {
      guard var cell = current else { return }
      cell += lastStates.map { line($0.app, "→ \($0.state)") }
      cells.append(cell.isEmpty ? ["(no effect)"] : cell)
    }
    for record in trace.records {
      if case .step(let command) = record.event {
        switch command {
        case .install, .device: continue
        default: break
        }
        close()
        current = []
        lastStates = []
        continue
      }
      guard let index = record.event.app, case let app = trace.name(of: index), apps.contains(app) else {
        continue
      }
      switch record.event {
      case .delivered(_, .callback(let callback)): current?.append(line(app, shortName(callback.rawValue)))
      case .expirationHandler: current?.append(line(app, "backgroundTaskExpired"))
      case .delivered(_, .notification(let notification))
      where !notification.rawValue.hasPrefix("UIApplication"):
        // Queued notifications have no callback of their own; show them.
        current?.append(line(app, notification.rawValue.replacing("Notification", with: "")))
      case .terminated(_, let cause): current?.append(line(app, "† \(cause.rawValue)"))
      case .stateChanged(_, _, let state):
        if let position = lastStates.firstIndex(where: { $0.app == app }) {
          lastStates[position].state = state
        } else {
          lastStates.append((app, state))
        }
      default: break
      }
    }
    close()
    while cells.count < stepCount { cells.append(["(not run)"]) }
    return cells
  }

  @MainActor
  static func shortName(_ callback: String) -> String {
    for prefix in ["application", "scene"] where callback.hasPrefix(prefix) {
      let rest = callback.dropFirst(prefix.count)
      return rest.prefix(1).lowercased() + rest.dropFirst()
    }
    return callback
  }
}
