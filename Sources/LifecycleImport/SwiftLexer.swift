/// One token of Swift source, as the importer needs to see it: its kind and its byte range.
///
/// Whitespace and comments are not tokens (the ranges keep them in place); string literals are
/// one token each, interpolations and all, so nothing inside a string or a comment is ever
/// taken for code.
struct SwiftToken: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A name or keyword (`class`, `viewDidLoad`, a backticked name), or a number.
    case word
    /// `@name`: an attribute.
    case attribute
    /// `#name`: `#selector`, `#if`, `#sourceLocation`…
    case pound
    /// A string literal, with its delimiters.
    case string
    /// One of `( ) [ ] { } , : ; .`
    case punctuation
    /// A run of operator characters (`->`, `?`, `!`, `=`, `<`, `&&`).
    case `operator`
  }

  var kind: Kind
  var start: Int
  var end: Int
  /// Whether a line break comes between the previous token and this one.
  var startsLine: Bool
}

/// Splits Swift source into ``SwiftToken``s. Unterminated strings and comments end at the end
/// of the file (the compiler reports them at their line; the importer only must not loop or
/// read past the end).
struct SwiftLexer {
  let bytes: [UInt8]
  private var index = 0
  private var sawNewline = true
  /// The byte ranges of string interpolations' expressions (`\(…)`), outermost first.
  private(set) var interpolations: [Range<Int>] = []

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  static func tokens(_ bytes: [UInt8]) -> [SwiftToken] { tokensAndInterpolations(bytes).tokens }

  /// The tokens, and the ranges of the expressions interpolated in string literals (which the
  /// tokens, one per literal, do not show).
  static func tokensAndInterpolations(_ bytes: [UInt8]) -> (
    tokens: [SwiftToken], interpolations: [Range<Int>]
  ) {
    var lexer = SwiftLexer(bytes)
    var tokens: [SwiftToken] = []
    tokens.reserveCapacity(bytes.count / 4)
    while let token = lexer.next() { tokens.append(token) }
    return (tokens, lexer.interpolations)
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
      return true
    default: return byte >= 0x80
    }
  }

  private static let operatorBytes: Set<UInt8> = Set("/=-+!*%<>&|^~?".utf8)

  private mutating func next() -> SwiftToken? {
    skipTrivia()
    guard index < bytes.count else { return nil }
    let start = index
    let startsLine = sawNewline
    sawNewline = false
    let byte = bytes[index]
    let kind: SwiftToken.Kind
    switch byte {
    case UInt8(ascii: "@"):
      index += 1
      while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
      kind = .attribute
    case UInt8(ascii: "#"):
      // A raw string (`#"…"#`), or a pound keyword.
      var hashes = 0
      while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
        hashes += 1
        index += 1
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
        scanString(hashes: hashes)
        kind = .string
      } else {
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        kind = .pound
      }
    case UInt8(ascii: "\""):
      scanString(hashes: 0)
      kind = .string
    case UInt8(ascii: "`"):
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 10 { index += 1 }
      if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
      kind = .word
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
      UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "."):
      index += 1
      kind = .punctuation
    default:
      if Self.isIdentifierByte(byte) {
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        kind = .word
      } else if Self.operatorBytes.contains(byte) {
        while index < bytes.count, Self.operatorBytes.contains(bytes[index]) {
          // A comment starts a new token even right after an operator.
          if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"), index > start
          {
            break
          }
          index += 1
        }
        kind = .operator
      } else {
        index += 1
        kind = .operator
      }
    }
    return SwiftToken(kind: kind, start: start, end: index, startsLine: startsLine)
  }

  private mutating func skipTrivia() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 10 {
        sawNewline = true
        index += 1
      } else if byte == 32 || byte == 9 || byte == 13 || byte == 12 || byte == 11 {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != 10 { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        // Block comments nest in Swift.
        var depth = 0
        while index < bytes.count {
          if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*")
          {
            depth += 1
            index += 2
          } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "/")
          {
            depth -= 1
            index += 2
            if depth == 0 { break }
          } else {
            if bytes[index] == 10 { sawNewline = true }
            index += 1
          }
        }
      } else {
        return
      }
    }
  }

  /// Scans a string literal starting at its first `"` (after any `#`s), to just past its end.
  private mutating func scanString(hashes: Int) {
    let multiline =
      index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")
      && bytes[index + 2] == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") && hashesFollow(index + 1, hashes) {
        let afterHashes = index + 1 + hashes
        if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "(") {
          index = afterHashes + 1
          scanInterpolation()
        } else {
          index = afterHashes + 1
        }
        continue
      }
      if byte == 10 && !multiline { return }  // Unterminated: the compiler says so.
      if byte == UInt8(ascii: "\"") {
        if multiline {
          if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\""),
            bytes[index + 2] == UInt8(ascii: "\""),
            hashesFollow(index + 3, hashes)
          {
            index += 3 + hashes
            return
          }
        } else if hashesFollow(index + 1, hashes) {
          index += 1 + hashes
          return
        }
      }
      if byte == 10 { sawNewline = true }
      index += 1
    }
  }

  private func hashesFollow(_ position: Int, _ count: Int) -> Bool {
    guard position + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[position + offset] != UInt8(ascii: "#") { return false }
    return true
  }

  /// Scans an interpolation's expression after its `(`, to just past its closing `)`.
  private mutating func scanInterpolation() {
    let start = index
    defer { interpolations.append(start..<max(start, index - 1)) }
    var depth = 1
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "("):
        depth += 1
        index += 1
      case UInt8(ascii: ")"):
        depth -= 1
        index += 1
        if depth == 0 { return }
      case UInt8(ascii: "\""):
        scanString(hashes: 0)
      case UInt8(ascii: "#"):
        var hashes = 0
        var probe = index
        while probe < bytes.count, bytes[probe] == UInt8(ascii: "#") {
          hashes += 1
          probe += 1
        }
        if probe < bytes.count, bytes[probe] == UInt8(ascii: "\"") {
          index = probe
          scanString(hashes: hashes)
        } else {
          index = probe
        }
      default:
        index += 1
      }
    }
  }
}
