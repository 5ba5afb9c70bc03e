/// Splits one scenario line into tokens.
///
/// Tokens are separated by whitespace (spaces, tabs, and any other Unicode whitespace).
/// `#` outside a quoted string starts a comment that runs to the end of the line. A token
/// is a bare word, a double-quoted string (`"buy milk"`, `""`), or a bare `KEY=` followed
/// immediately by a quoted value (`name="buy milk"`). Inside quotes, `\"` is a quote and
/// `\\` a backslash; no other escape exists. A closing quote must be followed by
/// whitespace, a comment or the end of the line.
///
/// One pass over the line's characters: linear time.
struct ScenarioLexer {
  /// A tokenized line.
  struct Line: Sendable {
    /// The tokens, in order; empty for a blank or comment-only line.
    var tokens: [ScenarioToken]
    /// The line without its comment, trimmed.
    var text: String
  }

  /// The file, for error locations.
  let file: String
  /// The 1-based line number, for error locations.
  let line: Int

  /// Tokenizes `source`, which holds one line without its terminator.
  func tokenize(_ source: Substring) throws(ScenarioError) -> Line {
    var cursor = Cursor(source: source)
    var tokens: [ScenarioToken] = []
    var textStart: Substring.Index?
    var textEnd = source.startIndex
    while let character = cursor.current {
      if character.isWhitespace {
        cursor.advance()
        continue
      }
      if character == "#" { break }
      if textStart == nil { textStart = cursor.index }
      let token = try character == "\"" ? quotedToken(&cursor) : wordToken(&cursor)
      tokens.append(token)
      textEnd = cursor.index
    }
    let text = textStart.map { String(source[$0..<textEnd]) } ?? ""
    return Line(tokens: tokens, text: text)
  }

  /// Reads a quoted string starting at the cursor's opening quote.
  private func quotedToken(_ cursor: inout Cursor) throws(ScenarioError) -> ScenarioToken {
    let column = cursor.column
    let text = try quotedString(&cursor)
    return ScenarioToken(text: text, column: column, endColumn: cursor.column, isQuoted: true, flag: nil)
  }

  /// Reads a bare word, splitting it at its first `=` into a flag, whose value may be quoted.
  private func wordToken(_ cursor: inout Cursor) throws(ScenarioError) -> ScenarioToken {
    let column = cursor.column
    var text = ""
    var key: String?
    var value = ""
    var valueColumn = column
    var previousWasFlagEquals = false
    while let character = cursor.current, !character.isWhitespace, character != "#" {
      if character == "\"" {
        guard previousWasFlagEquals, let key else {
          throw error(
            "unexpected '\"' inside \(ScenarioMessage.quote(text)); quote the whole argument, or the value after '='",
            at: cursor.column)
        }
        let quoted = try quotedString(&cursor)
        let flag = ScenarioFlag(key: key, value: quoted, valueColumn: valueColumn, valueIsQuoted: true)
        return ScenarioToken(
          text: text + quoted, column: column, endColumn: cursor.column, isQuoted: false, flag: flag)
      }
      previousWasFlagEquals = false
      if key != nil {
        value.append(character)
      } else if character == "=" {
        key = text
        valueColumn = cursor.column + 1
        previousWasFlagEquals = true
      }
      text.append(character)
      cursor.advance()
    }
    let flag = key.map { ScenarioFlag(key: $0, value: value, valueColumn: valueColumn, valueIsQuoted: false) }
    return ScenarioToken(text: text, column: column, endColumn: cursor.column, isQuoted: false, flag: flag)
  }

  /// Reads a double-quoted string from its opening quote through its closing quote, and
  /// checks what follows it.
  private func quotedString(_ cursor: inout Cursor) throws(ScenarioError) -> String {
    let quoteColumn = cursor.column
    cursor.advance()
    var text = ""
    while true {
      guard let character = cursor.current else {
        throw error("unterminated quoted string; add a closing '\"'", at: quoteColumn)
      }
      if character == "\"" {
        cursor.advance()
        break
      }
      if character == "\\" {
        let escapeColumn = cursor.column
        cursor.advance()
        guard let escaped = cursor.current else {
          throw error("unterminated quoted string; add a closing '\"'", at: quoteColumn)
        }
        guard escaped == "\"" || escaped == "\\" else {
          throw error(
            "unknown escape \(ScenarioMessage.quote("\\" + String(escaped))) in a quoted string; "
              + "only \\\" and \\\\ are escapes",
            at: escapeColumn)
        }
        text.append(escaped)
      } else {
        text.append(character)
      }
      cursor.advance()
    }
    if let next = cursor.current, !next.isWhitespace, next != "#" {
      throw error(
        "expected a space after the closing quote, found \(ScenarioMessage.quote(String(next)))",
        at: cursor.column)
    }
    return text
  }

  /// An error at `column` of this line.
  private func error(_ message: String, at column: Int) -> ScenarioError {
    ScenarioError(location: SourceLocation(file: file, line: line, column: column), message: message)
  }

  /// A position in the line: the index and its column.
  private struct Cursor {
    let source: Substring
    var index: Substring.Index
    var column = 1

    init(source: Substring) {
      self.source = source
      self.index = source.startIndex
    }

    /// The character at the cursor, or nil at the end of the line.
    var current: Character? { index < source.endIndex ? source[index] : nil }

    /// Moves one character on.
    mutating func advance() {
      index = source.index(after: index)
      column += 1
    }
  }
}
