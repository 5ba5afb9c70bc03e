/// A font, kept as a value: labels and text fields store it and hand it back, and no text is
/// drawn (an inert value, `Docs/Compatibility.md`).
///
/// The factories typical code uses exist so that `label.font = .systemFont(ofSize: 17)` compiles
/// unchanged. Two fonts are equal when they have the same name and size. The system font is
/// named `.SFUI-Regular` (`.SFUI-Semibold` bold), as iOS 9 and later name it; a text style's
/// font has the style's size at the default Dynamic Type setting (“Typography”, Human Interface
/// Guidelines: body 17, headline 17 semibold, caption 12).
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  /// The font's name (`.SFUI-Regular`, `Helvetica`).
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat

  /// The font named `fontName` at `size`; nil for an empty name (iOS answers nil for a font it
  /// does not have; the simulated device has every font it is asked for).
  public init?(name fontName: String, size: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.fontName = fontName
    pointSize = size
  }

  private init(named fontName: String, size: CGFloat) {
    self.fontName = fontName
    pointSize = size
  }

  /// The system font at `size`.
  public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(named: ".SFUI-Regular", size: size) }

  /// The bold system font at `size`.
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(named: ".SFUI-Semibold", size: size)
  }

  /// The system font at `size` and `weight` (“systemFont(ofSize:weight:)”, iOS 8.2): named by
  /// the weight (`.SFUI-Semibold`); the regular weight is ``systemFont(ofSize:)``'s font.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(named: ".SFUI-\(weight.name)", size: size)
  }

  /// A font's weight (“UIFont.Weight”), with UIKit's values, from -0.8 (ultra light) to 0.62
  /// (black).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight's value.
    public let rawValue: CGFloat
    /// A weight of `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)

    /// The name the font gets: `Regular`, `Semibold`, or the value for another weight.
    var name: String {
      let names: [Weight: String] = [
        .ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .regular: "Regular", .medium: "Medium",
        .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy", .black: "Black",
      ]
      return names[self] ?? "Weight\(rawValue)"
    }
  }

  /// The italic system font at `size`.
  public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(named: ".SFUI-Italic", size: size)
  }

  /// The font of a text style at the default text size (iOS 7 and later).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    switch style {
    case .headline: boldSystemFont(ofSize: 17)
    case .largeTitle: systemFont(ofSize: 34)
    case .title1: systemFont(ofSize: 28)
    case .title2: systemFont(ofSize: 22)
    case .title3: systemFont(ofSize: 20)
    case .subheadline, .callout: systemFont(ofSize: style == .callout ? 16 : 15)
    case .footnote: systemFont(ofSize: 13)
    case .caption1: systemFont(ofSize: 12)
    case .caption2: systemFont(ofSize: 11)
    default: systemFont(ofSize: 17)
    }
  }

  /// The same font at another size.
  public func withSize(_ size: CGFloat) -> UIFont { UIFont(named: fontName, size: size) }

  /// A text style of Dynamic Type (iOS 7 and later), by UIKit's names.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// Creates a style.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Body text.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A headline.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// A subheadline.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// A footnote.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// A caption.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// A second caption.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    /// Callout text (iOS 9).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// The first-level title (iOS 9).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The second-level title (iOS 9).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The third-level title (iOS 9).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// iOS 11 and later: the largest title, 34 points at the default text size.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
  }

  /// Whether two fonts have the same name and size.
  public static func == (left: UIFont, right: UIFont) -> Bool {
    left.fontName == right.fontName && left.pointSize == right.pointSize
  }

  /// Hashes the name and size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }

  /// The name and size.
  public var description: String { "\(fontName) \(pointSize)pt" }
}

/// How the lines of a text sit between its edges, with UIKit's raw values (inert here).
public enum NSTextAlignment: Int, Sendable {
  /// At the left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// At the right edge.
  case right = 2
  /// Spread to both edges.
  case justified = 3
  /// The script's own side (left for English).
  case natural = 4
}
