/// Animations, which the simulator does not play: the changes happen at once.
///
/// `UIView.animate(withDuration:animations:completion:)` runs `animations` at once, as the
/// animation's end state, and `completion` with `true` afterwards on the app's main queue (as
/// UIKit calls it once the animation has ended, never inside the call that started it). The
/// duration, delay and options are ignored: no virtual time passes, as no animation is drawn
/// (`Docs/UIKitShadowing.md`, “No drawing, no layout, no animation”).
extension UIView {
  /// Options of an animation, with UIKit's raw values (inert here).
  public struct AnimationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The user can touch the views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// The animation starts from what is on screen.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// The animation repeats.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// The animation eases in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// The animation eases in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// The animation eases out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// The animation runs at an even pace.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  /// The pace of an animation, with UIKit's raw values: what the keyboard's notifications carry
  /// under `UIResponder.keyboardAnimationCurveUserInfoKey` (inert here, as every animation).
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and the end (the keyboard's curve here).
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// An even pace.
    case linear = 3
  }

  /// Makes the changes `animations` makes at once; `completion` gets `true` on the main queue.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping @MainActor @Sendable () -> Void,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    animations()
    guard let completion else { return }
    DispatchQueue.main.async { completion(true) }
  }

  /// Makes the changes `animations` makes at once; `completion` gets `true` on the main queue.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
  }

  /// Makes the changes `animations` makes at once.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void
  ) {
    animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
  }
}
