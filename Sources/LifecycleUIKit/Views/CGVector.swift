import Foundation

/// A two-dimensional vector (Apple, “CGVector”), which Linux Foundation lacks (it has `CGPoint`,
/// `CGSize` and `CGRect` only): the change `dx` across and `dy` down, as UIKit Dynamics and
/// SpriteKit take it. A plain value: nothing in the simulator reads one.
public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// A vector of `dx` across and `dy` down.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector from `Double` components.
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

  /// A vector from `Int` components.
  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

  /// The zero vector, `(0, 0)`.
  public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }

  /// The zero vector.
  public static let zero = CGVector()

  /// `(dx, dy)`, as Core Graphics prints it.
  public var description: String { "(\(dx), \(dy))" }
}
