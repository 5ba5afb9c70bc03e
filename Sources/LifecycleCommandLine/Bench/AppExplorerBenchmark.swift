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

  static func markdown(_ rows: [Row], command: String) -> String {
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
    return out
  }
}
