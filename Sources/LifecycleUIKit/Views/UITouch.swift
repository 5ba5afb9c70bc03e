/// A finger on the screen (Apple, “UITouch”): where it is, in which view and window, how many
/// times it tapped, and in which phase of its sequence it is.
///
/// The simulator's only touches are the UI driver's taps (`tap APP TARGET`): one finger, down and
/// up at the centre of the tapped view without moving (``tapCount`` 1). The view it touches is
/// the view the step names: the driver does not hit-test the window by coordinates (frames are
/// what the app sets, nothing is laid out), so ``UIView/point(inside:with:)`` is not consulted.
/// ``location(in:)`` converts between views through their frames, as UIKit does.
@preconcurrency @MainActor
open class UITouch: Hashable {
  /// The phase of a touch (Apple, “UITouch.Phase”), with UIKit's raw values.
  public enum Phase: Int, Sendable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and has not moved since the last event.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled
  }

  /// The kind of touch (Apple, “UITouch.TouchType”), with UIKit's raw values.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen: every touch here.
    case direct
    /// A touch on an indirect surface (a remote).
    case indirect
    /// An Apple Pencil.
    case pencil
  }

  /// The touch's phase: `.began` in ``UIResponder/touchesBegan(_:with:)``, `.ended` in
  /// ``UIResponder/touchesEnded(_:with:)``, `.cancelled` in ``UIResponder/touchesCancelled(_:with:)``.
  open internal(set) var phase: Phase = .began
  /// How many times the finger tapped in quick succession: 1 for the UI driver's tap.
  open internal(set) var tapCount = 0
  /// When the touch began or last changed, in seconds of the device's uptime (the clock of
  /// `CACurrentMediaTime()`, in virtual time).
  open internal(set) var timestamp: TimeInterval = 0
  /// The view the touch began in (the hit view), nil for a touch made in code.
  open internal(set) var view: UIView?
  /// The window the touch began in: the ``view``'s.
  open internal(set) var window: UIWindow?
  /// `.direct`: a finger.
  open var type: TouchType { .direct }
  /// Where the finger is, in the coordinates of the root of the touched view's tree (its window).
  var locationInRoot = CGPoint.zero

  /// A touch that belongs to no view (`UITouch()` in code, as in a unit test): phase `.began`,
  /// tap count 0, located at the origin.
  public init() {}

  /// The driver's finger, down at `point` in `view`'s coordinates.
  init(tapping view: UIView, at point: CGPoint, timestamp: TimeInterval) {
    self.view = view
    self.window = view.window
    self.tapCount = 1
    self.timestamp = timestamp
    self.locationInRoot = view.pointInRoot(point)
  }

  /// Where the touch is in `view`'s coordinates (Apple, “location(in:)”); nil gives the window's.
  /// Converted through the frames of the views between them (and a scroll view's content offset),
  /// as UIKit converts them; a view in another tree is taken as if its root were the touch's.
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInRoot }
    let origin = view.pointInRoot(.zero)
    return CGPoint(x: locationInRoot.x - origin.x, y: locationInRoot.y - origin.y)
  }

  /// Where the touch was before its last change (Apple, “previousLocation(in:)”): the same as
  /// ``location(in:)``, since the driver's touches never move.
  open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }

  /// Touches are equal only to themselves, as UIKit's objects are.
  public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event (Apple, “UIEvent”): here only touch events, each holding the one touch of a UI
/// driver's tap.
@preconcurrency @MainActor
open class UIEvent {
  /// The kinds of event (Apple, “UIEvent.EventType”), with UIKit's raw values.
  public enum EventType: Int, Sendable {
    /// Touches on the screen: every event the simulator delivers.
    case touches
    /// A motion (a shake).
    case motion
    /// A remote control's command.
    case remoteControl
    /// Physical button presses.
    case presses
  }

  /// The event's kind: `.touches`.
  open var type: EventType { .touches }
  /// When the event happened, in seconds of the device's uptime (virtual time).
  open private(set) var timestamp: TimeInterval = 0
  private var touches: Set<UITouch> = []

  /// An event with no touches (`UIEvent()` in code, as in a unit test).
  public init() {}

  /// The event of a touch sequence.
  init(touches: Set<UITouch>, timestamp: TimeInterval) {
    self.touches = touches
    self.timestamp = timestamp
  }

  /// Every touch of the event (Apple, “allTouches”); nil when it has none.
  open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }

  /// The touches that began in `view` (Apple, “touches(for:)”); nil when none did.
  open func touches(for view: UIView) -> Set<UITouch>? {
    let found = touches.filter { $0.view === view }
    return found.isEmpty ? nil : found
  }

  /// The touches that began in `window`; nil when none did.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    let found = touches.filter { $0.window === window }
    return found.isEmpty ? nil : found
  }
}

/// The UI driver's tap as touches: one finger down and up at the centre of a view, delivered to
/// the view's responder methods (which forward up the responder chain by default).
@MainActor
struct DriverTouches {
  let touch: UITouch
  let event: UIEvent
  let view: UIView

  /// The touches of a tap on `view`, nil when the view takes no touches: it or an ancestor is
  /// hidden, or it does not take user interaction (UIKit's hit-testing skips such views).
  init?(tapping view: UIView) {
    var ancestor: UIView? = view
    while let current = ancestor {
      if current.isHidden { return nil }
      ancestor = current.superview
    }
    guard view.isUserInteractionEnabled else { return nil }
    let now = CACurrentMediaTime()
    let centre = view.boundsOrigin
    touch = UITouch(
      tapping: view, at: CGPoint(x: centre.x + view.bounds.width / 2, y: centre.y + view.bounds.height / 2),
      timestamp: now)
    event = UIEvent(touches: [touch], timestamp: now)
    self.view = view
  }

  /// The finger touches down: `touchesBegan(_:with:)`.
  func begin() {
    touch.phase = .began
    view.touchesBegan([touch], with: event)
  }

  /// The finger lifts: `touchesEnded(_:with:)`.
  func end() {
    touch.phase = .ended
    view.touchesEnded([touch], with: event)
  }

  /// A recognizer took the tap: `touchesCancelled(_:with:)`.
  func cancel() {
    touch.phase = .cancelled
    view.touchesCancelled([touch], with: event)
  }
}

extension UIView {
  /// The origin of the view's bounds: a scroll view's content offset (as UIKit's bounds origin
  /// is), zero for any other view.
  var boundsOrigin: CGPoint { (self as? UIScrollView)?.contentOffset ?? .zero }

  /// `point`, in the view's coordinates, in those of the root of its tree (its window): each
  /// view's frame origin less its bounds origin, up to the root.
  func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var current: UIView = self
    while let superview = current.superview {
      let origin = current.boundsOrigin
      result.x += current.frame.origin.x - origin.x
      result.y += current.frame.origin.y - origin.y
      current = superview
    }
    return result
  }
}
