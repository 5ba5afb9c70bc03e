import LifecycleCore
import LifecycleExplorer
import LifecycleSimulator

/// A story of the demo told with a built-in sample and its careful twin: the same steps run on
/// each app on every profile, and the story's checks say whether the user got back what they
/// left (``Outcome``). The explorer then searches the careless sample with the story's events
/// (``explorerEvents``) to ``explorerDepth``, to show that it finds the bug without being told
/// the steps.
struct DemoSampleStory: Sendable {
  /// What the story shows, in a few words.
  var title: String
  /// The article it comes from.
  var source: DemoStory.Article
  /// The careless sample (`notes-naive`) and its careful twin (`notes`).
  var careless: String
  var careful: String
  /// The device's memory, in megabytes.
  var memoryMB = 256
  /// The steps, with `App` for the sample under test; its checks are what the user expects.
  var body: String
  /// The word for a run whose check failed: what the user saw (`lost`, `stale`).
  var failure: String
  /// The system events the explorer tries on the careless sample, and how deep.
  var explorerEvents: AppExplorationEvents
  var explorerDepth: Int

  /// How one run of the story ended for its app.
  enum Outcome: Hashable, Sendable {
    /// Every check held: the user got back what they left.
    case kept
    /// A check failed: the word says what the user saw.
    case failed(String)
    /// The system ended the app with a crash report (a crash, a watchdog or a penalty kill).
    case crash(ReportKind, TerminationCause)
    /// The story could not run (a step the profile refuses): the error.
    case error(String)

    /// The table's cell: `kept`, the failure's word, or the kind of report in capitals
    /// (`CRASH`, `PENALTY`, `WATCHDOG`).
    var cell: String {
      switch self {
      case .kept: "kept"
      case .failed(let word): word.uppercased()
      case .crash(let kind, _): kind.rawValue.uppercased()
      case .error: "error"
      }
    }

    /// Whether the user lost something (what the summary counts).
    var isBad: Bool { self != .kept }

    /// The JSON name.
    var name: String {
      switch self {
      case .kept: "kept"
      case .failed: "failed"
      case .crash: "crash"
      case .error: "error"
      }
    }
  }

  /// The name the story installs `appID` as, in place of the body's `App`: the explorer's
  /// (`NotesNaive` for `notes-naive`), so that a timeline's lane says which sample it is.
  static func name(of appID: String) -> String { AppExplorationSetup.defaultName(for: appID) }

  /// The scenario text of the story for `appID` on `generation`.
  func scenario(appID: String, on generation: OSGeneration) -> String {
    let name = Self.name(of: appID)
    return "device profile=\(generation.rawValue) memory=\(memoryMB)MB seed=1\n"
      + "install \(name) app=\(appID) footprint=40MB\n" + body.replacing(/\bApp\b/, with: name)
  }

  /// Runs the story for `appID` on `generation` with `catalog`, and says how it ended.
  @MainActor
  func run(appID: String, on generation: OSGeneration, catalog: AppCatalog) -> (
    ScenarioRunResult?, Outcome
  ) {
    let text = scenario(appID: appID, on: generation)
    let scenario: Scenario
    do throws(ScenarioError) {
      scenario = try ScenarioParser.parse(text, file: "<demo: \(title), \(appID)>")
    } catch {
      return (nil, .error("\(error)"))
    }
    let result = ScenarioRunner(catalog: catalog).run(scenario)
    return (result, Self.outcome(of: result, app: Self.name(of: appID), failure: failure))
  }

  /// A crash report first (the user saw the app die), then a failed check, then an error.
  static func outcome(of result: ScenarioRunResult, app: String, failure: String) -> Outcome {
    if let report = result.reports.first(where: { $0.app == app && $0.kind != .jetsam }) {
      return .crash(report.kind, report.cause)
    }
    if let error = result.error { return .error("\(error)") }
    return result.failures.isEmpty ? .kept : .failed(failure)
  }

