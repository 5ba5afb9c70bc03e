import Foundation

/// JSON text read back into a ``JSONDocument``, keys in the order the text has them and numbers
/// as written: what lets a report that `JSONEncoder` writes (`report.json`, keys sorted) go out
/// in the envelope every `--json` document has, in the same layout as the rest.
extension JSONDocument {
  /// `value` as `JSONEncoder` encodes it (keys sorted), read back; nil when it does not encode.
  static func encoding(_ value: some Encodable) -> JSONDocument? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return nil }
    return parse(String(decoding: data, as: UTF8.self))
  }

  /// The document `text` holds (RFC 8259), or nil when it is not one JSON value.
  static func parse(_ text: String) -> JSONDocument? {
    var reader = Reader(bytes: Array(text.utf8))
    guard let value = reader.value() else { return nil }
    reader.skipWhitespace()
    return reader.index == reader.bytes.count ? value : nil
  }

  /// A cursor over the UTF-8 bytes of the text.
  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    mutating func skipWhitespace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value() -> JSONDocument? {
      skipWhitespace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"): return object()
      case UInt8(ascii: "["): return array()
      case UInt8(ascii: "\""): return string().map(JSONDocument.string)
      case UInt8(ascii: "t"): return literal("true", .bool(true))
      case UInt8(ascii: "f"): return literal("false", .bool(false))
      case UInt8(ascii: "n"): return literal("null", .null)
      default: return number()
      }
    }

    private mutating func literal(_ word: String, _ value: JSONDocument) -> JSONDocument? {
      let expected = Array(word.utf8)
      guard bytes[index...].starts(with: expected) else { return nil }
      index += expected.count
      return value
    }

    private mutating func object() -> JSONDocument? {
      index += 1
      var members: [(String, JSONDocument)] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        guard let value = value() else { return nil }
        members.append((key, value))
        skipWhitespace()
        guard index < bytes.count else { return nil }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
        guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
      }
    }

    private mutating func array() -> JSONDocument? {
      index += 1
      var items: [JSONDocument] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      while true {
        guard let item = value() else { return nil }
        items.append(item)
        skipWhitespace()
        guard index < bytes.count else { return nil }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "]") { return .array(items) }
        guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
      }
    }

    /// A number as written: an integer that fits is an ``JSONDocument/int(_:)``, any other
    /// keeps its text (``JSONDocument/number(_:)``), so that no digit changes on the way.
    private mutating func number() -> JSONDocument? {
      let start = index
      while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
      guard index > start, let text = String(bytes: bytes[start..<index], encoding: .utf8) else { return nil }
      if let integer = Int(text) { return .int(integer) }
      guard Double(text) != nil else { return nil }
      return .number(text)
    }

    /// A string's value, its escapes resolved (`\u` pairs of surrogates too).
    private mutating func string() -> String? {
      index += 1
      var scalars = String.UnicodeScalarView()
      var run: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll()
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          flush()
          return String(scalars)
        case UInt8(ascii: "\\"):
          flush()
          guard index < bytes.count else { return nil }
          let escape = bytes[index]
          index += 1
          switch escape {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            scalars.append(Unicode.Scalar(escape))
          case UInt8(ascii: "b"): scalars.append("\u{8}")
          case UInt8(ascii: "f"): scalars.append("\u{C}")
          case UInt8(ascii: "n"): scalars.append("\n")
          case UInt8(ascii: "r"): scalars.append("\r")
          case UInt8(ascii: "t"): scalars.append("\t")
          case UInt8(ascii: "u"):
            guard let scalar = unicodeEscape() else { return nil }
            scalars.append(scalar)
          default: return nil
          }
        default:
          run.append(byte)
        }
      }
      return nil
    }

    /// The scalar of `\uXXXX` (the `\u` read), joining a high surrogate with the low one after it.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
      guard let high = hex4() else { return nil }
      if (0xD800..<0xDC00).contains(high) {
        guard bytes[index...].starts(with: Array("\\u".utf8)) else { return nil }
        index += 2
        guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      }
      return Unicode.Scalar(high)
    }

    private mutating func hex4() -> UInt32? {
      guard index + 4 <= bytes.count,
        let text = String(bytes: bytes[index..<index + 4], encoding: .utf8),
        let value = UInt32(text, radix: 16)
      else { return nil }
      index += 4
      return value
    }
  }
}
