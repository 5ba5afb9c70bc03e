/// A view's layout guides and margins (iOS 9 and later; the safe area iOS 11): kept and read
/// back, and never solved. The safe area's insets are zero, as no status bar, navigation bar or
/// tab bar takes room here; the margins are 8 points on every side until set.
extension UIView {
  /// The part of the view no bar covers: the whole view here (``safeAreaInsets`` are zero).
  public var safeAreaLayoutGuide: UILayoutGuide {
    builtInGuide(\.safeAreaGuide, "UIViewSafeAreaLayoutGuide") { $0.safeAreaInsets }
  }

  /// The view's bounds less its ``layoutMargins``.
  public var layoutMarginsGuide: UILayoutGuide {
    builtInGuide(\.marginsGuide, "UIViewLayoutMarginsGuide") { $0.layoutMargins }
  }

  /// The width text reads well at: the margins guide's rectangle here (no Dynamic Type size).
  public var readableContentGuide: UILayoutGuide {
    builtInGuide(\.readableGuide, "UIViewReadableContentGuide") { $0.layoutMargins }
  }

  /// The guide kept at `keyPath`, made on first use with `identifier` and `inset`.
  private func builtInGuide(
    _ keyPath: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, _ identifier: String,
    inset: @escaping @MainActor (UIView) -> UIEdgeInsets
  ) -> UILayoutGuide {
    if let guide = layoutState[keyPath: keyPath] { return guide }
    let guide = UILayoutGuide(identifier: identifier, inset: inset)
    guide.owningView = self
    layoutState[keyPath: keyPath] = guide
    return guide
  }

  /// The guides added with ``addLayoutGuide(_:)``, in order.
  public var layoutGuides: [UILayoutGuide] { layoutState.layoutGuides }

  /// Adds `guide` to the view (taking it from the view it belonged to).
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    layoutState.layoutGuides.append(guide)
    guide.owningView = self
  }

  /// Takes `guide` off the view.
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    layoutState.layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// How far bars and the screen's edges cover the view: zero, since the simulator lays no bars
  /// out (on an iPhone without a notch, iOS gives a root view 20 points at the top under the
  /// status bar).
  public var safeAreaInsets: UIEdgeInsets { .zero }

  /// The margins content is laid out within: kept and read back (8 points on every side until set).
  public var layoutMargins: UIEdgeInsets {
    get { layoutState.layoutMargins }
    set {
      layoutState.layoutMargins = newValue
      setNeedsLayout()
    }
  }

  /// The margins by writing direction: ``layoutMargins`` with leading as left and trailing as
  /// right (the simulated device writes left to right); setting one sets the other, as in UIKit.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
    }
  }

  /// Whether the superview's margins count too: kept and read back (false until set).
  public var preservesSuperviewLayoutMargins: Bool {
    get { layoutState.preservesSuperviewLayoutMargins }
    set { layoutState.preservesSuperviewLayoutMargins = newValue }
  }

  /// Whether the margins grow by the safe area: kept and read back (true until set).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutState.insetsLayoutMarginsFromSafeArea }
    set { layoutState.insetsLayoutMarginsFromSafeArea = newValue }
  }
}
