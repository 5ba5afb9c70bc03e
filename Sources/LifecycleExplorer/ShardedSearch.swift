/// Which part of a partitioned search a process runs: shard `index` of `count` (`--shard I/N`,
/// or a Kubernetes Indexed Job's `JOB_COMPLETION_INDEX` of `JOB_COMPLETIONS`).
public struct ShardSelection: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The shard, from 0.
  public var index: Int
  /// How many shards the search is split into, at least 1.
  public var count: Int

  /// The whole search as one shard: `0/1`.
  public static let whole = ShardSelection(index: 0, count: 1)!

  /// Creates a selection; nil unless `0 ≤ index < count`.
  public init?(index: Int, count: Int) {
    guard count >= 1, (0..<count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// `I/N`.
  public var description: String { "\(index)/\(count)" }

  private enum CodingKeys: String, CodingKey { case index, count }

  /// Decodes a selection, refusing one whose index is not below its count.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let index = try container.decode(Int.self, forKey: .index)
    let count = try container.decode(Int.self, forKey: .count)
    guard let selection = ShardSelection(index: index, count: count) else {
      throw DecodingError.dataCorruptedError(
        forKey: .index, in: container,
        debugDescription: "shard \(index)/\(count): the index must be below the count")
    }
    self = selection
  }
}

/// One state a shard visited: its fingerprint, the depth it reached it at, and the transitions
/// the shard took from it (0 for a state at the depth bound, which is not expanded).
public struct StateRecord: Hashable, Sendable {
  /// The state's fingerprint (``ExplorableModel/fingerprint(_:)``).
  public var fingerprint: UInt64
  /// The depth the shard reached the state at: its distance from the initial state along the
  /// shard's search, never less than the true shortest one.
  public var depth: UInt32
  /// The enabled inputs the shard stepped from the state.
  public var outDegree: UInt32

  /// Creates a record.
  public init(fingerprint: UInt64, depth: UInt32, outDegree: UInt32) {
    self.fingerprint = fingerprint
    self.depth = depth
    self.outDegree = outDegree
  }
}

/// A violation in a form that leaves the process: the property's name, what happened, the path
/// to it as text lines (one input each), and, for a model that runs an app in the simulator, the
/// scenario that replays it.
public struct ReportFinding: Hashable, Sendable, Codable, Comparable {
  /// The name of the property broken (``ReportableModel/invariantName(of:)``).
  public var invariant: String
  /// What happened, in words.
  public var message: String
  /// The inputs from the initial state, one line each; the last broke the property.
  public var path: [String]
  /// A scenario (`lifecycle run`'s language) that replays the finding, where the model has one.
  public var scenario: String?

  /// Creates a finding.
  public init(invariant: String, message: String, path: [String], scenario: String? = nil) {
    self.invariant = invariant
    self.message = message
    self.path = path
    self.scenario = scenario
  }

  /// Shorter paths first, then by the path's lines, the invariant, the message and the scenario:
  /// an order that does not depend on which shard found what first.
  public static func < (left: ReportFinding, right: ReportFinding) -> Bool {
    if left.path.count != right.path.count { return left.path.count < right.path.count }
    if left.path != right.path { return left.path.lexicographicallyPrecedes(right.path) }
    if left.invariant != right.invariant { return left.invariant < right.invariant }
    if left.message != right.message { return left.message < right.message }
    return (left.scenario ?? "") < (right.scenario ?? "")
  }
}

/// What one shard of a ``ShardedSearch`` found: every state it visited, and of each invariant
/// its violations at the smallest depth it met one.
public struct ShardResult: Sendable, Equatable {
  /// The shard.
  public var shard: ShardSelection
  /// The depth bound of the search (nil: until no new state appears).
  public var depthBound: Int?
  /// The depth whose level was partitioned, or nil when no level had enough states before the
  /// space (or the bound) ended, so every shard searched all of it.
  public var splitDepth: Int?
  /// Whether the shard exchanged states with the others (``ExchangedSearch``): it then holds
  /// the states it owns, rather than a part of one level and everything below it.
  public var exchanged: Bool
  /// Every state visited, sorted by fingerprint, one record each.
  public var records: [StateRecord]
  /// Of each invariant, the violations met at its smallest depth, sorted
  /// (``ReportFinding/<(_:_:)``), at most the search's limit of each.
  public var findings: [ReportFinding]

