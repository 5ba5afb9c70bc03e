/// Distances inward from each edge of a rectangle, in points (UIKit's `UIEdgeInsets`): a flow
/// layout's ``UICollectionViewFlowLayout/sectionInset`` places items by them; elsewhere they are
/// kept and read back.
public struct UIEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Insets of these four distances.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No inset on any edge.
  public static let zero = UIEdgeInsets()
}

/// Distances inward from each edge, leading and trailing rather than left and right (UIKit's
/// `NSDirectionalEdgeInsets`, iOS 11): a compositional layout's section and item insets. Left to
/// right only: leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Insets of these four distances.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset on any edge.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// No inset on any edge.
  public static let zero = NSDirectionalEdgeInsets()
}
