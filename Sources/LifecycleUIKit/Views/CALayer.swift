/// A Core Animation layer (CALayer): its looks are kept and read back, and nothing is drawn or
/// animated (QuartzCore maps to this module, `lifecycle import`).
///
/// Every view has one layer, made on first use (``UIView/layer``, of the view's `layerClass`).
/// As in UIKit, a view's layer and the view are one object seen twice: the layer's `frame`,
/// `bounds`, `backgroundColor`, `opacity` and `isHidden` are the view's `frame`, `bounds`,
/// `backgroundColor`, `alpha` and `isHidden`, and the view's `clipsToBounds`, `isOpaque` and
/// `contentScaleFactor` are the layer's `masksToBounds`, `isOpaque` and `contentsScale`.
/// ``sublayers`` are the layers added with ``addSublayer(_:)``; the subviews' layers are not
/// among them, as they are on iOS.
@preconcurrency @MainActor
open class CALayer {
  /// The view whose layer this is (its delegate, in UIKit).
  weak var owningView: UIView?
  private var ownFrame = CGRect.zero
  private var ownBackgroundColor: CGColor?
  private var ownOpacity: Float = 1
  private var ownHidden = false

  /// A layer of its own, with no view.
  public required init() {}

  /// The rectangle in the superlayer: the view's `frame` for a view's layer.
  open var frame: CGRect {
    get { owningView?.frame ?? ownFrame }
    set {
      if let owningView { owningView.frame = newValue } else { ownFrame = newValue }
    }
  }

  /// The layer's own rectangle: the frame's size at the origin; setting it sets the size.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The frame's centre (the anchor point is not applied: no geometry is computed).
  open var position: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// The point the layer turns about, in unit coordinates: kept and read back (the centre until set).
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// The fill behind the contents: the view's `backgroundColor` for a view's layer.
  open var backgroundColor: CGColor? {
    get { owningView.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
    set {
      if let owningView {
        owningView.backgroundColor = newValue.map(UIColor.init(cgColor:))
      } else {
        ownBackgroundColor = newValue
      }
    }
  }

  /// The opacity from 0 to 1: the view's `alpha` for a view's layer.
  open var opacity: Float {
    get { owningView.map { Float($0.alpha) } ?? ownOpacity }
    set {
      if let owningView { owningView.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
    }
  }

  /// Whether the layer is hidden: the view's `isHidden` for a view's layer (which takes the view
  /// off screen, with its appearance callbacks).
  open var isHidden: Bool {
    get { owningView?.isHidden ?? ownHidden }
    set {
      if let owningView { owningView.isHidden = newValue } else { ownHidden = newValue }
    }
  }

  /// Whether sublayers are clipped to the bounds (the view's `clipsToBounds`): kept and read back.
  open var masksToBounds = false
  /// The radius of the rounded corners: kept and read back (0 until set).
  open var cornerRadius: CGFloat = 0
  /// The border's width: kept and read back (0 until set).
  open var borderWidth: CGFloat = 0
  /// The border's colour: kept and read back (opaque black until set, as Core Animation's).
  open var borderColor: CGColor? = UIColor.black.cgColor
  /// The shadow's colour: kept and read back (opaque black until set).
  open var shadowColor: CGColor? = UIColor.black.cgColor
  /// The shadow's opacity: kept and read back (0, no shadow, until set).
  open var shadowOpacity: Float = 0
  /// The shadow's offset: kept and read back ((0, -3) until set, as Core Animation's).
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius: kept and read back (3 until set).
  open var shadowRadius: CGFloat = 3
  /// The shadow's shape: kept and read back.
  open var shadowPath: CGPath?
  /// Whether the layer is opaque (the view's `isOpaque`): kept and read back.
  open var isOpaque = false
  /// Pixels per point of the contents (the view's `contentScaleFactor`): kept and read back (1).
  open var contentsScale: CGFloat = 1
  /// The order among sibling layers: kept and read back.
  open var zPosition: CGFloat = 0
  /// A name for the app's own use.
  open var name: String?
  /// The image shown (a `CGImage` on iOS): kept and read back.
  open var contents: Any?
  /// A layer whose opacity masks this one: kept and read back.
  open var mask: CALayer?
  /// Whether the layer is drawn once into a bitmap: kept and read back.
  open var shouldRasterize = false
  /// The bitmap's scale when rasterized: kept and read back.
  open var rasterizationScale: CGFloat = 1
  private var transform2D = CGAffineTransform.identity

  /// The layer's transform (the view's `transform` for a view's layer): kept and read back.
  open func affineTransform() -> CGAffineTransform { transform2D }
  /// Sets the layer's transform.
  open func setAffineTransform(_ transform: CGAffineTransform) { transform2D = transform }

  // MARK: The layer tree

  /// The layers added to this one, back to front; nil when there are none, as Core Animation's.
  /// Setting it replaces them.
  open var sublayers: [CALayer]? {
    get { children.isEmpty ? nil : children }
    set {
      for child in children { child.superlayer = nil }
      children = []
      for child in newValue ?? [] { addSublayer(child) }
    }
  }
  private var children: [CALayer] = []

  /// The layer this one was added to.
  public private(set) weak var superlayer: CALayer?

  /// Adds `layer` on top of the sublayers, taking it from its old superlayer.
  open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }

  /// Inserts `layer` at `index` among the sublayers (clamped).
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    children.insert(layer, at: min(Int(index), children.count))
    layer.superlayer = self
  }

