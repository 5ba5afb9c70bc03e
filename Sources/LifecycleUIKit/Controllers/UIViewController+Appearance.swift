extension UIViewController {
  /// Tells the system to ask the status bar methods again (``preferredStatusBarStyle``): nothing
  /// to do here, where no status bar is drawn (inert).
  public func setNeedsStatusBarAppearanceUpdate() {}
}

/// The interface orientations a view controller supports, with UIKit's raw values: each is
/// `1 << UIInterfaceOrientation` (portrait 1, upside down 2, landscape right 3, landscape left 4).
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: UInt
  /// Creates a mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Upright.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Upside down.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// The home button on the right.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// The home button on the left.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Either landscape orientation.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  /// Every orientation but upside down.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
