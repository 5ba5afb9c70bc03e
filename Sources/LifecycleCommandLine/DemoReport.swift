import Foundation
import LifecycleCore
import LifecycleExplorer
import LifecycleSimulator

/// What `lifecycle demo` found: every story of ``DemoSampleStory/catalog`` run on the careless
/// sample and its careful twin on every profile, and the explorer's search of each careless
/// sample. Rendered as text, JSON, and an HTML page.
struct DemoReport {
  /// One app's runs of one story, a run per profile in ``OSGeneration/allCases`` order.
  struct AppRuns {
    var appID: String
    var isCareful: Bool
    var runs: [(profile: OSGeneration, result: ScenarioRunResult?, outcome: DemoSampleStory.Outcome)]
  }

  /// A story's runs and the explorer's reports on its careless sample.
  struct StoryResult {
    var story: DemoSampleStory
    var apps: [AppRuns]
    /// One report per profile, in ``OSGeneration/allCases`` order.
    var exploration: [AppExplorationReport]
  }

  var stories: [StoryResult]
  /// The app code the stories ran with, for replaying a finding on the careful twin.
  var catalog: AppCatalog

  /// Where the page goes unless `--html` says otherwise: the current folder.
  static let defaultHTMLFile = "lifecycle-demo.html"

  /// Runs every story and explores every careless sample, with `catalog`'s app code; the
  /// searches shared among `processes` processes, copies of `executable` (nil: all here; see
  /// ``DemoExplorations``). `warnings` says which shares came back empty and were explored here.
  /// On a terminal, ``Progress`` says which run or search is under way.
  @MainActor
  static func make(
    catalog: AppCatalog, processes: Int = 1, executable: String? = nil, warnings: inout [String]
  ) -> DemoReport {
    let pending = DemoExplorations.start(catalog: catalog, processes: processes, executable: executable)
    let total = DemoSampleStory.catalog.count * 2 * OSGeneration.allCases.count
    var done = 0
    let runs = DemoSampleStory.catalog.map { story in
      let apps = [(story.careless, false), (story.careful, true)].map { appID, careful in
        AppRuns(
          appID: appID, isCareful: careful,
          runs: OSGeneration.allCases.map { generation in
            done += 1
            Progress.step(done, of: total, "story: \(appID) on \(generation.displayName)")
            let (result, outcome) = story.run(appID: appID, on: generation, catalog: catalog)
            return (generation, result, outcome)
          })
      }
      return (story, apps)
    }
    let explorations = pending.finish(warnings: &warnings)
    let profiles = OSGeneration.allCases.count
    let stories = runs.enumerated().map { index, run in
      StoryResult(
        story: run.0, apps: run.1,
        exploration: Array(explorations[(index * profiles)..<((index + 1) * profiles)]))
    }
    return DemoReport(stories: stories, catalog: catalog)
  }

  /// Runs every story and explores every careless sample here, with `catalog`'s app code.
  @MainActor
  static func make(catalog: AppCatalog) -> DemoReport {
    var warnings: [String] = []
    return make(catalog: catalog, warnings: &warnings)
  }

  /// Every finding, story by story and profile by profile.
  var findings: [(story: DemoSampleStory, finding: AppFinding)] {
    stories.flatMap { result in result.exploration.flatMap { $0.findings.map { (result.story, $0) } } }
  }

  /// Whether `scenario`, with the app `careless` installed as `careful` instead, runs with every
  /// check holding.
  @MainActor
  static func holds(_ scenario: String, replacing careless: String, with careful: String, catalog: AppCatalog)
    -> Bool
  {
    let text = scenario.replacing("app=\(careless) ", with: "app=\(careful) ")
    guard text != scenario, let parsed = try? ScenarioParser.parse(text, file: "<demo: \(careful)>") else {
      return false
    }
    return ScenarioRunner(catalog: catalog).run(parsed).exitCode == 0
  }

  /// Each careless sample's first finding of each invariant (the earliest generation it is
  /// found on): what the text lists and the page draws.
  var firstFindings: [(story: DemoSampleStory, finding: AppFinding)] {
    var seen = Set<String>()
    return findings.filter { seen.insert("\($0.story.careless) \($0.finding.invariant)").inserted }
  }

  // MARK: Text

