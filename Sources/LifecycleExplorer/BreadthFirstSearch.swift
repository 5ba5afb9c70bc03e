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
  /// How many threads search at once: 1 is the sequential search; more run
  /// ``ParallelBreadthFirstSearch`` (for a model and states that are `Sendable`), which finds
  /// the same states, edges and depth.
  public var workers: Int

  /// Creates search options.
  public init(
    depthBound: Int? = nil, stopAtViolation: Bool = false, expectedStates: Int = 1 << 16, workers: Int = 1
  ) {
    self.depthBound = depthBound
    self.stopAtViolation = stopAtViolation
    self.expectedStates = expectedStates
    self.workers = workers
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
  /// Whether `shouldStop` ended the search early (Ctrl-C): the counts are those of the states
  /// expanded so far and of the states found so far.
  public var interrupted = false

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

  /// One batch's successors — their states and fingerprints, and (when the search keeps paths)
  /// the frontier index of their parent and the input that reached them — as the sink the
  /// model hands them to: each is counted as an edge and its slot in the visited set prefetched
  /// as it arrives.
  @usableFromInline
  struct Batch<Model: ExplorableModel>: SuccessorSink, ~Copyable {
    @usableFromInline typealias State = Model.State
    @usableFromInline typealias Input = Model.Input
    @usableFromInline typealias Violation = Model.Violation

    @usableFromInline let model: Model
    @usableFromInline let visited: FingerprintSet
    @usableFromInline let tracking: Bool
    @usableFromInline var states = InputBuffer<Model.State>(capacity: 1024)
    @usableFromInline var keys = InputBuffer<UInt64>(capacity: 1024)
    @usableFromInline var parents: InputBuffer<Int32>
    @usableFromInline var inputs: InputBuffer<Model.Input>
    /// The frontier index of the state whose successors arrive.
    @usableFromInline var parent: Int32 = 0
    /// Every successor received: the search's edges.
    @usableFromInline var edges = 0
    /// The first violating successor received while tracking, with its input and parent.
    @usableFromInline var violation: (input: Model.Input, violation: Model.Violation, parent: Int32)?

    @usableFromInline
    init(model: Model, visited: FingerprintSet, tracking: Bool) {
      self.model = model
      self.visited = visited
      self.tracking = tracking
      parents = InputBuffer(capacity: tracking ? 1024 : 1)
      inputs = InputBuffer(capacity: tracking ? 1024 : 1)
    }

    @inlinable @inline(__always)
    mutating func receive(_ input: Model.Input, _ step: Step<Model.State, Model.Violation>) {
      edges += 1
      if tracking, violation == nil, let found = step.violation { violation = (input, found, parent) }
      states.append(step.state)
      let key = model.fingerprint(step.state)
      visited.prefetch(key)
      keys.append(key)
      if tracking {
        parents.append(parent)
        inputs.append(input)
      }
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
  static func insert<Model: ExplorableModel>(
    _ count: Int, of batch: borrowing Batch<Model>, into visited: FingerprintSet,
    frontier: inout [Model.State], parents: inout [Int32], via: inout [Model.Input], tracking: Bool
  ) {
    for position in 0..<count where visited.insert(batch.keys[position]) {
      frontier.append(batch.states[position])
      if tracking {
        precondition(
          frontier.count <= Int(Int32.max), "a search that keeps paths holds at most 2³¹ − 1 states")
        parents.append(batch.parents[position])
        via.append(batch.inputs[position])
      }
    }
  }

  /// Searches `model` from its initial state. `progress`, when given, hears each level as it
  /// starts: its depth and the distinct states found so far (once a level, on the calling
  /// thread: nothing in the loop over states); `shouldStop`, asked before each batch of
  /// ``batchStates`` states, ends the search there (``SearchReport/interrupted``).
  @inlinable
  public static func run<Model: ExplorableModel>(
    _ model: Model, options: SearchOptions = SearchOptions(),
    progress: ((_ depth: Int, _ states: Int) -> Void)? = nil, shouldStop: (() -> Bool)? = nil
  )
    -> SearchReport<Model.Input, Model.Violation>
  {
    precondition(
      options.workers <= 1,
      "SearchOptions.workers > 1 needs a Sendable model with Sendable states: the parallel search "
        + "is the run(_:options:) overload for those (ParallelBreadthFirstSearch)")
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
    var batch = Batch(model: model, visited: visited, tracking: tracking)
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
        progress?(depth, visited.count)
      }
      if let bound = options.depthBound, depth >= bound {
        report.cutByDepthBound = true
        break
      }
      // Asked once a batch, so that a level of millions of states does not keep Ctrl-C waiting.
      if let shouldStop, shouldStop() {
        report.interrupted = true
        break
      }
      let end = min(head + batchStates, levelEnd)
      for index in head..<end {
        batch.parent = Int32(truncatingIfNeeded: index)
        model.forEachSuccessor(of: frontier[index], scratch: &inputs, into: &batch)
        if let found = batch.violation {
          report.finding = Finding(
            path: path(to: Int(found.parent), parents: parents, via: via) + [found.input],
            violation: found.violation)
          report.edges = batch.edges
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
    report.edges = batch.edges
    report.states = visited.count
    report.depth = depth
    report.bytes =
      visited.bytes + frontier.capacity * MemoryLayout<Model.State>.stride + parents.capacity * 4
      + via.capacity * MemoryLayout<Model.Input>.stride
    return report
  }

  /// Searches `model` from its initial state on ``SearchOptions/workers`` threads: the
  /// sequential search for one, ``ParallelBreadthFirstSearch`` for more.
  @inlinable
  public static func run<Model: ExplorableModel & Sendable>(
    _ model: Model, options: SearchOptions = SearchOptions(),
    progress: ((_ depth: Int, _ states: Int) -> Void)? = nil, shouldStop: (() -> Bool)? = nil
  ) -> SearchReport<Model.Input, Model.Violation> where Model.State: Sendable {
    if options.workers > 1 {
      return ParallelBreadthFirstSearch.run(
        model, options: options, progress: progress, shouldStop: shouldStop)
    }
    return sequential(model, options: options, progress: progress, shouldStop: shouldStop)
  }

  /// The sequential search, from a context where `run` would pick the `Sendable` overload.
  @inlinable
  static func sequential<Model: ExplorableModel>(
    _ model: Model, options: SearchOptions, progress: ((_ depth: Int, _ states: Int) -> Void)? = nil,
    shouldStop: (() -> Bool)? = nil
  )
    -> SearchReport<Model.Input, Model.Violation>
  {
    run(model, options: options, progress: progress, shouldStop: shouldStop)
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
