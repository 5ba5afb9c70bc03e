/// A view that lines up its arranged subviews (UIStackView, iOS 9 and later): faithful as a
/// tree — each arranged subview is a subview, so it is on screen with the stack view, in the
/// snapshot, and found by the UI driver — while its axis, spacing, alignment and distribution
/// are kept and read back, and no frame is computed from them.
///
/// As in UIKit, ``addArrangedSubview(_:)`` also adds the view as a subview;
/// ``removeArrangedSubview(_:)`` leaves it a subview (call `removeFromSuperview()` to take it
/// away); a subview removed from the stack view leaves ``arrangedSubviews`` too. In an interface
/// file, the `<subviews>` of a `stackView` element are its arranged subviews, and its `axis`,
/// `alignment`, `distribution` and `spacing` attributes are read.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How the arranged views fill the stack view along its axis (UIStackView.Distribution).
  public enum Distribution: Int, Sendable {
    /// They fill it, the ones with the lowest hugging priority growing.
    case fill = 0
    /// They fill it, all the same size.
    case fillEqually = 1
    /// They fill it, sized in proportion to their intrinsic sizes.
    case fillProportionally = 2
    /// Equal spaces between them.
    case equalSpacing = 3
    /// Equal distances between their centres.
    case equalCentering = 4
  }

  /// How the arranged views sit across the axis (UIStackView.Alignment).
  public enum Alignment: Int, Sendable {
    /// They fill the stack view across the axis.
    case fill = 0
    /// Their leading edges line up (their tops in a horizontal stack: `.top`).
    case leading = 1
    /// Their first baselines line up (horizontal stacks).
    case firstBaseline = 2
    /// Their centres line up.
    case center = 3
    /// Their trailing edges line up (their bottoms in a horizontal stack: `.bottom`).
    case trailing = 4
    /// Their last baselines line up (horizontal stacks).
    case lastBaseline = 5

    /// The tops, in a horizontal stack.
    public static let top = Alignment.leading
    /// The bottoms, in a horizontal stack.
    public static let bottom = Alignment.trailing
  }

  private var arranged: [UIView] = []
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// The direction the views are lined up in: kept and read back (`.horizontal` until set).
  open var axis = NSLayoutConstraint.Axis.horizontal
  /// The space between neighbours: kept and read back (0 until set).
  open var spacing: CGFloat = 0
  /// How the views sit across the axis: kept and read back (`.fill` until set).
  open var alignment = Alignment.fill
  /// How the views fill the axis: kept and read back (`.fill` until set).
  open var distribution = Distribution.fill
  /// Whether the views are laid out within the margins: kept and read back (false until set).
  open var isLayoutMarginsRelativeArrangement = false
  /// Whether spacing runs between baselines: kept and read back (false until set).
  open var isBaselineRelativeArrangement = false

  /// An empty horizontal stack view with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A horizontal stack view of `views`, in order.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// A stack view from an interface file: the view's keys, and `axis` (`vertical`), `alignment`,
  /// `distribution` (Xcode's names) and `spacing`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    if coder.decodeObject(forKey: "axis") as? String == "vertical" { axis = .vertical }
    if let name = coder.decodeObject(forKey: "alignment") as? String {
      alignment = Self.alignments[name] ?? .fill
    }
    if let name = coder.decodeObject(forKey: "distribution") as? String {
      distribution = Self.distributions[name] ?? .fill
    }
    if coder.containsValue(forKey: "spacing") { spacing = CGFloat(coder.decodeDouble(forKey: "spacing")) }
  }

  private static let alignments: [String: Alignment] = [
    "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline, "center": .center,
    "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
  ]
  private static let distributions: [String: Distribution] = [
    "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
    "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
  ]

  /// The views lined up, in order: a subset of ``UIView/subviews``.
  open var arrangedSubviews: [UIView] { arranged }

  /// Lines `view` up at the end, adding it as a subview if it is not one (on top).
  open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arranged.count) }

  /// Lines `view` up at `stackIndex` (UIKit raises past the end; here the index is clamped),
  /// adding it as a subview if it is not one; an arranged view moves to the new place.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    arranged.removeAll { $0 === view }
    arranged.insert(view, at: max(0, min(stackIndex, arranged.count)))
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Stops lining `view` up; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arranged.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsLayout()
  }

  /// A subview taken away is no longer arranged.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Sets the space after `arrangedSubview` (iOS 11 and later): kept and read back.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
  }

  /// The space after `arrangedSubview`: its custom spacing, else `UIStackView.spacingUseDefault`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The custom spacing that stands for the stack view's own ``spacing``.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The custom spacing that stands for the system's spacing.
  public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude
}