  /// Creates a result.
  public init(
    shard: ShardSelection, depthBound: Int?, splitDepth: Int?, records: [StateRecord],
    findings: [ReportFinding], exchanged: Bool = false
  ) {
    self.exchanged = exchanged
    self.shard = shard
    self.depthBound = depthBound
    self.splitDepth = splitDepth
    self.records = records
    self.findings = findings
  }

  /// The shard's own counts: its states, the transitions it took, its deepest state.
  public var summary: SearchSummary {
    SearchSummary(records: records, depthBound: depthBound, findings: findings)
  }
}

/// A deterministic partition of a (bounded) breadth-first search into shards that can run in
/// separate processes and be merged (``ShardMerge``) into exactly the counts of one search.
///
/// Every shard runs the same breadth-first search up to the split depth k — the first level
/// with at least ``splitFactor`` × N states — then keeps, of that level in its discovery order,
/// the states whose position is ≡ I (mod N), and searches on from those alone. Its visited set
/// holds every state at depth ≤ k, so it never walks into another shard's part of level k;
/// a state deeper than k lies on a shortest path through one state of level k, and the shard
/// owning that state reaches it at its true depth. A shard records the states above k (every
/// shard does) and those it visits from level k on. When the space or the depth bound ends
/// before a level is that large, there is nothing to split: every shard searches all of it.
///
/// Violations do not stop the search (a shard must cover its whole part for the merge to be
/// exact): each shard keeps those at the smallest depth it met one, with their paths.
public enum ShardedSearch {
  /// A level is split when it has at least this many states per shard.
  public static let splitFactor = 4

  /// How many violations of each invariant a shard and a merge keep, the first in
  /// ``ReportFinding``'s order.
  public static let findingLimit = 16

  /// Runs shard `shard` of the breadth-first search of `model`, expanding no state at
  /// `depthBound` or deeper, keeping at most `findingLimit` violations.
  @inlinable
  public static func run<Model: ReportableModel>(
    _ model: Model, depthBound: Int?, shard: ShardSelection = .whole,
    findingLimit: Int = ShardedSearch.findingLimit
  ) -> ShardResult {
    var search = LevelSearch(model: model)
    var members = [0]
    var splitDepth: Int?
    var depth = 0
    while !members.isEmpty {
      if splitDepth == nil, members.count >= splitFactor * shard.count {
        splitDepth = depth
        members = members.enumerated().filter { $0.offset % shard.count == shard.index }.map(\.element)
      }
      let expands = depthBound.map { depth < $0 } ?? true
      members = search.expand(members, depth: depth, expands: expands)
      depth += 1
    }
    let findings = search.findings(limit: findingLimit)
    return ShardResult(
      shard: shard, depthBound: depthBound, splitDepth: splitDepth,
      records: search.records.sorted { $0.fingerprint < $1.fingerprint }, findings: findings)
  }
}

