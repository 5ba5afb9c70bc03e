/// Foundation's `DateFormatter`, made with the device's region format.
///
/// On iOS a new formatter formats for the user's region format; on Linux Foundation's starts
/// with its own current locale, `en_001` on every machine, so an app's dates would come out in a
/// region no `locale` step reaches. Inside an app's code this subclass, which shadows
/// Foundation's for files that import LifecycleUIKit (`Docs/UIKitShadowing.md`), starts with
/// ``Foundation/Locale/current`` — the device's (`en_US` unless a `locale` step changed it) —
/// and the device's time zone; a locale the app sets itself is kept. Everything else is
/// Foundation's.
open class DateFormatter: Foundation.DateFormatter, @unchecked Sendable {
  /// A formatter with the device's region format and time zone.
  public override init() {
    super.init()
    locale = Locale.current
    timeZone = TimeZone.current
  }

  /// A formatter read from an archive, with what the archive says.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The date in the given styles, in the device's region format and zone inside an app's code
  /// (Foundation's class method on Linux formats for `en_001`).
  override open class func localizedString(
    from date: Date, dateStyle: Foundation.DateFormatter.Style, timeStyle: Foundation.DateFormatter.Style
  ) -> String {
    let formatter = DateFormatter()
    formatter.dateStyle = dateStyle
    formatter.timeStyle = timeStyle
    return formatter.string(from: date)
  }
}

/// Foundation's `NumberFormatter`, made with the device's region format, for the reason
/// ``DateFormatter`` gives: inside an app's code it starts with ``Foundation/Locale/current``,
/// the device's, instead of Linux Foundation's `en_001`.
open class NumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
  /// A formatter with the device's region format.
  public override init() {
    super.init()
    locale = Locale.current
  }

  /// A formatter read from an archive, with what the archive says.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The number in the given style, in the device's region format inside an app's code
  /// (Foundation's class method on Linux formats for `en_001`).
  override open class func localizedString(
    from number: NSNumber, number style: Foundation.NumberFormatter.Style
  )
    -> String
  {
    let formatter = NumberFormatter()
    formatter.numberStyle = style
    return formatter.string(from: number) ?? ""
  }
}

extension Date {
  /// The date in the default style, numeric date and short time, in the device's region format
  /// and zone inside an app's code, as on iOS (Foundation's `formatted()` on Linux reads its own
  /// `en_001`); outside app code, the host's, as Foundation's.
  public func formatted() -> String { formatted(date: .numeric, time: .shortened) }

  /// The date in the given styles, in the device's region format and zone inside an app's code
  /// (Foundation's `formatted(date:time:)` on Linux reads its own `en_001`).
  public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
    Date.FormatStyle(date: date, time: time, locale: Locale.current, timeZone: TimeZone.current).format(self)
  }
}

extension BinaryInteger {
  /// The number in the device's region format inside an app's code (`1,234` for `en_US`,
  /// `1.234` for `de_DE`), as on iOS; Foundation's `formatted()` on Linux reads its own `en_001`.
  public func formatted() -> String { IntegerFormatStyle<Self>(locale: Locale.current).format(self) }
}

extension BinaryFloatingPoint {
  /// The number in the device's region format inside an app's code, as on iOS; Foundation's
  /// `formatted()` on Linux reads its own `en_001`.
  public func formatted() -> String { FloatingPointFormatStyle<Self>(locale: Locale.current).format(self) }
}

extension FormatStyle where Self == Date.FormatStyle {
  /// Foundation's `.dateTime` (`date.formatted(.dateTime.year().month())`), in the device's
  /// region format and zone inside an app's code, as on iOS; Foundation's on Linux reads its own
  /// `en_001`. Outside app code, the host's, as Foundation's.
  public static var dateTime: Date.FormatStyle {
    Date.FormatStyle(locale: Locale.current, timeZone: TimeZone.current)
  }
}

// The number format styles an app names without a locale (`1234.formatted(.number)`,
// `0.25.formatted(.percent)`, `price.formatted(.currency(code: "EUR"))`), in the device's region
// format inside an app's code as on iOS; Foundation's on Linux read its own `en_001`. Outside app
// code they are the host's, as Foundation's. For `Int`, `Double` and `Decimal`, the types Swift
// gives a literal and money; other number types keep Foundation's (`Docs/UIKitShadowing.md`).

extension FormatStyle where Self == IntegerFormatStyle<Int> {
  /// Foundation's `.number` for an `Int`, in the device's region format in app code.
  public static var number: IntegerFormatStyle<Int> { IntegerFormatStyle(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int>.Percent {
  /// Foundation's `.percent` for an `Int` (`50` is `50%`), in the device's region format in app code.
  public static var percent: IntegerFormatStyle<Int>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int>.Currency {
  /// Foundation's `.currency(code:)` for an `Int`, in the device's region format in app code.
  public static func currency(code: String) -> IntegerFormatStyle<Int>.Currency {
    .init(code: code, locale: Locale.current)
  }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double> {
  /// Foundation's `.number` for a `Double`, in the device's region format in app code.
  public static var number: FloatingPointFormatStyle<Double> {
    FloatingPointFormatStyle(locale: Locale.current)
  }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Percent {
  /// Foundation's `.percent` for a `Double` (`0.25` is `25%`), in the device's region format in
  /// app code.
  public static var percent: FloatingPointFormatStyle<Double>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Currency {
  /// Foundation's `.currency(code:)` for a `Double`, in the device's region format in app code.
  public static func currency(code: String) -> FloatingPointFormatStyle<Double>.Currency {
    .init(code: code, locale: Locale.current)
  }
}

extension FormatStyle where Self == Decimal.FormatStyle {
  /// Foundation's `.number` for a `Decimal`, in the device's region format in app code.
  public static var number: Decimal.FormatStyle { Decimal.FormatStyle(locale: Locale.current) }
}

extension FormatStyle where Self == Decimal.FormatStyle.Percent {
  /// Foundation's `.percent` for a `Decimal`, in the device's region format in app code.
  public static var percent: Decimal.FormatStyle.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == Decimal.FormatStyle.Currency {
  /// Foundation's `.currency(code:)` for a `Decimal`, in the device's region format in app code.
  public static func currency(code: String) -> Decimal.FormatStyle.Currency {
    .init(code: code, locale: Locale.current)
  }
}

extension Decimal {
  /// The number in the device's region format inside an app's code, as on iOS; Foundation's
  /// `formatted()` on Linux reads its own `en_001`.
  public func formatted() -> String { Decimal.FormatStyle(locale: Locale.current).format(self) }
}

extension Date.FormatStyle {
  /// A date style with no fields chosen yet (`Date.FormatStyle().year().month()`), in the device's
  /// region format and zone inside an app's code, as on iOS; Foundation's on Linux reads its own
  /// `en_001`. Outside app code, the host's, as Foundation's.
  public init() { self.init(locale: Locale.current, timeZone: TimeZone.current) }
}
