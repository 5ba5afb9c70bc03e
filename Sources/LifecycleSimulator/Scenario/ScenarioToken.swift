/// One token of a scenario line: a bare word or a double-quoted string, with where it is.
///
/// Columns count characters (grapheme clusters) from 1; a tab is one column.
struct ScenarioToken: Hashable, Sendable {
  /// The text, with the quotes removed and the escapes resolved.
  var text: String
  /// The column of the token's first character (its opening quote, when quoted).
  var column: Int
  /// The column just after the token's last character.
  var endColumn: Int
  /// Whether the whole token is one double-quoted string (`"buy milk"`).
  var isQuoted: Bool
  /// The `KEY=VALUE` reading of a bare word that contains `=`; nil for other tokens.
  var flag: ScenarioFlag?

  /// Whether the token is the bare (unquoted) word `word`.
  func isWord(_ word: String) -> Bool { !isQuoted && text == word }

  /// The token as the user wrote it, shortened, for messages: `'launch'`, `'"buy milk"'`.
  var quotedForMessage: String {
    ScenarioMessage.quote(isQuoted ? "\"\(text)\"" : text)
  }
}

/// A bare word of the form `KEY=VALUE`, split at its first `=`; the value may be quoted
/// (`name="buy milk"`).
struct ScenarioFlag: Hashable, Sendable {
  /// The text before the first `=` (possibly empty).
  var key: String
  /// The text after the first `=`, unquoted (possibly empty).
  var value: String
  /// The column of the value's first character (its opening quote, when quoted).
  var valueColumn: Int
  /// Whether the value was written as a double-quoted string.
  var valueIsQuoted: Bool
}
