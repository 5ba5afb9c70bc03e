import Foundation

/// An affine transform of the plane (CGAffineTransform), which Linux Foundation lacks (it has
/// `AffineTransform` with other names). The matrix is Core Graphics' —
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// — and a point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)` (“CGAffineTransform”,
/// Apple's Core Graphics documentation). The arithmetic is exact as there; a view's `transform`
/// keeps one and draws nothing with it.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
  /// The matrix's entries.
  public var a, b, c, d, tx, ty: CGFloat

  /// A transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity.
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform()

  /// A scale by `sx` horizontally and `sy` vertically.
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

  /// A rotation by `angle` radians (counterclockwise in a y-up space; clockwise on the screen).
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(cos(Double(angle)))
    let sine = CGFloat(sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A translation by `tx` and `ty`.
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `other` (the matrix product `self × other`).
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A scale by `sx` and `sy` applied before this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation by `angle` radians applied before this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// A translation by `tx` and `ty` applied before this transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// The inverse; a transform that has none (its determinant is 0) comes back unchanged, as
  /// Core Graphics returns it.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  /// `[a, b, c, d, tx, ty]`.
  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension CGPoint {
  /// The point moved by `transform`.
  public func applying(_ transform: CGAffineTransform) -> CGPoint {
    CGPoint(
      x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty
    )
  }
}

extension CGSize {
  /// The size transformed by `transform`'s linear part (no translation), as Core Graphics does.
  public func applying(_ transform: CGAffineTransform) -> CGSize {
    CGSize(
      width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
  }
}
