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

// MARK: Dates

extension Date.FormatStyle {
  /// A date style made without a locale (`Date.FormatStyle(date: .abbreviated, time: .omitted)`),
  /// in the device's region format, calendar and zone in app code.
  public init(
    date: DateStyle? = nil, time: TimeStyle? = nil, calendar: Calendar = Calendar.current,
    timeZone: TimeZone = TimeZone.current, capitalizationContext: FormatStyleCapitalizationContext = .unknown
  ) {
    self.init(
      date: date, time: time, locale: Locale.current, calendar: calendar, timeZone: timeZone,
      capitalizationContext: capitalizationContext)
  }
}

extension Date.IntervalFormatStyle {
  /// An interval style made without a locale, in the device's region format, calendar and zone
  /// in app code.
  public init(
    date: DateStyle? = nil, time: TimeStyle? = nil, calendar: Calendar = Calendar.current,
    timeZone: TimeZone = TimeZone.current
  ) {
    self.init(date: date, time: time, locale: Locale.current, calendar: calendar, timeZone: timeZone)
  }
}

extension FormatStyle where Self == Date.IntervalFormatStyle {
  /// Foundation's `.interval` (`(start..<end).formatted(.interval.hour().minute())`), in the
  /// device's region format, calendar and zone in app code.
  public static var interval: Date.IntervalFormatStyle { Date.IntervalFormatStyle() }
}

extension Range where Bound == Date {
  /// The range as an interval in the default styles, in the device's region format and zone in
  /// app code (Foundation's on Linux reads its own `en_001`).
  public func formatted() -> String { Date.IntervalFormatStyle().format(self) }

  /// The range in the given styles, in the device's region format and zone in app code.
  public func formatted(date: Date.IntervalFormatStyle.DateStyle, time: Date.IntervalFormatStyle.TimeStyle)
    -> String
  {
    Date.IntervalFormatStyle(date: date, time: time).format(self)
  }
}

extension Date.RelativeFormatStyle {
  /// A relative style made without a locale (`Date.RelativeFormatStyle(presentation: .named)`:
  /// "yesterday", "in 5 minutes"), in the device's language and calendar in app code.
  public init(
    presentation: Presentation = .numeric, unitsStyle: UnitsStyle = .wide,
    calendar: Calendar = Calendar.current,
    capitalizationContext: FormatStyleCapitalizationContext = .unknown
  ) {
    self.init(
      presentation: presentation, unitsStyle: unitsStyle, locale: Locale.current, calendar: calendar,
      capitalizationContext: capitalizationContext)
  }

  /// A relative style limited to some fields and made without a locale, in the device's
  /// language and calendar in app code.
  public init(
    allowedFields: Set<Field>, presentation: Presentation = .numeric, unitsStyle: UnitsStyle = .wide,
    calendar: Calendar = Calendar.current, capitalizationContext: FormatStyleCapitalizationContext = .unknown
  ) {
    self.init(
      allowedFields: allowedFields, presentation: presentation, unitsStyle: unitsStyle,
      locale: Locale.current,
      calendar: calendar, capitalizationContext: capitalizationContext)
  }
}

extension FormatStyle where Self == Date.RelativeFormatStyle {
  /// Foundation's `.relative(presentation:unitsStyle:)` (`saved.formatted(.relative(presentation:
  /// .named))`), in the device's language and calendar in app code.
  public static func relative(
    presentation: Date.RelativeFormatStyle.Presentation,
    unitsStyle: Date.RelativeFormatStyle.UnitsStyle = .wide
  ) -> Self {
    Date.RelativeFormatStyle(presentation: presentation, unitsStyle: unitsStyle)
  }
}

extension Date.AnchoredRelativeFormatStyle {
  /// A relative style against a fixed date, made without a locale, in the device's language and
  /// calendar in app code.
  public init(
    anchor: Date, presentation: Presentation = .numeric, unitsStyle: UnitsStyle = .wide,
    calendar: Calendar = Calendar.current, capitalizationContext: FormatStyleCapitalizationContext = .unknown
  ) {
    self.init(
      anchor: anchor, presentation: presentation, unitsStyle: unitsStyle, locale: Locale.current,
      calendar: calendar, capitalizationContext: capitalizationContext)
  }

  /// A relative style against a fixed date, limited to some fields and made without a locale, in
  /// the device's language and calendar in app code.
  public init(
    anchor: Date, allowedFields: Set<Field>, presentation: Presentation = .numeric,
    unitsStyle: UnitsStyle = .wide,
    calendar: Calendar = Calendar.current, capitalizationContext: FormatStyleCapitalizationContext = .unknown
  ) {
    self.init(
      anchor: anchor, allowedFields: allowedFields, presentation: presentation, unitsStyle: unitsStyle,
      locale: Locale.current, calendar: calendar, capitalizationContext: capitalizationContext)
  }
}

// MARK: Durations and lists

extension Duration.TimeFormatStyle {
  /// A time pattern made without a locale (`Duration.TimeFormatStyle(pattern: .minuteSecond)`),
  /// in the device's region format in app code.
  public init(pattern: Pattern) { self.init(pattern: pattern, locale: Locale.current) }
}

extension FormatStyle where Self == Duration.TimeFormatStyle {
  /// Foundation's `.time(pattern:)` (`elapsed.formatted(.time(pattern: .minuteSecond))`), in the
  /// device's region format in app code.
  public static func time(pattern: Duration.TimeFormatStyle.Pattern) -> Self {
    Duration.TimeFormatStyle(pattern: pattern, locale: Locale.current)
  }
}

