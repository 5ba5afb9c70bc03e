/// A colour, kept as a value: views store it and hand it back, and nothing is drawn.
///
/// The initialisers and constants typical app code uses exist so that
/// `view.backgroundColor = .white` compiles unchanged; none of them has an effect in
/// the simulator (`Docs/Compatibility.md`). Two colours are equal when they were made the same
/// way: the same components, or the same named system colour. The system colours of iOS 13 and
/// later (`systemBackground`, `label`, …) adapt to light and dark mode on iOS; here they are
/// names, with no appearance to adapt to, and reading one on an earlier generation crashes the
/// app, as the class property does not exist there.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
  /// How the colour was made.
  enum Value: Hashable, Sendable {
    /// Red, green, blue and alpha, each from 0 to 1.
    case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// A named system colour that adapts to the interface style on iOS 13 and later.
    case system(String)
  }

  let value: Value

  init(_ value: Value) { self.value = value }

  /// A colour from its red, green, blue and opacity components, each from 0 to 1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(.components(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// The colour set `name` of the asset catalogs of the app's bundle folder (``AppBundle``): its
  /// universal colour's components ("Asset Catalog Format Reference"); nil when the app has no
  /// such colour set (or was registered without a bundle folder), as on iOS. Main-actor isolated:
  /// the bundle is the running app's.
  @preconcurrency @MainActor
  public convenience init?(named name: String) {
    guard let color = AppContext.current?.appBundle?.colorComponents(named: name) else { return nil }
    self.init(.components(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
  }

  /// A grey from 0 (black) to 1 (white), with an opacity from 0 to 1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(.components(red: white, green: white, blue: white, alpha: alpha))
  }

  /// The same colour with another opacity (a named system colour becomes its name with the
  /// opacity, since it has no fixed components here).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch value {
    case .components(let red, let green, let blue, _):
      UIColor(red: red, green: green, blue: blue, alpha: alpha)
    case .system(let name): UIColor(.system("\(name) alpha=\(alpha)"))
    }
  }

  /// `rgba(1, 0, 0, 1)`, or a system colour's name (`systemBackground`).
  public var description: String {
    switch value {
    case .components(let red, let green, let blue, let alpha): "rgba(\(red), \(green), \(blue), \(alpha))"
    case .system(let name): name
    }
  }

  /// Whether both colours were made the same way.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.value == rhs.value }

  /// Hashes how the colour was made.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }

  // MARK: Fixed colours (UIKit's values)

  /// Opaque black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// Opaque white.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Grey of 0.5.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Grey of 2/3.
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  /// Grey of 1/3.
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  /// Opaque red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Opaque green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Opaque blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Opaque yellow.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Opaque orange.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)

  // MARK: System colours (names here). Each is a class property of UIColor on iOS; one read where
  // the running generation does not have it crashes the app (APIAvailability), as the selector
  // would be unrecognized there.

  /// The background of the main interface (iOS 13 and later).
  public static var systemBackground: UIColor {
    system("systemBackground", selector: "systemBackgroundColor")
  }
  /// The background of grouped tables (iOS 13 and later).
  public static var systemGroupedBackground: UIColor {
    system("systemGroupedBackground", selector: "systemGroupedBackgroundColor")
  }
  /// Primary text (iOS 13 and later).
  public static var label: UIColor { system("label", selector: "labelColor") }
  /// Secondary text (iOS 13 and later).
  public static var secondaryLabel: UIColor { system("secondaryLabel", selector: "secondaryLabelColor") }
  /// The system's blue, the default tint (iOS 7 and later).
  public static var systemBlue: UIColor { system("systemBlue", selector: "systemBlueColor") }
  /// The system's red (iOS 7 and later).
  public static var systemRed: UIColor { system("systemRed", selector: "systemRedColor") }

  /// The named system colour, after the availability check of its class property.
  private static func system(_ name: String, selector: String) -> UIColor {
    APIAvailabilityCheck.requireClassProperty(selector, of: "UIColor")
    return UIColor(.system(name))
  }
}

/// `#colorLiteral(red:green:blue:alpha:)`, Xcode's colour literal, is a `UIColor` as in UIKit,
/// which makes it its colour literals' default type.
extension UIColor: _ExpressibleByColorLiteral {
  /// The colour of the literal's components, in the sRGB colour space.
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

/// The type a colour literal has where nothing else is asked for: `UIColor`, as UIKit declares.
public typealias _ColorLiteralType = UIColor
