/// Splits scenario text into lines.
///
/// A line ends at a line feed (`\n`), a carriage return followed by a line feed
/// (`\r\n`), or a lone carriage return (`\r`); the text after the last terminator is the
/// last line, possibly empty, so text with N terminators has N + 1 lines. A byte order
/// mark at the very start is skipped. Other vertical whitespace (form feed, U+2028, …)
/// separates tokens but does not end a line. One pass over the bytes: linear time.
enum ScenarioSourceLines {
  /// The lines of `text`, without their terminators, in order.
  static func split(_ text: String) -> [Substring] {
    // U+FEFF is a grapheme cluster of its own (it breaks like a control character).
    let source = text.first == "\u{FEFF}" ? text.dropFirst() : text[...]
    // Scanning the UTF-8 bytes finds the same breaks as scanning characters: CR and LF
    // are single bytes that never occur inside a multi-byte sequence, and a grapheme
    // cluster always breaks before and after them, except between the CR and LF of "\r\n".
    var lines: [Substring] = []
    let bytes = source.utf8
    var lineStart = bytes.startIndex
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      var next = bytes.index(after: index)
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        lines.append(source[lineStart..<index])
        if byte == UInt8(ascii: "\r") && next < bytes.endIndex && bytes[next] == UInt8(ascii: "\n") {
          next = bytes.index(after: next)
        }
        lineStart = next
      }
      index = next
    }
    lines.append(source[lineStart...])
    return lines
  }
}
