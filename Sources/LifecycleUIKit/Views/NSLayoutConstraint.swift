/// A relation between two views' edges or sizes for Auto Layout (NSLayoutConstraint): made,
/// activated, kept and read back, and never solved — the simulator lays nothing out, and frames
/// are what the app sets (`Docs/Compatibility.md`).
///
/// Activating installs the constraint on its items' nearest common ancestor (a single item's
/// constraint on the item itself; a layout guide counts as its owning view), whose
/// ``UIView/constraints`` then list it, as UIKit installs it. Items with no common ancestor crash
/// the app, as UIKit raises (“Unable to activate constraint … because they have no common
/// ancestor”).
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
  /// An edge, centre, size or baseline of an item (NSLayoutConstraint.Attribute). UIKit's raw values.
  public enum Attribute: Int, Sendable {
    /// No attribute: the second attribute of a constant size.
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
    case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
  }

  /// How the two sides compare (NSLayoutConstraint.Relation). UIKit's raw values.
  public enum Relation: Int, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1
  }

  /// Options of the visual format language (NSLayoutConstraint.FormatOptions): alignment of the
  /// views named, direction and spacing. UIKit's raw values.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Align the views' left edges.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align their right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align their tops.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align their bottoms.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align their leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align their trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align their horizontal centres.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align their vertical centres.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align their last baselines.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align their first baselines.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The alignment bits.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// Leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    /// Spacing between edges (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Spacing between baselines.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The spacing bits.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }

  /// The first item (a view or a layout guide). Not retained, as in UIKit.
  public private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// How the sides compare.
  public let relation: Relation
  /// The second item, nil for a constant.
  public private(set) weak var secondItem: AnyObject?
  /// The second item's attribute (`.notAnAttribute` for a constant).
  public let secondAttribute: Attribute
  /// The factor on the second side.
  public let multiplier: CGFloat
  /// The amount added to the second side: kept and read back.
  open var constant: CGFloat
  /// How much the constraint matters (`.required` until set): kept and read back.
  open var priority = UILayoutPriority.required
  /// A name for debugging: kept and read back.
  open var identifier: String?
  /// Whether the constraint is archived with an interface file: kept and read back.
  open var shouldBeArchived = false
  /// The view the constraint is installed on while active.
  weak var installedOn: UIView?

  /// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
  }

  /// Whether the constraint is installed (false until activated). Setting it installs the
  /// constraint on its items' nearest common ancestor or takes it off.
  open var isActive: Bool {
    get { installedOn != nil }
    set {
      guard newValue != isActive else { return }
      if newValue { install() } else { installedOn?.uninstall(self) }
    }
  }

  /// Activates each constraint.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Constraints from the visual format language (`H:|-[label]-|`): the simulator does not
  /// parse it and makes none, whatever the string (no layout needs them); the call never fails.
  open class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] { [] }

  /// The view an item stands for: itself, or a layout guide's owning view.
  static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  private func install() {
    guard let first = Self.view(of: firstItem) else { return }
    guard secondItem != nil else { return first.install(self) }
    guard let second = Self.view(of: secondItem), let ancestor = first.nearestCommonAncestor(with: second)
    else {
      AppContext.current?.crash(
        "NSGenericException: Unable to activate constraint with anchors \(anchorDescription(firstItem, firstAttribute))"
          + " and \(anchorDescription(secondItem, secondAttribute)) because they have no common ancestor."
          + " Does the constraint or its anchors reference items in different view hierarchies? That's illegal."
      )
      return
    }
    ancestor.install(self)
  }

  private func anchorDescription(_ item: AnyObject?, _ attribute: Attribute) -> String {
    "<\(item.map { String(describing: type(of: $0)) } ?? "nil").\(attribute)>"
  }

  /// `UILabel.top == UIView.top + 8`.
  open var description: String {
    let symbol = [Relation.lessThanOrEqual: "<=", .equal: "==", .greaterThanOrEqual: ">="][relation]!
    let first = "\(firstItem.map { String(describing: type(of: $0)) } ?? "nil").\(firstAttribute)"
    guard let secondItem else { return "\(first) \(symbol) \(constant)" }
    let second = "\(String(describing: type(of: secondItem))).\(secondAttribute)"
    let factor = multiplier == 1 ? "" : "\(multiplier) * "
    return "\(first) \(symbol) \(factor)\(second)" + (constant == 0 ? "" : " + \(constant)")
  }
}

/// Options of the visual format language (NSLayoutFormatOptions, the name before Swift 4).
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions

extension NSLayoutConstraint.Attribute {
  /// The last baseline (`NSLayoutAttributeBaseline`).
  public static let baseline = NSLayoutConstraint.Attribute.lastBaseline
}
