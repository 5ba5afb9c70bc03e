import LifecycleCore

/// The device's screen.
///
/// The simulated device is one iPhone of the articles' era, whatever the OS generation; its
/// size and scale are the core's (`LifecycleEnvironment.screenPoints` and `screenScale`):
/// 320 × 480 points on every profile, at scale 1 on a device without multitasking (the
/// iPhone 3G, and every device under iPhone OS 3) and 2 otherwise (the iPhone 4 and 4S,
/// 640 × 960 pixels). Code that lays out by `bounds` sees the same size on every profile;
/// tables use it to decide which rows are visible.
@preconcurrency @MainActor
public final class UIScreen {
  /// The main screen.
  public static let main = UIScreen()

  /// The screen's rectangle in points: 320 × 480 on every profile.
  public let bounds = CGRect(
    x: 0, y: 0, width: UIScreen.standardEnvironment.screenPoints.width,
    height: UIScreen.standardEnvironment.screenPoints.height)

  /// Pixels per point: 2 on a device that multitasks (the Retina iPhone 4 and later), 1 on one
  /// that does not and under iPhone OS 3; the newest generation's outside any app's code.
  public var scale: CGFloat {
    CGFloat((AppContext.current?.process?.environment ?? UIScreen.standardEnvironment).screenScale)
  }

  /// The environment outside any app: the newest generation on a standard device.
  private static let standardEnvironment = LifecycleEnvironment(profile: .of(OSGeneration.allCases.last!))

  /// The screen's rectangle in pixels, in portrait: ``bounds`` times ``scale`` (640 × 960 on
  /// a Retina device).
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }

  /// The scale of the pixels the screen shows: the same as ``scale`` (no zoomed display mode).
  public var nativeScale: CGFloat { scale }

  private init() {}
}
