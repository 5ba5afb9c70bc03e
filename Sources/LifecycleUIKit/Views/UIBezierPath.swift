/// A path for drawing or for a layer (UIBezierPath): kept as a ``CGPath`` (``cgPath``), drawn
/// nowhere. Its shapes, lines and curves are the path's elements, in order.
open class UIBezierPath {
  private var path = CGMutablePath()

  /// The width of a drawn line: kept and read back (1 until set).
  open var lineWidth: CGFloat = 1

  /// An empty path.
  public init() {}

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// An ellipse inside `rect` (a circle in a square).
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rectangle with every corner rounded by `cornerRadius`.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.elements.append(.roundedRect(rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius))
  }

  /// A rectangle with `corners` rounded by `cornerRadii` (kept as a rounded rectangle whose
  /// unrounded corners are not recorded).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    path.elements.append(.roundedRect(rect, cornerWidth: cornerRadii.width, cornerHeight: cornerRadii.height))
  }

  /// An arc of a circle.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// A path with `cgPath`'s elements.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// The path as Core Graphics' ``CGPath``, for a layer's `path` or `shadowPath`; setting it
  /// replaces the elements.
  open var cgPath: CGPath {
    get { CGMutablePath(elements: path.elements) }
    set { path = CGMutablePath(elements: newValue.elements) }
  }

  /// Starts a subpath at `point`.
  open func move(to point: CGPoint) { path.move(to: point) }
  /// Adds a line to `point`.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// Adds a cubic curve.
  open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  /// Adds a quadratic curve.
  open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: end, control: controlPoint)
  }
  /// Adds an arc of a circle.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
  /// Closes the current subpath.
  open func close() { path.closeSubpath() }
  /// Adds `other`'s elements.
  open func append(_ other: UIBezierPath) { path.addPath(other.path) }
  /// Removes every element.
  open func removeAllPoints() { path = CGMutablePath() }

  /// Whether nothing was added.
  open var isEmpty: Bool { path.isEmpty }
  /// The path's bounding box, control points included (``CGPath/boundingBox``).
  open var bounds: CGRect { path.boundingBox }
}

/// The corners of a rectangle that `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// rounds (UIRectCorner).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The bits, as UIKit numbers them.
  public let rawValue: UInt
  /// UIRectCorner from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four.
  public static let allCorners = UIRectCorner(rawValue: 0b1111)
}
