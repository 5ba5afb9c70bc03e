/// The result of applying an event to an app: a transition, or the reason there is none.
public enum TransitionOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The event moves or calls the app.
  case moved(Transition)
  /// The event makes no sense for the app in its state.
  case rejected(TransitionRejection)

  /// The transition, if the event was accepted.
  public var transition: Transition? {
    if case .moved(let transition) = self { return transition }
    return nil
  }

  /// The rejection, if the event was refused.
  public var rejection: TransitionRejection? {
    if case .rejected(let rejection) = self { return rejection }
    return nil
  }

  /// The transition's or the rejection's description.
  public var description: String {
    switch self {
    case .moved(let transition): transition.description
    case .rejected(let rejection): "rejected: \(rejection)"
    }
  }
}
