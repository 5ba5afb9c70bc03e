/// What ``BreadthFirstSearch/everyViolation(of:depthBound:keys:)`` found.
public struct ViolationSearchReport<Input, Violation> {
  /// Distinct states reached (distinct fingerprints), the initial state included.
  public var states = 0
  /// Transitions taken, including those back to a state already seen.
  public var edges = 0
  /// The depth of the deepest state reached.
  public var depth = 0
  /// Whether states were left unexpanded at the depth bound.
  public var cutByDepthBound = false
  /// Whether `shouldStop` ended the search early: the counts and findings are what it had.
  public var interrupted = false
  /// For each distinct kind of violation, the first met — on a shortest path, since levels
  /// are searched in order — in the order they were met.
  public var findings: [Finding<Input, Violation>] = []

  /// An empty report.
  public init() {}
}

extension ViolationSearchReport: Sendable where Input: Sendable, Violation: Sendable {}

extension BreadthFirstSearch {
  /// A breadth-first search that goes on past violations and keeps, for every kind of violation
  /// (`keys` names the kinds a violation holds), the first met with its shortest path. States
  /// whose step violated something are still expanded: one bug must not hide another further on.
  ///
  /// Meant for models whose steps are expensive (an app replayed in the simulator): it keeps
  /// the path of every frontier state (one parent index and one input each) and a plain set of
  /// fingerprints, without the batching of ``run(_:options:)``.
  ///
  /// `progress` hears the depth, states and edges after each level; `shouldStop`, asked before
  /// each state is expanded, ends the search early when it returns true (Ctrl-C). Each level is
  /// expanded ``expansionChunk`` states at a time, the model told of each chunk first
  /// (``ExplorableModel/willExpand(_:)``), so that a model with worker processes replays a
  /// chunk's successors side by side; the order of the states and their successors, and so
  /// the report, do not change.
  public static func everyViolation<Model: ExplorableModel>(
    of model: Model, depthBound: Int?, keys: (Model.Violation) -> [String],
    progress: ((_ depth: Int, _ states: Int, _ edges: Int) -> Void)? = nil, shouldStop: (() -> Bool)? = nil
  ) -> ViolationSearchReport<Model.Input, Model.Violation> {
    var report = ViolationSearchReport<Model.Input, Model.Violation>()
    var visited: Set<UInt64> = [model.fingerprint(model.initialState)]
    var level: [(state: Model.State, node: Int)] = [(model.initialState, 0)]
    // Parent links: node 0 is the initial state.
    var parents: [Int] = [-1]
    var inputs: [Model.Input?] = [nil]
    var seenKeys: Set<String> = []
    var scratch = InputBuffer<Model.Input>()
    var depth = 0
    report.states = 1
    while !level.isEmpty {
      if let depthBound, depth >= depthBound {
        report.cutByDepthBound = true
        break
      }
      var next: [(state: Model.State, node: Int)] = []
      var chunkEnd = 0
      for (position, (state, node)) in level.enumerated() {
        if let shouldStop, shouldStop() {
          report.interrupted = true
          break
        }
        if position == chunkEnd {
          chunkEnd = min(position + expansionChunk, level.count)
          model.willExpand(level[position..<chunkEnd].map(\.state))
        }
        for (input, step) in model.successors(of: state, scratch: &scratch) {
          report.edges += 1
          let key = model.fingerprint(step.state)
          let isNew = visited.insert(key).inserted
          var child = -1
          func childNode() -> Int {
            if child < 0 {
              parents.append(node)
              inputs.append(input)
              child = parents.count - 1
            }
            return child
          }
          if let violation = step.violation {
            let fresh = keys(violation).filter { !seenKeys.contains($0) }
            if !fresh.isEmpty {
              seenKeys.formUnion(fresh)
              report.findings.append(
                Finding(path: path(to: childNode(), parents, inputs), violation: violation))
            }
          }
          if isNew {
            report.states += 1
            next.append((step.state, childNode()))
          }
        }
      }
      if !next.isEmpty { depth += 1 }
      level = report.interrupted ? [] : next
      progress?(depth, report.states, report.edges)
    }
    report.depth = depth
    return report
  }

  /// How many states of a level ``everyViolation(of:depthBound:keys:progress:shouldStop:)``
  /// announces to the model at once: with about three successors each, enough replays to keep
  /// a few workers busy to the chunk's end, few enough that Ctrl-C is heard soon.
  public static let expansionChunk = 32

  private static func path<Input>(to node: Int, _ parents: [Int], _ inputs: [Input?]) -> [Input] {
    var path: [Input] = []
    var current = node
    while current > 0, let input = inputs[current] {
      path.append(input)
      current = parents[current]
    }
    return path.reversed()
  }
}

extension ExplorableModel {
  /// The successors of `state` with a reused scratch buffer.
  func successors(of state: State, scratch: inout InputBuffer<Input>) -> [(
    input: Input, step: Step<State, Violation>
  )] {
    var sink = CollectingSink<State, Input, Violation>()
    forEachSuccessor(of: state, scratch: &scratch, into: &sink)
    return sink.collected
  }
}