  /// Inserts `layer` just below `sibling` (at the bottom when it is not a sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    insertSublayer(layer, at: UInt32(children.firstIndex { $0 === sibling } ?? 0))
  }

  /// Inserts `layer` just above `sibling` (on top when it is not a sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = children.firstIndex { $0 === sibling }.map { $0 + 1 } ?? children.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Takes the layer out of its superlayer.
  open func removeFromSuperlayer() {
    superlayer?.children.removeAll { $0 === self }
    superlayer = nil
  }

  /// Marks the layer for redrawing; nothing is drawn in the simulator.
  open func setNeedsDisplay() {}
  /// Marks the layer for layout; layers are not laid out in the simulator.
  open func setNeedsLayout() {}
  /// The animations added and not yet removed, by key, in the order added (`CATransaction.swift`).
  var runningAnimations: [(key: String, value: RunningAnimation)] = []
}

/// A layer that fills its bounds with a gradient (CAGradientLayer): kept and read back, never drawn.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  /// The kind of gradient (CAGradientLayerType).
  public struct GradientType: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation's.
    public let rawValue: String
    /// A type by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point (the default).
    public static let axial = GradientType(rawValue: "axial")
    /// Around the start point.
    public static let radial = GradientType(rawValue: "radial")
    /// Around the start point, by angle (iOS 12 and later).
    public static let conic = GradientType(rawValue: "conic")
  }

  /// The colours (`CGColor`s), in order.
  open var colors: [Any]?
  /// Where each colour stops, from 0 to 1; nil for evenly spaced.
  open var locations: [NSNumber]?
  /// Where the gradient starts, in unit coordinates (top centre until set).
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in unit coordinates (bottom centre until set).
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient.
  open var type = GradientType.axial

  /// An empty gradient layer.
  public required init() { super.init() }
}

/// The kind of a gradient layer.
public typealias CAGradientLayerType = CAGradientLayer.GradientType

/// A layer that draws a path (CAShapeLayer): kept and read back, never drawn.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
  /// The path drawn.
  open var path: CGPath?
  /// The fill's colour (opaque black until set, as Core Animation's; nil for none).
  open var fillColor: CGColor? = UIColor.black.cgColor
  /// The stroke's colour (nil, no stroke, until set).
  open var strokeColor: CGColor?
  /// The stroke's width (1 until set).
  open var lineWidth: CGFloat = 1
  /// Where the stroke starts along the path, from 0 to 1.
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends along the path, from 0 to 1.
  open var strokeEnd: CGFloat = 1
  /// The lengths of the dashes and gaps; nil for a solid line.
  open var lineDashPattern: [NSNumber]?
  /// How far into the dash pattern the line starts.
  open var lineDashPhase: CGFloat = 0
  /// How the stroke's segments meet (`.miter` until set).
  open var lineJoin = CAShapeLayerLineJoin.miter
  /// How the stroke's ends look (`.butt` until set).
  open var lineCap = CAShapeLayerLineCap.butt
  /// How far a mitred corner may reach (10 until set).
  open var miterLimit: CGFloat = 10
  /// Which areas of the path are filled (`.nonZero` until set).
  open var fillRule = CAShapeLayerFillRule.nonZero

  /// An empty shape layer.
  public required init() { super.init() }
}

extension CALayer {
  /// The layer as it is on screen (Apple, “presentation()”): nothing is ever animating here, as
  /// animations make their changes at once, so the on-screen values are the layer's own and this
  /// is the layer itself (iOS answers a copy; code that only reads it, as collision checks do,
  /// sees the same values).
  public func presentation() -> Self? { self }
}

/// How a shape layer's stroke segments meet (Apple's “CAShapeLayerLineJoin”).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation's.
  public let rawValue: String
  /// A join by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Pointed corners.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// Rounded corners.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// Cut-off corners.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// How a shape layer's stroke ends (Apple's “CAShapeLayerLineCap”).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation's.
  public let rawValue: String
  /// A cap by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Square, at the end point.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// Rounded.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Square, half the line's width past the end point.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// Which areas of a shape layer's path are filled (Apple's “CAShapeLayerFillRule”).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation's.
  public let rawValue: String
  /// A rule by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The non-zero winding rule.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// The even-odd rule.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
