import LifecycleCore
import LifecycleExplorer
import Testing

/// The sharded breadth-first search (``ShardedSearch``): for every number of shards, the merged
/// shards have exactly the states, edges, depth and shortest violation of one plain search, and
/// each shard alone covers less than the whole.
@Suite("sharded search")
struct ShardedSearchTests {
  /// What a plain search gives: the whole space's counts, and the shortest violation's length
  /// from a search that stops at the first one.
  struct Expected: Equatable {
    var states: Int
    var edges: Int
    var depth: Int
    var shortestViolation: Int?
  }

  static func expected<Model: ReportableModel>(_ model: Model, depthBound: Int?) -> Expected {
    let whole = BreadthFirstSearch.run(model, options: SearchOptions(depthBound: depthBound))
    let first = BreadthFirstSearch.run(
      model, options: SearchOptions(depthBound: depthBound, stopAtViolation: true))
    return Expected(
      states: whole.states, edges: whole.edges, depth: whole.depth,
      shortestViolation: first.finding?.path.count)
  }

  /// Runs all `count` shards, checks each is smaller than `expected` when there are several, and
  /// returns the merge's counts.
  static func merged<Model: ReportableModel>(
    _ model: Model, depthBound: Int?, count: Int, expected: Expected
  ) throws -> Expected {
    var results: [ShardResult] = []
    for index in 0..<count {
      let shard = try #require(ShardSelection(index: index, count: count))
      let result = ShardedSearch.run(model, depthBound: depthBound, shard: shard)
      if count > 1 {
        #expect(result.splitDepth != nil, "shard \(shard) was not split")
        #expect(result.summary.states < expected.states, "shard \(shard) alone")
        #expect(result.summary.edges < expected.edges, "shard \(shard) alone")
      }
      results.append(result)
    }
    let summary = ShardMerge.merge(results).summary
    return Expected(
      states: summary.states, edges: summary.edges, depth: summary.depth,
      shortestViolation: summary.shortestViolation)
  }

  @Test("the canonical world's shards merge to the whole search", arguments: [3, 4], [1, 2, 3, 5])
  func canonicalWorld(apps: Int, shards: Int) throws {
    let world = try #require(CanonicalWorld(apps: apps))
    let expected = Self.expected(world, depthBound: nil)
    #expect(expected.shortestViolation != nil)
    #expect(try Self.merged(world, depthBound: nil, count: shards, expected: expected) == expected)
  }

  @Test("a bounded search's shards merge to the bounded search", arguments: [1, 2, 3, 5])
  func boundedCanonicalWorld(shards: Int) throws {
    let world = try #require(CanonicalWorld(apps: 4))
    let expected = Self.expected(world, depthBound: 9)
    #expect(try Self.merged(world, depthBound: 9, count: shards, expected: expected) == expected)
  }

  @Test("the device policy's shards merge to the whole bounded search", arguments: [1, 2, 3, 5])
  func policyModel(shards: Int) throws {
    let model = PolicyModel(generation: .ios4, taskApp: .init(app: 0, ending: .onExpiration))
    let expected = Self.expected(model, depthBound: 6)
    #expect(try Self.merged(model, depthBound: 6, count: shards, expected: expected) == expected)
  }

  @Test(
    "a planted policy violation deeper than the split is found at its shortest depth", arguments: [1, 2, 5])
  func plantedPolicyViolation(shards: Int) throws {
    let model = PolicyModel(generation: .ios4, apps: 3) { state in
      state.device.apps.filter { $0.state == .suspended }.count >= 2 ? "two apps are suspended" : nil
    }
    let expected = Self.expected(model, depthBound: 6)
    #expect(expected.shortestViolation != nil)
    #expect(try Self.merged(model, depthBound: 6, count: shards, expected: expected) == expected)
  }

  @Test("findings carry the property's name, the message and a path that replays to the violation")
  func findingsReplay() throws {
    let world = try #require(CanonicalWorld(apps: 3))
    let shard = try #require(ShardSelection(index: 1, count: 3))
    let result = ShardedSearch.run(world, depthBound: nil, shard: shard)
    let finding = try #require(result.findings.first)
    #expect(finding.invariant == "no-kill-with-unsaved-data")
    #expect(finding.message.hasSuffix("with unsaved data"))
    #expect(result.findings == result.findings.sorted())
    // Every line is an input's description; replaying them ends in the violation.
    var state = world.initialState
    var last: WorldViolation?
    for line in finding.path {
      let input = try #require(world.inputs(enabledIn: state).first { $0.description == line }, "\(line)")
      let step = world.step(state, input)
      state = step.state
      last = step.violation
    }
    #expect(last.map { world.message(of: $0) } == finding.message)
  }

