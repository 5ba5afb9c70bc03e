import LifecycleUIKit

/// Every Foundation format API that reads the current region format when none is given, written
/// as app code writes it (`implicit`, which in this file, with the import switch, is
/// LifecycleUIKit's) beside the same thing asked with a locale named (`named`). On a device set to
/// `de_DE` the two must agree inside app code; `FoundationOnlyFormatting.everyStyle()` lists the
/// same expressions, in the same order, from a file that imports Foundation alone.
enum LocaleSensitiveFormatting {
  struct Case: Sendable {
    let name: String
    let implicit: @Sendable () -> String
    let named: @Sendable (Locale) -> String
  }

  static let instant = Date(timeIntervalSince1970: 1_700_000_000)
  static let span = instant..<instant.addingTimeInterval(5_400)
  static let elapsed = Duration.seconds(5_456)
  static let gmt = TimeZone(identifier: "GMT")!

  static let cases: [Case] = numbers + bytes + dates + durationsAndLists

  private static let numbers: [Case] = [
    Case(
      name: "Int8 .number", implicit: { Int8(-123).formatted(.number) },
      named: { Int8(-123).formatted(IntegerFormatStyle<Int8>(locale: $0)) }),
    Case(
      name: "Int32 .number", implicit: { Int32(1_234_567).formatted(.number) },
      named: { Int32(1_234_567).formatted(IntegerFormatStyle<Int32>(locale: $0)) }),
    Case(
      name: "UInt64 .number", implicit: { UInt64(9_876_543_210).formatted(.number) },
      named: { UInt64(9_876_543_210).formatted(IntegerFormatStyle<UInt64>(locale: $0)) }),
    Case(
      name: "UInt16 .percent", implicit: { UInt16(1_250).formatted(.percent) },
      named: { UInt16(1_250).formatted(IntegerFormatStyle<UInt16>.Percent(locale: $0)) }),
    Case(
      name: "Int64 .currency", implicit: { Int64(1_234).formatted(.currency(code: "EUR")) },
      named: { Int64(1_234).formatted(IntegerFormatStyle<Int64>.Currency(code: "EUR", locale: $0)) }),
    Case(
      name: "Float .number", implicit: { Float(1234.5).formatted(.number) },
      named: { Float(1234.5).formatted(FloatingPointFormatStyle<Float>(locale: $0)) }),
    Case(
      name: "Float .percent", implicit: { Float(0.125).formatted(.percent) },
      named: { Float(0.125).formatted(FloatingPointFormatStyle<Float>.Percent(locale: $0)) }),
    Case(
      name: "Float .currency", implicit: { Float(12.5).formatted(.currency(code: "EUR")) },
      named: { Float(12.5).formatted(FloatingPointFormatStyle<Float>.Currency(code: "EUR", locale: $0)) }),
    Case(
      name: "IntegerFormatStyle()", implicit: { IntegerFormatStyle<Int>().format(1_234_567) },
      named: { IntegerFormatStyle<Int>(locale: $0).format(1_234_567) }),
    Case(
      name: "FloatingPointFormatStyle.Currency(code:)",
      implicit: { FloatingPointFormatStyle<Double>.Currency(code: "EUR").format(1234.5) },
      named: { FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: $0).format(1234.5) }),
    Case(
      name: "Decimal.FormatStyle()", implicit: { Decimal.FormatStyle().format(Decimal(1234.5)) },
      named: { Decimal.FormatStyle(locale: $0).format(Decimal(1234.5)) }),
  ]

  private static let bytes: [Case] = [
    Case(
      name: ".byteCount", implicit: { Int64(1_234_567).formatted(.byteCount(style: .file)) },
      named: { Int64(1_234_567).formatted(ByteCountFormatStyle(style: .file, locale: $0)) }),
    Case(
      name: "ByteCountFormatStyle(style:)",
      implicit: { ByteCountFormatStyle(style: .memory).format(12_345_678_901) },
      named: { ByteCountFormatStyle(style: .memory, locale: $0).format(12_345_678_901) }),
  ]

  private static let dates: [Case] = [
    Case(
      name: "Date.FormatStyle(date:time:)",
      implicit: { instant.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened)) },
      named: {
        instant.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: $0, timeZone: gmt))
      }),
    Case(
      name: "Date.FormatStyle(date:)", implicit: { instant.formatted(Date.FormatStyle(date: .long)) },
      named: { instant.formatted(Date.FormatStyle(date: .long, locale: $0, timeZone: gmt)) }),
    Case(
      name: "Range<Date>.formatted()", implicit: { span.formatted() },
      named: { span.formatted(Date.IntervalFormatStyle(locale: $0, timeZone: gmt)) }),
    Case(
      name: "Range<Date>.formatted(date:time:)",
      implicit: { span.formatted(date: .abbreviated, time: .shortened) },
      named: {
        span.formatted(
          Date.IntervalFormatStyle(date: .abbreviated, time: .shortened, locale: $0, timeZone: gmt))
      }),
    Case(
      name: ".interval", implicit: { span.formatted(.interval.month(.wide).day().hour().minute()) },
      named: {
        span.formatted(Date.IntervalFormatStyle(locale: $0, timeZone: gmt).month(.wide).day().hour().minute())
      }),
    Case(
      name: "Date.AnchoredRelativeFormatStyle(anchor:)",
      implicit: {
        Date.AnchoredRelativeFormatStyle(anchor: instant, presentation: .named).format(span.upperBound)
      },
      named: {
        Date.AnchoredRelativeFormatStyle(anchor: instant, presentation: .named, locale: $0).format(
          span.upperBound)
      }),
    Case(
      name: "Date.AnchoredRelativeFormatStyle(anchor:allowedFields:)",
      implicit: {
        Date.AnchoredRelativeFormatStyle(anchor: instant, allowedFields: [.minute], unitsStyle: .spellOut)
          .format(span.upperBound)
      },
      named: {
        Date.AnchoredRelativeFormatStyle(
          anchor: instant, allowedFields: [.minute], unitsStyle: .spellOut, locale: $0
        )
        .format(span.upperBound)
      }),
  ]

  private static let durationsAndLists: [Case] = [
    Case(
      name: "Duration.formatted()", implicit: { elapsed.formatted() },
      named: { elapsed.formatted(Duration.TimeFormatStyle(pattern: .hourMinuteSecond, locale: $0)) }),
    Case(
      name: ".time(pattern:)",
      implicit: {
        elapsed.formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2)))
      },
      named: {
        elapsed.formatted(
          Duration.TimeFormatStyle(
            pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2), locale: $0))
      }),
    Case(
      name: ".units(width:)", implicit: { elapsed.formatted(.units(width: .wide)) },
      named: { elapsed.formatted(.units(width: .wide).locale($0)) }),
    Case(
      name: ".units(valueLengthLimits:)",
      implicit: { elapsed.formatted(.units(allowed: [.minutes], width: .wide, valueLengthLimits: 2...)) },
      named: {
        elapsed.formatted(.units(allowed: [.minutes], width: .wide, valueLengthLimits: 2...).locale($0))
      }),
    Case(
      name: "Duration.UnitsFormatStyle(allowedUnits:width:)",
      implicit: {
        elapsed.formatted(Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes], width: .wide))
      },
      named: {
        elapsed.formatted(
          Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes], width: .wide).locale($0))
      }
    ),
    Case(
      name: "ListFormatStyle(memberStyle:)",
      implicit: {
        ListFormatStyle<IntegerFormatStyle<Int>, [Int]>(memberStyle: .number).format([1234, 5678])
      },
      named: {
        ListFormatStyle<IntegerFormatStyle<Int>, [Int]>(memberStyle: IntegerFormatStyle(locale: $0)).locale(
          $0
        )
        .format([1234, 5678])
      }),
    Case(
      name: "[String].formatted()", implicit: { ["milk", "eggs", "bread"].formatted() },
      named: { ["milk", "eggs", "bread"].formatted(.list(type: .and).locale($0)) }),
    Case(
      name: ".list(type:width:)",
      implicit: { ["milk", "eggs", "bread"].formatted(.list(type: .or, width: .short)) },
      named: { ["milk", "eggs", "bread"].formatted(.list(type: .or, width: .short).locale($0)) }),
    Case(
      name: ".list(memberStyle:type:)",
      implicit: { [1234, 5678].formatted(.list(memberStyle: .number, type: .and)) },
      named: {
        [1234, 5678].formatted(.list(memberStyle: IntegerFormatStyle<Int>(locale: $0), type: .and).locale($0))
      }),
  ]
}