  /// The stories' table, the explorer's table, the minimal steps of each finding and one
  /// finding's whole scenario, in lines no wider than `width`.
  @MainActor
  func text(width: Int) -> String {
    var out = """
      LifecycleKit demo — the built-in samples through the stories of the articles in Docs/Sources.md, on every
      iOS generation. Each story runs a careless sample and its careful twin with the same steps; a cell says
      what the user got back: kept, what went wrong (LOST, STALE, DOUBLED, LEFT UP), or the crash report the
      system wrote when it ended the app (CRASH; PENALTY for a background task held past its time).


      """
    out += storiesTable(storyWidth: 30).render()
    out += """

      What the explorer finds in each careless sample when it is not told the steps: every sequence of the
      story's system events, the actions on screen and the sample's own actions, to the depth shown; each
      finding is shrunk to the fewest steps that still show it. A dash means nothing was found with those
      events to that depth, not that there is nothing to find.


      """
    out += explorerTable().render()
    out += "\nThe minimal steps after the launch, on the first generation each finding is found on:\n\n"
    for (story, finding) in firstFindings {
      let steps = finding.steps.map(ScenarioPrinter.line(for:))
      let head = "\(story.careless), \(finding.invariant.rawValue) (\(finding.profile.displayName)):"
      out += wrapped(steps: [head] + steps, width: width, indent: "    ")
    }
    if let (story, first) = findings.first(where: { $0.finding.invariant == .noDataLoss }) ?? findings.first {
      let twin = Self.holds(first.scenario, replacing: story.careless, with: story.careful, catalog: catalog)
      out += """

        One of them as a scenario: its expect lines fail on \(story.careless)\
        \(twin ? " and hold on \(story.careful), its careful twin" : ""). Save it as
        found.scn and replay it with `swift run lifecycle run found.scn`:


        """
      for line in first.scenario.split(separator: "\n") {
        let lines = line.hasPrefix("# ") ? wrap(String(line), width: width - 4, indent: "# ") : [String(line)]
        out += lines.map { "    \($0)\n" }.joined()
      }
    }
    out += """

      Explore one yourself: swift run lifecycle explore --app notes-naive --profile all --depth 4
      The callbacks of each generation, story by story: swift run lifecycle demo --callbacks

      """
    return out
  }

  /// A row per story: its title and source, its two apps, and a cell per profile with a line
  /// per app.
  func storiesTable(storyWidth: Int) -> TextTable {
    var table = TextTable(headers: ["story", "apps"] + OSGeneration.allCases.map(\.displayName))
    for result in stories {
      let title =
        wrap(result.story.title, width: storyWidth)
        + wrap("(\(result.story.source.rawValue))", width: storyWidth)
      let cells = OSGeneration.allCases.indices.map { index in result.apps.map { $0.runs[index].outcome.cell }
      }
      table.add([title, result.apps.map(\.appID)] + cells)
    }
    return table
  }

  /// A row per careless sample: the events and depth it was explored with, a line per invariant
  /// it breaks somewhere, and `found` on each profile where the explorer found it.
  func explorerTable() -> TextTable {
    var table = TextTable(headers: ["careless sample", "finding"] + OSGeneration.allCases.map(\.displayName))
    for result in stories {
      let found = AppInvariant.allCases.filter { invariant in
        result.exploration.contains { $0.findings.contains { $0.invariant == invariant } }
      }
      let description = [
        result.story.careless, result.story.explorerEventNames, "depth \(result.story.explorerDepth)",
      ]
      table.add(
        [description, found.isEmpty ? ["nothing"] : found.map(\.rawValue)]
          + result.exploration.map { report in
            found.map { invariant in report.findings.contains { $0.invariant == invariant } ? "found" : "–" }
          })
    }
    return table
  }

