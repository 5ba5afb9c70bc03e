/// The value of an `#if` condition once the import has answered its platform conditions
/// (`true && !false || DEBUG`): true, false, or nil when it depends on something the import
/// cannot know (a compilation flag such as `DEBUG`, `swift(>=5.9)`, `canImport` of a module it
/// does not know). Three-valued: `false && X` is false and `true || X` true whatever X is.
enum ConditionEvaluator {
  static func evaluate(_ text: String) -> Bool? {
    var tokens = tokenize(text)
    tokens.reverse()
    let value = disjunction(&tokens)
    return tokens.isEmpty ? value : nil
  }

  private static func tokenize(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var depth = 0
    func flush() {
      if !current.isEmpty { tokens.append(current) }
      current = ""
    }
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if depth > 0 {
        // Inside a call's argument (`swift(>=5)`): part of one opaque word.
        current.append(character)
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
      } else if character == "(" && !current.isEmpty {
        current.append(character)
        depth = 1
      } else if character == " " || character == "\t" {
        flush()
      } else if character == "(" || character == ")" || character == "!" {
        flush()
        tokens.append(String(character))
      } else if (character == "&" || character == "|"), next < text.endIndex, text[next] == character {
        flush()
        tokens.append(String([character, character]))
        index = text.index(after: next)
        continue
      } else {
        current.append(character)
      }
      index = next
    }
    flush()
    return tokens
  }

  // The tokens are reversed, so that popLast reads them in order.
  private static func disjunction(_ tokens: inout [String]) -> Bool? {
    var value = conjunction(&tokens)
    while tokens.last == "||" {
      tokens.removeLast()
      let right = conjunction(&tokens)
      value = value == true || right == true ? true : (value == false && right == false ? false : nil)
    }
    return value
  }

  private static func conjunction(_ tokens: inout [String]) -> Bool? {
    var value = unary(&tokens)
    while tokens.last == "&&" {
      tokens.removeLast()
      let right = unary(&tokens)
      value = value == false || right == false ? false : (value == true && right == true ? true : nil)
    }
    return value
  }

  private static func unary(_ tokens: inout [String]) -> Bool? {
    guard let token = tokens.popLast() else { return nil }
    switch token {
    case "!": return unary(&tokens).map { !$0 }
    case "(":
      let value = disjunction(&tokens)
      if tokens.last == ")" { tokens.removeLast() }
      return value
    case "true": return true
    case "false": return false
    default: return nil
    }
  }
}
