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
      try search.expandFrontier(depth: depth, expands: expands)
      let everyFrontierEmpty = try search.exchange(level: depth)
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
  /// (SplitMix64's finaliser), so that packed states whose low bits say little spread evenly,
  /// then scaled to `0..<count` by a multiplication rather than a division.
  @inlinable @inline(__always)
  public static func owner(of fingerprint: UInt64, among count: Int) -> Int {
    var z = fingerprint &+ 0x9e37_79b9_7f4a_7c15
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    z ^= z >> 31
    return Int(z.multipliedFullWidth(by: UInt64(count)).high)
  }
}

/// One shard's side of an ``ExchangedSearch``: its frontier, the states it owns and has seen,
/// and what it hands the others.
///
/// Speed tricks, contained here and checked by `ExchangedSearchTests` (the merge equals one
/// search, records and findings): a level's paths are kept in one flat buffer, `stride` bytes
/// each, rather than an array per state; successors are taken one by one by a sink rather than
/// collected; and a level is put in path order by merging lists that are each in path order
/// already (the states this shard found, in the order of the frontier it expanded, and what each
/// other shard handed it, in the order of its own frontier) rather than by sorting.
@usableFromInline
struct ExchangingShard<Model: ReportableModel>: ~Copyable {
  @usableFromInline let model: Model
  @usableFromInline let shard: ShardSelection
  @usableFromInline let exchange: ShardExchange
  /// This level's states, in path order, and their paths: `stride` bytes each (the level's
  /// depth), one byte per step, the successor's position among its parent's.
  @usableFromInline var frontier: [Model.State] = []
  @usableFromInline var frontierPaths: [UInt8] = []
  @usableFromInline var stride = 0
  /// The states this shard owns and has reached (this level's found ones included).
  @usableFromInline let visited = FingerprintSet()
  /// The states of other shards this shard has handed over (once is enough: the owner reaches
  /// them at that level at the latest).
  @usableFromInline let handedOver = FingerprintSet()
  @usableFromInline var records: [StateRecord] = []
  @usableFromInline var sink: ExchangeSink<Model>
  @usableFromInline var scratch = InputBuffer<Model.Input>()