  /// `text` in lines of at most `width` characters, breaking at spaces; the lines after the
  /// first start with `indent`.
  func wrapped(_ text: String, width: Int, indent: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let prefix = lines.isEmpty ? "" : indent
      if !line.isEmpty, prefix.count + line.count + 1 + word.count > width {
        lines.append(prefix + line)
        line = String(word)
      } else {
        line = line.isEmpty ? String(word) : line + " " + word
      }
    }
    if !line.isEmpty { lines.append((lines.isEmpty ? "" : indent) + line) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A heading and the steps after it, `head: a → b → c`, in lines of at most `width`
  /// characters that break only between two steps, so that no step is split across lines (a
  /// step longer than a line is broken at its spaces); the lines after the first start with
  /// `indent`.
  func wrapped(steps pieces: [String], width: Int, indent: String) -> String {
    var units: [String] = []
    for (index, piece) in pieces.enumerated() {
      units.append(index == 0 || index == pieces.count - 1 ? piece : piece + " →")
    }
    var lines: [String] = []
    var line = ""
    for unit in units {
      let prefix = lines.isEmpty ? "" : indent
      if line.isEmpty || prefix.count + line.count + 1 + unit.count <= width {
        line = line.isEmpty ? unit : line + " " + unit
        continue
      }
      lines.append(prefix + line)
      line = unit
    }
    if !line.isEmpty { lines.append((lines.isEmpty ? "" : indent) + line) }
    // A line still too long (one step longer than the width) is broken at its spaces.
    return lines.enumerated().map { index, line in
      guard line.count > width else { return line + "\n" }
      if index == 0 { return wrapped(line, width: width, indent: indent) }
      return wrap(String(line.dropFirst(indent.count)), width: width - indent.count).map {
        indent + $0 + "\n"
      }
      .joined()
    }.joined()
  }

  /// `text` in lines of at most `width` characters (a longer word stays whole), the lines after
  /// the first starting with `indent`.
  func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
    wrapped(text, width: width, indent: indent).split(separator: "\n").map(String.init)
  }

  // MARK: JSON

  /// The report as one JSON document (without the envelope, ``JSONEnvelope``, and keys sorted):
  /// each story's runs (file-free: the story's title, the app, the profile, the outcome and the
  /// failed checks' fields) and each exploration.
  func json() -> JSONDocument {
    struct Check: Encodable {
      var line: Int
      var step: String
      var expected: String
      var actual: String
    }
    struct Run: Encodable {
      var app: String
      var careful: Bool
      var profile: String
      var outcome: String
      var word: String?
      var report: String?
      var failedChecks: [Check]
      var error: String?
    }
    struct Finding: Encodable {
      var invariant: String
      var profile: String
      var message: String
      var steps: [String]
      var scenario: String
      var replayFails: Bool
    }
    struct Exploration: Encodable {
      var app: String
      var events: [String]
      var depth: Int
      var states: [String: Int]
      var findings: [Finding]
    }
    struct Story: Encodable {
      var title: String
      var article: String
      var steps: String
      var runs: [Run]
      var exploration: Exploration
    }
    struct Document: Encodable {
      var stories: [Story]
      var summary: [String: Int]
    }
    let stories = stories.map { result in
      Story(
        title: result.story.title, article: result.story.source.rawValue, steps: result.story.body,
        runs: result.apps.flatMap { app in
          app.runs.map { run in
            var word: String?
            var report: String?
            var error: String?
            switch run.outcome {
            case .failed(let text): word = text
            case .crash(let kind, let cause): report = "\(kind.rawValue) (\(cause.rawValue))"
            case .error(let text): error = text
            case .kept: break
            }
            return Run(
              app: app.appID, careful: app.isCareful, profile: run.profile.rawValue,
              outcome: run.outcome.name,
              word: word, report: report,
              failedChecks: (run.result?.failures ?? []).map {
                Check(line: $0.location.line, step: $0.step, expected: $0.expected, actual: $0.actual)
              }, error: error)
          }
        },
        exploration: Exploration(
          app: result.story.careless,
          events: result.story.explorerEventNames.split(separator: ",").map(String.init),
          depth: result.story.explorerDepth,
          states: Dictionary(
            uniqueKeysWithValues: result.exploration.map { ($0.profile.rawValue, $0.states) }),
          findings: result.exploration.flatMap { report in
            report.findings.map {
              Finding(
                invariant: $0.invariant.rawValue, profile: $0.profile.rawValue, message: $0.message,
                steps: $0.steps.map(ScenarioPrinter.line(for:)), scenario: $0.scenario,
                replayFails: $0.replayFails)
            }
          }))
    }
    let runs = stories.flatMap(\.runs)
    func count(_ outcome: String) -> Int { runs.filter { $0.outcome == outcome }.count }
    var summary: [String: Int] = [:]
    summary["runs"] = runs.count
    summary["kept"] = count("kept")
    summary["failed"] = count("failed")
    summary["crashes"] = count("crash")
    summary["errors"] = count("error")
    summary["findings"] = stories.map(\.exploration.findings.count).reduce(0, +)
    // Encoding plain strings, numbers and arrays does not fail.
    return JSONDocument.encoding(Document(stories: stories, summary: summary)) ?? .object([])
  }
}
