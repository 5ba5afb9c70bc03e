import Foundation

/// Reads a strings file ("String Resources"): `"key" = "value";` pairs, with `/* … */` and `//`
/// comments, the escapes `\n`, `\t`, `\r`, `\"`, `\\`, `\'`, `\UXXXX`/`\uXXXX` and octal `\NNN`,
/// unquoted words of letters, digits and `_.$:/-`, and `"key";` for a value equal to its key. The
/// text is UTF-16 when it starts with a byte-order mark (either order), UTF-8 otherwise (with or
/// without a mark).
enum StringsFile {
  /// The pairs of `data`; a syntax error names `file` and the line.
  static func parse(_ data: Data, file: String) throws(AppBundleError) -> [String: String] {
    guard let text = decode(data) else {
      throw AppBundleError(file: file, "not UTF-8 text, and no UTF-16 byte-order mark")
    }
    var parser = Parser(scalars: Array(text.unicodeScalars), file: file)
    return try parser.pairs()
  }

  /// The text of `data`: UTF-16 after a byte-order mark, else UTF-8.
  static func decode(_ data: Data) -> String? {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      let bigEndian = bytes[0] == 0xFE
      var units: [UInt16] = []
      var index = 2
      while index + 1 < bytes.count {
        let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
        units.append(UInt16(high) << 8 | UInt16(low))
        index += 2
      }
      return String(decoding: units, as: UTF16.self)
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return String(validating: body, as: UTF8.self)
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1

    init(scalars: [Unicode.Scalar], file: String) {
      self.scalars = scalars
      self.file = file
    }

    func error(_ problem: String, line: Int? = nil) -> AppBundleError {
      AppBundleError(file: file, line: line ?? self.line, problem)
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func advance() {
      if scalars[index] == "\n" { line += 1 }
      index += 1
    }

    mutating func pairs() throws(AppBundleError) -> [String: String] {
      var result: [String: String] = [:]
      while true {
        try skipSpaceAndComments()
        guard current != nil else { return result }
        let key = try string("a key")
        try skipSpaceAndComments()
        if current == ";" {
          advance()
          result[key] = key
          continue
        }
        guard current == "=" else { throw error("expected '=' after the key \"\(key)\"") }
        advance()
        try skipSpaceAndComments()
        let value = try string("a value for the key \"\(key)\"")
        try skipSpaceAndComments()
        guard current == ";" else { throw error("expected ';' after the value of \"\(key)\"") }
        advance()
        result[key] = value
      }
    }

    mutating func skipSpaceAndComments() throws(AppBundleError) {
      while let scalar = current {
        if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
          advance()
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          let start = line
          advance()
          advance()
          while true {
            guard current != nil else {
              throw error("a comment opened with '/*' is never closed", line: start)
            }
            if current == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
              advance()
              advance()
              break
            }
            advance()
          }
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while let next = current, next != "\n" { advance() }
        } else {
          return
        }
      }
    }

    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
      (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
        || "_.$:/-".unicodeScalars.contains(scalar)
    }

    mutating func string(_ what: String) throws(AppBundleError) -> String {
      guard let first = current else { throw error("expected \(what), found the end of the file") }
      if first != "\"" {
        guard Self.isWordCharacter(first) else {
          throw error("expected \(what) in double quotes, found '\(first)'")
        }
        var word = String.UnicodeScalarView()
        while let scalar = current, Self.isWordCharacter(scalar) {
          word.append(scalar)
          advance()
        }
        return String(word)
      }
      let start = line
      advance()
      var text = String.UnicodeScalarView()
      while true {
        guard let scalar = current else {
          throw error("a string opened with '\"' is never closed", line: start)
        }
        advance()
        if scalar == "\"" { return String(text) }
        guard scalar == "\\" else {
          text.append(scalar)
          continue
        }
        guard let escaped = current else {
          throw error("a string opened with '\"' is never closed", line: start)
        }
        advance()
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "a": text.append("\u{07}")
        case "b": text.append("\u{08}")
        case "f": text.append("\u{0C}")
        case "v": text.append("\u{0B}")
        case "U", "u":
          var value: UInt32 = 0
          for _ in 0..<4 {
            guard let digit = current, let number = UInt32(String(digit), radix: 16) else {
              throw error("expected four hexadecimal digits after '\\\(escaped)'")
            }
            value = value * 16 + number
            advance()
          }
          text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        case "0"..."7":
          var value = UInt32(String(escaped), radix: 8) ?? 0
          for _ in 0..<2 {
            guard let digit = current, ("0"..."7").contains(digit) else { break }
            value = value * 8 + (UInt32(String(digit), radix: 8) ?? 0)
            advance()
          }
          text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        default: text.append(escaped)
        }
      }
    }
  }
}