  @inlinable
  init(model: Model, shard: ShardSelection, exchange: ShardExchange) {
    self.model = model
    self.shard = shard
    self.exchange = exchange
    sink = ExchangeSink(model: model, shard: shard)
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
      frontier = [initial]
    }
  }

  /// Records the frontier at `depth` and, when `expands`, steps each state: successors this
  /// shard owns join the next level (the first path to each, which is the smallest, as the
  /// frontier is in path order); the others go to their owners' outboxes.
  @inlinable
  mutating func expandFrontier(depth: Int, expands: Bool) throws(ShardExchangeError) {
    sink.startLevel(depth: depth, paths: frontierPaths, stride: stride, visited: visited, handedOver: handedOver)
    records.reserveCapacity(records.count + frontier.count)
    for rank in frontier.indices {
      let fingerprint = model.fingerprint(frontier[rank])
      guard expands else {
        records.append(StateRecord(fingerprint: fingerprint, depth: UInt32(depth), outDegree: 0))
        continue
      }
      sink.parent = Int32(rank)
      sink.position = 0
      model.forEachSuccessor(of: frontier[rank], scratch: &scratch, into: &sink)
      sink.takePending()
      guard sink.position <= 256 else {
        throw ShardExchangeError(
          "a state has \(sink.position) successors; an exchanged search hands paths over as one byte a step, "
            + "so at most 256: run the shards without --exchange")
      }
      records.append(StateRecord(fingerprint: fingerprint, depth: UInt32(depth), outDegree: UInt32(sink.position)))
    }
  }

  /// Writes the outboxes of `level` and waits for every shard's; true when every shard's
  /// frontier at `level` was empty (the search is over).
  @inlinable
  mutating func exchange(level: Int) throws(ShardExchangeError) -> Bool {
    try exchange.write(sink.outboxes, recordBytes: 8 + stride + 1, level: level, shard: shard, frontier: frontier.count)
    let sizes = try exchange.waitForLevel(level, shard: shard)
    return sizes.allSatisfy { $0 == 0 }
  }

  /// Reads what the other shards handed this one at `level` and makes the next frontier: each
  /// state once, along the smallest of the paths it was reached by, in path order.
  @inlinable
  mutating func takeIncoming(level: Int) throws(ShardExchangeError) {
    let nextStride = stride + 1
    let recordBytes = 8 + nextStride
    // Every other shard's records, one run after another: `runs[k]` is where each starts and ends.
    var incoming: [UInt8] = []
    var runs: [Range<Int>] = []
    for other in 0..<shard.count where other != shard.index {
      let records = try exchange.read(level: level, from: other, to: shard.index, recordBytes: recordBytes)
      runs.append(incoming.count..<(incoming.count + records.count))
      incoming += records
    }
    let found = sink.found.count
    let expected = found + incoming.count / recordBytes
    let taken = FingerprintSet(expected: max(16, expected * 2))
    var states: [Model.State] = []
    states.reserveCapacity(expected)
    var paths: [UInt8] = []
    paths.reserveCapacity(expected * nextStride)
    var heads = runs.map(\.lowerBound)
    var local = 0
    let stride = self.stride
    try frontierPaths.withUnsafeBufferPointer { (parents) throws(ShardExchangeError) in
      try incoming.withUnsafeBufferPointer { (records) throws(ShardExchangeError) in
        // Whether the record at `one` has a smaller path than the record at `other`.
        func recordPrecedes(_ one: Int, _ other: Int) -> Bool {
          for offset in 8..<recordBytes where records[one + offset] != records[other + offset] {
            return records[one + offset] < records[other + offset]
          }
          return false
        }
        // Whether the found state at `index` has a smaller path than the record at `record`.
        func foundPrecedes(_ index: Int, _ record: Int) -> Bool {
          let parent = Int(sink.found[index].parent) * stride
          for offset in 0..<stride where parents[parent + offset] != records[record + 8 + offset] {
            return parents[parent + offset] < records[record + 8 + offset]
          }
          return sink.found[index].position < records[record + 8 + stride]
        }
        while true {
          // The smallest head among the handed-over runs…
          var best = -1
          for run in runs.indices where heads[run] < runs[run].upperBound {
            if best < 0 || recordPrecedes(heads[run], heads[best]) { best = run }
          }
          // …against the next found state.
          if local < found, best < 0 || foundPrecedes(local, heads[best]) {
            let entry = sink.found[local]
            local += 1
            guard taken.insert(entry.fingerprint) else { continue }
            states.append(entry.state)
            let parent = Int(entry.parent) * stride
            paths.append(contentsOf: UnsafeBufferPointer(rebasing: parents[parent..<(parent + stride)]))
            paths.append(entry.position)
            continue
          }
          guard best >= 0 else { break }
          let record = heads[best]
          heads[best] += recordBytes
          var fingerprint: UInt64 = 0
          for byte in 0..<8 { fingerprint |= UInt64(records[record + byte]) << UInt64(8 * byte) }
          // Reached at an earlier level, by this shard or handed over then: not new.
          if !sink.levelFound.contains(fingerprint), !visited.insert(fingerprint) { continue }
          guard taken.insert(fingerprint) else { continue }
          let path = UnsafeBufferPointer(rebasing: records[(record + 8)..<(record + recordBytes)])
          guard let state = model.state(exactFingerprint: fingerprint) ?? state(at: Array(path), fingerprint: fingerprint)
          else {
            throw ShardExchangeError(
              "a state handed over does not follow from its path (the shards run different searches, or a file "
                + "was changed): fingerprint \(String(fingerprint, radix: 16))")
          }
          states.append(state)
          paths.append(contentsOf: path)
        }
      }
    }
    frontier = states
    frontierPaths = paths
    self.stride = nextStride
    // Every shard has read the level before this one (it wrote this level's marker after).
    try exchange.removeOwnFiles(level: level - 1, shard: shard)
  }

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
    let all = sink.violations.compactMap { found -> ReportFinding? in
      guard let prefix = described(Array(found.path.dropLast())) else { return nil }
      return ReportFinding(
        invariant: model.invariantName(of: found.violation), message: model.message(of: found.violation),
        path: prefix + [model.describe(found.input)])
    }
    return Array(Set(all).sorted().prefix(limit))
  }
}

/// Takes the successors of the frontier's states one at a time for ``ExchangingShard``: the
/// ones its shard owns and has not reached join the level found (``found``); the others go to
/// their owners' outboxes, each once.
@usableFromInline
struct ExchangeSink<Model: ReportableModel>: SuccessorSink, ~Copyable {
  @usableFromInline typealias State = Model.State
  @usableFromInline typealias Input = Model.Input
  @usableFromInline typealias Violation = Model.Violation

