/// A view's layer and the looks UIKit keeps on it: kept and read back, never drawn
/// (``CALayer``).
extension UIView {
  /// How a view's contents fill its bounds (UIView.ContentMode): kept and read back. UIKit's
  /// raw values.
  public enum ContentMode: Int, Sendable {
    /// Stretched to fill.
    case scaleToFill = 0
    /// Scaled to fit, keeping the aspect ratio.
    case scaleAspectFit = 1
    /// Scaled to fill, keeping the aspect ratio (and clipped).
    case scaleAspectFill = 2
    /// Redrawn when the bounds change.
    case redraw = 3
    /// Centred, unscaled.
    case center = 4
    /// At the top, unscaled.
    case top = 5
    /// At the bottom, unscaled.
    case bottom = 6
    /// At the left, unscaled.
    case left = 7
    /// At the right, unscaled.
    case right = 8
    /// At the top left, unscaled.
    case topLeft = 9
    /// At the top right, unscaled.
    case topRight = 10
    /// At the bottom left, unscaled.
    case bottomLeft = 11
    /// At the bottom right, unscaled.
    case bottomRight = 12
  }

  /// The view's layer: one per view, made on first use from ``layerClass``. Its frame, bounds,
  /// background colour, opacity and hidden state are the view's (``CALayer``).
  public var layer: CALayer {
    if let layer = layoutState.layer { return layer }
    let layer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
    layer.owningView = self
    layer.isOpaque = true
    layoutState.layer = layer
    return layer
  }

  /// The view's transform: kept and read back (the layer's `affineTransform()`); the frame is
  /// not changed by it, as nothing is drawn or laid out.
  public var transform: CGAffineTransform {
    get { layoutState.layer?.affineTransform() ?? .identity }
    set { layer.setAffineTransform(newValue) }
  }

  /// How the contents fill the bounds: kept and read back (`.scaleToFill` until set).
  public var contentMode: ContentMode {
    get { layoutState.contentMode }
    set { layoutState.contentMode = newValue }
  }

  /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`, kept and read back.
  public var clipsToBounds: Bool {
    get { layoutState.layer?.masksToBounds ?? false }
    set { layer.masksToBounds = newValue }
  }

  /// Whether the view is opaque: the layer's `isOpaque`, kept and read back (true until set, as
  /// UIKit makes a view).
  public var isOpaque: Bool {
    get { layoutState.layer?.isOpaque ?? true }
    set { layer.isOpaque = newValue }
  }

  /// Pixels per point: the layer's `contentsScale`, kept and read back (1 until set).
  public var contentScaleFactor: CGFloat {
    get { layoutState.layer?.contentsScale ?? 1 }
    set { layer.contentsScale = newValue }
  }
}
