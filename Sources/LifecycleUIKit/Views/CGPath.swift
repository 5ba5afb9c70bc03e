/// A path of lines and curves (CGPath), kept as the list of what was added: shape layers and
/// shadows keep one, and nothing is drawn. ``CGMutablePath`` builds one; ``UIBezierPath`` too.
open class CGPath: Equatable, CustomStringConvertible {
  /// One step of a path, in the order it was added.
  public enum Element: Hashable, Sendable {
    /// Starts a subpath at the point.
    case move(to: CGPoint)
    /// A straight line to the point.
    case line(to: CGPoint)
    /// A quadratic curve to `to` with one control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic curve to `to` with two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the subpath.
    case close
    /// A rectangle, as its own closed subpath.
    case rect(CGRect)
    /// An ellipse inside the rectangle, as its own closed subpath.
    case ellipse(in: CGRect)
    /// A rectangle with rounded corners of these radii, as its own closed subpath.
    case roundedRect(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
    /// An arc of a circle, in radians.
    case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
    /// A shape added with a transform (`CGPath(rect:transform:)` with one that is not nil).
    indirect case transformed(Element, by: CGAffineTransform)
  }

  /// What the path is made of, in order.
  public internal(set) var elements: [Element]

  init(elements: [Element]) { self.elements = elements }

  /// A rectangle, through `transform` when one is given.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(elements: [Self.element(.rect(rect), transform)])
  }

  /// An ellipse inside a rectangle, through `transform` when one is given.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(elements: [Self.element(.ellipse(in: rect), transform)])
  }

  /// A rectangle with rounded corners, through `transform` when one is given.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    self.init(
      elements: [
        Self.element(.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight), transform)
      ])
  }

  private static func element(_ element: Element, _ transform: UnsafePointer<CGAffineTransform>?) -> Element {
    guard let transform = transform?.pointee, !transform.isIdentity else { return element }
    return .transformed(element, by: transform)
  }

  /// Whether nothing was added.
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included (Core
  /// Graphics' `boundingBox`); `.null` for an empty path. An arc counts its whole circle, and a
  /// transformed shape the corners of its transformed box: larger than Core Graphics' there.
  public var boundingBox: CGRect {
    elements.reduce(CGRect.null) { box, element in box.union(Self.box(of: element)) }
  }

  private static func box(of element: Element) -> CGRect {
    func around(_ points: CGPoint...) -> CGRect {
      let xs = points.map(\.x)
      let ys = points.map(\.y)
      return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
    switch element {
    case .move(let point), .line(let point): return around(point)
    case .quadCurve(let to, let control): return around(to, control)
    case .curve(let to, let control1, let control2): return around(to, control1, control2)
    case .close: return .null
    case .rect(let rect), .ellipse(let rect), .roundedRect(let rect, _, _): return rect
    case .arc(let center, let radius, _, _, _):
      return CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    case .transformed(let element, let transform):
      let inner = box(of: element)
      guard !inner.isNull else { return .null }
      let corners = [
        CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: inner.maxX, y: inner.minY),
        CGPoint(x: inner.minX, y: inner.maxY), CGPoint(x: inner.maxX, y: inner.maxY),
      ].map { $0.applying(transform) }
      return around(corners[0], corners[1], corners[2], corners[3])
    }
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

  /// Whether both paths were made of the same elements.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

  /// The elements, in order.
  public var description: String { "CGPath(\(elements))" }
}

/// A path being built (CGMutablePath).
public final class CGMutablePath: CGPath {
  /// An empty path.
  public init() { super.init(elements: []) }

  override init(elements: [Element]) { super.init(elements: elements) }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint) { elements.append(.move(to: point)) }
  /// Adds a line to `point`.
  public func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
  /// Adds a quadratic curve.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: end, control: control))
  }
  /// Adds a cubic curve.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }
  /// Adds a rectangle.
  public func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
  /// Adds an ellipse inside `rect`.
  public func addEllipse(in rect: CGRect) { elements.append(.ellipse(in: rect)) }
  /// Adds an arc of a circle.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    elements.append(
      .arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
  }
  /// Adds another path's elements.
  public func addPath(_ path: CGPath) { elements += path.elements }
  /// Closes the current subpath.
  public func closeSubpath() { elements.append(.close) }
}
