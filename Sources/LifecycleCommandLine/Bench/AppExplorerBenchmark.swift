import Foundation
import LifecycleCore
import LifecycleExplorer
import LifecycleSimulator

/// The explorer on an app in the simulator (`lifecycle bench`, section "The explorer on an
/// app"): `explore --app notes-naive --profile all --depth 5`, timed per generation, beside the
/// simulator's own cost of the same replays with nothing observed — the price of the oracle,
/// the fingerprint and reading the next steps (goal: exploring costs at most 5× the raw steps).
enum AppExplorerBenchmark {
  /// The section's heading, which `--only app-explorer` replaces in an existing report.
  static let heading = "## The explorer on an app"
  /// The app and depth measured.
  static let app = "notes-naive"
  static let depth = 5

  /// One generation's figures.
  struct Row: Sendable {
    var profile: OSGeneration
    var states: Int
    var edges: Int
    var steps: Int
    var seconds: Double
    var rawSeconds: Double
    var findings: [String]
  }

  /// The whole command run as a child process of this binary, fastest of its runs: in one
  /// process (`workers` nil) or with worker processes replaying (`--workers N`); the states
  /// and edges summed over the generations, which must not depend on the workers.
  struct CommandRun: Sendable, Equatable {
    var workers: Int?
    var seconds: Double
    var states: Int
    var edges: Int
  }

  /// `lifecycle explore --app notes-naive --profile all --depth 5`, without and with
  /// `--workers 2`, in child processes of this `lifecycle` binary, alternating, the fastest of
  /// `repeats` runs each.
  static func runCommands(repeats: Int = 3, say: (String) -> Void) throws(BenchError) -> [CommandRun] {
    let binary = Bundle.main.executablePath ?? CommandLine.arguments[0]
    guard URL(fileURLWithPath: binary).lastPathComponent == "lifecycle" else {
      throw BenchError(
        "the app explorer's command is measured by running this `lifecycle` binary, not \(binary)")
    }
    let folder = FileManager.default.temporaryDirectory
    let base = ["explore", "--app", app, "--profile", "all", "--depth", "\(depth)"]
    var best: [Int: CommandRun] = [:]
    for _ in 0..<repeats {
      for workers in [1, 2] {
        say("app explorer: the whole command, \(workers == 1 ? "one process" : "\(workers) workers")")
        let run = try MeasuredProcess.run(
          binary, base + ["--workers", workers == 1 ? "0" : "\(workers)"], in: folder)
        // Exit 1: something was found, as notes-naive's bug is.
        guard run.status == 0 || run.status == 1, let (states, edges) = counts(in: run.output) else {
          throw BenchError("unexpected output from lifecycle explore --app: \(run.output.suffix(300))")
        }
        let measured = CommandRun(
          workers: workers == 1 ? nil : workers, seconds: run.seconds, states: states, edges: edges)
        if best[workers].map({ run.seconds < $0.seconds }) ?? true { best[workers] = measured }
      }
    }
    return [1, 2].compactMap { best[$0] }
  }

