/// A view that shows a line of text.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown: the characters of ``attributedText`` when that was set last.
  public var text: String? {
    didSet { attributedStorage = nil }
  }
  /// The attributed text the app set last, if it set one after ``text``.
  var attributedStorage: NSAttributedString?
  /// How a line that does not fit is cut: kept and read back (`.byTruncatingTail` until set).
  public var lineBreakMode = NSLineBreakMode.byTruncatingTail
  /// The font: kept and read back, the 17-point system font until set (an inert value).
  public var font: UIFont! = .systemFont(ofSize: 17)
  /// The text's colour: kept and read back, black until set (inert).
  public var textColor: UIColor! = .black
  /// Where the lines sit: kept and read back (inert).
  public var textAlignment = NSTextAlignment.natural
  /// The most lines shown, 0 for any number: kept and read back (inert; the snapshot shows the
  /// whole text).
  public var numberOfLines = 1
  /// Whether the font shrinks to fit the width: kept and read back (inert).
  public var adjustsFontSizeToFitWidth = false
  /// The smallest scale the font shrinks to when it fits the width: kept and read back (inert).
  public var minimumScaleFactor: CGFloat = 0

  /// Creates a label with a frame; it takes no user interaction until told (UIKit's default).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates a label from an interface file: reads `text` (and `tag`, `isHidden`); it takes no
  /// user interaction, as UIKit's labels.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
    text = coder.decodeObject(forKey: "text") as? String
  }
}
