/// A system the explorer can search: a start state, the inputs each state enables, a pure step,
/// and a fingerprint that identifies a state in the visited set.
///
/// Everything is a pure function of its arguments, so a sequence of inputs always leads to the
/// same state: a path the search reports can be replayed from ``initialState`` by calling
/// ``step(_:_:)`` with each input in turn. A model whose states are plain values (the canonical
/// world) steps them directly; a model over objects that cannot be copied (an app running in the
/// simulator) can make its state the sequence of inputs taken so far and step by replaying it.
///
/// Properties are checked on every transition the search takes: ``step(_:_:)`` returns the
/// violation it caused, if any, beside the new state. A property that concerns states alone
/// ("at most one foreground app") is checked the same way, on the state the step reaches.
public protocol ExplorableModel {
  /// One state of the model. Copied freely by the search: keep it small.
  associatedtype State
  /// One input (an event, a user's action) that can move the model from a state.
  associatedtype Input: Equatable & Sendable
  /// What a violated property reports: which property and where.
  associatedtype Violation: Equatable & Sendable

  /// The state every search and every walk starts from.
  var initialState: State { get }

  /// Appends the inputs `state` enables to `inputs`, which the caller has emptied; an input
  /// that is not appended is never passed to ``step(_:_:)`` with this state. The buffer is
  /// reused between states, so a model that only appends allocates nothing per state.
  func enabledInputs(of state: State, into inputs: inout InputBuffer<Input>)

  /// The state `input` leads to from `state`, and the property it violates on the way, if any.
  /// Called only with an input ``enabledInputs(of:into:)`` wrote for `state`.
  func step(_ state: State, _ input: Input) -> Step<State, Violation>

  /// The 64-bit key that stands for `state` in the visited set: two states with the same
  /// fingerprint are taken to be the same state. A model whose states fit in 64 bits makes it
  /// the state itself (exact); others use a 64-bit hash of what matters (hash compaction: two
  /// states may collide, with a chance of about n²/2⁶⁵ for n states).
  func fingerprint(_ state: State) -> UInt64

  /// Hands `sink` each input `state` enables and the step it takes, in the order of
  /// ``enabledInputs(of:into:)``; `scratch` is a buffer the caller reuses. The default does
  /// exactly that with the two requirements above; a model may instead generate its successors
  /// in one pass (the canonical world does, checked against the default by its tests). The sink
  /// is a generic parameter, not a closure, so that the search's handling of each successor is
  /// compiled into the model's loop.
  func forEachSuccessor<Sink: SuccessorSink & ~Copyable>(
    of state: State, scratch: inout InputBuffer<Input>, into sink: inout Sink
  ) where Sink.State == State, Sink.Input == Input, Sink.Violation == Violation

  /// Says which states the search will expand next, in order, before it asks for their
  /// successors one state at a time: a model whose steps run elsewhere (an app's replays in
  /// worker processes) can start all of them at once and keep every worker busy. What it then
  /// hands ``forEachSuccessor(of:scratch:into:)`` must be what it would have computed there. The
  /// default does nothing; ``BreadthFirstSearch/everyViolation(of:depthBound:keys:progress:shouldStop:)``
  /// calls it, a few dozen states at a time.
  func willExpand(_ states: [State])

  /// How many walks ``RandomWalks`` takes side by side, one step of each in turn, so that
  /// ``willStep(_:)`` hears their next steps together: a model whose steps run elsewhere (an
  /// app's replays in worker processes) keeps every worker busy. The default, 1, walks them one
  /// after the other. The walks taken, and everything reported of them, do not depend on it.
  var walksSideBySide: Int { get }

  /// Says which steps walks take next — each from a state of a model of this type (the walks of
  /// a swarm each have a model of their own) — before they are asked for one at a time with
  /// ``step(_:_:)``, which must then give what it would have computed anyway. The default does
  /// nothing; ``RandomWalks`` calls it when ``walksSideBySide`` is more than 1.
  static func willStep(_ steps: [(model: Self, state: State, input: Input)])
}

/// What receives the successors of a state from ``ExplorableModel/forEachSuccessor(of:scratch:into:)``.
public protocol SuccessorSink<State, Input, Violation>: ~Copyable {
  /// The model's state.
  associatedtype State
  /// The model's input.
  associatedtype Input
  /// The model's violation.
  associatedtype Violation

  /// Takes one successor: the input and the step it led to.
  mutating func receive(_ input: Input, _ step: Step<State, Violation>)
}

