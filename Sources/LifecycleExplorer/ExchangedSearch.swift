/// A breadth-first search split between shards by who owns each state, the shards handing each
/// other the states they find level by level through a folder they share (`lifecycle explore
/// --shard I/N --exchange DIR`).
///
/// ``ShardedSearch`` splits one level of the search and lets every shard search on from its part
/// alone: each is independent, but on a space where most states reach most others (the
/// canonical world) each shard still walks nearly all of it. Here shard I owns the states whose
/// fingerprint, mixed, is ≡ I (mod N): it expands only those, and a successor owned by another
/// shard is written to that shard's file of the level instead. After each level every shard
/// waits for the others' files (a barrier of marker files), reads the states handed to it, and
/// goes on with its own. So each state is expanded once, by its owner, and each shard does about
/// 1/N of the work and holds about 1/N of the visited states. The search stops when a level is
/// empty in every shard.
///
/// The counts, the depths and the findings are exactly those of one search (``ShardedSearch``
/// run whole, a test compares them): a state is recorded by its owner at its true depth, and the
/// path a finding names is the one a single search takes — the breadth-first discovery path,
/// which is the lexicographically smallest shortest path counted in successor positions (a level
/// expanded in that order discovers each state first along it). Paths travel as those positions,
/// one byte each, so a state may have at most 256 successors; a shard rebuilds a state it is
/// handed from its fingerprint where that is the state itself (``ReportableModel/state(exactFingerprint:)``)
/// and otherwise by stepping along its path from the initial state.
///
/// Every shard must run at the same time (an Indexed Job's `parallelism` equal to its
/// completions), each with a fresh folder per search.
public enum ExchangedSearch {
  /// Runs shard `shard` of the search of `model` to `depthBound`, exchanging through `exchange`.
  /// A shard count of 1 searches the whole space without the folder.
  @inlinable
  public static func run<Model: ReportableModel>(
    _ model: Model, depthBound: Int?, shard: ShardSelection, exchange: ShardExchange,
    findingLimit: Int = ShardedSearch.findingLimit
  ) throws(ShardExchangeError) -> ShardResult {
    guard shard.count > 1 else {
      var result = ShardedSearch.run(model, depthBound: depthBound, shard: shard, findingLimit: findingLimit)
      result.exchanged = true
      return result
    }
    var search = ExchangingShard(model: model, shard: shard, exchange: exchange)
    try search.begin(depthBound: depthBound)
    var depth = 0
    while true {
      let expands = depthBound.map { depth < $0 } ?? true
      let outboxes = try search.expandFrontier(depth: depth, expands: expands)
      let everyFrontierEmpty = try search.exchange(level: depth, outboxes: outboxes)
      if everyFrontierEmpty { break }
      try search.takeIncoming(level: depth)
      depth += 1
    }
    return ShardResult(
      shard: shard, depthBound: depthBound, splitDepth: nil,
      records: search.records.sorted { $0.fingerprint < $1.fingerprint },
      findings: search.findings(limit: findingLimit), exchanged: true)
  }

  /// The shard that owns the state with `fingerprint` among `count`: the fingerprint mixed
  /// (SplitMix64's finaliser), so that packed states whose low bits say little spread evenly.
  @inlinable
  public static func owner(of fingerprint: UInt64, among count: Int) -> Int {
    var z = fingerprint &+ 0x9e37_79b9_7f4a_7c15
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return Int((z ^ (z >> 31)) % UInt64(count))
  }
}

