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
}
