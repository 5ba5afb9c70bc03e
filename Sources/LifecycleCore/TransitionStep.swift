/// One step of a transition, in the order it happens.
public enum TransitionStep: Codable, Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
  /// The app's state becomes this one. Callbacks that follow see the new state.
  case enter(AppState)
  /// The app receives a callback or a notification.
  case deliver(Delivery)
  /// The system does something at this point of the sequence.
  case effect(TransitionEffect)

  /// `→state`, the delivery's name, or `!effect`.
  public var description: String {
    switch self {
    case .enter(let state): "→\(state.rawValue)"
    case .deliver(let delivery): delivery.description
    case .effect(let effect): "!\(effect.description)"
    }
  }
}
