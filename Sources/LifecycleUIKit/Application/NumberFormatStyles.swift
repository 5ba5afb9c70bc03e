// The format styles an app names without a locale, in the device's region format inside an app's
// code, as on iOS: on Linux Foundation's read its own current locale, `en_001` on every machine,
// which no `locale` step reaches (`Docs/UIKitShadowing.md`, "Region format and time zone").
// Outside app code `Locale.current`, `Calendar.current` and `TimeZone.current` are the host's, so
// each answers there as Foundation's own does, which `IsolationTests` compares.
//
// Each declaration has the signature of Foundation's, so in a file that imports LifecycleUIKit
// it is the one Swift picks (a module shadows what it re-exports); where one needs Foundation's
// own under the same name it names it with a module selector
// (`FoundationInternationalization::list`). Foundation declares the number styles once per number
// type, and so do these.

// MARK: Numbers

extension FormatStyle where Self == IntegerFormatStyle<Int> {
  /// Foundation's `.number` for `Int`, in the device's region format in app code.
  public static var number: IntegerFormatStyle<Int> { IntegerFormatStyle(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int>.Percent {
  /// Foundation's `.percent` for `Int` (`50` is `50%`), in the device's region format in app code.
  public static var percent: IntegerFormatStyle<Int>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int8> {
  /// Foundation's `.number` for `Int8`, in the device's region format in app code.
  public static var number: IntegerFormatStyle<Int8> { IntegerFormatStyle(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int8>.Percent {
  /// Foundation's `.percent` for `Int8` (`50` is `50%`), in the device's region format in app code.
  public static var percent: IntegerFormatStyle<Int8>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int16> {
  /// Foundation's `.number` for `Int16`, in the device's region format in app code.
  public static var number: IntegerFormatStyle<Int16> { IntegerFormatStyle(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int16>.Percent {
  /// Foundation's `.percent` for `Int16` (`50` is `50%`), in the device's region format in app code.
  public static var percent: IntegerFormatStyle<Int16>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int32> {
  /// Foundation's `.number` for `Int32`, in the device's region format in app code.
  public static var number: IntegerFormatStyle<Int32> { IntegerFormatStyle(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int32>.Percent {
  /// Foundation's `.percent` for `Int32` (`50` is `50%`), in the device's region format in app code.
  public static var percent: IntegerFormatStyle<Int32>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int64> {
  /// Foundation's `.number` for `Int64`, in the device's region format in app code.
  public static var number: IntegerFormatStyle<Int64> { IntegerFormatStyle(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int64>.Percent {
  /// Foundation's `.percent` for `Int64` (`50` is `50%`), in the device's region format in app code.
  public static var percent: IntegerFormatStyle<Int64>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<UInt> {
  /// Foundation's `.number` for `UInt`, in the device's region format in app code.
  public static var number: IntegerFormatStyle<UInt> { IntegerFormatStyle(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<UInt>.Percent {
  /// Foundation's `.percent` for `UInt` (`50` is `50%`), in the device's region format in app code.
  public static var percent: IntegerFormatStyle<UInt>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<UInt8> {
  /// Foundation's `.number` for `UInt8`, in the device's region format in app code.
  public static var number: IntegerFormatStyle<UInt8> { IntegerFormatStyle(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<UInt8>.Percent {
  /// Foundation's `.percent` for `UInt8` (`50` is `50%`), in the device's region format in app code.
  public static var percent: IntegerFormatStyle<UInt8>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<UInt16> {
  /// Foundation's `.number` for `UInt16`, in the device's region format in app code.
  public static var number: IntegerFormatStyle<UInt16> { IntegerFormatStyle(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<UInt16>.Percent {
  /// Foundation's `.percent` for `UInt16` (`50` is `50%`), in the device's region format in app code.
  public static var percent: IntegerFormatStyle<UInt16>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<UInt32> {
  /// Foundation's `.number` for `UInt32`, in the device's region format in app code.
  public static var number: IntegerFormatStyle<UInt32> { IntegerFormatStyle(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<UInt32>.Percent {
  /// Foundation's `.percent` for `UInt32` (`50` is `50%`), in the device's region format in app code.
  public static var percent: IntegerFormatStyle<UInt32>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<UInt64> {
  /// Foundation's `.number` for `UInt64`, in the device's region format in app code.
  public static var number: IntegerFormatStyle<UInt64> { IntegerFormatStyle(locale: Locale.current) }
}

extension FormatStyle where Self == IntegerFormatStyle<UInt64>.Percent {
  /// Foundation's `.percent` for `UInt64` (`50` is `50%`), in the device's region format in app code.
  public static var percent: IntegerFormatStyle<UInt64>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double> {
  /// Foundation's `.number` for `Double`, in the device's region format in app code.
  public static var number: FloatingPointFormatStyle<Double> {
    FloatingPointFormatStyle(locale: Locale.current)
  }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Percent {
  /// Foundation's `.percent` for `Double` (`0.25` is `25%`), in the device's region format in app code.
  public static var percent: FloatingPointFormatStyle<Double>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Float> {
  /// Foundation's `.number` for `Float`, in the device's region format in app code.
  public static var number: FloatingPointFormatStyle<Float> {
    FloatingPointFormatStyle(locale: Locale.current)
  }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Float>.Percent {
  /// Foundation's `.percent` for `Float` (`0.25` is `25%`), in the device's region format in app code.
  public static var percent: FloatingPointFormatStyle<Float>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Float16> {
  /// Foundation's `.number` for `Float16`, in the device's region format in app code.
  public static var number: FloatingPointFormatStyle<Float16> {
    FloatingPointFormatStyle(locale: Locale.current)
  }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Float16>.Percent {
  /// Foundation's `.percent` for `Float16` (`0.25` is `25%`), in the device's region format in app code.
  public static var percent: FloatingPointFormatStyle<Float16>.Percent { .init(locale: Locale.current) }
}

extension FormatStyle {
  /// Foundation's `.currency(code:)` for any integer type (`12.formatted(.currency(code: "EUR"))`),
  /// in the device's region format in app code.
  public static func currency<V>(code: String) -> Self
  where Self == IntegerFormatStyle<V>.Currency, V: BinaryInteger {
    .init(code: code, locale: Locale.current)
  }

  /// Foundation's `.currency(code:)` for any floating-point type, in the device's region format
  /// in app code.
  public static func currency<Value>(code: String) -> Self
  where Self == FloatingPointFormatStyle<Value>.Currency, Value: BinaryFloatingPoint {
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

extension IntegerFormatStyle {
  /// A number style made without a locale (`IntegerFormatStyle<Int>()`), in the device's region
  /// format in app code.
  public init() { self.init(locale: Locale.current) }
}

extension IntegerFormatStyle.Percent {
  /// A percent style made without a locale, in the device's region format in app code.
  public init() { self.init(locale: Locale.current) }
}

extension IntegerFormatStyle.Currency {
  /// A currency style made with only its code, in the device's region format in app code.
  public init(code: String) { self.init(code: code, locale: Locale.current) }
}

extension FloatingPointFormatStyle {
  /// A number style made without a locale (`FloatingPointFormatStyle<Double>()`), in the
  /// device's region format in app code.
  public init() { self.init(locale: Locale.current) }
}

extension FloatingPointFormatStyle.Percent {
  /// A percent style made without a locale, in the device's region format in app code.
  public init() { self.init(locale: Locale.current) }
}

extension FloatingPointFormatStyle.Currency {
  /// A currency style made with only its code, in the device's region format in app code.
  public init(code: String) { self.init(code: code, locale: Locale.current) }
}

extension Decimal.FormatStyle {
  /// A number style made without a locale (`Decimal.FormatStyle()`), in the device's region
  /// format in app code.
  public init() { self.init(locale: Locale.current) }
}

extension Decimal.FormatStyle.Percent {
  /// A percent style made without a locale, in the device's region format in app code.
  public init() { self.init(locale: Locale.current) }
}

extension Decimal.FormatStyle.Currency {
  /// A currency style made with only its code, in the device's region format in app code.
  public init(code: String) { self.init(code: code, locale: Locale.current) }
}

// MARK: Byte counts

extension ByteCountFormatStyle {
  /// A byte-count style made without a locale (`ByteCountFormatStyle(style: .file)`), in the
  /// device's region format in app code (`1.2 MB` for `en_US`, `1,2 MB` for `de_DE`).
  public init(
    style: ByteCountFormatStyle.Style = .file, allowedUnits: ByteCountFormatStyle.Units = .all,
    spellsOutZero: Bool = true, includesActualByteCount: Bool = false
  ) {
    self.init(
      style: style, allowedUnits: allowedUnits, spellsOutZero: spellsOutZero,
      includesActualByteCount: includesActualByteCount, locale: Locale.current)
  }
}

extension FormatStyle where Self == ByteCountFormatStyle {
  /// Foundation's `.byteCount(style:)` (`size.formatted(.byteCount(style: .file))`), in the
  /// device's region format in app code.
  public static func byteCount(
    style: ByteCountFormatStyle.Style, allowedUnits: ByteCountFormatStyle.Units = .all,
    spellsOutZero: Bool = true, includesActualByteCount: Bool = false
  ) -> Self {
    ByteCountFormatStyle(
      style: style, allowedUnits: allowedUnits, spellsOutZero: spellsOutZero,
      includesActualByteCount: includesActualByteCount, locale: Locale.current)
  }
}
