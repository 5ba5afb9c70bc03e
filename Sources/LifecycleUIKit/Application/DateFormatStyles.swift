// The date, duration and list styles an app names without a locale, in the device's region
// format, calendar and zone inside an app's code; see NumberFormatStyles.swift for how they
// take Foundation's place.

// MARK: Dates

extension Date.FormatStyle {
  /// A date style made without a locale (`Date.FormatStyle(date: .abbreviated, time: .omitted)`, or
  /// `Date.FormatStyle()` with fields chosen after: `.year().month()`),
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
