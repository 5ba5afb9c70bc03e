/// A breadth-first search split between shards by who owns each state, the shards handing each
/// other the states they find level by level through a folder they share (`lifecycle explore
/// --shard I/N --exchange DIR`).
///
/// ``ShardedSearch`` splits one level of the search and lets every shard search on from its part
/// alone: each is independent, but on a space where most states reach most others (the
/// canonical world) each shard still walks nearly all of it. Here shard I owns the states whose
/// fingerprint, mixed, falls in the I-th of N equal parts: it expands only those, and a successor
/// owned by another shard is written to that shard's file of the level instead. After each level
/// every shard waits for the others' files (a barrier of marker files), reads the states handed
/// to it, and goes on with its own. So each state is expanded once, by its owner, and each shard
/// does about 1/N of the work and holds about 1/N of the visited states. The search stops when a
/// level is empty in every shard.
///
/// The counts and depths are exactly those of one search (a test compares them): a state is
/// recorded by its owner at its true depth. A state travels as its fingerprint where that is the
/// state itself (``ReportableModel/state(exactFingerprint:)``, the canonical world); otherwise
/// with a path to it — one byte a step, the successor's position among its parent's, so a state
/// may have at most 256 successors — along which the owner rebuilds it. The findings are those
/// of one search too: the markers carry each shard's shallowest violation of each invariant, and
/// shard 0 takes the findings from one search bounded at the deepest of the invariants'
/// shallowest depths — the paths one search names, at the cost of searching that far again.
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
      let markers = try search.exchange(level: depth)
      if markers.allSatisfy({ $0.frontier == 0 }) {
        // Every shard's shallowest violation of each invariant is in its last marker: shard 0
        // takes the findings from one search bounded at the deepest of the invariants' shallowest.
        var shallowest: [String: Int] = [:]
        for marker in markers {
          shallowest.merge(marker.violationDepths) { min($0, $1) }
        }
        let findings =
          shard.index == 0 && !shallowest.isEmpty
          ? ShardedSearch.run(model, depthBound: shallowest.values.max(), findingLimit: findingLimit).findings
          : []
        return ShardResult(
          shard: shard, depthBound: depthBound, splitDepth: nil,
          records: search.records.sorted { $0.fingerprint < $1.fingerprint }, findings: findings,
          exchanged: true)
      }
      try search.takeIncoming(level: depth)
      depth += 1
    }
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
/// search): successors are taken one parent at a time by a sink that asks for their set slots
/// ahead; a level's paths, where states need them, are one flat buffer of `stride` bytes each;
/// the states handed over have their slots asked for a batch ahead too.
@usableFromInline
struct ExchangingShard<Model: ReportableModel>: ~Copyable {
  @usableFromInline let model: Model
  @usableFromInline let shard: ShardSelection
  @usableFromInline let exchange: ShardExchange
  /// Whether a state travels as its fingerprint alone (the fingerprint is the state).
  @usableFromInline let exact: Bool
  /// This level's states and, unless ``exact``, their paths: `stride` bytes each (the level's
  /// depth), one byte per step.
  @usableFromInline var frontier: [Model.State] = []
  @usableFromInline var frontierPaths: [UInt8] = []
  @usableFromInline var stride = 0
  /// The states this shard owns and has reached.
  @usableFromInline let visited = FingerprintSet(expected: 1 << 16)
  /// The states of other shards this shard has handed over (once is enough: the owner reaches
  /// them at that level at the latest).
  @usableFromInline let handedOver = FingerprintSet(expected: 1 << 16)
  @usableFromInline var records: [StateRecord] = []
  @usableFromInline var sink: ExchangeSink<Model>
  @usableFromInline var scratch = InputBuffer<Model.Input>()

