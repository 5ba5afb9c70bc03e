import Dispatch
import Foundation
import Synchronization

/// Breadth-first search on several threads (``SearchOptions/workers``), level by level, with
/// the counts of the sequential ``BreadthFirstSearch``.
///
/// Each level's frontier is handed out in chunks from a shared cursor to `workers` threads
/// (threads of their own, started per round: ``onThreads(_:_:)``). A worker steps its chunk's states in batches as the
/// sequential search does (each successor's slot prefetched, the batch looked up after the next
/// one has been stepped) and inserts the successors into one ``ConcurrentFingerprintSet``
/// shared by all workers without a lock: the successors it claims first go to its own part of
/// the next level, and the level is the workers' parts one after the other. Every state is
/// claimed by exactly one worker, every transition is counted by the worker that takes it, and
/// a level starts only when the one before is complete — so the states, the edges and the depth
/// are those of the sequential search, whatever the threads' timing.
///
/// The set never grows under the workers: they record what they added after each chunk, and
/// when that passes half the table they stop taking chunks; the table is grown (between these
/// rounds, on one thread) and the level goes on from the same cursor.
///
/// With ``SearchOptions/stopAtViolation`` a worker that meets a violation ends the level for
/// everyone; all levels before were complete, so it lies at the smallest depth, like the
/// sequential search's. Among the violations met in that level the one from the earliest state
/// in the frontier is reported. The frontier's order within a level depends on which thread
/// claimed a state first, so the path may differ from the sequential search's (its length does
/// not), and the states and edges counted when it stops are those taken so far.
public enum ParallelBreadthFirstSearch {
  /// Searches `model` from its initial state on `options.workers` threads; `progress` hears
  /// each level as it starts (its depth and the distinct states so far), on the calling thread,
  /// and `shouldStop`, asked then too, ends the search there (``SearchReport/interrupted``).
  public static func run<Model: ExplorableModel & Sendable>(
    _ model: Model, options: SearchOptions, progress: ((_ depth: Int, _ states: Int) -> Void)? = nil,
    shouldStop: (() -> Bool)? = nil
  )
    -> SearchReport<Model.Input, Model.Violation> where Model.State: Sendable
  {
    let workers = max(1, options.workers)
    let tracking = options.stopAtViolation
    let visited = ConcurrentFingerprintSet(expected: options.expectedStates)
    _ = visited.insert(model.fingerprint(model.initialState))
    visited.record(inserted: 1)
    var report = SearchReport<Model.Input, Model.Violation>()
    var frontier: [Model.State] = [model.initialState]
    // Kept only when tracking: per state (in the order of the levels, each level in the order
    // of its workers' parts) its parent's index and, from state 1 on, the input that reached it.
    var parents: [Int32] = tracking ? [-1] : []
    var via: [Model.Input] = []
    var levelOffset = 0
    var depth = 0
    var edges = 0
    var widest = 1
    let parts = (0..<workers).map { _ in Part<Model>() }
    while true {
      if let bound = options.depthBound, depth >= bound {
        report.cutByDepthBound = true
        break
      }
      let control = LevelControl()
      frontier.withUnsafeBufferPointer { states in
        let level = Level(states: states, offset: levelOffset)
        repeat {
          control.pause.store(false, ordering: .relaxed)
          let chunk = chunkStates(
            level: states.count, workers: workers, slack: visited.capacity, widest: widest)
          onThreads(workers) { worker in
            expand(
              level, of: model, chunk: chunk, into: visited, control: control, tracking: tracking,
              part: parts[worker])
          }
          if control.pause.load(ordering: .relaxed) { visited.grow(toHold: visited.count) }
        } while control.pause.load(ordering: .relaxed) && !control.stop.load(ordering: .relaxed)
      }
      edges += parts.reduce(0) { $0 + $1.edges }
      widest = parts.reduce(widest) { max($0, $1.widest) }
      let met = parts.compactMap(\.violation).min { $0.parent < $1.parent }
      if let met {
        report.finding = Finding(
          path: BreadthFirstSearch.path(to: Int(met.parent), parents: parents, via: via) + [met.input],
          violation: met.violation)
        report.depth = depth + 1
        break
      }
      let next = parts.reduce(0) { $0 + $1.states.count }
      if next == 0 { break }
      levelOffset += frontier.count
      frontier.removeAll(keepingCapacity: true)
      frontier.reserveCapacity(next)
      for part in parts {
        frontier.append(contentsOf: part.states)
        if tracking {
          parents.append(contentsOf: part.parents)
          via.append(contentsOf: part.inputs)
        }
        part.reset()
      }
      depth += 1
      progress?(depth, visited.count)
      if let shouldStop, shouldStop() {
        report.interrupted = true
        break
      }
    }
    report.edges = edges
    report.states = visited.count
    if report.finding == nil { report.depth = depth }
    report.bytes =
      visited.bytes + frontier.capacity * MemoryLayout<Model.State>.stride + parents.capacity * 4
      + via.capacity * MemoryLayout<Model.Input>.stride
    return report
  }

  /// How many frontier states a worker takes at once: enough that taking them is rare, few
  /// enough that the workers finish a level together and that what they add between two looks
  /// at the count (at most `widest` successors per state) stays far below the table's free half.
  static func chunkStates(level: Int, workers: Int, slack: Int, widest: Int) -> Int {
    let balanced = level / (workers * 16)
    let safe = slack / (8 * workers * max(widest, 1))
    return max(1, min(512, balanced, safe))
  }

  /// Runs `body(0)` … `body(count - 1)` at once, each on a thread of its own (`body(0)` on the
  /// caller's), and returns when all have. Threads rather than Dispatch's `concurrentPerform`,
  /// whose pool on Linux may run the iterations one after the other on a busy machine, and
  /// rather than Swift's global executor, whose tasks should not block a thread this long.
  static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let done = DispatchSemaphore(value: 0)
    for worker in 1..<max(count, 1) {
      let thread = Thread {
        body(worker)
        done.signal()
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
    body(0)
    for _ in 1..<max(count, 1) { done.wait() }
  }
}
