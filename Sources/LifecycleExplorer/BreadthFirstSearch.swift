/// How far and how a breadth-first search goes.
public struct SearchOptions: Sendable, Equatable {
  /// The longest path explored: states at this depth are counted but not expanded. Nil
  /// explores until no new state appears.
  public var depthBound: Int?
  /// Whether the first violation ends the search with its shortest path (true), or the
  /// properties are ignored and the whole space is counted (false, as SPIN's `pan -A`).
  public var stopAtViolation: Bool
  /// How many states to size the visited set for before it grows.
  public var expectedStates: Int

  /// Creates search options.
  public init(depthBound: Int? = nil, stopAtViolation: Bool = false, expectedStates: Int = 1 << 16) {
    self.depthBound = depthBound
    self.stopAtViolation = stopAtViolation
    self.expectedStates = expectedStates
  }
}

/// What a breadth-first search found.
public struct SearchReport<Input, Violation> {
  /// Distinct states reached (distinct fingerprints), the initial state included.
  public var states = 0
  /// Transitions taken: every enabled input of every expanded state, including those that lead
  /// to a state already visited (SPIN's "transitions" minus its initial one).
  public var edges = 0
  /// The depth of the deepest state reached (0 for the initial state alone).
  public var depth = 0
  /// Whether the search stopped at the depth bound with states left unexpanded.
  public var cutByDepthBound = false
  /// The first violation met, with a shortest path to it (only when the search stops at one).
  public var finding: Finding<Input, Violation>?
  /// The bytes of the visited set and the frontier at the end.
  public var bytes = 0

  /// An empty report.
  public init() {}
}

extension SearchReport: Sendable where Input: Sendable, Violation: Sendable {}

/// Exhaustive breadth-first search of an ``ExplorableModel`` with a visited set of
/// fingerprints.
///
/// The frontier is one flat array of the states in the order they were found; the search
/// expands them in that order, so levels follow each other and the first violation met lies on
/// a shortest path. When it stops at violations it also keeps, per state, the index of its
/// parent and the input that reached it, and the path is read back along them.
///
/// States are expanded in batches of ``batchStates`` (never across a level): a batch's
/// successors are stepped, their slots in the visited set prefetched, and they are looked up
/// only after the next batch has been stepped — so the lookups find their slots in cache and
/// the memory's latency hides behind the stepping. The lookups still happen in the order the
/// successors were found, so the frontier's order, the counts and the paths are those of a
/// plain breadth-first search.
public enum BreadthFirstSearch {
  /// How many frontier states one batch expands.
  public static let batchStates = 16

  /// One batch's successors: their states and fingerprints, and (when the search keeps paths)
  /// the frontier index of their parent and the input that reached them.
  @usableFromInline
  struct Batch<State, Input>: ~Copyable {
    @usableFromInline var states = InputBuffer<State>(capacity: 1024)
    @usableFromInline var keys = InputBuffer<UInt64>(capacity: 1024)
    @usableFromInline var parents: InputBuffer<Int32>
    @usableFromInline var inputs: InputBuffer<Input>

    @usableFromInline
    init(tracking: Bool) {
      parents = InputBuffer(capacity: tracking ? 1024 : 1)
      inputs = InputBuffer(capacity: tracking ? 1024 : 1)
    }

    /// Drops the first `prefix` successors, moving the rest to the front.
    @inlinable
    mutating func removeFirst(_ prefix: Int) {
      states.removeFirst(prefix)
      keys.removeFirst(prefix)
      parents.removeFirst(min(prefix, parents.count))
      inputs.removeFirst(min(prefix, inputs.count))
    }
  }

  /// Looks up the batch's first `count` successors in order and appends the new ones to the
  /// frontier (with their parents and inputs when the search keeps paths).
  @inlinable @inline(__always)
  static func insert<State, Input>(
    _ count: Int, of batch: borrowing Batch<State, Input>, into visited: FingerprintSet,
    frontier: inout [State], parents: inout [Int32], via: inout [Input], tracking: Bool
  ) {
    for position in 0..<count where visited.insert(batch.keys[position]) {
      frontier.append(batch.states[position])
      if tracking {
        parents.append(batch.parents[position])
        via.append(batch.inputs[position])
      }
    }
  }

  /// Searches `model` from its initial state.
  @inlinable
  public static func run<Model: ExplorableModel>(_ model: Model, options: SearchOptions = SearchOptions())
    -> SearchReport<Model.Input, Model.Violation>
  {
    var report = SearchReport<Model.Input, Model.Violation>()
    let visited = FingerprintSet(expected: options.expectedStates)
    let tracking = options.stopAtViolation
    var frontier: [Model.State] = [model.initialState]
    var parents: [Int32] = tracking ? [-1] : []
    var via: [Model.Input] = []
    visited.insert(model.fingerprint(model.initialState))
    var inputs = InputBuffer<Model.Input>()
    // The previous batch's successors, prefetched and not yet looked up, are the first
    // `waiting` of `batch`; the batch being stepped follows them.
    var batch = Batch<Model.State, Model.Input>(tracking: tracking)
    var waiting = 0
    var head = 0
    var levelEnd = 1
    var depth = 0
    while true {
      if head == levelEnd {
        // The level's last batch completes the next level before it starts.
        insert(
          batch.keys.count, of: batch, into: visited, frontier: &frontier, parents: &parents, via: &via,
          tracking: tracking)
        batch.removeFirst(batch.keys.count)
        waiting = 0
        if head == frontier.count { break }
        depth += 1
        levelEnd = frontier.count
      }
      if let bound = options.depthBound, depth >= bound {
        report.cutByDepthBound = true
        break
      }
      let end = min(head + batchStates, levelEnd)
      var found: Finding<Model.Input, Model.Violation>?
      for index in head..<end {
        let state = frontier[index]
        model.forEachSuccessor(of: state, scratch: &inputs) { input, next in
          report.edges += 1
          if tracking, found == nil, let violation = next.violation {
            found = Finding(path: path(to: index, parents: parents, via: via) + [input], violation: violation)
          }
          batch.states.append(next.state)
          let key = model.fingerprint(next.state)
          visited.prefetch(key)
          batch.keys.append(key)
          if tracking {
            batch.parents.append(Int32(truncatingIfNeeded: index))
            batch.inputs.append(input)
          }
        }
        if let found {
          report.finding = found
          report.depth = depth + 1
          report.states = visited.count
          report.bytes = visited.bytes + frontier.capacity * MemoryLayout<Model.State>.stride
          return report
        }
      }
      insert(
        waiting, of: batch, into: visited, frontier: &frontier, parents: &parents, via: &via,
        tracking: tracking)
      batch.removeFirst(waiting)
      waiting = batch.keys.count
      head = end
    }
    report.states = visited.count
    report.depth = depth
    report.bytes =
      visited.bytes + frontier.capacity * MemoryLayout<Model.State>.stride + parents.capacity * 4
      + via.capacity * MemoryLayout<Model.Input>.stride
    return report
  }

  /// The inputs from the initial state to the state at `index` of the frontier, along the
  /// parents (the initial state, index 0, has none; `via[k - 1]` reached state k).
  @usableFromInline
  static func path<Input>(to index: Int, parents: [Int32], via: [Input]) -> [Input] {
    var path: [Input] = []
    var current = index
    while current > 0 {
      path.append(via[current - 1])
      current = Int(parents[current])
    }
    return path.reversed()
  }
}
