import Foundation

/// The attribute keys UIKit adds to `NSAttributedString` (“NSAttributedString.Key”), with
/// Apple's raw values: attributed strings keep them, labels, text fields, text views and buttons
/// keep the strings, and no text is drawn (the snapshot shows the string's characters).
extension NSAttributedString.Key {
  /// The font (a `UIFont`).
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's colour (a `UIColor`).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text (a `UIColor`).
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The paragraph's layout (an `NSParagraphStyle`).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Extra space between letters, in points (a number).
  public static let kern = NSAttributedString.Key("NSKern")
  /// An underline (an `NSUnderlineStyle`'s raw value).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The underline's colour (a `UIColor`).
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// A line through the text (an `NSUnderlineStyle`'s raw value).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The outline's colour (a `UIColor`).
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The outline's width, in percent of the font size (a number).
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// How far the text is raised from the baseline, in points (a number).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// A link (a `URL` or a string).
  public static let link = NSAttributedString.Key("NSLink")
}

/// How text that does not fit is broken or cut (NSLineBreakMode). UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
  /// At word boundaries.
  case byWordWrapping = 0
  /// At any character.
  case byCharWrapping = 1
  /// Cut at the edge.
  case byClipping = 2
  /// An ellipsis at the start.
  case byTruncatingHead = 3
  /// An ellipsis at the end.
  case byTruncatingTail = 4
  /// An ellipsis in the middle.
  case byTruncatingMiddle = 5
}

/// The look of an underline or strikethrough (NSUnderlineStyle). UIKit's raw values; an
/// attribute holds the raw value (`NSUnderlineStyle.single.rawValue`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int
  /// A style from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// Dotted.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// Dashed.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Under words only, not spaces.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// How a paragraph of an attributed string is laid out (NSParagraphStyle): kept and read back,
/// nothing is laid out. ``NSMutableParagraphStyle`` sets it; `default` is a new one each time.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
  var storedAlignment = NSTextAlignment.natural
  var storedLineBreakMode = NSLineBreakMode.byWordWrapping
  var storedLineSpacing: CGFloat = 0
  var storedParagraphSpacing: CGFloat = 0
  var storedLineHeightMultiple: CGFloat = 0
  var storedFirstLineHeadIndent: CGFloat = 0
  var storedHeadIndent: CGFloat = 0

  /// The default style: natural alignment, word wrapping, no extra spacing.
  public override init() { super.init() }

  /// The default style.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// Where the lines sit.
  open var alignment: NSTextAlignment { storedAlignment }
  /// How lines that do not fit are broken.
  open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
  /// Extra space between lines, in points.
  open var lineSpacing: CGFloat { storedLineSpacing }
  /// Extra space after the paragraph, in points.
  open var paragraphSpacing: CGFloat { storedParagraphSpacing }
  /// The line height as a multiple of the font's (0 for the font's own).
  open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
  /// The indent of the first line, in points.
  open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
  /// The indent of the other lines, in points.
  open var headIndent: CGFloat { storedHeadIndent }

  private func copy(into style: NSParagraphStyle) -> NSParagraphStyle {
    style.storedAlignment = storedAlignment
    style.storedLineBreakMode = storedLineBreakMode
    style.storedLineSpacing = storedLineSpacing
    style.storedParagraphSpacing = storedParagraphSpacing
    style.storedLineHeightMultiple = storedLineHeightMultiple
    style.storedFirstLineHeadIndent = storedFirstLineHeadIndent
    style.storedHeadIndent = storedHeadIndent
    return style
  }

  /// An immutable copy.
  open func copy(with zone: NSZone? = nil) -> Any { copy(into: NSParagraphStyle()) }

  /// A mutable copy (an ``NSMutableParagraphStyle``).
  open func mutableCopy(with zone: NSZone? = nil) -> Any { copy(into: NSMutableParagraphStyle()) }

  /// Whether `object` is a paragraph style with the same values.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return (alignment, lineBreakMode, lineSpacing, paragraphSpacing)
      == (other.alignment, other.lineBreakMode, other.lineSpacing, other.paragraphSpacing)
      && (lineHeightMultiple, firstLineHeadIndent, headIndent)
        == (other.lineHeightMultiple, other.firstLineHeadIndent, other.headIndent)
  }

  /// A hash of the alignment and line spacing.
  open override var hash: Int { alignment.rawValue &* 31 &+ Int(lineSpacing) }
}

/// A paragraph style the app sets (NSMutableParagraphStyle): kept and read back.
open class NSMutableParagraphStyle: NSParagraphStyle {
  /// Where the lines sit.
  open override var alignment: NSTextAlignment {
    get { storedAlignment }
    set { storedAlignment = newValue }
  }
  /// How lines that do not fit are broken.
  open override var lineBreakMode: NSLineBreakMode {
    get { storedLineBreakMode }
    set { storedLineBreakMode = newValue }
  }
  /// Extra space between lines, in points.
  open override var lineSpacing: CGFloat {
    get { storedLineSpacing }
    set { storedLineSpacing = newValue }
  }
  /// Extra space after the paragraph, in points.
  open override var paragraphSpacing: CGFloat {
    get { storedParagraphSpacing }
    set { storedParagraphSpacing = newValue }
  }
  /// The line height as a multiple of the font's.
  open override var lineHeightMultiple: CGFloat {
    get { storedLineHeightMultiple }
    set { storedLineHeightMultiple = newValue }
  }
  /// The indent of the first line, in points.
  open override var firstLineHeadIndent: CGFloat {
    get { storedFirstLineHeadIndent }
    set { storedFirstLineHeadIndent = newValue }
  }
  /// The indent of the other lines, in points.
  open override var headIndent: CGFloat {
    get { storedHeadIndent }
    set { storedHeadIndent = newValue }
  }
}