/// A plain level-by-level breadth-first search that records every state it expands and keeps
/// the parent links of every state, for ``ShardedSearch``.
@usableFromInline
struct LevelSearch<Model: ReportableModel>: ~Copyable {
  @usableFromInline let model: Model
  /// Every state found, in discovery order; `parents[k]` and `via[k - 1]` lead to state k.
  @usableFromInline var states: [Model.State]
  @usableFromInline var parents: [Int32] = [-1]
  @usableFromInline var via: [Model.Input] = []
  @usableFromInline let visited = FingerprintSet()
  @usableFromInline var records: [StateRecord] = []
  /// The violating transitions of each invariant at that invariant's smallest depth: the
  /// parent's index, the input, what broke.
  @usableFromInline var violations: [(parent: Int, input: Model.Input, violation: Model.Violation)] = []
  /// Each invariant's smallest depth met (``ReportableModel/invariantName(of:)``).
  @usableFromInline var violationDepths: [String: Int] = [:]
  @usableFromInline var scratch = InputBuffer<Model.Input>()
  @usableFromInline var sink = LevelSink<Model.State, Model.Input, Model.Violation>()

  @inlinable
  init(model: Model) {
    self.model = model
    states = [model.initialState]
    visited.insert(model.fingerprint(model.initialState))
  }

  /// Records the states at `members` (indices into ``states``, all at `depth`) and, when
  /// `expands`, steps each: new successors join ``states`` and are returned, in order, as the
  /// next level. The model hears of the states ``BreadthFirstSearch/expansionChunk`` at a time
  /// before it is asked for their successors (``ExplorableModel/willExpand(_:)``: an app's
  /// worker processes replay a chunk side by side).
  @inlinable
  mutating func expand(_ members: [Int], depth: Int, expands: Bool) -> [Int] {
    var next: [Int] = []
    for (position, member) in members.enumerated() {
      if expands, position % BreadthFirstSearch.expansionChunk == 0 {
        let chunk = members[position..<min(position + BreadthFirstSearch.expansionChunk, members.count)]
        model.willExpand(chunk.map { states[$0] })
      }
      let fingerprint = model.fingerprint(states[member])
      guard expands else {
        records.append(StateRecord(fingerprint: fingerprint, depth: UInt32(depth), outDegree: 0))
        continue
      }
      sink.successors.removeAll(keepingCapacity: true)
      model.forEachSuccessor(of: states[member], scratch: &scratch, into: &sink)
      records.append(
        StateRecord(fingerprint: fingerprint, depth: UInt32(depth), outDegree: UInt32(sink.successors.count)))
      for (input, step) in sink.successors {
        if let violation = step.violation {
          // Levels come in order: the first depth an invariant breaks at is its smallest.
          let name = model.invariantName(of: violation)
          if violationDepths[name, default: depth + 1] == depth + 1 {
            violationDepths[name] = depth + 1
            violations.append((member, input, violation))
          }
        }
        guard visited.insert(model.fingerprint(step.state)) else { continue }
        precondition(states.count < Int(Int32.max), "a sharded search holds at most 2³¹ − 1 states")
        next.append(states.count)
        states.append(step.state)
        parents.append(Int32(member))
        via.append(input)
      }
    }
    return next
  }

  /// The violations kept, as findings with their paths: of each invariant, those at its
  /// smallest depth, distinct, sorted, the first `limit` (``ShardMerge/findings(_:limit:)``).
  @inlinable
  func findings(limit: Int) -> [ReportFinding] {
    let all = violations.map { found in
      ReportFinding(
        invariant: model.invariantName(of: found.violation), message: model.message(of: found.violation),
        path: (path(to: found.parent) + [found.input]).map { model.describe($0) })
    }
    return ShardMerge.findings([all], limit: limit)
  }

  /// The inputs from the initial state to state `index`, along the parent links.
  @inlinable
  func path(to index: Int) -> [Model.Input] {
    var path: [Model.Input] = []
    var current = index
    while current > 0 {
      path.append(via[current - 1])
      current = Int(parents[current])
    }
    return path.reversed()
  }
}

/// Collects one state's successors for ``LevelSearch``.
@usableFromInline
struct LevelSink<State, Input, Violation>: SuccessorSink {
  @usableFromInline var successors: [(input: Input, step: Step<State, Violation>)] = []

  @inlinable
  mutating func receive(_ input: Input, _ step: Step<State, Violation>) { successors.append((input, step)) }
}
