/// A Core Graphics colour (CGColor): what layers take (`borderColor`, `shadowColor`, a gradient's
/// `colors`). Here it is the same value as the ``UIColor`` it came from: `UIColor.cgColor` and
/// `UIColor(cgColor:)` go back and forth without loss, and nothing is drawn with it.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  let value: UIColor.Value

  init(_ value: UIColor.Value) { self.value = value }

  /// The opacity, from 0 to 1 (1 for a named system colour, which has no fixed components here).
  public var alpha: CGFloat {
    if case .components(_, _, _, let alpha) = value { return alpha }
    return 1
  }

  /// Red, green, blue and alpha, each from 0 to 1; nil for a named system colour.
  public var components: [CGFloat]? {
    if case .components(let red, let green, let blue, let alpha) = value { return [red, green, blue, alpha] }
    return nil
  }

  /// The same colour with another opacity.
  public func copy(alpha: CGFloat) -> CGColor? { UIColor(value).withAlphaComponent(alpha).cgColor }

  /// The colour's description, as its `UIColor`'s.
  public var description: String { UIColor(value).description }

  /// Whether both colours were made the same way.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.value == rhs.value }

  /// Hashes how the colour was made.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension UIColor {
  /// The colour as Core Graphics' `CGColor`, for layers.
  public var cgColor: CGColor { CGColor(value) }

  /// The colour a `CGColor` stands for.
  public convenience init(cgColor: CGColor) { self.init(cgColor.value) }
}
