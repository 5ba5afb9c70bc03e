import LifecycleExplorer
import Testing

/// A small model whose space is known by hand: a pair of counters (x, y), each 0…size-1;
/// inputs increment x or y (modulo size) or swap them; the property fails when x and y are
/// both `target` — reached first after 2·target steps.
struct Counters: ExplorableModel {
  enum Input: Equatable, Sendable { case incrementX, incrementY, swap }
  struct Violation: Equatable, Sendable { var x: Int, y: Int }
  var size: Int
  var target: Int

  var initialState: [Int] { [0, 0] }

  func enabledInputs(of state: [Int], into inputs: inout InputBuffer<Input>) {
    inputs.append(.incrementX)
    inputs.append(.incrementY)
    if state[0] != state[1] { inputs.append(.swap) }
  }

  func step(_ state: [Int], _ input: Input) -> Step<[Int], Violation> {
    var next = state
    switch input {
    case .incrementX: next[0] = (next[0] + 1) % size
    case .incrementY: next[1] = (next[1] + 1) % size
    case .swap: next.swapAt(0, 1)
    }
    let violated = next[0] == target && next[1] == target
    return Step(next, violation: violated ? Violation(x: next[0], y: next[1]) : nil)
  }

  func fingerprint(_ state: [Int]) -> UInt64 { UInt64(state[0] * size + state[1]) }
}

/// The engine on a model whose counts are known: every state, every edge (revisits included),
/// the depth, shortest paths along the parents, depth bounds.
@Suite("breadth-first search engine")
struct EngineTests {
  @Test("every state and every enabled transition is counted, revisits included")
  func counts() {
    let size = 7
    let report = BreadthFirstSearch.run(Counters(size: size, target: 3))
    #expect(report.states == size * size)
    // Two increments everywhere, a swap wherever x ≠ y.
    #expect(report.edges == 2 * size * size + (size * size - size))
    // The farthest state, (size-1, size-1), takes size-1 increments of each; a swap never helps.
    #expect(report.depth == 2 * (size - 1))
    #expect(report.finding == nil)
  }

  @Test("stopping at a violation gives a shortest path that replays to it")
  func shortestPath() throws {
    let model = Counters(size: 9, target: 4)
    let report = BreadthFirstSearch.run(model, options: SearchOptions(stopAtViolation: true))
    let finding = try #require(report.finding)
    #expect(finding.path.count == 8)
    #expect(finding.violation == Counters.Violation(x: 4, y: 4))
    let replay = model.replay(finding.path)
    #expect(replay.finalState == [4, 4])
    #expect(replay.violationAt == 7)
    #expect(report.states < 81)
  }

  @Test("a depth bound below the violation finds nothing and says it was cut")
  func boundedMiss() {
    let report = BreadthFirstSearch.run(
      Counters(size: 9, target: 4), options: SearchOptions(depthBound: 7, stopAtViolation: true))
    #expect(report.finding == nil)
    #expect(report.cutByDepthBound)
    #expect(report.depth == 7)
  }

  @Test("batches never change the result: a model wider than one batch gives the same counts")
  func wideLevels() {
    // 40 × 40 states, levels far wider than a batch of 16 states.
    let report = BreadthFirstSearch.run(Counters(size: 40, target: 39))
    #expect(report.states == 1_600)
    #expect(report.edges == 2 * 1_600 + 1_560)
    #expect(report.depth == 78)
  }
}