extension Duration {
  /// The duration as hours, minutes and seconds (`1:30:56`), in the device's region format in
  /// app code, as Foundation's `formatted()` is with the user's.
  public func formatted() -> String {
    Duration.TimeFormatStyle(pattern: .hourMinuteSecond, locale: Locale.current).format(self)
  }
}

extension Duration.UnitsFormatStyle {
  /// A units style made directly (`Duration.UnitsFormatStyle(allowedUnits: [.minutes], width:
  /// .wide)`), in the device's language in app code.
  public init(
    allowedUnits: Set<Unit>, width: UnitWidth, maximumUnitCount: Int? = nil,
    zeroValueUnits: ZeroValueUnitsDisplayStrategy = .hide, valueLength: Int? = nil,
    fractionalPart: FractionalPartDisplayStrategy = .hide
  ) {
    self = Duration.UnitsFormatStyle.FoundationInternationalization::init(
      allowedUnits: allowedUnits, width: width, maximumUnitCount: maximumUnitCount,
      zeroValueUnits: zeroValueUnits,
      valueLength: valueLength, fractionalPart: fractionalPart
    )
    .locale(Locale.current)
  }

  /// A units style made directly with limits on each value's length, in the device's language in
  /// app code.
  public init<ValueRange: RangeExpression>(
    allowedUnits: Set<Unit>, width: UnitWidth, maximumUnitCount: Int? = nil,
    zeroValueUnits: ZeroValueUnitsDisplayStrategy = .hide, valueLengthLimits: ValueRange,
    fractionalPart: FractionalPartDisplayStrategy = .hide
  ) where ValueRange.Bound == Int {
    self = Duration.UnitsFormatStyle.FoundationInternationalization::init(
      allowedUnits: allowedUnits, width: width, maximumUnitCount: maximumUnitCount,
      zeroValueUnits: zeroValueUnits,
      valueLengthLimits: valueLengthLimits, fractionalPart: fractionalPart
    )
    .locale(Locale.current)
  }
}

extension FormatStyle where Self == Duration.UnitsFormatStyle {
  /// Foundation's `.units(allowed:width:…)` (`elapsed.formatted(.units(width: .wide))`: "1 hour,
  /// 30 minutes"), in the device's language in app code.
  public static func units(
    allowed units: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds],
    width: Duration.UnitsFormatStyle.UnitWidth = .abbreviated, maximumUnitCount: Int? = nil,
    zeroValueUnits: Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy = .hide, valueLength: Int? = nil,
    fractionalPart: Duration.UnitsFormatStyle.FractionalPartDisplayStrategy = .hide
  ) -> Self {
    Duration.UnitsFormatStyle.FoundationInternationalization::units(
      allowed: units, width: width, maximumUnitCount: maximumUnitCount, zeroValueUnits: zeroValueUnits,
      valueLength: valueLength, fractionalPart: fractionalPart
    )
    .locale(Locale.current)
  }

  /// Foundation's `.units(allowed:width:…valueLengthLimits:…)`, in the device's language in app
  /// code.
  public static func units<ValueRange: RangeExpression>(
    allowed units: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds],
    width: Duration.UnitsFormatStyle.UnitWidth = .abbreviated, maximumUnitCount: Int? = nil,
    zeroValueUnits: Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy = .hide,
    valueLengthLimits: ValueRange,
    fractionalPart: Duration.UnitsFormatStyle.FractionalPartDisplayStrategy = .hide
  ) -> Self where ValueRange.Bound == Int {
    Duration.UnitsFormatStyle.FoundationInternationalization::units(
      allowed: units, width: width, maximumUnitCount: maximumUnitCount, zeroValueUnits: zeroValueUnits,
      valueLengthLimits: valueLengthLimits, fractionalPart: fractionalPart
    )
    .locale(Locale.current)
  }
}

extension FormatStyle {
  /// Foundation's `.list(type:width:)` (`names.formatted(.list(type: .and))`: "a, b, and c";
  /// "a, b und c" in German), in the device's language in app code.
  public static func list<Base>(
    type: ListFormatStyle<StringStyle, Base>.ListType,
    width: ListFormatStyle<StringStyle, Base>.Width = .standard
  ) -> Self where Self == ListFormatStyle<StringStyle, Base>, Base: Sequence, Base.Element == String {
    ListFormatStyle<StringStyle, Base>.FoundationInternationalization::list(type: type, width: width)
      .locale(Locale.current)
  }

  /// Foundation's `.list(memberStyle:type:width:)`, each member formatted by `memberStyle`, in the
  /// device's language in app code.
  public static func list<MemberStyle, Base>(
    memberStyle: MemberStyle, type: ListFormatStyle<MemberStyle, Base>.ListType,
    width: ListFormatStyle<MemberStyle, Base>.Width = .standard
  ) -> Self
  where
    Self == ListFormatStyle<MemberStyle, Base>, MemberStyle: FormatStyle, Base: Sequence,
    MemberStyle.FormatInput == Base.Element, MemberStyle.FormatOutput == String
  {
    var style = ListFormatStyle<MemberStyle, Base>(memberStyle: memberStyle)
    style.listType = type
    style.width = width
    return style.locale(Locale.current)
  }
}

extension ListFormatStyle {
  /// A list style made directly (`ListFormatStyle<StringStyle, [String]>(memberStyle: …)`), in the
  /// device's language in app code.
  public init(memberStyle: Style) {
    self = ListFormatStyle<Style, Base>.FoundationInternationalization::init(memberStyle: memberStyle)
      .locale(Locale.current)
  }
}

extension Sequence where Element == String {
  /// The strings as a list joined by "and" (`a, b, and c`), in the device's language in app
  /// code, as Foundation's `formatted()` is with the user's.
  public func formatted() -> String { formatted(.list(type: .and)) }
}
