import LifecycleCore
import LifecycleKit
import LifecycleSamples
import LifecycleSimulator
import Testing

/// The explorer on the samples, both directions: each naive sample's bug is found at the depth
/// its story needs, on the generations where the story happens, as a minimal scenario that
/// `lifecycle run` replays and fails; the careful version shows no such finding.
@MainActor
@Suite("The explorer on the samples")
struct ExplorerFindingsTests {
  let catalog = AppCatalog.builtIn.merging(Samples.catalog)

  func explore(_ app: String, on profile: OSGeneration, depth: Int) throws -> AppExplorationReport {
    try #require(
      try LifecycleKit.explore(catalog: catalog, app: app, profiles: [profile], depth: depth).reports.first)
  }

  func invariants(_ report: AppExplorationReport) -> Set<AppInvariant> {
    Set(report.findings.map(\.invariant))
  }

  @Test(
    "notes-naive loses the note when the suspended app is killed, on every multitasking generation",
    arguments: OSGeneration.allCases)
  func notesNaive(on profile: OSGeneration) throws {
    let report = try explore("notes-naive", on: profile, depth: 4)
    let found = report.findings.first { $0.invariant == .noDataLoss }
    if profile == .ios3 {
      // Home ends the app through applicationWillTerminate, which saves.
      #expect(found == nil)
      return
    }
    let finding = try #require(found)
    #expect(
      finding.steps == [
        .drive(app: "NotesNaive", .type(.named("Note"), text: "a")), .home, .memoryPressure,
        .launch(app: "NotesNaive"),
      ])
    #expect(finding.replayFails)
    #expect(finding.scenario.contains("expect NotesNaive text == a"))
  }

  @Test("notes keeps every invariant on every generation to depth 4", arguments: OSGeneration.allCases)
  func notesCareful(on profile: OSGeneration) throws {
    let report = try explore("notes", on: profile, depth: 4)
    #expect(report.findings.isEmpty, "\(report.findings.map(\.scenario))")
    #expect(report.states > 100)
  }

  @Test("A finding's scenario fails on the naive app and passes on the careful one")
  func scenarioIsSpecific() throws {
    let finding = try #require(
      try explore("notes-naive", on: .ios7, depth: 4).findings.first { $0.invariant == .noDataLoss })
    let runner = ScenarioRunner(catalog: catalog)
    let naive = runner.run(try ScenarioParser.parse(finding.scenario, file: "finding.scn"))
    #expect(naive.exitCode == 1)
    #expect(naive.failures.map(\.step) == ["expect NotesNaive text == a"])
    let careful = finding.scenario.replacingOccurrences(of: "app=notes-naive", with: "app=notes")
    #expect(runner.run(try ScenarioParser.parse(careful, file: "careful.scn")).exitCode == 0)
  }

  /// Each pair: the naive app, its careful version, the invariant its story breaks, a
  /// generation where it happens, and the depth the story needs.
  nonisolated static let stories:
    [(naive: String, careful: String, invariant: AppInvariant, profile: OSGeneration, depth: Int)] = [
      ("list-naive", "list", .noDataLoss, .ios4, 3),
      ("alert-naive", "alert", .cleanBackground, .ios7, 2),
      ("upload-naive", "upload", .backgroundTaskEnded, .ios13, 4),
      ("table-naive", "table", .noDataLoss, .ios5, 4),
      ("mail-naive", "mail", .noCrash, .ios7, 2),
      ("settings-naive", "settings", .freshSettings, .ios13, 3),
    ]

  @Test("Each naive sample's bug is found; its careful version does not have it", arguments: stories.indices)
  func story(_ index: Int) throws {
    let story = Self.stories[index]
    let naive = try explore(story.naive, on: story.profile, depth: story.depth)
    let finding = try #require(naive.findings.first { $0.invariant == story.invariant })
    #expect(finding.replayFails, "\(finding.scenario)")
    #expect(finding.steps.count <= story.depth)
    let careful = try explore(story.careful, on: story.profile, depth: story.depth)
    #expect(!invariants(careful).contains(story.invariant), "\(careful.findings.map(\.scenario))")
  }

  @Test("The table's scroll position is lost only where memory warnings unload views (iOS 3 to 5)")
  func tableOnlyWhereViewsUnload() throws {
    let report = try explore("table-naive", on: .ios6, depth: 4)
    #expect(!invariants(report).contains(.noDataLoss))
  }

  @Test(
    "settings-naive is stale only where the app survives Home: not on iPhone OS 3, whose relaunch reads it")
  func settingsOnlyWithMultitasking() throws {
    #expect(!invariants(try explore("settings-naive", on: .ios3, depth: 3)).contains(.freshSettings))
  }

  @Test("drafts-naive crashes on iPhone OS 3 only")
  func draftsNaive() throws {
    #expect(invariants(try explore("drafts-naive", on: .ios3, depth: 2)).contains(.noCrash))
    #expect(!invariants(try explore("drafts-naive", on: .ios4, depth: 2)).contains(.noCrash))
    #expect(!invariants(try explore("drafts", on: .ios3, depth: 2)).contains(.noCrash))
  }

  @Test("The same exploration twice gives the same counts, fingerprints and scenarios")
  func deterministic() throws {
    let first = try explore("list-naive", on: .ios4, depth: 3)
    let second = try explore("list-naive", on: .ios4, depth: 3)
    #expect(first.states == second.states)
    #expect(first.edges == second.edges)
    #expect(first.findings == second.findings)
    let model = AppModel(setup: AppExplorationSetup(catalog: catalog, appID: "list-naive").on(.ios4))
    #expect(model.initialState.fingerprint == AppModel(setup: model.setup).initialState.fingerprint)
  }

  @Test(
    "A background task killed when its time runs out is found in the story's three steps: time is one step")
  func timeRunsOutInOneStep() throws {
    let report = try explore("upload-naive", on: .ios13, depth: 3)
    let finding = try #require(report.findings.first { $0.invariant == .backgroundTaskEnded })
    #expect(
      finding.steps == [
        .perform(app: "UploadNaive", action: "upload", arguments: ["900"]), .home, .advance(.seconds(30)),
      ])
    #expect(finding.replayFails)
  }

  @Test("A random walk's finding shrinks to the story's three steps, the same for the same seed")
  func randomWalkShrinks() throws {
    let setup = AppExplorationSetup(catalog: catalog, appID: "list-naive").on(.ios7)
    let first = AppExplorer.walk(setup, runs: 30, length: 15, seed: 5)
    let finding = try #require(first.findings.first { $0.invariant == .noDataLoss })
    #expect(
      finding.steps == [
        .perform(app: "ListNaive", action: "add", arguments: ["milk"]), .home, .launch(app: "ListNaive"),
      ])
    #expect(finding.replayFails)
    let again = AppExplorer.walk(setup, runs: 30, length: 15, seed: 5)
    #expect(again.findings == first.findings)
    #expect(again.states == first.states)
  }

  @Test("Swarm walks draw their configuration from the seed: the same seed, the same walks and findings")
  func swarm() throws {
    let setup = AppExplorationSetup(catalog: catalog, appID: "alert-naive").on(.ios13)
    let first = AppExplorer.swarm(setup, runs: 20, length: 8, seed: 11)
    let finding = try #require(first.findings.first { $0.invariant == .cleanBackground })
    #expect(finding.replayFails)
    #expect(finding.scenario.contains("expect AlertNaive alert == none"))
    let again = AppExplorer.swarm(setup, runs: 20, length: 8, seed: 11)
    #expect(again.findings == first.findings)
    #expect((again.states, again.edges) == (first.states, first.edges))
  }

  @Test("A state's carried oracle is the oracle of a full replay: the same fingerprint and violations")
  func carriedOracle() {
    let model = AppModel(setup: AppExplorationSetup(catalog: catalog, appID: "notes-naive").on(.ios4))
    var level = [model.initialState]
    var compared = 0
    for _ in 0..<3 {
      var next: [AppModelState] = []
      for state in level {
        for input in state.next {
          let stepped = model.step(state, input)
          let full = model.replay(state.path + [input])
          #expect(full.fingerprint == stepped.state.fingerprint, "\(state.path + [input])")
          #expect(full.violations == (stepped.violation ?? []))
          compared += 1
          next.append(stepped.state)
        }
      }
      level = Array(next.prefix(12))
    }
    #expect(compared > 30)
  }

  @Test("Shards of an app's search merge to the whole search: the same states, edges and shortest violation")
  func shards() throws {
    let model = AppModel(setup: AppExplorationSetup(catalog: catalog, appID: "list-naive").on(.ios4))
    let whole = ShardedSearch.run(model, depthBound: 3, shard: .whole).summary
    let plain = AppExplorer.explore(model.setup, depth: 3)
    #expect((whole.states, whole.edges) == (plain.states, plain.edges))
    var results: [ShardResult] = []
    for index in 0..<3 {
      let shard = try #require(ShardSelection(index: index, count: 3))
      let result = ShardedSearch.run(model, depthBound: 3, shard: shard)
      #expect(result.summary.states < whole.states)
      results.append(result)
    }
    let merged = ShardMerge.merge(results).summary
    #expect(merged.states == whole.states)
    #expect(merged.edges == whole.edges)
    #expect(merged.shortestViolation == whole.shortestViolation)
  }

  @Test("Progress comes after each level; a stop request ends the search with what it has, marked partial")
  func progressAndStop() {
    let model = AppModel(setup: AppExplorationSetup(catalog: catalog, appID: "notes").on(.ios13))
    var levels: [Int] = []
    let whole = AppExplorer.explore(model, depth: 2, progress: { depth, _, _ in levels.append(depth) })
    #expect(levels == [1, 2])
    #expect(!whole.interrupted)
    var asked = 0
    let stopped = AppExplorer.explore(
      model, depth: 4,
      shouldStop: {
        asked += 1
        return asked > 3
      })
    #expect(stopped.interrupted)
    #expect(stopped.states < whole.states)
  }

  @Test("A depth out of range and an unknown app are errors")
  func errors() {
    #expect(throws: ExploreError.self) { try LifecycleKit.explore(catalog: catalog, app: "notes", depth: 13) }
    #expect(throws: ExploreError.self) { try LifecycleKit.explore(catalog: catalog, app: "nope") }
  }
}
