import Synchronization

extension ParallelBreadthFirstSearch {
  /// One level's frontier as the workers read it, and the index of its first state among all
  /// the states found so far (what the parent links count in).
  struct Level<State>: @unchecked Sendable {
    // @unchecked: the buffer is only read while the workers run, and outlives them.
    let states: UnsafeBufferPointer<State>
    let offset: Int
  }

  /// What the workers of one level share: the cursor they take chunks from, and the flags that
  /// stop them taking more — to grow the visited set, or because a violation was met.
  final class LevelControl: Sendable {
    let cursor = Atomic<Int>(0)
    let pause = Atomic<Bool>(false)
    let stop = Atomic<Bool>(false)
  }

  /// One worker's share of the next level: the states it claimed first, in the order it
  /// claimed them (with their parents and inputs when the search keeps paths), the transitions
  /// it took, the most successors one state had, and the first violation it met.
  final class Part<Model: ExplorableModel>: @unchecked Sendable {
    // @unchecked: each part is written by one worker during a round, and read by the search
    // between rounds (concurrentPerform's return orders the two).
    var states: [Model.State] = []
    var parents: [Int32] = []
    var inputs: [Model.Input] = []
    var edges = 0
    var widest = 0
    var violation: (input: Model.Input, violation: Model.Violation, parent: Int32)?

    /// Empties the part for the next level, keeping its storage.
    func reset() {
      states.removeAll(keepingCapacity: true)
      parents.removeAll(keepingCapacity: true)
      inputs.removeAll(keepingCapacity: true)
      edges = 0
    }
  }

  /// One batch's successors in a worker, as ``BreadthFirstSearch``'s batch: each counted as an
  /// edge and its slot prefetched as it arrives.
  struct WorkerBatch<Model: ExplorableModel>: SuccessorSink, ~Copyable {
    let model: Model
    let visited: ConcurrentFingerprintSet
    let tracking: Bool
    var states = InputBuffer<Model.State>(capacity: 1024)
    var keys = InputBuffer<UInt64>(capacity: 1024)
    var parents: InputBuffer<Int32>
    var inputs: InputBuffer<Model.Input>
    var parent: Int32 = 0
    var edges = 0
    var violation: (input: Model.Input, violation: Model.Violation, parent: Int32)?

    init(model: Model, visited: ConcurrentFingerprintSet, tracking: Bool) {
      self.model = model
      self.visited = visited
      self.tracking = tracking
      parents = InputBuffer(capacity: tracking ? 1024 : 1)
      inputs = InputBuffer(capacity: tracking ? 1024 : 1)
    }

    @inline(__always)
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

    /// Looks up the first `count` successors in order, appends those this worker claims to its
    /// share, drops them from the batch, and returns how many were claimed.
    @inline(__always)
    mutating func claim(
      _ count: Int, states found: inout [Model.State], parents foundParents: inout [Int32],
      inputs foundInputs: inout [Model.Input]
    ) -> Int {
      var claimed = 0
      for position in 0..<count where visited.insert(keys[position]) {
        claimed += 1
        found.append(states[position])
        if tracking {
          foundParents.append(parents[position])
          foundInputs.append(inputs[position])
        }
      }
      states.removeFirst(count)
      keys.removeFirst(count)
      parents.removeFirst(min(count, parents.count))
      inputs.removeFirst(min(count, inputs.count))
      return claimed
    }
  }

  /// One worker's round: takes chunks of the level from the shared cursor until there are none
  /// left, the set needs to grow, or a violation was met, and adds what it finds to `part`.
  static func expand<Model: ExplorableModel>(
    _ level: Level<Model.State>, of model: Model, chunk: Int, into visited: ConcurrentFingerprintSet,
    control: LevelControl, tracking: Bool, part: Part<Model>
  ) {
    // The part's arrays are moved into locals for the round (no copy: the part lets go of them),
    // so the hot loop works on values the thread owns.
    var found = part.states
    var foundParents = part.parents
    var foundInputs = part.inputs
    part.states = []
    part.parents = []
    part.inputs = []
    var batch = WorkerBatch(model: model, visited: visited, tracking: tracking)
    var scratch = InputBuffer<Model.Input>()
    var widest = part.widest
    let states = level.states
    let threshold = visited.capacity / 2
    chunks: while !control.pause.load(ordering: .relaxed) && !control.stop.load(ordering: .relaxed) {
      let start = control.cursor.wrappingAdd(chunk, ordering: .relaxed).oldValue
      if start >= states.count { break }
      let end = min(start + chunk, states.count)
      var claimed = 0
      var waiting = 0
      var head = start
      while head < end {
        let batchEnd = min(head + BreadthFirstSearch.batchStates, end)
        for index in head..<batchEnd {
          batch.parent = Int32(truncatingIfNeeded: level.offset + index)
          let before = batch.edges
          model.forEachSuccessor(of: states[index], scratch: &scratch, into: &batch)
          widest = max(widest, batch.edges - before)
          if let met = batch.violation {
            if part.violation == nil || met.parent < part.violation!.parent { part.violation = met }
            control.stop.store(true, ordering: .relaxed)
            visited.record(inserted: claimed)
            break chunks
          }
        }
        claimed += batch.claim(waiting, states: &found, parents: &foundParents, inputs: &foundInputs)
        waiting = batch.keys.count
        head = batchEnd
      }
      claimed += batch.claim(batch.keys.count, states: &found, parents: &foundParents, inputs: &foundInputs)
      if tracking {
        precondition(
          level.offset + states.count + found.count <= Int(Int32.max),
          "a search that keeps paths holds at most 2³¹ − 1 states")
      }
      if visited.record(inserted: claimed) > threshold { control.pause.store(true, ordering: .relaxed) }
    }
    part.edges += batch.edges
    part.widest = widest
    part.states = found
    part.parents = foundParents
    part.inputs = foundInputs
  }
}
