/// A rectangle Auto Layout places without a view of its own (UILayoutGuide, iOS 9 and later):
/// a view's safe area, margins and readable width are guides, and an app adds its own with
/// ``UIView/addLayoutGuide(_:)``. Its anchors make constraints; nothing is solved.
@preconcurrency @MainActor
open class UILayoutGuide: LayoutAnchoring {
  /// The view the guide belongs to. Not retained.
  public internal(set) weak var owningView: UIView?
  /// A name for debugging: kept and read back.
  open var identifier = ""
  /// How the guide's rectangle follows its view's, for the frame it reports.
  let inset: @MainActor (UIView) -> UIEdgeInsets

  /// A guide of the app's own, to add to a view: its ``layoutFrame`` is the view's bounds.
  public init() { inset = { _ in .zero } }

  init(identifier: String, inset: @escaping @MainActor (UIView) -> UIEdgeInsets) {
    self.identifier = identifier
    self.inset = inset
  }

  /// The guide's rectangle in its view's coordinates: the view's bounds, less the margins for
  /// the margins guide (the safe area's insets are zero here: no bars are laid out); `.zero`
  /// when the guide belongs to no view.
  open var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    return owningView.bounds.inset(by: inset(owningView))
  }

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
  /// The width.
  public var widthAnchor: NSLayoutDimension { dimension(.width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { dimension(.height) }
}
