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
public enum BreadthFirstSearch {
  /// How many frontier states are expanded before their successors are looked up in the
  /// visited set, in one batch (``FingerprintSet/touch(_:)``).
  public static let batchStates = 16

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
    var inputs: [Model.Input] = []
    // One batch's successors, their fingerprints, and (when tracking) parents and inputs.
    var successors: [Model.State] = []
    var keys: [UInt64] = []
    var origins: [Int32] = []
    var reachedBy: [Model.Input] = []
    var head = 0
    var levelEnd = 1
    var depth = 0
    while head < frontier.count {
      if head == levelEnd {
        depth += 1
        levelEnd = frontier.count
      }
      if let bound = options.depthBound, depth >= bound {
        report.cutByDepthBound = true
        break
      }
      // A batch never crosses a level, so the depth is the same for all of it.
      let batchEnd = min(head + batchStates, levelEnd)
      successors.removeAll(keepingCapacity: true)
      keys.removeAll(keepingCapacity: true)
      origins.removeAll(keepingCapacity: true)
      reachedBy.removeAll(keepingCapacity: true)
      for index in head..<batchEnd {
        let state = frontier[index]
        inputs.removeAll(keepingCapacity: true)
        model.enabledInputs(of: state, into: &inputs)
        report.edges += inputs.count
        for input in inputs {
          let next = model.step(state, input)
          if tracking, let violation = next.violation {
            report.finding = Finding(
              path: path(to: index, parents: parents, via: via) + [input], violation: violation)
            report.depth = depth + 1
            report.states = visited.count
            report.bytes = visited.bytes + frontier.capacity * MemoryLayout<Model.State>.stride
            return report
          }
          successors.append(next.state)
          keys.append(model.fingerprint(next.state))
          if tracking {
            origins.append(Int32(truncatingIfNeeded: index))
            reachedBy.append(input)
          }
        }
      }
      keys.withUnsafeBufferPointer { visited.touch($0) }
      for position in keys.indices where visited.insert(keys[position]) {
        frontier.append(successors[position])
        if tracking {
          parents.append(origins[position])
          via.append(reachedBy[position])
        }
      }
      head = batchEnd
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
