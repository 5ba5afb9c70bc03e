/// Wording helpers shared by the scenario parser's error messages.
enum ScenarioMessage {
  /// The longest text, in characters, quoted in a message before it is shortened with `…`.
  static let maximumQuotedLength = 64

  /// The most installed apps a message lists before it says how many more there are.
  static let maximumListedApps = 12

  /// `text` in single quotes, shortened to ``maximumQuotedLength`` characters, with
  /// control characters escaped so that a message always prints on one line.
  static func quote(_ text: some StringProtocol) -> String {
    var result = "'"
    var count = 0
    for character in text {
      if count == maximumQuotedLength {
        result += "…"
        break
      }
      count += 1
      result += visible(character)
    }
    return result + "'"
  }

  /// `names` as `a, b, c`, listing at most `limit` of them.
  static func list(_ names: [String], limit: Int = .max) -> String {
    var shown = names.prefix(limit).map { quoteIfNeeded($0) }
    if names.count > limit {
      shown.append("and \(names.count - limit) more")
    }
    return shown.joined(separator: ", ")
  }

  /// ` did you mean 'home'?`-style suffix for `suggestions`, or the empty string.
  static func didYouMean(_ suggestions: [String]) -> String {
    guard !suggestions.isEmpty else { return "" }
    let quoted = suggestions.map { quote($0) }
    let alternatives =
      quoted.count == 1
      ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    return "did you mean \(alternatives)?"
  }

  /// The message tail for an unknown word: a suggestion when one is close, the list of
  /// valid words otherwise (`did you mean 'home'?` or `expected one of: home, lock`).
  static func suggestionOrChoices(for word: String, among candidates: [String]) -> String {
    let suggestions = ScenarioSpelling.suggestions(for: word, among: candidates)
    if suggestions.isEmpty { return "expected one of: " + list(candidates) }
    return didYouMean(suggestions)
  }

  /// A name as listed in a message: bare when it is a plain printable word, quoted otherwise.
  private static func quoteIfNeeded(_ name: String) -> String {
    let plain =
      !name.isEmpty && name.count <= maximumQuotedLength
      && name.allSatisfy { !$0.isWhitespace && visible($0).count == 1 && $0 != "," }
    return plain ? name : quote(name)
  }

  /// A character as shown in a message: control characters become `\u{…}`.
  private static func visible(_ character: Character) -> String {
    guard
      character.unicodeScalars.contains(where: {
        $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
      })
    else {
      return String(character)
    }
    return character.unicodeScalars.map { scalar in
      switch scalar.properties.generalCategory {
      case .control, .format: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: String(scalar)
      }
    }.joined()
  }
}
