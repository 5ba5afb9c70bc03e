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

extension Decimal {
  /// The number in the device's region format inside an app's code, as on iOS; Foundation's
  /// `formatted()` on Linux reads its own `en_001`.
  public func formatted() -> String { Decimal.FormatStyle(locale: Locale.current).format(self) }
}

/// Foundation's `ByteCountFormatter`, faithful where Linux Foundation's can be and loud where it
/// cannot.
///
/// Linux Foundation's formats byte counts in English, with `en_001`'s separators, whatever the
/// region format: on an English device with `1,234.5`-style numbers (`en_US`, the simulated
/// device's default) that is what iOS shows (`1.2 MB`); on any other (`de_DE`, where iOS shows
/// `1,2 MB`) it would be wrong without anyone noticing. Inside an app's code this subclass, which
/// shadows Foundation's for files that import LifecycleUIKit, then reports a misuse that names the
/// fix: `ByteCountFormatStyle` (`size.formatted(.byteCount(style: .file))`, iOS 15 and later),
/// which LifecycleUIKit formats in the device's region format. It also takes any integer or
/// `NSNumber` in `string(for:)`, as Apple's does (Linux Foundation's takes only a `Double`).
open class ByteCountFormatter: Foundation.ByteCountFormatter {
  /// The count in the formatter's style; reports a misuse in app code on a device whose region
  /// format Linux Foundation's English formatting does not match.
  override open func string(fromByteCount byteCount: Int64) -> String {
    let text = super.string(fromByteCount: byteCount)
    Self.reportUnlocalized(text)
    return text
  }

  /// The count, given as any integer, `Double` or `NSNumber`, in the formatter's style; `nil`
  /// for anything else.
  override open func string(for obj: Any?) -> String? {
    switch obj {
    case let number as NSNumber: string(fromByteCount: number.int64Value)
    case let value as any BinaryInteger: string(fromByteCount: Int64(clamping: value))
    case let value as Double: string(fromByteCount: Int64(value))
    default: nil
    }
  }

  /// The count in the given style, as a formatter made for it formats it.
  override open class func string(fromByteCount byteCount: Int64, countStyle: CountStyle) -> String {
    let formatter = ByteCountFormatter()
    formatter.countStyle = countStyle
    return formatter.string(fromByteCount: byteCount)
  }

  /// A formatter read from an archive, with what the archive says.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A formatter with Foundation's defaults (file style, adaptive units).
  public override init() { super.init() }

  private static func reportUnlocalized(_ text: String) {
    _ = AppThread.withHost { host in
      guard let process = host.process else { return }
      let identifier = process.localeIdentifier
      let locale = Locale(identifier: identifier)
      let english =
        locale.language.languageCode?.identifier == "en" && locale.decimalSeparator == "."
        && locale.groupingSeparator == ","
      guard !english else { return }
      process.reportMisuse(
        "ByteCountFormatter: formatted \"\(text)\" as Linux Foundation's does, in English with English "
          + "numbers, but the device's region format is \(identifier), which iOS would follow (\"1,2 MB\" in "
          + "German): Linux Foundation's ByteCountFormatter is not localized. Use "
          + "ByteCountFormatStyle (`count.formatted(.byteCount(style: .file))`, iOS 15 and later), which "
          + "formats in the device's region format (Docs/UIKitShadowing.md)")
    }
  }
}