  @Test("the same shard gives the same records on every run")
  func deterministic() throws {
    let model = PolicyModel(generation: .ios13)
    let shard = try #require(ShardSelection(index: 2, count: 3))
    #expect(
      ShardedSearch.run(model, depthBound: 5, shard: shard)
        == ShardedSearch.run(model, depthBound: 5, shard: shard))
  }

  @Test("each invariant keeps its own shortest findings: a shallow one does not hide a deeper one")
  func findingsPerInvariant() {
    let keyboard = ReportFinding(
      invariant: "clean-background", message: "keyboard up", path: ["type", "home"])
    let lock = ReportFinding(invariant: "clean-background", message: "keyboard up", path: ["type", "lock"])
    let deeper = ReportFinding(invariant: "clean-background", message: "keyboard up", path: ["a", "b", "c"])
    let lost = ReportFinding(
      invariant: "no-data-loss", message: "text lost", path: ["type", "home", "memory-pressure", "launch"])
    let lostLonger = ReportFinding(
      invariant: "no-data-loss", message: "text lost", path: ["1", "2", "3", "4", "5"])
    let merged = ShardMerge.findings([[keyboard, deeper, lostLonger], [lock, lost, keyboard]])
    #expect(merged == [keyboard, lock, lost])
    // The limit applies to each invariant.
    let many = (0..<20).map { ReportFinding(invariant: "a", message: "m", path: ["\($0)"]) }
    let limited = ShardMerge.findings([many + [lost]], limit: 3)
    #expect(limited.count == 4)
    #expect(limited.contains(lost))
  }

  @Test("a selection needs 0 ≤ index < count")
  func selection() {
    #expect(ShardSelection(index: 0, count: 0) == nil)
    #expect(ShardSelection(index: 3, count: 3) == nil)
    #expect(ShardSelection(index: -1, count: 3) == nil)
    #expect(ShardSelection(index: 2, count: 3)?.description == "2/3")
  }

  @Test("fingerprint rows round-trip, and truncated, reordered or foreign bytes are refused")
  func fingerprintRows() throws {
    let world = try #require(CanonicalWorld(apps: 2))
    let records = ShardedSearch.run(world, depthBound: nil).records
    let bytes = FingerprintRows.encode(records)
    #expect(bytes.count == 16 + 16 * records.count)
    #expect(try FingerprintRows.decode(bytes) == records)
    #expect(throws: FingerprintRows.DecodingError.self) {
      try FingerprintRows.decode(Array(bytes.dropLast(5)))
    }
    #expect(throws: FingerprintRows.DecodingError.self) { try FingerprintRows.decode(Array("{}".utf8)) }
    var swapped = bytes
    swapped.replaceSubrange(16..<32, with: bytes[32..<48])
    swapped.replaceSubrange(32..<48, with: bytes[16..<32])
    #expect(throws: FingerprintRows.DecodingError.self) { try FingerprintRows.decode(swapped) }
    #expect(FingerprintRows.checksum(bytes) != FingerprintRows.checksum(swapped))
  }
}

/// The breadth-first search's progress hook: once a level, as it starts.
@Suite("breadth-first search progress")
struct SearchProgressTests {
  @Test(
    "the hook hears each level in order, its states growing to the search's own count", arguments: [1, 2])
  func levels(workers: Int) throws {
    nonisolated(unsafe) var heard: [(depth: Int, states: Int)] = []
    let world = try #require(CanonicalWorld(apps: 3))
    let report = world.search(SearchOptions(workers: workers)) { heard.append(($0, $1)) }
    #expect(heard.map(\.depth) == Array(1...heard.count))
    #expect(heard.count == report.depth)
    #expect(zip(heard, heard.dropFirst()).allSatisfy { $0.states <= $1.states })
    #expect(heard.last?.states == report.states)
  }
}
