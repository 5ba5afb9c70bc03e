/// The device's queue of timed work: a binary min-heap ordered by due time, then by
/// the order the work was scheduled.
///
/// Ties are decided explicitly: work due at the same instant runs in the order it
/// was scheduled (``sequence`` below is that order). Cancelled work stays in the
/// heap, marked, and is skipped when it surfaces.
@MainActor
struct WorkScheduler {
  @MainActor
  struct Item {
    var due: VirtualInstant
    /// Insertion counter: the tie-breaker for equal due times.
    var sequence: UInt64
    var work: ScheduledWork
    /// The work's generation when scheduled: freezing the work makes this entry stale.
    var generation: UInt64

    var isStale: Bool { work.isCancelled || work.hasRun || work.generation != generation }
  }

  private var heap: [Item] = []
  private var nextSequence: UInt64 = 0

  var isEmpty: Bool { heap.allSatisfy(\.isStale) }

  /// Whether the queue holds any entry, stale ones included: a cheap first check before
  /// ``popDue(notAfter:)``.
  var hasEntries: Bool { !heap.isEmpty }

  /// Pending, uncancelled work, in the order it will run.
  var pending: [ScheduledWork] {
    heap.filter { !$0.isStale }.sorted { ($0.due, $0.sequence) < ($1.due, $1.sequence) }.map(\.work)
  }

  mutating func schedule(_ work: ScheduledWork, at due: VirtualInstant) {
    work.due = due
    heap.append(Item(due: due, sequence: nextSequence, work: work, generation: work.generation))
    nextSequence += 1
    siftUp(heap.count - 1)
  }

  /// The due time of the earliest uncancelled work.
  mutating func nextDue() -> VirtualInstant? {
    dropCancelled()
    return heap.first?.due
  }

  /// Takes frozen-or-scheduled work out of the queue, keeping the time it still needs.
  func freeze(_ work: ScheduledWork, now: VirtualInstant) {
    guard !work.isCancelled, !work.hasRun, work.remainingWhileFrozen == nil else { return }
    work.remainingWhileFrozen = max(.zero, now.duration(to: work.due))
    work.generation += 1
  }

  /// Puts frozen work back, due after the time it still needed — or, for a timer, at its
  /// instant, or now if that has passed.
  mutating func thaw(_ work: ScheduledWork, now: VirtualInstant) {
    guard !work.isCancelled, !work.hasRun, let remaining = work.remainingWhileFrozen else { return }
    work.remainingWhileFrozen = nil
    schedule(work, at: work.keepsDeadline ? max(now, work.due) : now.advanced(by: remaining))
  }

  /// Removes and returns the earliest work if it is due at or before `instant`.
  mutating func popDue(notAfter instant: VirtualInstant) -> ScheduledWork? {
    dropCancelled()
    guard let first = heap.first, first.due <= instant else { return nil }
    removeFirst()
    first.work.hasRun = true  // a later freeze must not revive it
    return first.work
  }

  private mutating func dropCancelled() {
    while let first = heap.first, first.isStale { removeFirst() }
  }

  private mutating func removeFirst() {
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      siftDown(0)
    }
  }

  private func precedes(_ a: Item, _ b: Item) -> Bool { (a.due, a.sequence) < (b.due, b.sequence) }

  private mutating func siftUp(_ index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(heap[child], heap[parent]) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ index: Int) {
    var parent = index
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count && precedes(heap[left], heap[smallest]) { smallest = left }
      if right < heap.count && precedes(heap[right], heap[smallest]) { smallest = right }
      if smallest == parent { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