extension ExplorableModel {
  /// Does nothing: the successors are computed when asked for.
  @inlinable
  public func willExpand(_ states: [State]) {}

  /// One: walks are taken one after the other.
  @inlinable
  public var walksSideBySide: Int { 1 }

  /// Does nothing: each step is computed when asked for.
  @inlinable
  public static func willStep(_ steps: [(model: Self, state: State, input: Input)]) {}

  /// ``enabledInputs(of:into:)``, then ``step(_:_:)`` for each input.
  @inlinable
  public func forEachSuccessor<Sink: SuccessorSink & ~Copyable>(
    of state: State, scratch: inout InputBuffer<Input>, into sink: inout Sink
  ) where Sink.State == State, Sink.Input == Input, Sink.Violation == Violation {
    scratch.removeAll()
    enabledInputs(of: state, into: &scratch)
    for position in 0..<scratch.count {
      let input = scratch[position]
      sink.receive(input, step(state, input))
    }
  }

  /// Every successor of `state` as ``forEachSuccessor(of:scratch:into:)`` gives them: the
  /// inputs in order, each with its step.
  public func successors(of state: State) -> [(input: Input, step: Step<State, Violation>)] {
    var scratch = InputBuffer<Input>()
    var sink = CollectingSink<State, Input, Violation>()
    forEachSuccessor(of: state, scratch: &scratch, into: &sink)
    return sink.collected
  }
}

/// A sink that keeps what it receives, for ``ExplorableModel/successors(of:)``.
struct CollectingSink<State, Input, Violation>: SuccessorSink {
  var collected: [(input: Input, step: Step<State, Violation>)] = []

  mutating func receive(_ input: Input, _ step: Step<State, Violation>) { collected.append((input, step)) }
}

/// The outcome of one ``ExplorableModel/step(_:_:)``: the state reached and the violation the
/// transition caused, if any.
public struct Step<State, Violation> {
  /// The state the input led to.
  public var state: State
  /// The property the transition violated, or nil when it kept every property.
  public var violation: Violation?

  /// Creates the outcome of a step.
  @inlinable
  public init(_ state: State, violation: Violation? = nil) {
    self.state = state
    self.violation = violation
  }
}

extension Step: Sendable where State: Sendable, Violation: Sendable {}
extension Step: Equatable where State: Equatable, Violation: Equatable {}

/// A violation the explorer found, with the inputs that lead to it from the initial state.
public struct Finding<Input, Violation> {
  /// The inputs from the initial state, in order; the last one is the transition that violates.
  public var path: [Input]
  /// What was violated.
  public var violation: Violation

  /// Creates a finding.
  public init(path: [Input], violation: Violation) {
    self.path = path
    self.violation = violation
  }
}

extension Finding: Sendable where Input: Sendable, Violation: Sendable {}
extension Finding: Equatable where Input: Equatable, Violation: Equatable {}

extension ExplorableModel {
  /// The inputs `state` enables, in the model's order.
  public func inputs(enabledIn state: State) -> [Input] {
    var inputs = InputBuffer<Input>()
    enabledInputs(of: state, into: &inputs)
    return inputs.elements
  }

  /// Replays `path` from ``initialState``: the state after each input, and the first violation
  /// with its position in the path. Stops at an input the state it meets does not enable
  /// (`disabledAt`), so a path that is not a real run of the model is never taken for one.
  public func replay(_ path: [Input]) -> Replay<State, Violation> {
    var state = initialState
    var inputs = InputBuffer<Input>()
    var result = Replay<State, Violation>(finalState: state)
    for (index, input) in path.enumerated() {
      inputs.removeAll()
      enabledInputs(of: state, into: &inputs)
      guard inputs.contains(input) else {
        result.disabledAt = index
        return result
      }
      let next = step(state, input)
      state = next.state
      result.finalState = state
      result.stepsTaken = index + 1
      if let violation = next.violation, result.violation == nil {
        result.violation = violation
        result.violationAt = index
      }
    }
    return result
  }
}

/// What replaying a path through a model gave (``ExplorableModel/replay(_:)``).
public struct Replay<State, Violation> {
  /// The state after the last input taken.
  public var finalState: State
  /// How many inputs were taken.
  public var stepsTaken = 0
  /// The first violation met, if any.
  public var violation: Violation?
  /// The index in the path of the input that caused ``violation``.
  public var violationAt: Int?
  /// The index of the first input that its state did not enable, where the replay stopped.
  public var disabledAt: Int?

  /// Creates the outcome of a replay that has taken no input yet.
  public init(finalState: State) { self.finalState = finalState }
}
