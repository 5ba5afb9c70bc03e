import LifecycleCore
import LifecycleExplorer
import Testing

/// The device policy searched as a model (``PolicyModel``): no property of the policy breaks
/// on any generation up to a small depth, the counts are deterministic, a planted property is
/// found on a shortest path that replays, walks are deterministic by seed.
@Suite("policy model")
struct PolicyModelTests {
  /// The task apps the searches run with: none, and one per way of ending the task.
  static let taskApps: [PolicyModel.TaskApp?] =
    [nil] + PolicyModel.TaskEnding.allCases.map { PolicyModel.TaskApp(app: 0, ending: $0) }

  @Test("no property of the policy breaks up to depth 6, with any task app", arguments: OSGeneration.allCases)
  func noViolation(generation: OSGeneration) {
    for taskApp in Self.taskApps {
      let report = BreadthFirstSearch.run(
        PolicyModel(generation: generation, taskApp: taskApp),
        options: SearchOptions(depthBound: 6, stopAtViolation: true))
      #expect(
        report.finding == nil,
        "\(generation), task app \(String(describing: taskApp)): \(String(describing: report.finding))")
      #expect(report.cutByDepthBound)
      // (iPhone OS 3, with no background, reaches 84 distinct states at this depth.)
      #expect(report.states > 50)
      #expect(report.edges > report.states)
    }
  }

  @Test(
    "state and edge counts are the same on every run and grow with the depth",
    arguments: OSGeneration.allCases)
  func deterministicCounts(generation: OSGeneration) {
    let model = PolicyModel(generation: generation, taskApp: .init(app: 0, ending: .onExpiration))
    let five = BreadthFirstSearch.run(model, options: SearchOptions(depthBound: 5))
    let again = BreadthFirstSearch.run(model, options: SearchOptions(depthBound: 5))
    let six = BreadthFirstSearch.run(model, options: SearchOptions(depthBound: 6))
    #expect(five.states == again.states)
    #expect(five.edges == again.edges)
    #expect(five.states < six.states)
    #expect(five.edges < six.edges)
  }

  @Test(
    "with memory for two of three apps, jetsam kills on launch and no property breaks",
    arguments: [OSGeneration.ios4, .ios13])
  func tightMemory(generation: OSGeneration) {
    let model = PolicyModel(
      generation: generation, apps: 3, memoryCapacityBytes: 40 << 20, taskApp: .init(app: 0, ending: .never))
    let report = BreadthFirstSearch.run(model, options: SearchOptions(depthBound: 5, stopAtViolation: true))
    #expect(report.finding == nil, "\(String(describing: report.finding))")
    // Launching the third app makes room by killing one of the two below it.
    let state = model.replay([.launch(0), .launch(1), .launch(2)]).finalState
    #expect(state.device.apps.count { $0.state.isRunning } < 3)
    #expect(state.device.apps[2].state == .active)
  }

  @Test("multitasking adds states: iOS 4 has more than iOS 3 at the same depth")
  func multitaskingAddsStates() {
    let options = SearchOptions(depthBound: 5)
    let ios3 = BreadthFirstSearch.run(PolicyModel(generation: .ios3), options: options)
    let ios4 = BreadthFirstSearch.run(PolicyModel(generation: .ios4), options: options)
    #expect(ios3.states < ios4.states)
  }

  @Test("a planted property is found on a shortest path that replays to it")
  func plantedViolation() throws {
    let model = PolicyModel(generation: .ios4) { state in
      state.device.apps.contains { $0.state == .suspended } ? "an app is suspended" : nil
    }
    let report = BreadthFirstSearch.run(model, options: SearchOptions(depthBound: 6, stopAtViolation: true))
    let finding = try #require(report.finding)
    // One app launched, then left (Home, or another launch): suspended with no task.
    #expect(finding.path.count == 2)
    #expect(finding.path.first == .launch(0))
    #expect(finding.violation.kind == .extra)
    let replay = model.replay(finding.path)
    #expect(replay.violationAt == 1)
    #expect(replay.violation == finding.violation)
    #expect(replay.disabledAt == nil)
    #expect(replay.finalState.device.apps[0].state == .suspended)
  }

  @Test("the planted property never breaks where nothing is suspended (iOS 3)")
  func plantedViolationAbsentWithoutMultitasking() {
    let model = PolicyModel(generation: .ios3) { state in
      state.device.apps.contains { $0.state == .suspended } ? "an app is suspended" : nil
    }
    let report = BreadthFirstSearch.run(model, options: SearchOptions(depthBound: 6, stopAtViolation: true))
    #expect(report.finding == nil)
  }

  @Test(
    "random walks are deterministic by seed and break no property", arguments: [OSGeneration.ios4, .ios13])
  func walks(generation: OSGeneration) {
    let model = PolicyModel(generation: generation, apps: 3, taskApp: .init(app: 1, ending: .never))
    let options = WalkOptions(runs: 40, length: 30, seed: 42)
    let first = RandomWalks.run(model, options: options)
    let second = RandomWalks.run(model, options: options)
    let other = RandomWalks.run(model, options: WalkOptions(runs: 40, length: 30, seed: 43))
    #expect(first.digest == second.digest)
    #expect(first.steps == second.steps)
    #expect(first.distinctStates == second.distinctStates)
    #expect(first.digest != other.digest)
    #expect(first.finding == nil, "\(String(describing: first.finding))")
    #expect(first.steps == 40 * 30)
    // One walk re-run alone from its own seed takes the same inputs as twice.
    let seed = RandomWalks.seed(ofRun: 3, batchSeed: 42)
    #expect(
      RandomWalks.walk(model, seed: seed, length: 30) == RandomWalks.walk(model, seed: seed, length: 30))
  }
}
