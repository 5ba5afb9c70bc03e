/// The words and dots of a Swift source file, with comments and string literals left out (but
/// the code interpolated into a string kept): enough to see which modules a file imports and
/// which `Type.member` names it spells, without a Swift parser.
///
/// Positions are 1-based lines and UTF-8 columns, as the Swift compiler reports them, so an
/// editor or Xcode opens the right place.
struct SwiftTokens {
  /// One word (an identifier or keyword, backticks removed), a `.`, or another punctuation mark.
  struct Token: Equatable {
    enum Kind: Equatable { case word, dot, other }
    var kind: Kind
    var text: String
    var line: Int
    var column: Int
  }

  private(set) var tokens: [Token] = []
  /// The lines a comment containing ``allowMarker`` lets through: its own, and the line after
  /// it when the comment stands on lines of its own (a comment after code allows that line only).
  private(set) var allowedLines: Set<Int> = []

  /// The comment that lets a line through.
  static let allowMarker = "lifecycle-lint: allow"

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// Tokenizes `source`.
  init(_ source: String) {
    bytes = Array(source.utf8)
    scanCode(until: nil)
  }

  private var column: Int { index - lineStart + 1 }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  /// Code, up to the `)` that closes an interpolation when `closing` is set.
  private mutating func scanCode(until closing: UInt8?) {
    var depth = 0
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        let startLine = line
        let start = index
        while let next = peek(), next != UInt8(ascii: "\n") { advance() }
        noteComment(from: start, line: startLine)
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        scanBlockComment()
      case UInt8(ascii: "\""):
        scanString()
      case UInt8(ascii: "#") where startsString():
        scanString()
      case UInt8(ascii: "`"):
        let (startLine, startColumn) = (line, column)
        advance()
        let start = index
        while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { advance() }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        if peek() == UInt8(ascii: "`") { advance() }
        tokens.append(Token(kind: .word, text: word, line: startLine, column: startColumn))
      case _ where Self.startsWord(byte):
        let (startLine, startColumn) = (line, column)
        let start = index
        advance()  // the first byte, which may be `@`
        while let next = peek(), Self.continuesWord(next) { advance() }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        tokens.append(Token(kind: .word, text: word, line: startLine, column: startColumn))
      case UInt8(ascii: "."):
        tokens.append(Token(kind: .dot, text: ".", line: line, column: column))
        advance()
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        advance()
      default:
        if byte == UInt8(ascii: "(") { depth += 1 }
        if byte == UInt8(ascii: ")") {
          if depth == 0, closing != nil {
            advance()
            return
          }
          depth -= 1
        }
        tokens.append(Token(kind: .other, text: String(UnicodeScalar(byte)), line: line, column: column))
        advance()
      }
    }
  }

  private mutating func scanBlockComment() {
    let startLine = line
    let start = index
    var depth = 0
    while peek() != nil {
      if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        advance()
        advance()
      } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        advance()
        advance()
        if depth == 0 { break }
      } else {
        advance()
      }
    }
    noteComment(from: start, line: startLine)
  }

  private mutating func noteComment(from start: Int, line startLine: Int) {
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard text.contains(Self.allowMarker) else { return }
    let afterCode = tokens.last?.line == startLine
    allowedLines.formUnion(startLine...(afterCode ? line : line + 1))
  }

  /// Whether a string literal starts here: `"`, or `#`s followed by `"` (a raw string).
  private func startsString() -> Bool {
    var offset = 0
    while peek(offset) == UInt8(ascii: "#") { offset += 1 }
    return peek(offset) == UInt8(ascii: "\"")
  }

  /// A string literal — plain, multi-line or raw — with the code of its interpolations scanned.
  private mutating func scanString() {
    var hashes = 0
    while peek() == UInt8(ascii: "#") {
      hashes += 1
      advance()
    }
    let multiLine = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    let quotes = multiLine ? 3 : 1
    for _ in 0..<quotes { advance() }
    while let byte = peek() {
      if byte == UInt8(ascii: "\\") && hashesFollow(hashes, after: 1) {
        for _ in 0...hashes { advance() }
        if peek() == UInt8(ascii: "(") {
          advance()
          scanCode(until: UInt8(ascii: ")"))
        } else if peek() != nil {
          advance()
        }
        continue
      }
      if byte == UInt8(ascii: "\""), closesString(quotes: quotes, hashes: hashes) {
        for _ in 0..<(quotes + hashes) { advance() }
        return
      }
      if byte == UInt8(ascii: "\n") && !multiLine { return }  // unterminated: the compiler says so
      advance()
    }
  }

  private func hashesFollow(_ hashes: Int, after offset: Int) -> Bool {
    (0..<hashes).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
  }

  private func closesString(quotes: Int, hashes: Int) -> Bool {
    (0..<quotes).allSatisfy { peek($0) == UInt8(ascii: "\"") } && hashesFollow(hashes, after: quotes)
  }

  private static func startsWord(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") || byte >= 0x80
  }

  private static func continuesWord(_ byte: UInt8) -> Bool {
    startsWord(byte) && byte != UInt8(ascii: "@") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}
