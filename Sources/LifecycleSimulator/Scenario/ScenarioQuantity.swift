/// Durations and sizes as the scenario language writes them.
///
/// A quantity is a whole number in ASCII digits immediately followed by its unit, with no
/// space, sign or fraction:
/// - durations: `ms`, `s`, `m` (minutes) and `h` — `250ms`, `10s`, `5m`, `1h`;
/// - sizes: `B`, `KB`, `MB` and `GB`, in powers of 1024 — `64KB`, `512MB`, `1GB`.
///
/// Units are case-sensitive and always required: a bare `10` is an error, so that every
/// number in a scenario says what it counts. Numbers too large for the result are an
/// error, never a trap: a duration must fit in `Int64` milliseconds (about 292 million
/// years) and a size in `Int` bytes.
public enum ScenarioQuantity {
  /// The duration units, with their length in milliseconds.
  private static let durationUnits: [(unit: String, milliseconds: Int64)] = [
    ("ms", 1), ("s", 1_000), ("m", 60_000), ("h", 3_600_000),
  ]

  /// The size units, with their length in bytes.
  private static let sizeUnits: [(unit: String, bytes: Int)] = [
    ("B", 1), ("KB", 1 << 10), ("MB", 1 << 20), ("GB", 1 << 30),
  ]

  /// How other tools and prose spell the duration units, lowercased, with the unit meant:
  /// `10min` suggests `10m`. A unit in the wrong case (`10S`, `10MS`) suggests it too.
  private static let durationSpellings: [String: (unit: String, meaning: String)] = [
    "min": ("m", "minutes"), "mins": ("m", "minutes"), "minute": ("m", "minutes"),
    "minutes": ("m", "minutes"), "sec": ("s", "seconds"), "secs": ("s", "seconds"),
    "second": ("s", "seconds"), "seconds": ("s", "seconds"), "hr": ("h", "hours"), "hrs": ("h", "hours"),
    "hour": ("h", "hours"), "hours": ("h", "hours"), "msec": ("ms", "milliseconds"),
    "msecs": ("ms", "milliseconds"), "millisecond": ("ms", "milliseconds"),
    "milliseconds": ("ms", "milliseconds"), "m": ("m", "minutes"), "s": ("s", "seconds"),
    "h": ("h", "hours"), "ms": ("ms", "milliseconds"),
  ]

  /// The same for sizes (`1gb`, `64k`, `512MiB`): all in powers of 1024 here.
  private static let sizeSpellings: [String: (unit: String, meaning: String)] = [
    "b": ("B", "bytes"), "byte": ("B", "bytes"), "bytes": ("B", "bytes"), "k": ("KB", "kilobytes"),
    "kb": ("KB", "kilobytes"), "kib": ("KB", "kilobytes"), "m": ("MB", "megabytes"),
    "mb": ("MB", "megabytes"), "mib": ("MB", "megabytes"), "g": ("GB", "gigabytes"),
    "gb": ("GB", "gigabytes"), "gib": ("GB", "gigabytes"),
  ]

  /// Parses a duration such as `250ms`, `10s`, `5m` or `1h`.
  ///
  /// - Parameters:
  ///   - text: The duration as written, without surrounding whitespace.
  ///   - location: Where `text` starts, for the error.
  /// - Returns: The duration, a whole number of milliseconds.
  /// - Throws: ``ScenarioError`` at `location` when `text` is not a duration or is too large.
  public static func duration(_ text: String, at location: SourceLocation) throws(ScenarioError) -> Duration {
    let expected = "expected a duration like 250ms, 10s or 5m, found \(ScenarioMessage.quote(text))"
    let (number, unit) = try split(text, at: location, expected: expected)
    guard let scale = durationUnits.first(where: { $0.unit == unit })?.milliseconds else {
      throw ScenarioError(location: location, message: expected + hint(text, unit, durationSpellings))
    }
    let tooLarge = ScenarioError(
      location: location,
      message: "duration \(ScenarioMessage.quote(text)) is too large; the longest is \(Int64.max)ms")
    guard let number, let count = Int64(exactly: number) else { throw tooLarge }
    let (milliseconds, overflow) = count.multipliedReportingOverflow(by: scale)
    guard !overflow else { throw tooLarge }
    return .milliseconds(milliseconds)
  }

