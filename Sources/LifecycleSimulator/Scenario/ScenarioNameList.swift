/// A comma-separated list of names, as `expect callbacks` and `background-modes=` write
/// them: `a, b, c`, `a,b,c` or `a ,b`, possibly spread over several tokens.
enum ScenarioNameList {
  /// One name of the list, with its column.
  struct Item: Hashable, Sendable {
    var name: String
    var column: Int
  }

  /// Splits `tokens` into the names they list, refusing empty names (`a,,b`, a leading or
  /// trailing comma) and names not separated by a comma (`a b`).
  ///
  /// - Parameters:
  ///   - tokens: The tokens of the list; a quoted token is one name, whatever it holds.
  ///   - what: What a name is, for messages (`callback name`).
  ///   - reader: The step, for errors.
  /// - Returns: The names, in order; at least one when `tokens` is not empty.
  static func split(
    _ tokens: [ScenarioToken], what: String, reader: ScenarioStepArguments
  ) throws(ScenarioError) -> [Item] {
    var items: [Item] = []
    var expectingName = true
    var lastCommaColumn = 0

    func add(_ name: String, at column: Int) throws(ScenarioError) {
      guard expectingName else {
        throw reader.error("expected ',' between \(what)s, found \(ScenarioMessage.quote(name))", at: column)
      }
      items.append(Item(name: name, column: column))
      expectingName = false
    }

    for token in tokens {
      if token.isQuoted {
        try add(token.text, at: token.column)
        continue
      }
      var name = ""
      var nameColumn = token.column
      var column = token.column
      for character in token.text {
        if character.isWhitespace {  // only inside a quoted flag value
          if !name.isEmpty { try add(name, at: nameColumn) }
          name = ""
        } else if character == "," {
          if !name.isEmpty { try add(name, at: nameColumn) }
          if expectingName { throw reader.error("expected a \(what) before ','", at: column) }
          name = ""
          expectingName = true
          lastCommaColumn = column
        } else {
          if name.isEmpty { nameColumn = column }
          name.append(character)
        }
        column += 1
      }
      if !name.isEmpty { try add(name, at: nameColumn) }
    }
    if expectingName && !items.isEmpty {
      throw reader.error("expected a \(what) after ','", at: lastCommaColumn)
    }
    return items
  }
}
