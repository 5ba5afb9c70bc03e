/// How much a constraint, or a view's resistance to growing or shrinking, matters to Auto Layout
/// (UILayoutPriority), from 1 to 1000: a value here, as in UIKit. UIKit's constants and
/// arithmetic (`.defaultHigh - 1`); nothing is solved with it in the simulator.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority, from 1 to 1000.
  public var rawValue: Float

  /// A priority.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// A priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A constraint that must hold (1000).
  public static let required = UILayoutPriority(1000)
  /// A button's resistance to being squeezed (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// A button's resistance to being stretched (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The level `systemLayoutSizeFitting` asks at (50).
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// A window scene's size on a drag that can resize it (510).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// A window scene's current size (500).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// A drag that cannot resize the scene (490).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)

  /// Whether `lhs` matters less than `rhs`.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A priority `rhs` higher.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority `rhs` lower.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}

extension NSLayoutConstraint {
  /// A direction of layout (NSLayoutConstraint.Axis): a stack view's `axis`, and the axis of
  /// hugging and compression resistance. UIKit's raw values.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}
