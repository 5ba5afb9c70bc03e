/// A value of an old-style (OpenStep) property list, the format Xcode writes `project.pbxproj`
/// in: strings (quoted or bare), arrays `( a, b, )`, dictionaries `{ key = value; }` and data
/// `<0fbd 7791>`, with `/* … */` and `//` comments.
public enum OpenStepValue: Hashable, Sendable {
  case string(String)
  case array([OpenStepValue])
  case dictionary([String: OpenStepValue])
  case data([UInt8])

  /// The string, or nil for another kind of value.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The array, or nil for another kind of value.
  public var array: [OpenStepValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The dictionary, or nil for another kind of value.
  public var dictionary: [String: OpenStepValue]? {
    if case .dictionary(let value) = self { return value }
    return nil
  }
}

/// A reason an old-style property list could not be read, at a line and column (1-based).
public struct OpenStepParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line of the place the reader stopped.
  public var line: Int
  /// The column (in bytes) of that place.
  public var column: Int
  /// What was wrong there.
  public var message: String

  /// `LINE:COLUMN: MESSAGE`.
  public var description: String { "\(line):\(column): \(message)" }
}

/// Reads an old-style property list from its bytes (UTF-8, as Xcode writes it, behind its
/// `// !$*UTF8*$!` line).
///
/// Nesting is bounded (``maximumDepth``), so a file crafted to nest without end is an error, not a
/// stack overflow; every other error names the line and column where reading stopped.
public struct OpenStepPropertyListReader {
  /// The deepest nesting of arrays and dictionaries accepted.
  public static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The value the whole of `bytes` holds (trailing comments and spaces allowed).
  public static func parse(_ bytes: [UInt8]) throws(OpenStepParseError) -> OpenStepValue {
    var reader = OpenStepPropertyListReader(bytes)
    let value = try reader.value()
    try reader.skipTrivia()
    if reader.index < bytes.count { throw reader.error("unexpected text after the end of the property list") }
    return value
  }

  /// The value `text` holds.
  public static func parse(_ text: String) throws(OpenStepParseError) -> OpenStepValue {
    try parse(Array(text.utf8))
  }

  private mutating func value() throws(OpenStepParseError) -> OpenStepValue {
    try skipTrivia()
    guard index < bytes.count else { throw error("the file ends where a value was expected") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try dictionary()
    case UInt8(ascii: "("): return try array()
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
    case UInt8(ascii: "<"): return .data(try data())
    default:
      guard let word = bare() else {
        throw error(
          "unexpected character '\(Character(Unicode.Scalar(bytes[index])))' where a value was expected")
      }
      return .string(word)
    }
  }

  private mutating func dictionary() throws(OpenStepParseError) -> OpenStepValue {
    try enter()
    index += 1
    var result: [String: OpenStepValue] = [:]
    while true {
      try skipTrivia()
      guard index < bytes.count else { throw error("the file ends inside a dictionary (a '}' is missing)") }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return .dictionary(result)
      }
      guard case .string(let key) = try value() else { throw error("a dictionary key must be a string") }
      try expect("=", "after the key '\(key)'")
      result[key] = try value()
      try expect(";", "after the value of '\(key)'")
    }
  }

  private mutating func array() throws(OpenStepParseError) -> OpenStepValue {
    try enter()
    index += 1
    var result: [OpenStepValue] = []
    while true {
      try skipTrivia()
      guard index < bytes.count else { throw error("the file ends inside an array (a ')' is missing)") }
      if bytes[index] == UInt8(ascii: ")") {
        index += 1
        depth -= 1
        return .array(result)
      }
      result.append(try value())
      try skipTrivia()
      guard index < bytes.count else { throw error("the file ends inside an array (a ')' is missing)") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] != UInt8(ascii: ")") {
        throw error("expected ',' or ')' in an array")
      }
    }
  }

  private mutating func enter() throws(OpenStepParseError) {
    depth += 1
    if depth > Self.maximumDepth { throw error("nested more than \(Self.maximumDepth) levels deep") }
  }

  private mutating func expect(_ character: Character, _ context: String) throws(OpenStepParseError) {
    try skipTrivia()
    guard index < bytes.count, bytes[index] == character.asciiValue! else {
      throw error("expected '\(character)' \(context)")
    }
    index += 1
  }

  private mutating func quoted() throws(OpenStepParseError) -> String {
    let quote = bytes[index]
    index += 1
    var out: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == quote {
        index += 1
        return String(decoding: out, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        index += 1
        guard index < bytes.count else { break }
        let escaped = bytes[index]
        switch escaped {
        case UInt8(ascii: "n"): out.append(10)
        case UInt8(ascii: "t"): out.append(9)
        case UInt8(ascii: "r"): out.append(13)
        case UInt8(ascii: "U"):
          var scalar: UInt32 = 0
          var digits = 0
          while digits < 4, index + 1 < bytes.count, let digit = Self.hexValue(bytes[index + 1]) {
            scalar = scalar * 16 + UInt32(digit)
            index += 1
            digits += 1
          }
          out.append(contentsOf: Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8))
        default: out.append(escaped)
        }
        index += 1
        continue
      }
      out.append(byte)
      index += 1
    }
    throw error("the file ends inside a quoted string")
  }

  private mutating func data() throws(OpenStepParseError) -> [UInt8] {
    index += 1
    var out: [UInt8] = []
    var high: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: ">") {
        if high != nil { throw error("data has an odd number of hex digits") }
        return out
      }
      if byte == 32 || byte == 10 || byte == 9 || byte == 13 { continue }
      guard let value = Self.hexValue(byte) else { throw error("data may hold only hex digits") }
      if let first = high {
        out.append(first << 4 | value)
        high = nil
      } else {
        high = value
      }
    }
    throw error("the file ends inside data (a '>' is missing)")
  }

  private mutating func bare() -> String? {
    let start = index
    while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
    return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
  }

  private static func isBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
      UInt8(ascii: "."), UInt8(ascii: "-"):
      return true
    default: return byte >= 0x80
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  private mutating func skipTrivia() throws(OpenStepParseError) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 32 || byte == 10 || byte == 9 || byte == 13 {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != 10 { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        let start = index
        index += 2
        while index + 1 < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        guard index + 1 < bytes.count else {
          index = start
          throw error("a comment is never closed (no '*/')")
        }
        index += 2
      } else {
        return
      }
    }
  }

  private func error(_ message: String) -> OpenStepParseError {
    var line = 1
    var lineStart = 0
    for position in 0..<min(index, bytes.count) where bytes[position] == 10 {
      line += 1
      lineStart = position + 1
    }
    return OpenStepParseError(line: line, column: index - lineStart + 1, message: message)
  }
}