/// One shard's side of an ``ExchangedSearch``: its frontier, the states it owns and has seen,
/// and what it hands the others.
@usableFromInline
struct ExchangingShard<Model: ReportableModel>: ~Copyable {
  @usableFromInline let model: Model
  @usableFromInline let shard: ShardSelection
  @usableFromInline let exchange: ShardExchange
  /// This level's states, sorted by path, with their paths (successor positions from the
  /// initial state).
  @usableFromInline var frontier: [(state: Model.State, path: [UInt8])] = []
  /// The states this shard owns and has reached.
  @usableFromInline let visited = FingerprintSet()
  /// The states of other shards this shard has handed over (once is enough: the owner reaches
  /// them at that level at the latest).
  @usableFromInline let handedOver = FingerprintSet()
  @usableFromInline var records: [StateRecord] = []
  /// The next level as found so far: the state, the frontier position of its parent and its
  /// position among the parent's successors, or the whole path for one handed over.
  @usableFromInline var next:
    [(state: Model.State?, fingerprint: UInt64, parent: Int32, position: UInt8, path: [UInt8]?)] =
      []
  /// Where each fingerprint of ``next`` is in it.
  @usableFromInline var nextIndex: [UInt64: Int] = [:]
  /// The violating transitions at ``violationDepth``: the path to the state broken into, its
  /// last input, and what broke.
  @usableFromInline var violations: [(path: [UInt8], input: Model.Input, violation: Model.Violation)] = []
  @usableFromInline var violationDepth: Int?
  @usableFromInline var sink = LevelSink<Model.State, Model.Input, Model.Violation>()
  @usableFromInline var scratch = InputBuffer<Model.Input>()

  @inlinable
  init(model: Model, shard: ShardSelection, exchange: ShardExchange) {
    self.model = model
    self.shard = shard
    self.exchange = exchange
  }

  /// Checks the folder, says which search this shard runs, and takes the initial state if this
  /// shard owns it.
  @inlinable
  mutating func begin(depthBound: Int?) throws(ShardExchangeError) {
    try exchange.announce(search: ShardExchange.searchLine(of: model, depthBound: depthBound), shard: shard)
    let initial = model.initialState
    let fingerprint = model.fingerprint(initial)
    if ExchangedSearch.owner(of: fingerprint, among: shard.count) == shard.index {
      _ = visited.insert(fingerprint)
      frontier = [(initial, [])]
    }
  }

  /// Records the frontier at `depth` and, when `expands`, steps each state: successors this
  /// shard owns join the next level (the first path to each, which is the smallest, as the
  /// frontier is in path order); the others go to their owners' outboxes, returned.
  @inlinable
  mutating func expandFrontier(depth: Int, expands: Bool) throws(ShardExchangeError) -> [[(
    fingerprint: UInt64, path: [UInt8]
  )]] {
    var outboxes = [[(fingerprint: UInt64, path: [UInt8])]](repeating: [], count: shard.count)
    next.removeAll(keepingCapacity: true)
    nextIndex.removeAll(keepingCapacity: true)
    for rank in frontier.indices {
      let fingerprint = model.fingerprint(frontier[rank].state)
      guard expands else {
        records.append(StateRecord(fingerprint: fingerprint, depth: UInt32(depth), outDegree: 0))
        continue
      }
      sink.successors.removeAll(keepingCapacity: true)
      model.forEachSuccessor(of: frontier[rank].state, scratch: &scratch, into: &sink)
      guard sink.successors.count <= 256 else {
        throw ShardExchangeError(
          "a state has \(sink.successors.count) successors; an exchanged search hands paths over as one byte "
            + "a step, so at most 256: run the shards without --exchange")
      }
      records.append(
        StateRecord(fingerprint: fingerprint, depth: UInt32(depth), outDegree: UInt32(sink.successors.count)))
      for (position, (input, step)) in sink.successors.enumerated() {
        if let violation = step.violation, violationDepth.map({ depth + 1 <= $0 }) ?? true {
          if let known = violationDepth, depth + 1 < known { violations.removeAll() }
          violationDepth = depth + 1
          violations.append((frontier[rank].path + [UInt8(position)], input, violation))
        }
        let successor = model.fingerprint(step.state)
        let owner = ExchangedSearch.owner(of: successor, among: shard.count)
        if owner == shard.index {
          guard visited.insert(successor) else { continue }
          nextIndex[successor] = next.count
          next.append((step.state, successor, Int32(rank), UInt8(position), nil))
        } else if handedOver.insert(successor) {
          outboxes[owner].append((successor, frontier[rank].path + [UInt8(position)]))
        }
      }
    }
    return outboxes
  }

