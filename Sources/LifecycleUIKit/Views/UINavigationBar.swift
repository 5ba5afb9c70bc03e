/// The bar at the top of a navigation controller (“UINavigationBar”): its looks are kept and read
/// back, and draw nothing (inert). What the user does with it — the back button, the bar button
/// items — goes through the navigation controller and its items (`back`, `tap APP Title`).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// Whether the bar is translucent (kept).
  open var isTranslucent = true
  /// The bar's background tint (kept).
  open var barTintColor: UIColor?
  /// The bar's style (kept).
  open var barStyle: UIBarStyle = .default
  /// The attributes of the title's text (kept).
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The attributes of a large title's text (iOS 11; kept).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// Whether titles are shown large (iOS 11; kept).
  open var prefersLargeTitles = false
  /// The image of the line under the bar (kept).
  open var shadowImage: UIImage?
  private var backgroundImages: [Int: UIImage] = [:]

  /// A navigation bar with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A navigation bar from an interface file.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Sets the bar's background image for `barMetrics` (kept).
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics.rawValue] = backgroundImage
  }

  /// The background image set for `barMetrics`.
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[barMetrics.rawValue]
  }
}

/// The look of a bar (“UIBarStyle”), with UIKit's raw values.
public enum UIBarStyle: Int, Sendable {
  /// The default look.
  case `default` = 0
  /// A dark look.
  case black = 1
}

/// The metrics a bar's background image is for (“UIBarMetrics”), with UIKit's raw values.
public enum UIBarMetrics: Int, Sendable {
  /// The default metrics.
  case `default` = 0
  /// A compact bar (a phone in landscape).
  case compact = 1
  /// The default metrics with a prompt.
  case defaultPrompt = 101
  /// Compact with a prompt.
  case compactPrompt = 102
}
