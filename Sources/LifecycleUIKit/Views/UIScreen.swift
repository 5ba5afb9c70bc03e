/// The device's screen.
///
/// The simulated device is one iPhone of the articles' era, whatever the OS generation: its
/// screen is 320 × 480 points (every iPhone from the first to the 4S). The scenario's `device`
/// line names no model, so the size does not follow one; the scale does follow the hardware
/// the device stands for — 1 on a device without multitasking (`multitasking=no`: the iPhone
/// 3G, and every device under iPhone OS 3, before the Retina iPhone 4), else 2 (the iPhone 4
/// and 4S, 640 × 960 pixels). Code that lays out by `bounds` sees the same size on every
/// profile; tables use it to decide which rows are visible.
@preconcurrency @MainActor
public final class UIScreen {
  /// The main screen.
  public static let main = UIScreen()

  /// The screen's rectangle in points: 320 × 480 on every profile.
  public let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)

  /// Pixels per point: 2 on a device that multitasks (the Retina iPhone 4 and later), 1 on one
  /// that does not and under iPhone OS 3; 2 outside any app's code.
  public var scale: CGFloat {
    guard let environment = AppContext.current?.process?.environment else { return 2 }
    return environment.multitasking ? 2 : 1
  }

  /// The screen's rectangle in pixels, in portrait: ``bounds`` times ``scale`` (640 × 960 on
  /// a Retina device).
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }

  /// The scale of the pixels the screen shows: the same as ``scale`` (no zoomed display mode).
  public var nativeScale: CGFloat { scale }

  private init() {}
}