  /// Parses a size such as `512MB`, `1GB`, `64KB` or `4096B` into bytes (1KB = 1024B).
  ///
  /// - Parameters:
  ///   - text: The size as written, without surrounding whitespace.
  ///   - location: Where `text` starts, for the error.
  /// - Returns: The size in bytes.
  /// - Throws: ``ScenarioError`` at `location` when `text` is not a size or is too large.
  public static func bytes(_ text: String, at location: SourceLocation) throws(ScenarioError) -> Int {
    let expected = "expected a size like 512MB, 1GB or 64KB, found \(ScenarioMessage.quote(text))"
    let (number, unit) = try split(text, at: location, expected: expected)
    guard let scale = sizeUnits.first(where: { $0.unit == unit })?.bytes else {
      throw ScenarioError(location: location, message: expected + hint(text, unit, sizeSpellings))
    }
    let tooLarge = ScenarioError(
      location: location,
      message: "size \(ScenarioMessage.quote(text)) is too large; the largest is \(Int.max)B")
    guard let number, let count = Int(exactly: number) else { throw tooLarge }
    let (bytes, overflow) = count.multipliedReportingOverflow(by: scale)
    guard !overflow else { throw tooLarge }
    return bytes
  }

  /// Parses a whole number in ASCII digits (no sign), such as a seed or a count.
  ///
  /// - Parameters:
  ///   - text: The number as written.
  ///   - location: Where `text` starts, for the error.
  ///   - what: What the number is, for the message (`a seed`).
  /// - Returns: The number.
  /// - Throws: ``ScenarioError`` at `location` when `text` is not a number or does not fit.
  static func wholeNumber<Number: FixedWidthInteger>(
    _ text: String, at location: SourceLocation, what: String, as type: Number.Type = Number.self
  ) throws(ScenarioError) -> Number {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      throw ScenarioError(
        location: location,
        message: "expected \(what), a whole number like 7, found \(ScenarioMessage.quote(text))")
    }
    guard let number = Number(text, radix: 10) else {
      throw ScenarioError(
        location: location,
        message: "\(ScenarioMessage.quote(text)) is too large for \(what); the largest is \(Number.max)")
    }
    return number
  }

  /// How a scenario writes `duration`: the largest unit that divides it exactly
  /// (`300s` is written `5m`), or nil when it is negative or not a whole number of
  /// milliseconds.
  public static func text(for duration: Duration) -> String? {
    let (seconds, attoseconds) = duration.components
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    guard seconds >= 0, attoseconds >= 0, attoseconds % attosecondsPerMillisecond == 0 else { return nil }
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000)
    let (milliseconds, carry) = scaled.addingReportingOverflow(attoseconds / attosecondsPerMillisecond)
    guard !overflow, !carry else { return nil }
    return format(milliseconds, units: durationUnits.map { ($0.unit, $0.milliseconds) })
  }

  /// How a scenario writes a size of `bytes`: the largest unit that divides it exactly
  /// (`1048576` bytes is written `1MB`), or nil when it is negative.
  public static func text(forBytes bytes: Int) -> String? {
    guard bytes >= 0 else { return nil }
    return format(Int64(bytes), units: sizeUnits.map { ($0.unit, Int64($0.bytes)) })
  }

  /// `value` in the largest of `units` (ordered smallest first) that divides it.
  private static func format(_ value: Int64, units: [(String, Int64)]) -> String {
    let unit = units.last { value % $0.1 == 0 && (value != 0 || $0.1 == units[0].1) } ?? units[0]
    return "\(value / unit.1)\(unit.0)"
  }

  /// Splits `text` into its leading ASCII digits, as a number (nil when it does not fit
  /// in `UInt64`), and the rest, its unit.
  private static func split(
    _ text: String, at location: SourceLocation, expected: String
  ) throws(ScenarioError) -> (number: UInt64?, unit: Substring) {
    var number: UInt64? = 0
    var unitStart = text.endIndex
    for index in text.indices {
      guard let digit = text[index].asciiValue, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else {
        unitStart = index
        break
      }
      if let current = number {
        let (shifted, overflow) = current.multipliedReportingOverflow(by: 10)
        let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
        number = overflow || carry ? nil : sum
      }
    }
    guard unitStart != text.startIndex else { throw ScenarioError(location: location, message: expected) }
    return (number, text[unitStart...])
  }

  /// A hint for a number written without its unit, or with a unit spelt as other tools spell
  /// it (`10min`: `; did you mean '10m'? (m: minutes)`); empty when nothing is near.
  private static func hint(
    _ text: String, _ unit: Substring, _ spellings: [String: (unit: String, meaning: String)]
  ) -> String {
    if unit.isEmpty { return " (write the unit right after the number)" }
    guard let meant = spellings[unit.lowercased()] else { return "" }
    let number = text[..<unit.startIndex]
    return "; did you mean '\(number)\(meant.unit)'? (\(meant.unit): \(meant.meaning))"
  }
}
