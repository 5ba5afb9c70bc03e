/// A spinner: whether it spins is kept, and with ``hidesWhenStopped`` (the default) it is
/// hidden while it does not, as on iOS — so it leaves the snapshot when stopped. Nothing turns.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's look, with UIKit's raw values (inert).
  public enum Style: Int, Sendable {
    /// Large and white (iOS 2 to 12).
    case whiteLarge = 0
    /// White (iOS 2 to 12).
    case white = 1
    /// Grey (iOS 2 to 12).
    case gray = 2
    /// The medium size, in the interface's colour (iOS 13).
    case medium = 100
    /// The large size (iOS 13).
    case large = 101
  }

  /// The look: kept and read back (inert).
  public var style: Style
  /// Whether the spinner is hidden while it does not spin; true by default.
  public var hidesWhenStopped = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }
  /// Whether it spins.
  public private(set) var isAnimating = false

  /// A stopped spinner, hidden.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }

  /// A stopped grey spinner with a frame, hidden.
  public override init(frame: CGRect) {
    style = .gray
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a spinner from an interface file: stopped and hidden.
  public required init?(coder: NSCoder) {
    style = .gray
    super.init(coder: coder)
    isHidden = true
  }

  /// Starts spinning, and shows the spinner.
  public func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning; hides the spinner when ``hidesWhenStopped``.
  public func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
}
