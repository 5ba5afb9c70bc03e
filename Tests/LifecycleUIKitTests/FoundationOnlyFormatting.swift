import Foundation

/// Foundation's own `formatted()`, from a file that imports Foundation alone, to compare
/// LifecycleUIKit's with outside app code.
enum FoundationOnlyFormatting {
  static func date(_ date: Date) -> String { date.formatted() }
  static func date(_ date: Date, _ style: Date.FormatStyle.DateStyle, _ time: Date.FormatStyle.TimeStyle)
    -> String
  {
    date.formatted(date: style, time: time)
  }
  static func yearAndMonth(_ date: Date) -> String { date.formatted(.dateTime.year().month(.wide).day()) }
  static func integer(_ value: Int) -> String { value.formatted() }
  static func double(_ value: Double) -> String { value.formatted() }
  static func styles(_ integer: Int, _ double: Double, _ decimal: Decimal) -> [String] {
    [
      integer.formatted(.number), integer.formatted(.percent), integer.formatted(.currency(code: "EUR")),
      double.formatted(.number), double.formatted(.percent), double.formatted(.currency(code: "EUR")),
      decimal.formatted(), decimal.formatted(.number), decimal.formatted(.percent),
      decimal.formatted(.currency(code: "EUR")),
      Date.FormatStyle().year().month(.wide).day().format(Date(timeIntervalSince1970: 1_700_000_000)),
    ]
  }

  /// The implicit side of `LocaleSensitiveFormatting.cases`, the same expressions in the same
  /// order, as Foundation alone answers them.
  static func everyStyle() -> [String] {
    let instant = Date(timeIntervalSince1970: 1_700_000_000)
    let span = instant..<instant.addingTimeInterval(5_400)
    let elapsed = Duration.seconds(5_456)
    return [
      Int8(-123).formatted(.number), Int32(1_234_567).formatted(.number),
      UInt64(9_876_543_210).formatted(.number),
      UInt16(1_250).formatted(.percent), Int64(1_234).formatted(.currency(code: "EUR")),
      Float(1234.5).formatted(.number), Float(0.125).formatted(.percent),
      Float(12.5).formatted(.currency(code: "EUR")), IntegerFormatStyle<Int>().format(1_234_567),
      FloatingPointFormatStyle<Double>.Currency(code: "EUR").format(1234.5),
      Decimal.FormatStyle().format(Decimal(1234.5)),
      Int64(1_234_567).formatted(.byteCount(style: .file)),
      ByteCountFormatStyle(style: .memory).format(12_345_678_901),
      instant.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened)),
      instant.formatted(Date.FormatStyle(date: .long)), span.formatted(),
      span.formatted(date: .abbreviated, time: .shortened),
      span.formatted(.interval.month(.wide).day().hour().minute()),
      Date.AnchoredRelativeFormatStyle(anchor: instant, presentation: .named).format(span.upperBound),
      Date.AnchoredRelativeFormatStyle(anchor: instant, allowedFields: [.minute], unitsStyle: .spellOut)
        .format(span.upperBound),
      elapsed.formatted(),
      elapsed.formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2))),
      elapsed.formatted(.units(width: .wide)),
      elapsed.formatted(.units(allowed: [.minutes], width: .wide, valueLengthLimits: 2...)),
      elapsed.formatted(Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes], width: .wide)),
      ListFormatStyle<IntegerFormatStyle<Int>, [Int]>(memberStyle: .number).format([1234, 5678]),
      ["milk", "eggs", "bread"].formatted(),
      ["milk", "eggs", "bread"].formatted(.list(type: .or, width: .short)),
      [1234, 5678].formatted(.list(memberStyle: .number, type: .and)),
    ]
  }
}