  @inlinable
  init(model: Model, shard: ShardSelection, exchange: ShardExchange) {
    self.model = model
    self.shard = shard
    self.exchange = exchange
    let initial = model.fingerprint(model.initialState)
    exact = model.state(exactFingerprint: initial).map { model.fingerprint($0) == initial } ?? false
    sink = ExchangeSink(model: model, shard: shard, withPaths: !exact)
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
  /// shard owns and has not reached join the next level; the others go to their owners'
  /// outboxes, each once.
  @inlinable
  mutating func expandFrontier(depth: Int, expands: Bool) throws(ShardExchangeError) {
    sink.startLevel(
      depth: depth, paths: frontierPaths, stride: stride, visited: visited, handedOver: handedOver)
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
      guard !sink.withPaths || sink.position <= 256 else {
        throw ShardExchangeError(
          "a state has \(sink.position) successors; an exchanged search hands paths over as one byte a step, "
            + "so at most 256: run the shards without --exchange")
      }
      sink.takePending()
      records.append(
        StateRecord(fingerprint: fingerprint, depth: UInt32(depth), outDegree: UInt32(sink.position)))
    }
  }

  /// Writes the outboxes of `level` and waits for every shard's; returns every shard's marker.
  @inlinable
  mutating func exchange(level: Int) throws(ShardExchangeError) -> [ShardExchange.Marker] {
    try exchange.write(
      sink.outboxes, recordBytes: recordBytes(level: level), level: level, shard: shard,
      marker: ShardExchange.Marker(frontier: frontier.count, violationDepths: sink.violationDepths))
    return try exchange.waitForLevel(level, shard: shard)
  }

  /// The bytes of one handed-over record at `level`: the fingerprint, then the path unless
  /// ``exact``.
  @inlinable
  func recordBytes(level: Int) -> Int { exact ? 8 : 8 + level + 1 }

  /// Reads what the other shards handed this one at `level` and makes the next frontier: the
  /// states found here, then those handed over that this shard had not reached.
  @inlinable
  mutating func takeIncoming(level: Int) throws(ShardExchangeError) {
    let recordBytes = recordBytes(level: level)
    var states = sink.found
    var paths = sink.foundPaths
    for other in 0..<shard.count where other != shard.index {
      let records = try exchange.read(level: level, from: other, to: shard.index, recordBytes: recordBytes)
      let count = records.count / recordBytes
      try records.withUnsafeBufferPointer { (records) throws(ShardExchangeError) in
        @inline(__always) func fingerprint(_ index: Int) -> UInt64 {
          var value: UInt64 = 0
          for byte in 0..<8 { value |= UInt64(records[index * recordBytes + byte]) << UInt64(8 * byte) }
          return value
        }
        let ahead = 16
        for index in 0..<min(ahead, count) { visited.prefetch(fingerprint(index)) }
        for index in 0..<count {
          if index + ahead < count { visited.prefetch(fingerprint(index + ahead)) }
          let key = fingerprint(index)
          guard visited.insert(key) else { continue }
          if exact, let state = model.state(exactFingerprint: key) {
            states.append(state)
            continue
          }
          let path = UnsafeBufferPointer(
            rebasing: records[(index * recordBytes + 8)..<((index + 1) * recordBytes)])
          guard let state = state(at: path, fingerprint: key) else {
            throw ShardExchangeError(
              "a state handed over does not follow from its path (the shards run different searches, or a file "
                + "was changed): fingerprint \(String(key, radix: 16))")
          }
          states.append(state)
          paths.append(contentsOf: path)
        }
      }
    }
    frontier = states
    frontierPaths = paths
    stride = exact ? 0 : level + 1
    // Every shard has read the level before this one (it wrote this level's marker after).
    try exchange.removeOwnFiles(level: level - 1, shard: shard)
  }

  /// The state `path` leads to from the initial state, checked against `fingerprint`; nil when
  /// the path does not lead there.
  @inlinable
  func state(at path: UnsafeBufferPointer<UInt8>, fingerprint: UInt64) -> Model.State? {
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
}

/// Takes the successors of the frontier's states one parent at a time for ``ExchangingShard``:
/// the ones its shard owns and has not reached join the level found (``found``); the others go
/// to their owners' outboxes, each once; and it keeps each invariant's shallowest violation's depth.
@usableFromInline
struct ExchangeSink<Model: ReportableModel>: SuccessorSink, ~Copyable {
  @usableFromInline typealias State = Model.State
  @usableFromInline typealias Input = Model.Input
  @usableFromInline typealias Violation = Model.Violation

