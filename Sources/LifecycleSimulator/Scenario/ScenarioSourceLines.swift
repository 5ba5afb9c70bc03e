/// Splits scenario text into lines.
///
/// A line ends at a line feed (`\n`), a carriage return followed by a line feed
/// (`\r\n`), or a lone carriage return (`\r`); the text after the last terminator is the
/// last line, possibly empty, so text with N terminators has N + 1 lines. A byte order
/// mark at the very start is skipped. Other vertical whitespace (form feed, U+2028, …)
/// separates tokens but does not end a line. One pass: linear time.
enum ScenarioSourceLines {
  /// The lines of `text`, without their terminators, in order.
  static func split(_ text: String) -> [Substring] {
    // U+FEFF is a grapheme cluster of its own (it breaks like a control character).
    let source = text.first == "\u{FEFF}" ? text.dropFirst() : text[...]
    var lines: [Substring] = []
    var lineStart = source.startIndex
    var index = source.startIndex
    while index < source.endIndex {
      let next = source.index(after: index)
      switch source[index] {
      case "\n", "\r\n", "\r":
        lines.append(source[lineStart..<index])
        lineStart = next
      default:
        break
      }
      index = next
    }
    lines.append(source[lineStart...])
    return lines
  }
}
