/// Auto Layout on a view: anchors, constraints, layout guides, margins and priorities are kept
/// and read back, and never solved — frames are what the app sets (`Docs/Compatibility.md`).
///
/// **When the simulator calls the layout methods.** No geometry is computed, but the methods
/// apps override are called where UIKit's layout pass calls them, so code put there runs: a
/// view marked for layout (every new view, and one whose size or subviews changed, or that
/// ``setNeedsLayout()`` marked) is laid out — `viewWillLayoutSubviews()` of the controller whose
/// root view it is, ``layoutSubviews()``, `viewDidLayoutSubviews()`, parents before children,
/// after ``updateConstraints()`` of the views `setNeedsUpdateConstraints()` marked, children
/// first. The pass runs for a window when view controllers appear in it, between their
/// `viewWillAppear(_:)` and `viewDidAppear(_:)`; at the end of each turn of the app's main run
/// loop (after the blocks queued on the main queue) for the windows on screen, as UIKit lays out
/// before it draws; and in ``layoutIfNeeded()``, for any view. UIKit may lay out more often
/// (rotations, frame changes made by its own layout); none of these calls is in the trace.
extension UIView: LayoutAnchoring {
  /// The value of ``intrinsicContentSize`` for no size of its own (-1).
  public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest size, for `systemLayoutSizeFitting(_:)`.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest size, for `systemLayoutSizeFitting(_:)`.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  // MARK: Anchors (iOS 9 and later)

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  /// The first line's baseline.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
  /// The last line's baseline.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { dimension(.width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { dimension(.height) }

  // MARK: Constraints

  /// Whether the autoresizing mask becomes constraints: kept and read back (true for a view made
  /// in code, as in UIKit; set it to false before constraining the view).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState.translatesAutoresizingMaskIntoConstraints }
    set { layoutState.translatesAutoresizingMaskIntoConstraints = newValue }
  }

  /// The constraints installed on this view, by activation or ``addConstraint(_:)``.
  public var constraints: [NSLayoutConstraint] { layoutState.constraints }

  /// Installs `constraint` on this view and activates it.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.installedOn?.uninstall(constraint)
    install(constraint)
  }

  /// Installs each constraint on this view.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

  /// Takes `constraint` off this view, deactivating it; one installed elsewhere is left alone.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.installedOn === self { uninstall(constraint) }
  }

  /// Takes each constraint off this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

  func install(_ constraint: NSLayoutConstraint) {
    layoutState.constraints.append(constraint)
    constraint.installedOn = self
    setNeedsUpdateConstraints()
  }

  func uninstall(_ constraint: NSLayoutConstraint) {
    layoutState.constraints.removeAll { $0 === constraint }
    constraint.installedOn = nil
  }

  /// The nearest view that is both this one or above it and `other` or above it.
  func nearestCommonAncestor(with other: UIView) -> UIView? {
    var candidate: UIView? = self
    while let current = candidate {
      if other.isDescendant(of: current) { return current }
      candidate = current.superview
    }
    return nil
  }

  /// Marks the view for ``updateConstraints()`` in the next layout pass.
  public func setNeedsUpdateConstraints() { layoutState.needsUpdateConstraints = true }

  /// Whether the view waits for ``updateConstraints()``.
  public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

  /// Calls ``updateConstraints()`` now for the marked views in this subtree, children first.
  public func updateConstraintsIfNeeded() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    guard layoutState.needsUpdateConstraints else { return }
    layoutState.needsUpdateConstraints = false
    updateConstraints()
  }

  /// Tells Auto Layout the ``intrinsicContentSize`` changed; nothing is solved.
  public func invalidateIntrinsicContentSize() { setNeedsLayout() }

  // MARK: Hugging and compression resistance

  /// How much the view resists growing past its intrinsic size along `axis` (250 until set).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutState.hugging[axis] ?? .defaultLow
  }

  /// Sets the resistance to growing along `axis`: kept and read back.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    layoutState.hugging[axis] = priority
  }

  /// How much the view resists shrinking below its intrinsic size along `axis` (750 until set).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutState.compressionResistance[axis] ?? .defaultHigh
  }

  /// Sets the resistance to shrinking along `axis`: kept and read back.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { layoutState.compressionResistance[axis] = priority }

  // MARK: Sizes

  /// The size Auto Layout would give the view: its current size here, as nothing is solved.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }

  /// As ``systemLayoutSizeFitting(_:)``: the view's current size.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
  public func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

  // MARK: The layout pass

  /// Lays out from the topmost ancestor that is marked, as `layoutIfNeeded()` does in UIKit.
  func layOutFromTopmostMarkedAncestor() {
    var root = self
    while let parent = root.superview, parent.layoutState.needsLayout { root = parent }
    root.layOutMarkedViews()
  }

  /// The layout pass over this subtree: constraints updated, children first; then each marked
  /// view laid out, parents first.
  func layOutMarkedViews() {
    updateConstraintsIfNeeded()
    layOutMarkedViewsParentsFirst()
  }

  private func layOutMarkedViewsParentsFirst() {
    if layoutState.needsLayout {
      layoutState.needsLayout = false
      owningController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layOutMarkedViewsParentsFirst() }
  }

  /// Whether a view in this subtree waits for a layout pass.
  var subtreeNeedsLayout: Bool {
    layoutState.needsLayout || layoutState.needsUpdateConstraints
      || subviews.contains { $0.subtreeNeedsLayout }
  }
}