  @usableFromInline let model: Model
  @usableFromInline let shard: ShardSelection
  /// Whether states travel with their paths (the model's fingerprints are not its states).
  @usableFromInline let withPaths: Bool
  /// The frontier's paths and their length, where states travel with them.
  @usableFromInline var paths: [UInt8] = []
  @usableFromInline var stride = 0
  @usableFromInline var depth = 0
  @usableFromInline var visited = FingerprintSet(expected: 16)
  @usableFromInline var handedOver = FingerprintSet(expected: 16)
  /// The frontier position of the state whose successors arrive, and how many have.
  @usableFromInline var parent: Int32 = 0
  @usableFromInline var position = 0
  /// The next level's states found so far, and their paths where states travel with them.
  @usableFromInline var found: [Model.State] = []
  @usableFromInline var foundPaths: [UInt8] = []
  /// Per shard, the records handed to it: the fingerprint (8 bytes, little-endian), then the
  /// path where states travel with them.
  @usableFromInline var outboxes: [[UInt8]]
  /// The depth of the shallowest violation met of each invariant, by its name.
  @usableFromInline var violationDepths: [String: Int] = [:]
  /// The current parent's successors, their sets' slots asked for ahead (``takePending()``):
  /// the fingerprint, its owner, the position and the state.
  @usableFromInline var pending: [(fingerprint: UInt64, owner: Int, position: UInt8, state: Model.State)] = []

  @inlinable
  init(model: Model, shard: ShardSelection, withPaths: Bool) {
    self.model = model
    self.shard = shard
    self.withPaths = withPaths
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
    found.removeAll(keepingCapacity: true)
    foundPaths.removeAll(keepingCapacity: true)
    for index in outboxes.indices { outboxes[index].removeAll(keepingCapacity: true) }
  }

  @inlinable @inline(__always)
  mutating func receive(_ input: Model.Input, _ step: Step<Model.State, Model.Violation>) {
    let position = self.position
    self.position += 1
    if let violation = step.violation {
      // Levels come in order: the first depth an invariant breaks at is its smallest.
      let name = model.invariantName(of: violation)
      if violationDepths[name] == nil { violationDepths[name] = depth + 1 }
    }
    let fingerprint = model.fingerprint(step.state)
    let owner = shard.count == 1 ? 0 : ExchangedSearch.owner(of: fingerprint, among: shard.count)
    // The set's slot is fetched while the other successors come; ``takePending()`` uses it.
    if owner == shard.index { visited.prefetch(fingerprint) } else { handedOver.prefetch(fingerprint) }
    pending.append((fingerprint, owner, UInt8(truncatingIfNeeded: position), step.state))
  }

  /// Takes the current parent's successors: each one this shard owns and has not reached joins
  /// the level found; each other one goes to its owner's outbox, once.
  @inlinable
  mutating func takePending() {
    let parentPath = Int(parent) * stride
    for successor in pending {
      if successor.owner == shard.index {
        guard visited.insert(successor.fingerprint) else { continue }
        found.append(successor.state)
        if withPaths {
          foundPaths.append(contentsOf: paths[parentPath..<(parentPath + stride)])
          foundPaths.append(successor.position)
        }
      } else {
        guard handedOver.insert(successor.fingerprint) else { continue }
        var bytes = successor.fingerprint.littleEndian
        withUnsafeBytes(of: &bytes) { outboxes[successor.owner].append(contentsOf: $0) }
        if withPaths {
          outboxes[successor.owner].append(contentsOf: paths[parentPath..<(parentPath + stride)])
          outboxes[successor.owner].append(successor.position)
        }
      }
    }
    pending.removeAll(keepingCapacity: true)
  }
}
