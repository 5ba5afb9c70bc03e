import Synchronization

/// A clock whose time moves only when its simulated device advances it.
///
/// Conforms to Swift's `Clock`, so code written against a clock (`try await
/// clock.sleep(for: .seconds(40))`) can run on virtual time: a sleeper resumes
/// when the device's time reaches its deadline, never because real time passed.
///
/// - Warning: Nothing advances this clock by itself. A task that sleeps on it while
///   no one drives the device sleeps forever; the device reports such sleepers as
///   left-over work when a run ends.
public final class VirtualClock: Clock, Sendable {
  /// The clock's instants.
  public typealias Instant = VirtualInstant

  private struct Sleeper {
    var deadline: VirtualInstant
    var order: UInt64
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = VirtualInstant.zero
    var sleepers: [Sleeper] = []
    var nextOrder: UInt64 = 0
  }

  private let state = Mutex(State())

  /// Creates a clock at the device's boot.
  public init() {}

  /// The current virtual time.
  public var now: VirtualInstant { state.withLock { $0.now } }

  /// One nanosecond: virtual time has no coarser grain.
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// How many tasks are sleeping on this clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends the calling task until the clock reaches `deadline`.
  public func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      let resumeNow = state.withLock { state -> Bool in
        if deadline <= state.now { return true }
        state.sleepers.append(Sleeper(deadline: deadline, order: state.nextOrder, continuation: continuation))
        state.nextOrder += 1
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Moves the clock to `instant`, which is not earlier than its time, and resumes the sleepers now due,
  /// earliest deadline first, ties in the order they started sleeping.
  func move(to instant: VirtualInstant) {
    // The common case — nobody sleeps — takes the lock once and allocates nothing. The
    // device only moves its clock forward (Device.moveTime checks), so no comparison here.
    let anyoneAsleep = state.withLock { state -> Bool in
      state.now = instant
      return !state.sleepers.isEmpty
    }
    guard anyoneAsleep else { return }
    let due = state.withLock { state -> [Sleeper] in
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }
      state.sleepers.removeAll { $0.deadline <= now }
      return due.sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}
