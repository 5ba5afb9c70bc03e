import LifecycleSimulator

/// The base of buttons, sliders, switches and segmented controls: it keeps the actions the app
/// attached for each kind of event and sends them when the user acts (through the UI driver)
/// or the app calls ``sendActions(for:)``.
///
/// Two ways to attach an action, in the order they run:
/// - target–action, `addTarget(_:action:for:)` and an interface file's `<action>` connections:
///   Linux cannot send a selector by its name, so the method must be registered with
///   ``SelectorDispatch``; an unregistered one records a misuse when it is sent (never a
///   silent drop);
/// - ``UIAction`` closures, `addAction(_:for:)` (iOS 14 and later), which compile on iOS and
///   here alike.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// A control handles its touches itself (Apple, “Using responders and the responder chain to
  /// handle events”: a control tracks the touches and sends action messages to its targets):
  /// UIKit's `UIControl` does not pass them up the responder chain, and neither does this one. The
  /// UI driver's tap on a control sends its actions once the touch has ended.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// The control keeps the touch (see ``touchesBegan(_:with:)``).
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// The control keeps the touch (see ``touchesBegan(_:with:)``).
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// The control keeps the touch (see ``touchesBegan(_:with:)``).
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Kinds of events a control sends actions for (UIControl.Event).
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit numbers them.
    public let rawValue: UInt
    /// Creates a set from its bits (UIKit's values).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger touched down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger touched down again quickly.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger dragged inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger dragged outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger dragged into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger dragged out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed (a slider moved, a switch flipped, a segment chosen).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action fired (a button's tap; iOS 9 and later).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the Return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  private enum Attached {
    case targetAction(target: Weak?, selector: String)
    case action(UIAction)
    /// UIKit's own action: a storyboard segue the control triggers, a search bar's Cancel.
    case system(@MainActor () -> Void)
  }

  private final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private var attached: [(events: Event, what: Attached)] = []

  /// Whether the user can act on the control: a disabled control ignores the UI driver's
  /// taps and settings (an error in the scenario), and `sendActions(for:)` still sends.
  open var isEnabled = true
  /// Whether the control is selected (a state some controls draw differently).
  open var isSelected = false
  /// Whether the control is highlighted (a finger is on it).
  open var isHighlighted = false

  /// Creates a control with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a control from an interface file: reads the view's properties and `isEnabled`
  /// (true when absent) and `isSelected`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    if coder.containsValue(forKey: "isEnabled") { isEnabled = coder.decodeBool(forKey: "isEnabled") }
    isSelected = coder.decodeBool(forKey: "isSelected")
  }

  /// Attaches `action` to `target` for `controlEvents`. A nil target sends the action up the
  /// responder chain from the control, to the first responder with a method registered for
  /// it (``SelectorDispatch``). The target is not retained, as in UIKit.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let weak = (target as AnyObject?).map(Weak.init)
    attached.append((controlEvents, .targetAction(target: weak, selector: action.selectorName)))
  }

  /// Detaches `action` (every action when nil) of `target` (every target when nil) from
  /// `controlEvents`.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target as AnyObject?
    attached = attached.compactMap { entry in
      guard case .targetAction(let weak, let selector) = entry.what,
        object == nil || weak?.object === object, action == nil || action?.selectorName == selector
      else { return entry }
      let remaining = entry.events.subtracting(controlEvents)
      return remaining.isEmpty ? nil : (remaining, entry.what)
    }
  }

  /// Attaches a closure for `controlEvents` (iOS 14 and later).
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    guard APIAvailabilityCheck.require("addAction:forControlEvents:", of: self, host: appHost) else { return }
    attached.append((controlEvents, .action(action)))
  }

  /// Detaches `action` from `controlEvents` (iOS 14 and later).
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    attached = attached.compactMap { entry in
      guard case .action(let attachedAction) = entry.what, attachedAction === action else { return entry }
      let remaining = entry.events.subtracting(controlEvents)
      return remaining.isEmpty ? nil : (remaining, entry.what)
    }
  }

  /// Makes the control trigger a storyboard segue on its primary action (a button's tap).
  final func addSegueTrigger(_ trigger: @escaping @MainActor () -> Void) {
    attached.append((.primaryActionTriggered, .system(trigger)))
  }

  /// Makes the control run UIKit's own `action`, not the app's, on `events` (a search bar's
  /// Cancel button ends the search on `.touchUpInside`).
  final func addSystemAction(for events: Event, _ action: @escaping @MainActor () -> Void) {
    attached.append((events, .system(action)))
  }

  /// The events some action is attached for.
  public var allControlEvents: Event { attached.reduce(into: []) { $0.formUnion($1.events) } }

  /// The objects target–action pairs send to (nil targets left out).
  public var allTargets: [AnyObject] {
    attached.compactMap { entry in
      if case .targetAction(let weak, _) = entry.what { return weak?.object }
      return nil
    }
  }

  /// The selector names attached for `target` and `controlEvent`, nil when none.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target as AnyObject?
    let names = attached.compactMap { entry -> String? in
      guard entry.events.contains(controlEvent), case .targetAction(let weak, let selector) = entry.what,
        weak?.object === object
      else { return nil }
      return selector
    }
    return names.isEmpty ? nil : names
  }

  /// Sends the actions attached for any of `controlEvents`, in the order they were attached.
  /// A selector with no registered method records a misuse (see the type's comment).
  public func sendActions(for controlEvents: Event) {
    for entry in attached where !entry.events.isDisjoint(with: controlEvents) {
      switch entry.what {
      case .action(let action): action.perform()
      case .system(let trigger): trigger()
      case .targetAction(let weak, let selector):
        if let weak {
          guard let target = weak.object else { continue }
          _ = SelectorDispatch.send(
            selector, to: target, from: self, what: "\(type(of: self))", host: appHost)
        } else {
          sendUpTheChain(selector)
        }
      }
    }
  }

  /// A nil target: the first responder up the chain with a registered method takes it.
  private func sendUpTheChain(_ selector: String) {
    var responder: UIResponder? = self
    while let current = responder {
      if let method = SelectorDispatch.method(for: selector, on: current) {
        method(self)
        return
      }
      responder = current.next
    }
    _ = SelectorDispatch.send(
      selector, to: self, from: self, what: "\(type(of: self)) (nil target)", host: appHost)
  }
}
