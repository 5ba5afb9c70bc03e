import Synchronization

/// Every outcome of the per-app transition function for one environment and one set of
/// Info.plist keys, computed once, laid out for the device policy's hot path.
///
/// ``LifecycleModel/transition(from:on:in:app:conditions:)`` is pure, and for a fixed
/// environment and app it depends only on the state, the event and three condition bits
/// (a task held, preserved state kept, launching): 5 × 21 × 8 outcomes. The table computes
/// them all when it is made and never changes afterwards, so it is shared by every app
/// with the same keys, in every device, on every thread.
///
/// Speed trick, contained: the steps of all the moves live in one buffer that neither
/// moves nor is freed while the table lives, and each slot points into it. Reading a move
/// copies no array and retains nothing. `TransitionStep` is `BitwiseCopyable` (the compiler
/// checks it), so the buffer holds plain values; a test compares every slot with a direct
/// call of the transition function over all generations, states, events and conditions.
public final class TransitionTable: Sendable, Hashable {
  /// One outcome, ready to execute.
  struct Slot: BitwiseCopyable {
    /// Whether the core moved the app (else it refused the event).
    var moved: Bool
    /// Whether the move restores preserved state.
    var restoresState: Bool
    /// Whether the move takes the app out of the background — to the foreground, or out of
    /// memory — so that from its start its background time no longer counts
    /// (``AppSlot/isLeavingBackground``).
    var leavesBackground: Bool
    /// Where the move's steps start in ``TransitionTable/steps``.
    var start: Int32
    /// How many steps the move has.
    var count: Int32
  }

  /// The environment the outcomes are for.
  public let environment: LifecycleEnvironment
  /// The app's Info.plist keys the outcomes are for.
  public let app: AppInfo
  /// One slot per state × event × condition bits (see ``index(of:in:conditions:)``).
  nonisolated(unsafe) let slots: UnsafeMutablePointer<Slot>
  /// The steps of every move, back to back.
  nonisolated(unsafe) let steps: UnsafeMutablePointer<TransitionStep>
  /// Why the core refused, by slot.
  let rejections: [Int: TransitionRejection]
  /// The jetsam band of each state, by ``AppState/ordinal``.
  let bandByState: [JetsamBand?]
  /// Whether the app keeps running in the background without a task (a continuous mode).
  let staysRunningWithoutTask: Bool
  /// Whether the app keeps running in the background while it holds a task.
  let staysRunningWithTask: Bool

  /// How many slots a table has.
  static let slotCount = AppState.caseCount * SystemEvent.caseCount * 8

  /// Computes every outcome for `app` in `environment`.
  public init(environment: LifecycleEnvironment, app: AppInfo) {
    self.environment = environment
    self.app = app
    var outcomes: [TransitionOutcome] = []
    outcomes.reserveCapacity(Self.slotCount)
    for state in AppState.allCases {
      for event in SystemEvent.allCases {
        for bits in 0..<8 {
          outcomes.append(
            LifecycleModel.transition(
              from: state, on: event, in: environment, app: app, conditions: Self.conditions(bits: bits)))
        }
      }
    }
    let total = outcomes.reduce(0) { $0 + ($1.transition?.steps.count ?? 0) }
    let steps = UnsafeMutablePointer<TransitionStep>.allocate(capacity: max(1, total))
    let slots = UnsafeMutablePointer<Slot>.allocate(capacity: Self.slotCount)
    var rejections: [Int: TransitionRejection] = [:]
    var next = 0
    for (index, outcome) in outcomes.enumerated() {
      switch outcome {
      case .moved(let transition):
        (steps + next).initialize(from: transition.steps, count: transition.steps.count)
        slots[index] = Slot(
          moved: true, restoresState: transition.steps.contains(.effect(.restoreState)),
          leavesBackground: Self.leavesBackground(transition.steps), start: Int32(next),
          count: Int32(transition.steps.count))
        next += transition.steps.count
      case .rejected(let rejection):
        slots[index] = Slot(moved: false, restoresState: false, leavesBackground: false, start: 0, count: 0)
        rejections[index] = rejection
      }
    }
    self.steps = steps
    self.slots = slots
    self.rejections = rejections
    self.bandByState = AppState.allCases.map {
      JetsamBand.band(for: $0, app: app, conditions: .idle, in: environment)
    }
    self.staysRunningWithoutTask = LifecycleModel.staysRunningInBackground(
      app, holdsBackgroundTask: false, in: environment)
    self.staysRunningWithTask = LifecycleModel.staysRunningInBackground(
      app, holdsBackgroundTask: true, in: environment)
  }

  deinit {
    steps.deallocate()
    slots.deallocate()
  }

  /// The slot of `event` in `state` under `conditions`.
  @inline(__always)
  static func index(of event: SystemEvent, in state: AppState, conditions: AppConditions) -> Int {
    let bits =
      (conditions.holdsBackgroundTask ? 1 : 0) | (conditions.hasPreservedState ? 2 : 0)
      | (conditions.isLaunching ? 4 : 0)
    return (state.ordinal * SystemEvent.caseCount + event.ordinal) * 8 + bits
  }

  /// The conditions a slot's three bits stand for.
  static func conditions(bits: Int) -> AppConditions {
    AppConditions(
      holdsBackgroundTask: bits & 1 != 0, hasPreservedState: bits & 2 != 0, isLaunching: bits & 4 != 0)
  }

