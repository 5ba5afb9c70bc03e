import LifecycleCore
import LifecycleSimulator

/// `lifecycle demo`: each seed's story run as a scenario on every profile with a
/// `tracer` app, the traces side by side by profile.
enum DemoCommand {
  static let spec = CommandSpec(
    name: "demo",
    summary: "stories run as scenarios on every iOS generation, side by side",
    exitCodes: [
      .init(code: 0, meaning: "every story ran"),
      .init(code: 2, meaning: "a usage error, or a story that does not parse"),
    ]
  )

  static func run(_ arguments: [String]) -> CommandResult {
    do throws(UsageError) {
      let parsed = try ParsedArguments(arguments, options: spec.options)
      if let stray = parsed.positionals.first {
        throw UsageError("unexpected argument '\(stray)'; demo takes no arguments")
      }
    } catch {
      return .usage(error, command: "demo")
    }
    var out = """
      LifecycleKit demo — the seeds' stories as scenarios, run on every iOS generation.
      Each cell: the callbacks the app received for that step, in order, then its state.
      (The 'application'/'scene' prefix is left out; † marks a termination.)

      """
    for story in DemoStory.catalog {
      out +=
        "\n\(story.title)   [seed \(story.seed)\(story.multitasking ? "" : "; device without multitasking")]\n"
      switch table(for: story) {
      case .success(let table): out += table
      case .failure(let error):
        return CommandResult(standardOutput: out, standardError: "\(error)\n", exitCode: 2)
      }
    }
    out += "\nRun one yourself: swift run lifecycle run Examples/Scenarios/seed000-home-ios4.scn\n"
    return CommandResult(standardOutput: out)
  }

  static func table(for story: DemoStory) -> Result<String, ScenarioError> {
    let stepLines = story.body.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("install") }
    var columns: [[[String]]] = []
    for generation in OSGeneration.allCases {
      let text =
        "device profile=\(generation) memory=256MB multitasking=\(story.multitasking ? "yes" : "no") seed=1\n"
        + story.body
      let scenario: Scenario
      do throws(ScenarioError) {
        scenario = try ScenarioParser.parse(text, file: "<demo: \(story.title)>")
      } catch {
        return .failure(error)
      }
      let result = ScenarioRunner(catalog: LifecycleCommand.catalog).run(scenario)
      columns.append(cells(result.trace.entries, stepCount: stepLines.count))
    }
    var table = TextTable(
      headers: ["step"] + OSGeneration.allCases.map(\.displayName),
      widths: [16] + Array(repeating: 21, count: 6)
    )
    for (index, step) in stepLines.enumerated() {
      table.add([[step]] + columns.map { $0[index] })
    }
    return .success(table.render())
  }

  /// One cell per user step (the steps after the installs): callbacks, kills, the final state.
  static func cells(_ entries: [TraceEntry], stepCount: Int) -> [[String]] {
    var cells: [[String]] = []
    var current: [String]?
    var lastState: String?
    func close() {
      if var cell = current {
        if let lastState { cell.append("→ \(lastState)") }
        if cell.isEmpty { cell = ["(no effect)"] }
        cells.append(cell)
      }
    }
    for entry in entries {
      switch entry.kind {
      case .step where entry.app == nil:
        guard !entry.detail.hasPrefix("install"), !entry.detail.hasPrefix("device") else { continue }
        close()
        current = []
        lastState = nil
      case .callback: current?.append(shortName(entry.detail))
      case .notification where !entry.detail.hasPrefix("UIApplication"):
        // Queued notifications have no callback of their own; show them.
        current?.append(entry.detail.replacing("Notification", with: ""))
      case .termination: current?.append("† \(entry.detail)")
      case .state: lastState = entry.detail.split(separator: " ").last.map(String.init)
      default: break
      }
    }
    close()
    while cells.count < stepCount { cells.append(["(not run)"]) }
    return cells
  }

  static func shortName(_ callback: String) -> String {
    for prefix in ["application", "scene"] where callback.hasPrefix(prefix) {
      let rest = callback.dropFirst(prefix.count)
      return rest.prefix(1).lowercased() + rest.dropFirst()
    }
    return callback
  }
}
