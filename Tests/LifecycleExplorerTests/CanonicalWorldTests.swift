import LifecycleExplorer
import Testing

/// The canonical world searched in full and for its property: the counts SPIN and an
/// independent breadth-first search reach, and shortest violations that replay.
@Suite("canonical world")
struct CanonicalWorldTests {
  static func world(_ apps: Int) throws -> CanonicalWorld { try #require(CanonicalWorld(apps: apps)) }

  @Test(
    "the full space (property ignored) has the states and edges of the peer model",
    arguments: [(2, 381, 2_816, 10), (3, 6_521, 70_354, 13), (4, 109_401, 1_508_544, 16)])
  func fullSpace(apps: Int, states: Int, edges: Int, depth: Int) throws {
    let report = try Self.world(apps).search()
    #expect(report.states == states)
    #expect(report.edges == edges)
    #expect(report.depth == depth)
    #expect(report.finding == nil)
    #expect(!report.cutByDepthBound)
  }

  @Test(
    "the shortest violation replays to a kill of an app with unsaved data",
    arguments: [(2, 8), (3, 6), (4, 7)])
  func shortestViolation(apps: Int, steps: Int) throws {
    let world = try Self.world(apps)
    let report = world.search(SearchOptions(stopAtViolation: true))
    let finding = try #require(report.finding)
    #expect(finding.path.count == steps)
    #expect(report.depth == steps)
    let replay = world.replay(finding.path)
    #expect(replay.disabledAt == nil)
    #expect(replay.violation == finding.violation)
    #expect(replay.violationAt == steps - 1)
    // The killed app had unsaved data just before the last step and is NotRunning after it.
    let before = world.replay(Array(finding.path.dropLast())).finalState
    let app = Int(finding.violation.app)
    #expect(before.isUnsaved(app))
    #expect(replay.finalState.status(app) == .notRunning)
    #expect(finding.path.last?.event == finding.violation.killedBy)
  }

  @Test("no violation is shorter: a search bounded one step earlier finds none")
  func nothingShorter() throws {
    let world = try Self.world(3)
    let bounded = world.search(SearchOptions(depthBound: 5, stopAtViolation: true))
    #expect(bounded.finding == nil)
    #expect(bounded.cutByDepthBound)
    #expect(bounded.depth == 5)
  }

  @Test("a depth bound stops at its depth and counts only the expanded states' edges")
  func depthBound() throws {
    let world = try Self.world(3)
    let zero = world.search(SearchOptions(depthBound: 0))
    #expect(zero.states == 1 && zero.edges == 0 && zero.cutByDepthBound)
    // From the initial state only the three launches are enabled.
    let one = world.search(SearchOptions(depthBound: 1))
    #expect(one.states == 4 && one.edges == 3 && one.depth == 1)
    let full = world.search()
    let deep = world.search(SearchOptions(depthBound: 40))
    #expect(deep.states == full.states && deep.edges == full.edges && !deep.cutByDepthBound)
  }

  @Test("worlds outside 2…6 apps are refused")
  func supportedSizes() {
    #expect(CanonicalWorld(apps: 1) == nil)
    #expect(CanonicalWorld(apps: 7) == nil)
    #expect(CanonicalWorld(apps: 6)?.budget == 7)
  }

  @Test("the rules: launching backgrounds the foreground app; home suspends with the next rank")
  func rules() throws {
    let world = try Self.world(3)
    let path = [WorldInput(.launch, app: 0), WorldInput(.launch, app: 1), WorldInput(.home, app: 1)]
    let replay = world.replay(path)
    #expect(replay.disabledAt == nil)
    let state = replay.finalState
    // App 0 went to the background (no task: 0 ticks); a tick would suspend it.
    #expect(state.status(0) == .background && state.remaining(0) == 0)
    #expect(state.status(1) == .suspended && state.rank(1) == 1)
    let ticked = world.step(state, WorldInput(.tick)).state
    #expect(ticked.status(0) == .suspended && ticked.rank(0) == 2)
    // Memory: apps 0 and 1 use 3 units of a budget of 4, so no memory pressure yet.
    #expect(!world.inputs(enabledIn: ticked).contains(WorldInput(.memoryPressure)))
    let crowded = world.step(ticked, WorldInput(.launch, app: 2)).state
    #expect(world.inputs(enabledIn: crowded).contains(WorldInput(.memoryPressure)))
    // Memory pressure kills the least recently suspended app (rank 1), app 1, and re-ranks.
    let relieved = world.step(crowded, WorldInput(.memoryPressure))
    #expect(relieved.violation == nil)
    #expect(relieved.state.status(1) == .notRunning && relieved.state.rank(0) == 1)
  }

  @Test("force quit is the user's doing: no violation even with unsaved data")
  func forceQuitIsNotAKill() throws {
    let world = try Self.world(2)
    let path = [WorldInput(.launch, app: 0), WorldInput(.edit, app: 0), WorldInput(.lock, app: 0)]
    let state = world.replay(path).finalState
    #expect(state.isUnsaved(0) && state.status(0) == .background)
    let quit = world.step(state, WorldInput(.forceQuit, app: 0))
    #expect(quit.violation == nil && quit.state == WorldState())
    // With a task and no ticks left, the tick kills it — with unsaved data, a violation.
    let tasked = world.replay([
      WorldInput(.launch, app: 0), WorldInput(.edit, app: 0), WorldInput(.beginTask, app: 0),
      WorldInput(.lock, app: 0), WorldInput(.tick), WorldInput(.tick), WorldInput(.tick), WorldInput(.tick),
    ])
    #expect(tasked.violation == WorldViolation(app: 0, killedBy: .tick))
    #expect(tasked.violationAt == 7)
  }

  @Test("a replay stops at an input its state does not enable")
  func replayRefusesDisabledInputs() throws {
    let world = try Self.world(2)
    let replay = world.replay([WorldInput(.launch, app: 0), WorldInput(.launch, app: 0)])
    #expect(replay.disabledAt == 1)
    #expect(replay.stepsTaken == 1)
  }
}