  /// The outcome stored for `event` in `state` under `conditions`, rebuilt as the transition
  /// function returns it (for tests and tools; the policy reads the slots directly).
  public func outcome(of event: SystemEvent, in state: AppState, conditions: AppConditions)
    -> TransitionOutcome
  {
    let index = Self.index(of: event, in: state, conditions: conditions)
    let slot = slots[index]
    guard slot.moved else { return .rejected(rejections[index]!) }
    let moveSteps = (0..<Int(slot.count)).map { steps[Int(slot.start) + $0] }
    return .moved(Transition(event: event, from: state, steps: moveSteps))
  }

  /// Whether `steps` take an app in the background out of it: to the foreground, or out of
  /// memory.
  static func leavesBackground(_ steps: [TransitionStep]) -> Bool {
    steps.contains {
      if case .enter(let target) = $0 { target.isForeground || target == .notRunning } else { false }
    }
  }

  /// Whether the stored move of `event` in `state` under `conditions` leaves the background
  /// (``Slot/leavesBackground``), for tests.
  func leavesBackground(on event: SystemEvent, in state: AppState, conditions: AppConditions) -> Bool {
    slots[Self.index(of: event, in: state, conditions: conditions)].leavesBackground
  }

  /// The jetsam band an app of this table is in, in `state`.
  public func band(in state: AppState) -> JetsamBand? { bandByState[state.ordinal] }

  /// Whether an app of this table keeps running in the background, with or without a task
  /// (``LifecycleModel/staysRunningInBackground(_:holdsBackgroundTask:in:)``).
  @inline(__always)
  public func staysRunningInBackground(holdsBackgroundTask: Bool) -> Bool {
    holdsBackgroundTask ? staysRunningWithTask : staysRunningWithoutTask
  }

  // MARK: One table per environment and Info.plist, for the whole process

  private struct Key: Hashable {
    var environment: LifecycleEnvironment
    var app: AppInfo
  }

  private static let cache = Mutex<[Key: TransitionTable]>([:])

  /// The table for `app` in `environment`, made on first use and shared afterwards.
  public static func shared(for app: AppInfo, in environment: LifecycleEnvironment) -> TransitionTable {
    let key = Key(environment: environment, app: app)
    if let table = cache.withLock({ $0[key] }) { return table }
    let table = TransitionTable(environment: environment, app: app)
    return cache.withLock { tables in
      if let existing = tables[key] { return existing }
      tables[key] = table
      return table
    }
  }

  /// The table's outcomes as raw pointers and plain values, for the policy's hot path: reading
  /// them costs no retain. Valid while the table lives (an ``AppSlot`` holds both).
  var access: TableAccess {
    TableAccess(
      slots: UnsafePointer(slots), steps: UnsafePointer(steps),
      bands: (bandByState[0], bandByState[1], bandByState[2], bandByState[3], bandByState[4]),
      staysRunningWithoutTask: staysRunningWithoutTask, staysRunningWithTask: staysRunningWithTask)
  }

  /// Tables are equal when they are for the same environment and app: their outcomes are
  /// then the same.
  public static func == (lhs: TransitionTable, rhs: TransitionTable) -> Bool {
    lhs === rhs || (lhs.environment == rhs.environment && lhs.app == rhs.app)
  }

  /// Hashes the environment and the app.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(environment)
    hasher.combine(app)
  }
}

/// A ``TransitionTable``'s outcomes as raw pointers and plain values: what the policy reads
/// for every event. Contained speed trick: the pointers stay valid because the ``AppSlot``
/// holding this also holds the table; the compiler checks that it is a plain value
/// (`BitwiseCopyable`). Equality and hashing leave the addresses out: the slot's table stands
/// for the outcomes (`ShardProcessTests` merges the shards of separate processes).
struct TableAccess: Hashable, @unchecked Sendable, BitwiseCopyable {
  let slots: UnsafePointer<TransitionTable.Slot>
  let steps: UnsafePointer<TransitionStep>
  /// The band of each state, by ordinal.
  let bands: (JetsamBand?, JetsamBand?, JetsamBand?, JetsamBand?, JetsamBand?)
  let staysRunningWithoutTask: Bool
  let staysRunningWithTask: Bool

  /// The band an app of this table is in, in `state`.
  @inline(__always)
  func band(in state: AppState) -> JetsamBand? {
    switch state {
    case .notRunning: bands.0
    case .inactive: bands.1
    case .active: bands.2
    case .background: bands.3
    case .suspended: bands.4
    }
  }

  /// Whether an app of this table keeps running in the background.
  @inline(__always)
  func staysRunningInBackground(holdsBackgroundTask: Bool) -> Bool {
    holdsBackgroundTask ? staysRunningWithTask : staysRunningWithoutTask
  }

  /// Equal when the plain values agree. The pointers are left out: they are addresses, which
  /// differ from process to process, and an ``AppSlot`` compares and hashes its
  /// ``TransitionTable`` (environment and app) beside this, which decides the outcomes — so a
  /// device state's hash is the same in every process that hashes alike
  /// (`SWIFT_DETERMINISTIC_HASHING=1`), and shards of the policy's search merge across processes.
  static func == (lhs: TableAccess, rhs: TableAccess) -> Bool {
    lhs.staysRunningWithTask == rhs.staysRunningWithTask
      && lhs.staysRunningWithoutTask == rhs.staysRunningWithoutTask
      && lhs.bands.0 == rhs.bands.0 && lhs.bands.1 == rhs.bands.1 && lhs.bands.2 == rhs.bands.2
      && lhs.bands.3 == rhs.bands.3 && lhs.bands.4 == rhs.bands.4
  }

  /// Hashes the plain values only (see ``==(_:_:)``).
  func hash(into hasher: inout Hasher) {
    hasher.combine(staysRunningWithTask)
    hasher.combine(staysRunningWithoutTask)
  }
}