  /// The explorer's setup for the careless sample on `generation`.
  func explorerSetup(on generation: OSGeneration, catalog: AppCatalog) -> AppExplorationSetup {
    AppExplorationSetup(
      catalog: catalog, appID: careless,
      device: DeviceSpec(
        profile: generation, memoryBytes: memoryMB << 20, multitaskingSupported: true,
        seed: 1),
      events: explorerEvents)
  }

  /// The `--events` names of ``explorerEvents``, as `lifecycle explore` takes them.
  var explorerEventNames: String {
    AppExplorationEvents.names.filter { explorerEvents.contains($0.events) }.map(\.name).joined(
      separator: ",")
  }

  /// The stories, one per careless sample.
  static let catalog: [DemoSampleStory] = [
    DemoSampleStory(
      title: "A note typed, Home, killed for memory", source: .multitaskingPitfalls,
      careless: "notes-naive", careful: "notes",
      body: """
        install Game footprint=200MB
        launch App
        do App type "buy milk"
        home
        launch Game
        memory-pressure
        launch App
        expect App text == "buy milk"
        """,
      failure: "lost", explorerEvents: [.homeAndLaunch, .memoryPressure], explorerDepth: 4),
    DemoSampleStory(
      title: "An upload left running after Home", source: .lifecycleAndStateTransitions,
      careless: "upload-naive", careful: "upload", memoryMB: 512,
      body: """
        launch App
        do App upload 900
        home
        advance 700s
        launch App
        advance 900s
        expect App uploaded == 100
        """,
      failure: "lost", explorerEvents: [.homeAndLaunch, .advance], explorerDepth: 4),
    DemoSampleStory(
      title: "Font size changed in Settings while suspended", source: .multitaskingPitfalls,
      careless: "settings-naive", careful: "settings",
      body: """
        launch App
        home
        settings App fontSize=18
        launch App
        expect App fontSize == 18
        """,
      failure: "stale", explorerEvents: [.homeAndLaunch, .settings], explorerDepth: 3),
    DemoSampleStory(
      title: "Items added, Home, then back", source: .treacherousMultitasking,
      careless: "list-naive", careful: "list",
      body: """
        launch App
        do App add milk
        home
        launch App
        expect App items == "milk"
        """,
      failure: "doubled", explorerEvents: [.homeAndLaunch], explorerDepth: 3),
    DemoSampleStory(
      title: "An alert up when the user presses Home", source: .multitaskingPitfalls,
      careless: "alert-naive", careful: "alert",
      body: """
        launch App
        do App show-alert "Delete all notes?"
        home
        expect App alert == none
        """,
      failure: "left up", explorerEvents: [.homeAndLaunch], explorerDepth: 2),
    DemoSampleStory(
      title: "A draft saved with a background task", source: .multitaskingPitfalls,
      careless: "drafts-naive", careful: "drafts",
      body: """
        launch App
        do App type "dear diary"
        do App save
        launch App
        expect App saved == "dear diary"
        """,
      failure: "lost", explorerEvents: [.homeAndLaunch, .memoryPressure], explorerDepth: 4),
    DemoSampleStory(
      title: "Mail account removed while in the background", source: .multitaskingPitfalls,
      careless: "mail-naive", careful: "mail",
      body: """
        launch App
        home
        mail-accounts 0
        launch App
        do App compose
        expect state App active
        """,
      failure: "lost", explorerEvents: [.homeAndLaunch, .mailAccounts], explorerDepth: 3),
    DemoSampleStory(
      title: "Scroll position after a memory warning", source: .scrollPositionAfterMemoryWarning,
      careless: "table-naive", careful: "table",
      body: """
        launch App
        do App scroll 300
        do App push
        memory-warning
        do App pop
        expect App offset == 300
        """,
      failure: "lost", explorerEvents: [.memoryWarning], explorerDepth: 4),
  ]
}
