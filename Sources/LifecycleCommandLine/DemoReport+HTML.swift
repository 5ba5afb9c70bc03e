import Foundation
import LifecycleCore
import LifecycleExplorer
import LifecycleReports
import LifecycleSimulator

/// The demo's HTML page (`lifecycle-demo.html`): the stories' table and the explorer's, each
/// story's timeline on the first generation where the careless sample goes wrong (beside its
/// careful twin's on the same generation), each distinct finding with its minimal scenario and
/// that scenario's timeline, and the state diagram of every profile.
extension DemoReport {
  /// The page as a document; `environment` gives the `PATH` on which Graphviz's `dot` draws the
  /// state diagrams (without it each diagram is shown as its DOT source, with a note).
  @MainActor
  func document(environment: [String: String] = ProcessInfo.processInfo.environment) -> TimelineDocument {
    TimelineDocument(
      title: "LifecycleKit demo: the samples on every iOS generation", runs: timelineRuns,
      findings: timelineFindings, tables: [storiesTimelineTable, explorerTimelineTable],
      figures: diagrams(environment: environment))
  }

  /// Writes ``document(environment:)`` to `path`; returns what the demo says it wrote
  /// (``written(to:figures:)``).
  @MainActor
  func writeHTML(to path: String) throws -> String {
    let document = document()
    try Data(document.html().utf8).write(to: URL(fileURLWithPath: path))
    return Self.written(to: path, figures: document.figures)
  }

  /// The line that says what the page at `path` holds: the state diagrams drawn, or — where
  /// Graphviz's `dot` is missing and `figures` hold only their DOT — the DOT text, and how to
  /// have them drawn.
  static func written(to path: String, figures: [TimelineFigure]) -> String {
    let diagrams =
      figures.allSatisfy { $0.svg != nil }
      ? "the state diagrams"
      : "the state diagrams as DOT text only, not drawn: Graphviz's dot is not on PATH (install the Debian "
        + "package graphviz, apt-get install graphviz, and run the demo again to have them drawn)"
    return "wrote \(path): the tables; for each story both apps' timelines on the first generation where the "
      + "careless one goes wrong; each finding with its scenario's timeline; \(diagrams)\n"
  }

  /// For each story, both apps' runs on the first generation where the careless sample goes
  /// wrong, each with the key of its table cell (``cellKey(_:_:_:)``).
  var shownRuns: [(cell: String, run: TimelineRun)] {
    stories.flatMap { result -> [(cell: String, run: TimelineRun)] in
      guard let index = result.apps[0].runs.firstIndex(where: { $0.outcome.isBad }) else { return [] }
      return result.apps.compactMap { app in
        let run = app.runs[index]
        return run.result.map {
          (
            cellKey(result, app, index),
            TimelineRun(
              title:
                "\(result.story.title): \(app.appID) on \(run.profile.displayName) — \(run.outcome.cell)",
              result: $0)
          )
        }
      }
    }
  }

  /// The runs the page draws, in order: ``shownRuns``.
  var timelineRuns: [TimelineRun] { shownRuns.map(\.run) }

  /// The key of the cell of `app`'s run at `index` in `result`'s row.
  func cellKey(_ result: StoryResult, _ app: AppRuns, _ index: Int) -> String {
    "\(result.story.title) \(app.appID) \(index)"
  }

  /// Each careless sample's findings, one per invariant: the first generation it is found on.
  @MainActor
  var timelineFindings: [TimelineFinding] {
    let runner = ScenarioRunner(catalog: catalog)
    return firstFindings.map {
      TimelineOutput.timelineFinding($0.finding, app: $0.story.careless, runner: runner)
    }
  }

  /// The stories' table: a row per story and app, a cell per generation.
  var storiesTimelineTable: TimelineTable {
    // The cells whose run has a timeline on the page link to it: `run-N`, in the page's order.
    let links = Dictionary(uniqueKeysWithValues: shownRuns.enumerated().map { ($1.cell, "run-\($0 + 1)") })
    return TimelineTable(
      caption: "What the user got back, story by story",
      note: "Each story runs a careless sample and its careful twin with the same steps on every generation. "
        + "The underlined cells link to their timelines: both apps on the first generation where the careless "
        + "one goes wrong.",
      headers: ["story", "app"] + OSGeneration.allCases.map(\.displayName),
      rows: stories.flatMap { result in
        result.apps.map { app in
          [TimelineTable.Cell(app.isCareful ? [] : [result.story.title]), TimelineTable.Cell([app.appID])]
            + app.runs.enumerated().map { index, run in
              TimelineTable.Cell(
                [run.outcome.cell], tone: run.outcome.isBad ? .bad : .good,
                link: links[cellKey(result, app, index)])
            }
        }
      }, keyColumns: 2)
  }

  /// The explorer's table: a row per careless sample and invariant it breaks somewhere.
  var explorerTimelineTable: TimelineTable {
    // The cells of a finding link to its minimal scenario: `finding-N`, in the page's order.
    let links = Dictionary(
      uniqueKeysWithValues: firstFindings.enumerated().map {
        ("\($1.story.careless) \($1.finding.invariant.rawValue)", "finding-\($0 + 1)")
      })
    return TimelineTable(
      caption: "What the explorer finds, not told the steps",
      note:
        "Every sequence of the story's system events, the actions on screen and the sample's own actions, "
        + "to the depth shown; each finding is shrunk to a minimal scenario, below. A dash means nothing was "
        + "found with those events to that depth, not that there is nothing to find.",
      headers: ["careless sample", "events, depth", "finding"] + OSGeneration.allCases.map(\.displayName),
      rows: stories.flatMap { result -> [[TimelineTable.Cell]] in
        let found = AppInvariant.allCases.filter { invariant in
          result.exploration.contains { $0.findings.contains { $0.invariant == invariant } }
        }
        let head = [
          TimelineTable.Cell([result.story.careless]),
          TimelineTable.Cell([result.story.explorerEventNames, "depth \(result.story.explorerDepth)"]),
        ]
        guard !found.isEmpty else {
          return [
            head + [TimelineTable.Cell(["nothing"])]
              + result.exploration.map { _ in TimelineTable.Cell(["–"]) }
          ]
        }
        return found.map { invariant in
          head + [TimelineTable.Cell([invariant.rawValue])]
            + result.exploration.map { report in
              report.findings.contains { $0.invariant == invariant }
                ? TimelineTable.Cell(
                  ["found"], tone: .bad, link: links["\(result.story.careless) \(invariant.rawValue)"])
                : TimelineTable.Cell(["–"])
            }
        }
      }, keyColumns: 3)
  }

  /// The state diagram of each profile's standard app, drawn by Graphviz where it is installed.
  func diagrams(environment: [String: String]) -> [TimelineFigure] {
    OSProfile.catalog.map { profile in
      let dot = StateDiagramDOT.render(StateDiagram(environment: LifecycleEnvironment(profile: profile)))
      let title = "State diagram: \(profile.generation.displayName)"
      let drawn = DiagramCommand.svg(dot, environment: environment)
      if drawn.exitCode == 0 {
        return TimelineFigure(
          title: title, svg: drawn.standardOutput,
          note: "lifecycle diagram --profile \(profile.generation.rawValue) --format svg draws the same.")
      }
      return TimelineFigure(
        title: title, source: dot,
        note: "Graphviz's dot is not installed here, so the diagram is shown as its DOT source; install the "
          + "Debian package graphviz (apt-get install graphviz) to see it drawn.")
    }
  }
}