  /// Writes the outboxes of `level` and waits for every shard's; true when every shard's
  /// frontier at `level` was empty (the search is over).
  @inlinable
  mutating func exchange(level: Int, outboxes: [[(fingerprint: UInt64, path: [UInt8])]])
    throws(ShardExchangeError)
    -> Bool
  {
    try exchange.write(outboxes, level: level, shard: shard, frontier: frontier.count)
    let sizes = try exchange.waitForLevel(level, shard: shard)
    return sizes.allSatisfy { $0 == 0 }
  }

  /// Reads what the other shards handed this one at `level` and makes the next frontier: each
  /// state once, along the smallest of the paths it was reached by, in path order.
  @inlinable
  mutating func takeIncoming(level: Int) throws(ShardExchangeError) {
    for other in 0..<shard.count where other != shard.index {
      for (fingerprint, path) in try exchange.read(level: level, from: other, to: shard.index) {
        if let index = nextIndex[fingerprint] {
          if Self.precedes(path, than: self.path(ofNext: index)) { next[index].path = path }
          continue
        }
        guard visited.insert(fingerprint) else { continue }
        nextIndex[fingerprint] = next.count
        next.append((nil, fingerprint, -1, 0, path))
      }
    }
    var nextLevel: [(state: Model.State, path: [UInt8])] = []
    nextLevel.reserveCapacity(next.count)
    for index in next.indices {
      let path = self.path(ofNext: index)
      guard let state = next[index].state ?? state(at: path, fingerprint: next[index].fingerprint) else {
        throw ShardExchangeError(
          "a state handed over does not follow from its path (the shards run different searches, or a file was "
            + "changed): fingerprint \(String(next[index].fingerprint, radix: 16))")
      }
      nextLevel.append((state, path))
    }
    nextLevel.sort { Self.precedes($0.path, than: $1.path) }
    frontier = nextLevel
    // Every shard has read the level before this one (it wrote this level's marker after).
    try exchange.removeOwnFiles(level: level - 1, shard: shard)
  }

  /// The path of the next level's state at `index`.
  @inlinable
  func path(ofNext index: Int) -> [UInt8] {
    if let path = next[index].path { return path }
    return frontier[Int(next[index].parent)].path + [next[index].position]
  }

  /// Whether `path` comes before `other` (paths of one level have one length).
  @inlinable
  static func precedes(_ path: [UInt8], than other: [UInt8]) -> Bool { path.lexicographicallyPrecedes(other) }

  /// The state `path` leads to from the initial state, checked against `fingerprint`; nil when
  /// the path does not lead there.
  @inlinable
  func state(at path: [UInt8], fingerprint: UInt64) -> Model.State? {
    if let exact = model.state(exactFingerprint: fingerprint) { return exact }
    var state = model.initialState
    var inputs = InputBuffer<Model.Input>()
    for position in path {
      inputs.removeAll()
      model.enabledInputs(of: state, into: &inputs)
      guard Int(position) < inputs.count else { return nil }
      state = model.step(state, inputs[Int(position)]).state
    }
    return model.fingerprint(state) == fingerprint ? state : nil
  }

  /// The inputs along `path` from the initial state, described; nil when it does not lead on.
  @inlinable
  func described(_ path: [UInt8]) -> [String]? {
    var state = model.initialState
    var inputs = InputBuffer<Model.Input>()
    var lines: [String] = []
    for position in path {
      inputs.removeAll()
      model.enabledInputs(of: state, into: &inputs)
      guard Int(position) < inputs.count else { return nil }
      lines.append(model.describe(inputs[Int(position)]))
      state = model.step(state, inputs[Int(position)]).state
    }
    return lines
  }

  /// The violations kept, as findings with their paths: distinct, sorted, the first `limit`.
  @inlinable
  func findings(limit: Int) -> [ReportFinding] {
    let all = violations.compactMap { found -> ReportFinding? in
      guard let prefix = described(Array(found.path.dropLast())) else { return nil }
      return ReportFinding(
        invariant: model.invariantName(of: found.violation), message: model.message(of: found.violation),
        path: prefix + [model.describe(found.input)])
    }
    return Array(Set(all).sorted().prefix(limit))
  }
}
