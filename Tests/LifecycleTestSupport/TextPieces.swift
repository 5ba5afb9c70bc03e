/// Text cut and joined the way the scenario fuzzers mutate it.
public enum TextPieces {
  /// `text` cut into alternating runs of whitespace and of other characters; joined, they give
  /// `text` back.
  public static func pieces(_ text: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    var currentIsSpace = false
    for character in text {
      if character.isWhitespace != currentIsSpace && !current.isEmpty {
        pieces.append(current)
        current = ""
      }
      current.append(character)
      currentIsSpace = character.isWhitespace
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
  }

  /// `text` with `insertion` before its character at `position` (0 through the number of
  /// characters).
  public static func inserting(_ insertion: String, into text: String, at position: Int) -> String {
    let characters = Array(text)
    return String(characters[..<position]) + insertion + String(characters[position...])
  }
}
