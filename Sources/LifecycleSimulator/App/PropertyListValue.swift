public import Foundation
public import LifecycleCore

/// A value of an app's defaults, with its type, as a property list holds it.
///
/// iOS keeps defaults as property-list objects (Apple's "UserDefaults" and "About Property
/// Lists"): strings, numbers, booleans, data, dates, and arrays and dictionaries of those. A
/// value comes back with the type it went in with — `set(5, forKey:)` then `object(forKey:)`
/// gives the number 5, not the text "5" — and the typed getters convert between them as
/// Foundation's do (``integer``, ``double``, ``bool``, ``string``).
public indirect enum PropertyListValue: Hashable, Sendable {
  case string(String)
  case integer(Int)
  case real(Double)
  case boolean(Bool)
  case data(Data)
  case date(Date)
  case array([PropertyListValue])
  case dictionary([String: PropertyListValue])
  /// A URL, as `set(_:forKey:)` with a URL stores one (iOS archives it; `url(forKey:)` reads
  /// it back).
  case url(URL)

  /// The value of a Swift value, if it is a property-list value (or an array or dictionary of
  /// them); nil for anything else — iOS refuses such a value ("Attempt to insert non-property
  /// list object").
  public init?(_ value: Any) {
    switch value {
    case let value as PropertyListValue: self = value
    case let string as String: self = .string(string)
    case let substring as Substring: self = .string(String(substring))
    case let bool as Bool: self = .boolean(bool)
    case let int as Int: self = .integer(int)
    case let int as Int8: self = .integer(Int(int))
    case let int as Int16: self = .integer(Int(int))
    case let int as Int32: self = .integer(Int(int))
    case let int as Int64: self = .integer(Int(int))
    case let int as UInt8: self = .integer(Int(int))
    case let int as UInt16: self = .integer(Int(int))
    case let int as UInt32: self = .integer(Int(int))
    case let int as UInt where int <= UInt(Int.max): self = .integer(Int(int))
    case let double as Double: self = .real(double)
    case let float as Float: self = .real(Double(float))
    case let data as Data: self = .data(data)
    case let date as Date: self = .date(date)
    case let url as URL: self = .url(url)
    case let array as [Any]:
      var items: [PropertyListValue] = []
      items.reserveCapacity(array.count)
      for item in array {
        guard let value = PropertyListValue(item) else { return nil }
        items.append(value)
      }
      self = .array(items)
    case let dictionary as [String: Any]:
      var items: [String: PropertyListValue] = [:]
      for (key, item) in dictionary {
        guard let value = PropertyListValue(item) else { return nil }
        items[key] = value
      }
      self = .dictionary(items)
    default: return nil
    }
  }

  /// The value a scenario's `settings APP KEY=VALUE` step writes, as the Settings app's
  /// controls write them: `true`/`false` and `YES`/`NO` a boolean (a toggle switch), a whole
  /// number an integer and a decimal a real (a multi-value or a slider), anything else a
  /// string (a text field).
  public init(settingText text: String) {
    switch text {
    case "true", "YES": self = .boolean(true)
    case "false", "NO": self = .boolean(false)
    default:
      if let int = Int(text) {
        self = .integer(int)
      } else if Self.isDecimal(text), let double = Double(text) {
        self = .real(double)
      } else {
        self = .string(text)
      }
    }
  }

  /// A Settings bundle's value (``LifecycleCore/SettingsValue``) as the defaults store it.
  public init(_ value: SettingsValue) {
    switch value {
    case .boolean(let value): self = .boolean(value)
    case .integer(let value): self = .integer(value)
    case .real(let value): self = .real(value)
    case .string(let value): self = .string(value)
    }
  }

  /// The value as the Swift value `object(forKey:)` returns: `String`, `Int`, `Double`,
  /// `Bool`, `Data`, `Date`, `URL`, `[Any]` or `[String: Any]`.
  public var object: Any {
    switch self {
    case .string(let string): string
    case .integer(let int): int
    case .real(let double): double
    case .boolean(let bool): bool
    case .data(let data): data
    case .date(let date): date
    case .url(let url): url
    case .array(let items): items.map(\.object)
    case .dictionary(let items): items.mapValues(\.object)
    }
  }

  /// The value as `string(forKey:)` reads it: a string itself, a number or boolean as its
  /// text (a boolean as `1` or `0`, as an `NSNumber` prints); nil for the other kinds.
  public var string: String? {
    switch self {
    case .string(let string): string
    case .integer(let int): String(int)
    case .real(let double): Self.text(of: double)
    case .boolean(let bool): bool ? "1" : "0"
    case .data, .date, .url, .array, .dictionary: nil
    }
  }

  /// The value as `integer(forKey:)` reads it: a number (truncated), a boolean as 1 or 0,
  /// a string's leading whole number (as `NSString.integerValue`: `"18px"` is 18); otherwise 0.
  public var integer: Int {
    switch self {
    case .integer(let int): int
    case .real(let double): double.isFinite ? Int(exactly: double.rounded(.towardZero)) ?? 0 : 0
    case .boolean(let bool): bool ? 1 : 0
    case .string(let string):
      Self.leadingNumber(in: string).flatMap { Int(exactly: $0.rounded(.towardZero)) } ?? 0
    case .data, .date, .url, .array, .dictionary: 0
    }
  }

  /// The value as `double(forKey:)` reads it: a number, a boolean as 1 or 0, a string's
  /// leading number (as `NSString.doubleValue`); otherwise 0.
  public var double: Double {
    switch self {
    case .integer(let int): Double(int)
    case .real(let double): double
    case .boolean(let bool): bool ? 1 : 0
    case .string(let string): Self.leadingNumber(in: string) ?? 0
    case .data, .date, .url, .array, .dictionary: 0
    }
  }

  /// The value as `bool(forKey:)` reads it: a boolean, a non-zero number, or a string that
  /// says yes (`YES`, `yes`, `true`, any case) or holds a non-zero number; otherwise false.
  public var bool: Bool {
    switch self {
    case .boolean(let bool): bool
    case .integer(let int): int != 0
    case .real(let double): double != 0
    case .string(let string):
      ["yes", "true"].contains(string.lowercased())
        || (Self.leadingNumber(in: string).map { $0 != 0 } ?? false)
    case .data, .date, .url, .array, .dictionary: false
    }
  }

  /// Whether `text` is a decimal as a slider or a multi-value writes one: digits with one
  /// point, perhaps a sign (not hexadecimal, not an exponent, not `nan`).
  private static func isDecimal(_ text: String) -> Bool {
    let body = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
    return body.contains { $0.isASCII && $0.isNumber } && body.filter { $0 == "." }.count == 1
      && body.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "." }
  }

  /// A decimal in its shortest text (`1.5`, `2` for 2.0).
  private static func text(of double: Double) -> String {
    if double.isFinite, double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
    return String(double)
  }

  /// The number at the start of `string` after leading spaces, if one is there.
  private static func leadingNumber(in string: String) -> Double? {
    var scalars = Substring(string).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    var text = ""
    if let sign = scalars.first, sign == "+" || sign == "-" {
      text.append(sign)
      scalars = scalars.dropFirst()
    }
    var seenDigit = false
    var seenPoint = false
    for character in scalars {
      if character.isASCII, character.isNumber {
        seenDigit = true
        text.append(character)
      } else if character == ".", !seenPoint {
        seenPoint = true
        text.append(character)
      } else {
        break
      }
    }
    guard seenDigit else { return nil }
    if text.hasSuffix(".") { text.removeLast() }
    return Double(text)
  }
}

extension PropertyListValue: CustomStringConvertible {
  /// The value as a trace or a probe shows it: text as it is, numbers and booleans as
  /// written in a scenario, lists in brackets.
  public var description: String {
    switch self {
    case .string(let string): string
    case .integer(let int): String(int)
    case .real(let double): Self.text(of: double)
    case .boolean(let bool): bool ? "true" : "false"
    case .data(let data): "<\(data.count) bytes>"
    case .date(let date): date.description
    case .url(let url): url.absoluteString
    case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
    case .dictionary(let items):
      "[" + items.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
    }
  }
}
