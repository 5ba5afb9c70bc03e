/// What an event does to an app: the states it passes through and, in order,
/// everything it receives.
///
/// Intermediate states are explicit: Home on iOS 4 moves active → inactive →
/// background → suspended, each entered in its own step.
public struct Transition: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The event that caused the transition.
  public let event: SystemEvent
  /// The state before the event.
  public let from: AppState
  /// The steps, in order.
  public let steps: [TransitionStep]

  /// Creates a transition.
  public init(event: SystemEvent, from: AppState, steps: [TransitionStep]) {
    self.event = event
    self.from = from
    self.steps = steps
  }

  /// The state after the last step.
  public var to: AppState {
    for step in steps.reversed() { if case .enter(let state) = step { return state } }
    return from
  }

  /// Every state entered, in order, starting with ``from``.
  public var path: [AppState] {
    [from] + steps.compactMap { if case .enter(let state) = $0 { state } else { nil } }
  }

  /// Callbacks and notifications, in order.
  public var deliveries: [Delivery] {
    steps.compactMap { if case .deliver(let delivery) = $0 { delivery } else { nil } }
  }

  /// The callbacks alone, in order.
  public var callbacks: [LifecycleCallback] { deliveries.compactMap(\.callback) }

  /// The notifications alone, in order.
  public var notifications: [LifecycleNotification] { deliveries.compactMap(\.notification) }

  /// The effects, in order.
  public var effects: [TransitionEffect] {
    steps.compactMap { if case .effect(let effect) = $0 { effect } else { nil } }
  }

  /// Why the process ended, when the transition ends it.
  public var terminationCause: TerminationCause? {
    for effect in effects { if case .terminate(let cause) = effect { return cause } }
    return nil
  }

  /// One line: `home: applicationWillResignActive →inactive …`.
  public var description: String {
    "\(event): " + steps.map(\.description).joined(separator: " ")
  }
}
