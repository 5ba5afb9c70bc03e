import LifecycleCore
import LifecycleExplorer
import Testing

/// The parallel breadth-first search against the sequential one: the same states, edges and
/// depth on the canonical world and the device policy, violations at the same smallest depth
/// with paths that replay, and a visited set that grows between rounds without losing a state.
@Suite("parallel search")
struct ParallelSearchTests {
  static func world(_ apps: Int) throws -> CanonicalWorld { try #require(CanonicalWorld(apps: apps)) }

  @Test(
    "N workers find the sequential search's states, edges and depth",
    arguments: [(3, 2), (3, 3), (4, 2), (4, 3)])
  func sameSpace(apps: Int, workers: Int) throws {
    let world = try Self.world(apps)
    let sequential = world.search()
    let parallel = world.search(SearchOptions(workers: workers))
    #expect(parallel.states == sequential.states)
    #expect(parallel.edges == sequential.edges)
    #expect(parallel.depth == sequential.depth)
    #expect(parallel.cutByDepthBound == sequential.cutByDepthBound)
    #expect(parallel.finding == nil)
    #expect(parallel.states == world.knownStateCount)
  }

  @Test(
    "a violation at the sequential search's depth, on a path that replays to it",
    arguments: [(3, 2), (3, 3), (4, 2), (4, 3)])
  func sameViolationDepth(apps: Int, workers: Int) throws {
    let world = try Self.world(apps)
    let sequential = try #require(world.search(SearchOptions(stopAtViolation: true)).finding)
    let report = world.search(SearchOptions(stopAtViolation: true, workers: workers))
    let finding = try #require(report.finding)
    #expect(finding.path.count == sequential.path.count)
    #expect(report.depth == sequential.path.count)
    let replay = world.replay(finding.path)
    #expect(replay.disabledAt == nil)
    #expect(replay.violation == finding.violation)
    #expect(replay.violationAt == finding.path.count - 1)
  }

  @Test("a depth bound cuts where the sequential search cuts", arguments: [0, 1, 5, 9])
  func depthBound(bound: Int) throws {
    let world = try Self.world(4)
    let sequential = world.search(SearchOptions(depthBound: bound))
    let parallel = world.search(SearchOptions(depthBound: bound, workers: 2))
    #expect(parallel.states == sequential.states)
    #expect(parallel.edges == sequential.edges)
    #expect(parallel.depth == sequential.depth)
    #expect(parallel.cutByDepthBound == sequential.cutByDepthBound)
    // Bounded one step short of the shortest violation (7 steps at A = 4), there is none.
    let short = world.search(SearchOptions(depthBound: min(bound, 6), stopAtViolation: true, workers: 2))
    #expect(short.finding == nil)
  }

  @Test("a visited set sized far too small grows between rounds and loses no state")
  func growsBetweenRounds() throws {
    let world = try Self.world(4)
    let report = world.search(SearchOptions(expectedStates: 16, workers: 2))
    #expect(report.states == 109_401)
    #expect(report.edges == 1_508_544)
  }

  @Test(
    "the device policy: the same states, edges and depth with 2 and 3 workers",
    arguments: [OSGeneration.ios4, .ios13])
  func policyModel(generation: OSGeneration) {
    let model = PolicyModel(generation: generation, taskApp: .init(app: 0, ending: .onExpiration))
    let sequential = BreadthFirstSearch.run(model, options: SearchOptions(depthBound: 5))
    for workers in [2, 3] {
      let parallel = BreadthFirstSearch.run(model, options: SearchOptions(depthBound: 5, workers: workers))
      #expect(parallel.states == sequential.states)
      #expect(parallel.edges == sequential.edges)
      #expect(parallel.depth == sequential.depth)
    }
  }

  @Test("the concurrent set: each key is new once, from two threads inserting the same keys")
  func concurrentSetClaimsOnce() async {
    let set = ConcurrentFingerprintSet(expected: 40_000)
    let keys = (0..<20_000).map { UInt64($0) &* 0x2545_F491_4F6C_DD1D }
    async let first = Task.detached { keys.reduce(0) { $0 + (set.insert($1) ? 1 : 0) } }.value
    async let second = Task.detached { keys.reversed().reduce(0) { $0 + (set.insert($1) ? 1 : 0) } }.value
    let claimed = await first + second
    #expect(claimed == keys.count)
    #expect(keys.allSatisfy { set.contains($0) })
    #expect(!set.contains(12_345))
    set.record(inserted: claimed)
    set.grow(toHold: 100_000)
    #expect(set.capacity >= 200_000)
    #expect(keys.allSatisfy { set.contains($0) })
    #expect(set.count == keys.count)
  }
}
