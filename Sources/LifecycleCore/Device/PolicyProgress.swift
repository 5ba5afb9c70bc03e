/// Where ``DevicePolicy`` is in handing out the commands its inputs led to: the interpreter's
/// own bookkeeping, kept apart from the device's facts in ``DeviceState`` (``DeviceState/progress``).
///
/// Between inputs (``DeviceState/isIdle``) the agenda is empty and no transition or app code
/// is under way; while the policy works, what is left to do is part of the state's value — a
/// state halfway through a launch is not the state after it. Every field is part of the value
/// but ``scratch``. The transition, the running code and the apps to warn are back to their
/// fresh values when none is under way, so that equal situations are equal values.
struct PolicyProgress: Hashable, Sendable {
  /// Work begun and not finished, the next item last.
  var agenda = FrameStack()
  /// Commands decided when an input came and handed out in their turn (``Frame/emit(_:)``
  /// holds the position); emptied when the agenda is.
  var decided: [DeviceCommand] = []
  /// The apps to warn after jetsam's kills (``Frame/warn``), emptied once they are warned.
  var toWarn: [Int] = []
  /// The transition in progress, kept out of the agenda while nothing interrupts it (its app
  /// is ``AppIndex/none`` when none is).
  var transition = TransitionCursor()
  /// Whether memory must be looked at once the agenda is empty, and how.
  var pendingMemoryCheck = MemoryCheck.none
  /// Time that passed with no deadline on the way, to hand out as one clock command.
  var pendingClock = Duration.zero
  /// The app code the last command handed out runs (its app is ``AppIndex/none`` when it runs
  /// none): requests that come meanwhile are about it.
  var running = RunningCode()
  /// Room jetsam plans in, reused from one plan to the next (not part of the value).
  var scratch = Scratch()

  /// Whether the policy has finished with every input: nothing is pending, no app code runs.
  @inline(__always)
  var isIdle: Bool { agenda.isEmpty && transition.app.isNone && running.app.isNone }

  /// Puts `frame` on the agenda, to run next — before the rest of the transition in progress,
  /// which goes onto the agenda first.
  @inline(__always)
  mutating func push(_ frame: Frame) {
    if !transition.app.isNone { spillTransition() }
    agenda.append(frame)
  }

  /// Adds `frames` so that they run in the order given, before anything already there.
  mutating func schedule(contentsOf frames: [Frame]) {
    if !transition.app.isNone { spillTransition() }
    agenda.append(contentsOf: frames.reversed())
  }

  /// Moves the transition in progress, if any, onto the agenda, so that what is pushed next
  /// runs first.
  mutating func spillTransition() {
    guard let app = transition.app.index else { return }
    agenda.append(.steps(app: app, next: transition.next, end: transition.end, restored: transition.restored))
    transition = TransitionCursor()
  }
}

/// An app the policy's bookkeeping names — its index in ``DeviceState/apps`` — or none, in four
/// bytes. A reader unwraps ``index`` before it can index `apps`: an `Int` with -1 for none let
/// any reader write `apps[-1]`.
///
/// Speed trick, contained: the transition in progress is read on each of its steps. Measured
/// in instructions an event of `lifecycle bench`'s untraced drive (callgrind), against the
/// sentinel: an `Optional` cursor cost 2.6 % more (its tag read apart from the index, and a
/// second bounds check for a negative `Int`), 5.5 % with a `UInt32` app inside it; none as
/// `UInt32.max` 1.2 % (the constant loaded for each comparison). Here none is any negative
/// number, tested by its sign as the sentinel was, and ``index``, read only past that test, is
/// known not to be negative, so indexing `apps` with it costs the one bounds comparison:
/// ``DevicePolicy/next(_:)`` runs exactly the instructions it ran with the sentinel, the drive
/// 0.4 % more (the checked conversion when a transition begins, and registers allocated
/// differently elsewhere).
struct AppIndex: Hashable, Sendable, BitwiseCopyable {
  private var raw: Int32

  /// No app.
  @inline(__always)
  static var none: AppIndex { AppIndex(raw: -1) }

  @inline(__always)
  private init(raw: Int32) { self.raw = raw }

  /// The app at `index` in ``DeviceState/apps`` (a negative index traps).
  @inline(__always)
  init(_ index: Int) {
    precondition(index >= 0, "no app has a negative index")
    raw = Int32(index)
  }

  /// The app's index in ``DeviceState/apps``, or nil for none.
  @inline(__always)
  var index: Int? { raw < 0 ? nil : Int(raw) }

  /// Whether this names no app.
  @inline(__always)
  var isNone: Bool { raw < 0 }
}

/// The transition under way: its app and the steps `next..<end` of its table still to take.
/// With no app, every field has its fresh value.
struct TransitionCursor: Hashable, Sendable, BitwiseCopyable {
  /// The app whose transition it is, or none.
  var app = AppIndex.none
  /// The next step to take, a position in the app's table of steps.
  var next: Int32 = 0
  /// One past the transition's last step.
  var end: Int32 = 0
  /// Whether the transition restores preserved state (its follow-ups compare and discard it).
  var restored = false
}

/// App code a command handed out runs, as far as the policy must know while it runs. With no
/// app, every field has its fresh value.
struct RunningCode: Hashable, Sendable {
  /// The app whose code runs, or none.
  var app = AppIndex.none
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
