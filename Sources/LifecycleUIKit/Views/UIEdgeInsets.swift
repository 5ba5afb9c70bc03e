/// Insets of a rectangle's four edges, in points (UIEdgeInsets): content insets, layout margins,
/// button insets. A value here, as in UIKit; the simulator lays nothing out with it.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the left edge.
  public var left: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the right edge.
  public var right: CGFloat

  /// Insets of each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No insets (UIEdgeInsetsZero).
  public static let zero = UIEdgeInsets()

  /// `{top, left, bottom, right}`, as `NSStringFromUIEdgeInsets` writes it.
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// Insets that follow the writing direction (NSDirectionalEdgeInsets, iOS 11 and later): leading
/// and trailing are left and right in a left-to-right language, the simulated device's.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the leading edge.
  public var leading: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the trailing edge.
  public var trailing: CGFloat

  /// Insets of each edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets()
}

/// A horizontal and vertical offset (UIOffset), as bar button items and search bars take it.
public struct UIOffset: Hashable, Sendable {
  /// The horizontal offset.
  public var horizontal: CGFloat
  /// The vertical offset.
  public var vertical: CGFloat

  /// An offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset.
  public init() { self.init(horizontal: 0, vertical: 0) }

  /// No offset (UIOffsetZero).
  public static let zero = UIOffset()
}

extension CGRect {
  /// The rectangle with `insets` taken off its edges (UIEdgeInsetsInsetRect; `inset(by:)` in
  /// Swift): the arithmetic Core Graphics does, exactly.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