  /// The states and edges of `explore --app`'s lines (`ios13 states 172  edges 580  …`), summed
  /// over the generations; nil when there are none.
  static func counts(in output: String) -> (states: Int, edges: Int)? {
    var states = 0
    var edges = 0
    var lines = 0
    for line in output.split(separator: "\n") {
      guard let stateCount = MeasuredProcess.capture(#"^\w+ +states ([\d,]+) "#, in: String(line)),
        let edgeCount = MeasuredProcess.capture(#" edges ([\d,]+) "#, in: String(line)),
        let parsedStates = Int(stateCount.replacing(",", with: "")),
        let parsedEdges = Int(edgeCount.replacing(",", with: ""))
      else { continue }
      states += parsedStates
      edges += parsedEdges
      lines += 1
    }
    return lines > 0 ? (states, edges) : nil
  }

  @MainActor
  static func run(catalog: AppCatalog, say: (String) -> Void) -> [Row] {
    var rows: [Row] = []
    let clock = ContinuousClock()
    for generation in OSGeneration.allCases {
      say("app explorer: \(app) on \(generation.rawValue), depth \(depth)")
      let model = AppModel(setup: AppExplorationSetup(catalog: catalog, appID: app).on(generation))
      model.counter.recorded = []
      let start = clock.now
      let report = AppExplorer.explore(model, depth: depth)
      let explored = start.duration(to: clock.now).inSeconds
      let paths = model.counter.recorded ?? []
      model.counter.recorded = nil
      let rawStart = clock.now
      for path in paths { _ = model.replayWithoutObserving(path) }
      let raw = rawStart.duration(to: clock.now).inSeconds
      rows.append(
        Row(
          profile: generation, states: report.states, edges: report.edges, steps: report.steps,
          seconds: explored,
          rawSeconds: raw, findings: report.findings.map(\.invariant.rawValue)))
    }
    return rows
  }

  static func markdown(
    _ rows: [Row], commands: [CommandRun] = [], commandError: String? = nil, command: String
  )
    -> String
  {
    var out = "\(heading)\n\n"
    out +=
      "`lifecycle explore --app \(app) --profile all --depth \(depth)`, timed per generation in one process "
    out +=
      "(the search, shrinking and the check that each finding's scenario fails), beside the same replays "
    out += "carried out again with nothing observed (no oracle, fingerprint or next steps). "
    out += "Produced by `\(command)`.\n\n"
    out +=
      "| generation | states | edges | simulator steps | seconds | steps/s | raw seconds | exploring ÷ raw | findings |\n"
    out += "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n"
    for row in rows {
      let rate = row.seconds > 0 ? Double(row.steps) / row.seconds : 0
      let ratio = row.rawSeconds > 0 ? row.seconds / row.rawSeconds : 0
      out += "| \(row.profile.rawValue) | \(row.states) | \(row.edges) | \(row.steps) | "
      out += String(format: "%.3f | %.0f | %.3f | %.2f× | ", row.seconds, rate, row.rawSeconds, ratio)
      out += (row.findings.isEmpty ? "none" : row.findings.joined(separator: ", ")) + " |\n"
    }
    let total = rows.reduce(0) { $0 + $1.seconds }
    let raw = rows.reduce(0) { $0 + $1.rawSeconds }
    let ratio = raw > 0 ? total / raw : 0
    out += String(
      format:
        "\nAll generations: %.2f s exploring, %.2f s for the raw replays: exploring costs %.2f× the raw "
        + "steps (goal: at most 5×) — %@.\n", total, raw, ratio, ratio <= 5 ? "met" : "not met")
    if let commandError { out += "\nThe whole command as a child process: not measured (\(commandError)).\n" }
    if let one = commands.first(where: { $0.workers == nil }),
      let two = commands.first(where: { $0.workers != nil })
    {
      let workers = two.workers ?? 2
      out += "\nThe whole command as a child process of the same binary, fastest of 3 each, run alternately "
      out +=
        "(with `--workers \(workers)` app code runs in \(workers) worker processes of the same program and "
      out += "the explorer's own process hands out the replays and reads the answers):\n\n"
      out += "| command | states | edges | seconds |\n| --- | ---: | ---: | ---: |\n"
      for (run, name) in [(one, "one process"), (two, "`--workers \(workers)`")] {
        out += "| \(name) | \(run.states) | \(run.edges) | " + String(format: "%.3f", run.seconds) + " |\n"
      }
      let speedUp = two.seconds > 0 ? one.seconds / two.seconds : 0
      out += String(format: "\n%d workers: %.2f× the speed of one process", workers, speedUp)
      out +=
        one.states == two.states && one.edges == two.edges
        ? ", with the same states and edges.\n" : " — but the states or edges differ: a defect.\n"
    }
    return out
  }
}
