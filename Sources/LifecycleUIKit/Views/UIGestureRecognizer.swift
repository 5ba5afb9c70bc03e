/// A gesture recognizer attached to a view: UIKit's target–action for touches.
///
/// Nothing is drawn and there are no touches here; the UI driver's `tap APP TARGET` on a view
/// with an enabled ``UITapGestureRecognizer`` (the view taking user interaction) is the user's
/// tap: the recognizer's delegate is asked ``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``,
/// then each target is sent its action with the recognizer as sender, its ``state`` `.ended`
/// meanwhile. Actions reach their methods through ``SelectorDispatch`` (`lifecycle import`
/// registers every `@objc` method); a selector with no method is a misuse that fails the run.
/// Other gestures (long presses, swipes, pans) are kept and read back: the driver performs none.
@preconcurrency @MainActor
open class UIGestureRecognizer {
  /// Where the recognizer is in recognizing a gesture.
  public enum State: Int, Sendable {
    /// No gesture yet (and between gestures).
    case possible
    /// A continuous gesture has begun.
    case began
    /// A continuous gesture has changed.
    case changed
    /// The gesture ended: a discrete gesture is recognized.
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// The touches were no such gesture.
    case failed
    /// A discrete gesture's recognized state: `.ended`.
    public static let recognized = State.ended
  }

  private struct TargetAction {
    weak var target: AnyObject?
    let action: Selector
  }

  private var actions: [TargetAction] = []
  /// The view the recognizer is attached to.
  public internal(set) weak var view: UIView?
  /// Whether the recognizer recognizes: a disabled one ignores the user's taps.
  open var isEnabled = true
  /// The recognizer's state: `.possible` but while its actions run.
  open private(set) var state = State.possible
  /// Whether the touches of a recognized gesture are cancelled in the view (Apple,
  /// “cancelsTouchesInView”): true, the default, sends the view `touchesCancelled(_:with:)` once
  /// the UI driver's tap is recognized; false lets the touch end (`touchesEnded(_:with:)`).
  open var cancelsTouchesInView = true
  /// The object asked whether the gesture may begin.
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// A recognizer sending `action` to `target` (none when either is nil).
  public init(target: Any?, action: Selector?) {
    if let target, let action { addTarget(target, action: action) }
  }

  /// Adds a target and its action.
  open func addTarget(_ target: Any, action: Selector) {
    actions.append(TargetAction(target: target as AnyObject, action: action))
  }

  /// Removes `action` from `target`; a nil target or action stands for every one.
  /// Where the gesture is in `view`'s coordinates (its own view's when nil): the centre of its
  /// view, where the UI driver's tap touches (`Docs/Compatibility.md`).
  open func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return .zero }
    let centre = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
    guard let view, view !== own else { return centre }
    return own.convert(centre, to: view)
  }

  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    actions.removeAll { entry in
      (object == nil || entry.target === object) && (action == nil || entry.action == action)
    }
  }

  /// The user's gesture, recognized: the delegate may refuse it; otherwise each target is sent
  /// its action. Says whether the gesture began.
  @discardableResult
  func recognize() -> Bool {
    guard isEnabled else { return false }
    if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
    state = .ended
    defer { state = .possible }
    for entry in actions {
      guard let target = entry.target else { continue }
      _ = SelectorDispatch.send(
        entry.action.selectorName, to: target, from: self, what: "\(type(of: self))", host: view?.appHost)
    }
    return true
  }
}

/// The delegate of a gesture recognizer. Every method has UIKit's default.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may begin recognizing; true by default.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// UIKit's default: the gesture may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// A tap: the UI driver's `tap` on its view recognizes it.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps that make the gesture: kept and read back (the driver's tap is the gesture).
  open var numberOfTapsRequired = 1
  /// Fingers that make the gesture: kept and read back.
  open var numberOfTouchesRequired = 1
}

/// A long press: kept and read back; the driver performs none.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press lasts, in seconds.
  open var minimumPressDuration: Double = 0.5
}

/// A swipe: kept and read back; the driver performs none.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Fingers that make the swipe: kept and read back (inert).
  open var numberOfTouchesRequired = 1
  /// The directions a swipe may take.
  public struct Direction: OptionSet, Sendable {
    /// The directions as bits, UIKit's values.
    public let rawValue: UInt
    /// The directions `rawValue`'s bits name.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// To the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// To the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The direction the swipe must take.
  open var direction: Direction = .right
}

/// A pan: kept and read back; the driver performs none.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers that make the pan: kept and read back.
  open var minimumNumberOfTouches = 1
  /// The most fingers that make the pan: kept and read back.
  open var maximumNumberOfTouches = Int.max

  /// How far the pan has moved in `view`'s coordinates: zero, as the driver performs none.
  open func translation(in view: UIView?) -> CGPoint { .zero }
  /// Resets the pan's translation: nothing to reset.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
  /// How fast the pan moves, in points per second: zero, as the driver performs none.
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A pan that starts at an edge of the screen (the back swipe's kind, “UIScreenEdgePanGestureRecognizer”):
/// kept and read back; the driver performs none (its `back` step taps the back button).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the pan may start from.
  open var edges: UIRectEdge = []
}

/// A pinch: kept and read back; the driver performs none.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the pinch: 1, as the driver performs none (settable, as UIKit's).
  open var scale: CGFloat = 1
  /// How fast the scale changes: zero.
  open var velocity: CGFloat { 0 }
}

extension UIView {
  /// The recognizers attached to the view, or nil when it has none (as UIKit answers).
  public var gestureRecognizers: [UIGestureRecognizer]? {
    attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers
  }

  /// Attaches `recognizer` to the view (detaching it from any other).
  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    attachedGestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches `recognizer` from the view.
  public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    attachedGestureRecognizers.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }

  /// Whether a tap recognizer on the view may take a tap: it takes user interaction and has an
  /// enabled one.
  var hasEnabledTapRecognizer: Bool {
    isUserInteractionEnabled
      && attachedGestureRecognizers.contains { $0 is UITapGestureRecognizer && $0.isEnabled }
  }

  /// The user taps the view: an enabled tap recognizer of a view that takes user interaction
  /// recognizes it. Gives the recognizer that did, if any.
  func recognizeTap() -> UITapGestureRecognizer? {
    guard isUserInteractionEnabled else { return nil }
    for case let tap as UITapGestureRecognizer in attachedGestureRecognizers where tap.recognize() {
      return tap
    }
    return nil
  }
}
