/// The commands of one turn of the policy, handed out together (``DevicePolicy/next(_:into:)``):
/// a buffer the host keeps and reuses, so that a turn allocates nothing.
///
/// A batch holds the commands ``DevicePolicy/next(_:)`` would hand out one by one, in the
/// same order, up to and including the first one during which the host may hand the policy
/// an input (``DeviceCommand/yieldsToHost``: the app's code runs, or a process starts). No
/// command after such a one can be decided before its code has run, so a batch never goes
/// past it. ``isFinal`` says whether the policy had nothing left after the last command: the
/// host then need not ask again until it submits an input.
///
/// The contract, checked by the tests (`CommandBatchTests` drives random inputs, with
/// requests at the commands that run app code, through both interfaces and compares every
/// command and state): the host hands in inputs only while it carries out a batch's last
/// command, or between batches.
///
/// Speed trick, contained: the commands live in a buffer the batch owns (a noncopyable value,
/// so the compiler guarantees that no copy shares it and that it is freed once); the host
/// moves each command out as it carries it out (``takeNext()``), so emptying the batch for
/// the next turn has nothing to destroy and gives back no room.
public struct CommandBatch: ~Copyable {
  @usableFromInline var storage: UnsafeMutablePointer<DeviceCommand>
  @usableFromInline var capacity: Int
  /// How many commands the policy put in the batch this turn.
  public private(set) var count = 0
  /// How many of them the host has taken (``takeNext()``): those are no longer in the buffer.
  @usableFromInline var taken = 0
  /// Whether the policy had finished with every input after the last command: nothing is
  /// left to hand out until the host submits an input.
  public internal(set) var isFinal = false

  /// An empty batch, with room for a turn's usual few commands (it grows when a turn has more).
  public init() {
    capacity = 8
    storage = .allocate(capacity: capacity)
  }

  deinit {
    (storage + taken).deinitialize(count: count - taken)
    storage.deallocate()
  }

  /// The next command, moved out of the batch for the host to carry out; nil once every
  /// command of the turn has been taken.
  @inlinable
  public mutating func takeNext() -> DeviceCommand? {
    guard taken < count else { return nil }
    taken += 1
    return (storage + taken - 1).move()
  }

  /// How many commands are still to be taken.
  @inlinable
  public var remaining: Int { count - taken }

  /// The commands not taken yet, in order (for tests and tools; a host takes them with
  /// ``takeNext()``).
  public var commands: [DeviceCommand] { (taken..<count).map { storage[$0] } }

  /// Empties the batch for the next turn, keeping its room.
  @inline(__always)
  mutating func reset() {
    if taken < count { (storage + taken).deinitialize(count: count - taken) }
    count = 0
    taken = 0
    isFinal = false
  }

  /// Adds a command the policy hands out.
  @inline(__always)
  mutating func append(_ command: consuming DeviceCommand) {
    if count == capacity { grow() }
    (storage + count).initialize(to: command)
    count += 1
  }

  /// Doubles the room, moving the commands not taken yet over.
  private mutating func grow() {
    let larger = UnsafeMutablePointer<DeviceCommand>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: storage + taken, count: count - taken)
    storage.deallocate()
    storage = larger
    count -= taken
    taken = 0
    capacity *= 2
  }
}

extension DeviceCommand {
  /// Whether the host may hand the policy an input while it carries out this command, so
  /// that the commands after it can only be decided once it is done: it runs the app's code
  /// (``runsAppCode``), compares a restored screen (the app's code draws it), or starts a
  /// process (the host creates the app's code and says what it observes,
  /// ``DeviceInput/codeStarted(_:observesNotifications:mayPreserveState:hasInterface:)``).
  public var yieldsToHost: Bool {
    switch self {
    case .stateChanged(_, let from, _): from == .notRunning
    case .compareRestoredScreen: true
    default: runsAppCode
    }
  }
}

extension DevicePolicy {
  /// The commands of the next turn, in `batch` (emptied first): what ``next(_:)`` would hand
  /// out one by one, up to and including the first that yields to the host
  /// (``DeviceCommand/yieldsToHost``), or up to the end, when ``CommandBatch/isFinal``.
  ///
  /// Calling it says that the previous batch is done. The host hands in inputs only while it
  /// carries out the last command of a batch (the app's requests), or between batches.
  public static func next(_ state: inout DeviceState, into batch: inout CommandBatch) {
    batch.reset()
    while let command = nextCommand(&state) {
      let yields = command.yieldsToHost
      batch.append(command)
      if yields { return }
    }
    finishTurn(&state)
    batch.isFinal = true
  }
}
