/// Where ``DevicePolicy`` is in handing out the commands its inputs led to: the interpreter's
/// own bookkeeping, kept apart from the device's facts in ``DeviceState`` (``DeviceState/progress``).
///
/// Between inputs (``DeviceState/isIdle``) the agenda is empty and no transition or app code
/// is under way; while the policy works, what is left to do is part of the state's value — a
/// state halfway through a launch is not the state after it. Every field is part of the value
/// but ``scratch``; ``toWarn`` too, though it keeps the last plan's apps between inputs.
struct PolicyProgress: Hashable, Sendable {
  /// Work begun and not finished, the next item last.
  var agenda = FrameStack()
  /// Commands decided when an input came and handed out in their turn (``Frame/emit(_:)``
  /// holds the position); emptied when the agenda is.
  var decided: [DeviceCommand] = []
  /// The apps to warn after jetsam's kills (``Frame/warn``).
  var toWarn: [Int] = []
  /// The transition in progress, kept out of the agenda while nothing interrupts it; nil
  /// when none is.
  var transition: TransitionInProgress?
  /// Whether memory must be looked at once the agenda is empty, and how.
  var pendingMemoryCheck = MemoryCheck.none
  /// Time that passed with no deadline on the way, to hand out as one clock command.
  var pendingClock = Duration.zero
  /// The app code the last command handed out runs, if it runs any: requests that come
  /// meanwhile are about it.
  var running: RunningCode?
  /// Room jetsam plans in, reused from one plan to the next (not part of the value).
  var scratch = Scratch()

  /// Whether the policy has finished with every input: nothing is pending, no app code runs.
  @inline(__always)
  var isIdle: Bool { agenda.isEmpty && transition == nil && running == nil }

  /// Puts `frame` on the agenda, to run next — before the rest of the transition in progress,
  /// which goes onto the agenda first.
  @inline(__always)
  mutating func push(_ frame: Frame) {
    if transition != nil { spillTransition() }
    agenda.append(frame)
  }

  /// Adds `frames` so that they run in the order given, before anything already there.
  mutating func schedule(contentsOf frames: [Frame]) {
    if transition != nil { spillTransition() }
    agenda.append(contentsOf: frames.reversed())
  }

  /// Moves the transition in progress, if any, onto the agenda, so that what is pushed next
  /// runs first.
  mutating func spillTransition() {
    guard let transition else { return }
    agenda.append(
      .steps(app: transition.app, next: transition.next, end: transition.end, restored: transition.restored))
    self.transition = nil
  }
}

/// A transition under way: the app and the steps `next..<end` of its table still to take.
struct TransitionInProgress: Hashable, Sendable, BitwiseCopyable {
  /// The app whose transition it is (its index in ``DeviceState/apps``).
  var app: Int
  /// The next step to take, a position in the app's table of steps.
  var next: Int32
  /// One past the transition's last step.
  var end: Int32
  /// Whether the transition restores preserved state (its follow-ups compare and discard it).
  var restored: Bool
}

/// App code a command handed out runs, as far as the policy must know while it runs.
struct RunningCode: Hashable, Sendable {
  /// The app whose code runs (its index in ``DeviceState/apps``).
  var app: Int
  /// The callback it runs, if it is one (for the `didEnterBackground` allowance).
  var callback: LifecycleCallback?
  /// How long the code said it kept the main thread busy: it passes once the code returns.
  var busy = Duration.zero
  /// Whether the code crashed meanwhile: the crash ends it, and its busy time does not pass.
  var crashed = false
}

/// Whether memory is to be looked at once the agenda is empty.
enum MemoryCheck: UInt8, Hashable, Sendable, BitwiseCopyable {
  case none
  /// Jetsam below the kill level, warnings below the warning level.
  case normal
  /// A memory-pressure event: jetsam kills at least one app below the foreground.
  case pressure

  /// Raises the check to at least `other`.
  mutating func include(_ other: MemoryCheck) { if other.rawValue > rawValue { self = other } }
}

/// Working room carried in a state but not part of its value: equal and hashed alike
/// whatever it holds.
struct Scratch: Hashable, Sendable {
  var candidates: [JetsamCandidate] = []
  var candidateApps: [Int] = []
  var plan = JetsamPlanPositions()
  /// Whether an input's one event may begin at once between inputs
  /// (``DevicePolicy/start(_:for:in:)``); the tests turn it off to compare with the agenda's
  /// way, which must give the same commands and states.
  var startsEventsDirectly = true
  static func == (lhs: Scratch, rhs: Scratch) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
