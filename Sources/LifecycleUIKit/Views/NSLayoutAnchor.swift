/// An edge, centre or size of a view or layout guide, for making constraints (NSLayoutAnchor,
/// iOS 9 and later): `label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)`.
///
/// The generic parameter keeps the kinds apart, as in UIKit: an x-axis anchor is constrained to
/// an x-axis anchor, a size to a size. The constraints are made inactive, as UIKit's; nothing is
/// solved (``NSLayoutConstraint``).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  /// The view or layout guide. Not retained.
  weak var item: AnyObject?
  /// Which edge, centre or size.
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func constraint(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// This anchor equals `anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, anchor, constant: 0)
  }
  /// This anchor is at least `anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: 0)
  }
  /// This anchor is at most `anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: 0)
  }
  /// This anchor equals `anchor` plus `c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  {
    constraint(.equal, anchor, constant: c)
  }
  /// This anchor is at least `anchor` plus `c`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { constraint(.greaterThanOrEqual, anchor, constant: c) }
  /// This anchor is at most `anchor` plus `c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { constraint(.lessThanOrEqual, anchor, constant: c) }
}

/// A horizontal edge or centre: leading, trailing, left, right, centerX (NSLayoutXAxisAnchor).
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// This anchor is the system spacing (8 points) times `multiplier` after `anchor`.
  public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { constraint(.equal, anchor, constant: 8 * multiplier) }
}

/// A vertical edge, centre or baseline: top, bottom, centerY, firstBaseline, lastBaseline
/// (NSLayoutYAxisAnchor).
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// This anchor is the system spacing (8 points) times `multiplier` below `anchor`.
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { constraint(.equal, anchor, constant: 8 * multiplier) }
}

/// A width or height (NSLayoutDimension): constrained to a constant or to another size.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// This size is `c`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, nil, constant: c)
  }
  /// This size is at least `c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, nil, constant: c)
  }
  /// This size is at most `c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, nil, constant: c)
  }
  /// This size is `m` times `anchor`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: m, constant: 0)
  }
  /// This size is `m` times `anchor` plus `c`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  { constraint(.equal, anchor, multiplier: m, constant: c) }
  /// This size is at least `m` times `anchor`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0) }
  /// This size is at most `m` times `anchor`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0) }
}

/// The anchors every view and layout guide has, made on each read (they hold their item weakly).
@MainActor
protocol LayoutAnchoring: AnyObject {}

extension LayoutAnchoring {
  func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: attribute)
  }
  func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: attribute)
  }
  func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
    NSLayoutDimension(item: self, attribute: attribute)
  }
}