  @usableFromInline let model: Model
  @usableFromInline let shard: ShardSelection
  /// The frontier's paths and their length, for the outboxes' records.
  @usableFromInline var paths: [UInt8] = []
  @usableFromInline var stride = 0
  @usableFromInline var depth = 0
  @usableFromInline var visited = FingerprintSet(expected: 16)
  @usableFromInline var handedOver = FingerprintSet(expected: 16)
  /// The states of this level's successors that the shard owns, found here (not handed over).
  @usableFromInline var levelFound = FingerprintSet(expected: 16)
  /// The frontier position of the state whose successors arrive, and how many have.
  @usableFromInline var parent: Int32 = 0
  @usableFromInline var position = 0
  /// The level found so far, in path order.
  @usableFromInline var found: [(state: Model.State, fingerprint: UInt64, parent: Int32, position: UInt8)] = []
  /// Per shard, the records handed to it: the fingerprint (8 bytes, little-endian), then the path.
  @usableFromInline var outboxes: [[UInt8]]
  /// The violating transitions at ``violationDepth``: the path to the state broken into, its
  /// last input, and what broke.
  @usableFromInline var violations: [(path: [UInt8], input: Model.Input, violation: Model.Violation)] = []
  @usableFromInline var violationDepth: Int?

  @inlinable
  init(model: Model, shard: ShardSelection) {
    self.model = model
    self.shard = shard
    outboxes = [[UInt8]](repeating: [], count: shard.count)
  }

  @inlinable
  mutating func startLevel(
    depth: Int, paths: [UInt8], stride: Int, visited: FingerprintSet, handedOver: FingerprintSet
  ) {
    self.depth = depth
    self.paths = paths
    self.stride = stride
    self.visited = visited
    self.handedOver = handedOver
    levelFound = FingerprintSet(expected: 1 << 10)
    found.removeAll(keepingCapacity: true)
    for index in outboxes.indices { outboxes[index].removeAll(keepingCapacity: true) }
  }

  /// The current parent's successors, their sets' slots asked for ahead (``takePending()``):
  /// the fingerprint, its owner, the position and the state.
  @usableFromInline var pending: [(fingerprint: UInt64, owner: Int, position: UInt8, state: Model.State)] = []

  @inlinable @inline(__always)
  mutating func receive(_ input: Model.Input, _ step: Step<Model.State, Model.Violation>) {
    let position = self.position
    self.position += 1
    guard position < 256 else { return }
    if let violation = step.violation, violationDepth.map({ depth + 1 <= $0 }) ?? true {
      violationDepth = depth + 1
      let parentPath = Int(parent) * stride
      violations.append((Array(paths[parentPath..<(parentPath + stride)]) + [UInt8(position)], input, violation))
    }
    let fingerprint = model.fingerprint(step.state)
    let owner = shard.count == 1 ? 0 : ExchangedSearch.owner(of: fingerprint, among: shard.count)
    // The set's slot is fetched while the other successors come; ``takePending()`` uses it.
    if owner == shard.index { visited.prefetch(fingerprint) } else { handedOver.prefetch(fingerprint) }
    pending.append((fingerprint, owner, UInt8(position), step.state))
  }

  /// Takes the current parent's successors: each one this shard owns and has not reached joins
  /// the level found; each other one goes to its owner's outbox, once.
  @inlinable
  mutating func takePending() {
    let parentPath = Int(parent) * stride
    for successor in pending {
      if successor.owner == shard.index {
        guard visited.insert(successor.fingerprint) else { continue }
        _ = levelFound.insert(successor.fingerprint)
        found.append((successor.state, successor.fingerprint, parent, successor.position))
      } else {
        guard handedOver.insert(successor.fingerprint) else { continue }
        var bytes = successor.fingerprint.littleEndian
        withUnsafeBytes(of: &bytes) { outboxes[successor.owner].append(contentsOf: $0) }
        paths.withUnsafeBufferPointer { paths in
          outboxes[successor.owner].append(
            contentsOf: UnsafeBufferPointer(rebasing: paths[parentPath..<(parentPath + stride)]))
        }
        outboxes[successor.owner].append(successor.position)
      }
    }
    pending.removeAll(keepingCapacity: true)
  }
}
