/// A rectangle of the interface: a node of the view tree, without drawing.
///
/// Views form the tree the snapshot renders (``UIKitApp/snapshot()``): a window, its
/// root controller's view, and their subviews. Moving a subtree out of a window makes
/// a first responder in it resign (the keyboard goes away) and updates which view
/// controllers are on screen, with their appearance callbacks.
@preconcurrency @MainActor
open class UIView: UIResponder, NibInstantiable {
  /// The view's rectangle in its superview (not laid out: only what the app sets). A new size
  /// marks the view for layout (``setNeedsLayout()``), as in UIKit.
  public var frame: CGRect {
    didSet { if frame.size != oldValue.size { setNeedsLayout() } }
  }
  /// The view's own rectangle: the frame's size at the origin. Setting it sets the frame's
  /// size (its origin is ignored: there is no layout or drawing to shift).
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The frame's centre, in the superview's coordinates; setting it moves the frame.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The background colour: kept and read back, never drawn (an inert value).
  public var backgroundColor: UIColor?
  /// The colour controls tint themselves with: kept and read back, never drawn (an inert
  /// value; nil, not inherited from the superview as UIKit's is).
  public var tintColor: UIColor?
  /// The opacity, from 0 to 1: kept and read back (an inert value: a transparent view is still
  /// on screen for the appearance callbacks, as on iOS, where only `isHidden` takes it away).
  public var alpha: CGFloat = 1
  /// How the frame would follow the superview's size: kept and read back (an inert value,
  /// there is no layout).
  public var autoresizingMask: AutoresizingMask = []
  /// The subviews, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view this one is a subview of.
  public private(set) weak var superview: UIView?
  /// A number the app can find the view by (``viewWithTag(_:)``).
  public var tag = 0
  /// Whether the view takes the user's touches: false stops a tap on it reaching its gesture
  /// recognizers (`UILabel` and `UIImageView` start false, as in UIKit).
  public var isUserInteractionEnabled = true
  /// The recognizers attached with ``addGestureRecognizer(_:)``, in order.
  var attachedGestureRecognizers: [UIGestureRecognizer] = []
  /// Whether the view is hidden: hidden views and their subviews are not on screen.
  public var isHidden = false {
    didSet { if isHidden != oldValue { AppearanceUpdates.note(window) } }
  }
  /// The identifier state preservation saves the view's state under, within its view
  /// controller's; nil (the default) saves nothing. The controller must be preserved too
  /// (App Programming Guide, “Visual Appearance Across Launches”). See
  /// ``encodeRestorableState(with:)``. iOS 6.0 and later: before, setting it crashes the app
  /// (an unrecognized selector, ``APIAvailability``).
  public var restorationIdentifier: String? {
    didSet { _ = APIAvailabilityCheck.require("setRestorationIdentifier:", of: self, host: appHost) }
  }
  /// The identifier UI tests find the view by (UIAccessibilityIdentification): the UI
  /// driver's steps name a view by it first (`tap Notes saveButton`). Nil by default.
  public var accessibilityIdentifier: String?
  /// What VoiceOver reads for the view (“accessibilityLabel”): kept and read back (inert; the UI
  /// driver names a view by its identifier or its title).
  public var accessibilityLabel: String?
  /// What VoiceOver adds about the result of acting on the view (“accessibilityHint”): kept
  /// (inert).
  public var accessibilityHint: String?
  /// Whether VoiceOver treats the view as one element (“isAccessibilityElement”): kept (inert).
  public var isAccessibilityElement = false
  /// What kind of element VoiceOver says the view is (“accessibilityTraits”): kept (inert).
  public var accessibilityTraits = UIAccessibilityTraits.none
  /// What VoiceOver reads as the element's value (“accessibilityValue”): kept (inert).
  public var accessibilityValue: String?
  /// The view controller whose root view this is.
  weak var owningController: UIViewController?
  /// Auto Layout, the layer and the geometry beyond the frame (`UIView+Layout.swift`).
  let layoutState = ViewLayoutState()

  /// Creates a view with a frame.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view from an interface file: reads `tag`, `isHidden`, `restorationIdentifier`
  /// and `accessibilityIdentifier`.
  public required init?(coder: NSCoder) {
    frame = .zero
    super.init()
    tag = coder.decodeInteger(forKey: "tag")
    isHidden = coder.decodeBool(forKey: "isHidden")
    restorationIdentifier = coder.decodeObject(forKey: "restorationIdentifier") as? String
    accessibilityIdentifier = coder.decodeObject(forKey: "accessibilityIdentifier") as? String
  }

  /// Creates a view with an empty frame.
  public override convenience init() { self.init(frame: .zero) }

  /// The window the view is in, if any.
  open var window: UIWindow? { superview?.window }

  override var responderWindow: UIWindow? { window }

  /// The controller whose root view this is, else the superview.
  open override var next: UIResponder? { owningController ?? superview }

  /// Whether `point`, in the view's coordinates, is inside it (Apple, “point(inside:with:)”):
  /// in its bounds by default; override it to widen or narrow where the view takes touches. The
  /// UI driver's taps go to the view a step names, at its centre, without hit-testing: this is
  /// answered for the app's own calls and never asked by the driver (inert).
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// Adds `view` on top of the subviews, taking it from its old superview.
  public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  /// Inserts `view` at `index` among the subviews (clamped), taking it from its old superview.
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    let oldWindow = view.window
    view.detachFromSuperview()
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.superview = self
    view.didMoveToSuperview()
    didAddSubview(view)
    setNeedsLayout()
    view.windowMayHaveChanged(from: oldWindow)
  }

  /// Inserts `view` just below `siblingSubview` (on top when it is not a subview).
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    let index = subviews.firstIndex { $0 === siblingSubview } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Moves the subview `view` to the front, above its siblings (“bringSubviewToFront(_:)”): the
  /// last in ``subviews``, as the snapshot and the UI driver then see it. Does nothing when
  /// `view` is not a subview. It stays in its window: no callback runs.
  public func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
    setNeedsLayout()
  }

  /// Moves the subview `view` to the back, below its siblings (“sendSubviewToBack(_:)”): the
  /// first in ``subviews``. Does nothing when `view` is not a subview.
  public func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
    setNeedsLayout()
  }

  /// Swift 4's name of ``bringSubviewToFront(_:)``, in Swift 4 mode only.
  @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
  public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

  /// Swift 4's name of ``sendSubviewToBack(_:)``, in Swift 4 mode only.
  @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
  public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }

  /// Removes the view from its superview (and its window).
  public func removeFromSuperview() {
    guard superview != nil else { return }
    let oldWindow = window
    detachFromSuperview()
    didMoveToSuperview()
    windowMayHaveChanged(from: oldWindow)
  }

  private func detachFromSuperview() {
    superview?.willRemoveSubview(self)
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  private func windowMayHaveChanged(from oldWindow: UIWindow?) {
    let newWindow = window
    guard oldWindow !== newWindow else { return }
    if let oldWindow, let responder = oldWindow.firstResponder as? UIView, responder.isDescendant(of: self) {
      oldWindow.firstResponder = nil
    }
    forEachInTree { $0.didMoveToWindow() }
    AppearanceUpdates.note(oldWindow)
    AppearanceUpdates.note(newWindow)
  }

  /// Called after the view moved to another superview (or none). Does nothing by default.
  open func didMoveToSuperview() {}

  /// Called after the view moved to another window (or none). Does nothing by default.
  open func didMoveToWindow() {}

  /// Called after `subview` was added. Does nothing by default.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before `subview` is removed (or moved to another superview). Does nothing by default.
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: Layout, overridable (`UIView+Layout.swift`: when the simulator calls these)

  /// Lays out the subviews: called in each layout pass for a view marked by ``setNeedsLayout()``
  /// (a new view, one whose size or subviews changed). Does nothing by default: the simulator
  /// solves no constraints, so frames stay what the app sets; override it as on iOS.
  open func layoutSubviews() {}

  /// Updates the view's constraints: called in a layout pass for a view marked by
  /// `setNeedsUpdateConstraints()`, before the layout. Does nothing by default.
  open func updateConstraints() {}

  /// The size the view would like from its contents; none here (``noIntrinsicMetric`` both ways),
  /// for every class, as no text or image is measured.
  open var intrinsicContentSize: CGSize {
    CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
  }

  /// The size that fits in `size`: the view's current size, as UIKit's `UIView` answers (its
  /// subclasses that measure text or images answer the same here).
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The class of the view's ``layer``: override it to return `CAGradientLayer.self` or
  /// `CAShapeLayer.self`, as on iOS.
  open class var layerClass: AnyClass { CALayer.self }

  /// Whether the view is `view` or inside it.
  public func isDescendant(of view: UIView) -> Bool {
    var candidate: UIView? = self
    while let current = candidate {
      if current === view { return true }
      candidate = current.superview
    }
    return false
  }

  /// The view or the first subview (depth first) with `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Makes the first responder inside this view resign, hiding the keyboard. Returns
  /// whether it did (`force` is accepted for UIKit's signature; resigning always succeeds).
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self)
    else {
      return false
    }
    return responder.resignFirstResponder()
  }

  /// Marks the view for redrawing. Nothing is drawn in the simulator: the snapshot
  /// always shows the views' current values.
  public func setNeedsDisplay() {}
  /// Marks the view for a layout pass, which calls ``layoutSubviews()`` (no geometry is computed).
  public func setNeedsLayout() { layoutState.needsLayout = true }
  /// Runs the layout pass now for the views marked under the topmost marked ancestor, as UIKit
  /// does (`UIView+Layout.swift`).
  public func layoutIfNeeded() { layOutFromTopmostMarkedAncestor() }

  // MARK: State restoration (iOS 6 and later; called by the restoration engine)

  /// Saves the view's state into its own coder. The default saves what UIKit's own views
  /// keep: a scroll view's offset, a table's first visible and selected rows by model
  /// identifier, a text field's and a text view's text (see `Docs/UIKitShadowing.md`).
  /// Override to save more, and call `super`.
  open func encodeRestorableState(with coder: NSCoder) { BuiltInViewRestoration.encode(self, into: coder) }

  /// Reads back what ``encodeRestorableState(with:)`` saved, after the view hierarchy was
  /// rebuilt. Override and call `super`.
  open func decodeRestorableState(with coder: NSCoder) { BuiltInViewRestoration.decode(self, from: coder) }

  /// Calls `body` on this view and every view under it, parents first.
  func forEachInTree(_ body: (UIView) -> Void) {
    body(self)
    for subview in subviews { subview.forEachInTree(body) }
  }
}
