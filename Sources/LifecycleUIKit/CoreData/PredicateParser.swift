import Foundation

/// A format string that does not parse: what and where.
struct PredicateParseError: Error {
  var reason: String
}

/// Parses Apple's predicate format strings.
struct PredicateParser {
  enum Token: Equatable {
    case word(String)
    case string(String)
    case number(Double, isInteger: Bool)
    case symbol(String)
    case argument(Character)
    case modifier(String)
  }

  var tokens: [Token] = []
  var position = 0
  var arguments: [Any]
  var nextArgument = 0

  init(_ format: String, arguments: [Any]) throws(PredicateParseError) {
    self.arguments = arguments
    let characters = Array(format)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if character == "'" || character == "\"" {
        var text = ""
        index += 1
        while index < characters.count, characters[index] != character {
          if characters[index] == "\\", index + 1 < characters.count { index += 1 }
          text.append(characters[index])
          index += 1
        }
        guard index < characters.count else { throw PredicateParseError(reason: "an unterminated string") }
        index += 1
        tokens.append(.string(text))
      } else if character == "%" {
        index += 1
        while index < characters.count, "l".contains(characters[index]) { index += 1 }
        guard index < characters.count else { throw PredicateParseError(reason: "a % at the end") }
        tokens.append(.argument(characters[index]))
        index += 1
      } else if character == "[", let close = characters[index...].firstIndex(of: "]"),
        characters[(index + 1)..<close].allSatisfy({ "cdnlCDNL".contains($0) })
      {
        tokens.append(.modifier(String(characters[(index + 1)..<close]).lowercased()))
        index = close + 1
      } else if character.isNumber {
        var text = ""
        while index < characters.count, characters[index].isNumber || characters[index] == "." {
          text.append(characters[index])
          index += 1
        }
        tokens.append(.number(Double(text) ?? 0, isInteger: !text.contains(".")))
      } else if character.isLetter || character == "_" || character == "@" || character == "$" {
        var text = ""
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || "_@$".contains(characters[index])
        {
          text.append(characters[index])
          index += 1
        }
        tokens.append(.word(text))
      } else {
        let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
        if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
          tokens.append(.symbol(two))
          index += 2
        } else if "=<>!(){},.".contains(character) {
          tokens.append(.symbol(String(character)))
          index += 1
        } else {
          throw PredicateParseError(reason: "the character '\(character)'")
        }
      }
    }
  }

  var current: Token? { position < tokens.count ? tokens[position] : nil }

  func isWord(_ word: String) -> Bool {
    if case .word(let text) = current { return text.uppercased() == word }
    return false
  }

  func isSymbol(_ symbol: String) -> Bool { current == .symbol(symbol) }

  mutating func parse() throws(PredicateParseError) -> PredicateNode {
    let node = try parseOr()
    guard current == nil else {
      throw PredicateParseError(reason: "unexpected \(current!) after the predicate")
    }
    return node
  }

  mutating func parseOr() throws(PredicateParseError) -> PredicateNode {
    var nodes = [try parseAnd()]
    while isWord("OR") || isSymbol("||") {
      position += 1
      nodes.append(try parseAnd())
    }
    return nodes.count == 1 ? nodes[0] : .or(nodes)
  }

  mutating func parseAnd() throws(PredicateParseError) -> PredicateNode {
    var nodes = [try parseNot()]
    while isWord("AND") || isSymbol("&&") {
      position += 1
      nodes.append(try parseNot())
    }
    return nodes.count == 1 ? nodes[0] : .and(nodes)
  }

  mutating func parseNot() throws(PredicateParseError) -> PredicateNode {
    if isWord("NOT") || isSymbol("!") {
      position += 1
      return .not(try parseNot())
    }
    if isSymbol("(") {
      // A parenthesised predicate, unless it is an expression's (which predicates do not use).
      position += 1
      let inner = try parseOr()
      guard isSymbol(")") else { throw PredicateParseError(reason: "a missing )") }
      position += 1
      return inner
    }
    if isWord("TRUEPREDICATE") {
      position += 1
      return .constant(true)
    }
    if isWord("FALSEPREDICATE") {
      position += 1
      return .constant(false)
    }
    return try parseComparison()
  }

  mutating func parseComparison() throws(PredicateParseError) -> PredicateNode {
    var quantifier = PredicateNode.Quantifier.none
    if isWord("ANY") || isWord("SOME") {
      quantifier = .any
    } else if isWord("ALL") {
      quantifier = .all
    } else if isWord("NONE") {
      quantifier = .noneOf
    }
    if quantifier != .none { position += 1 }
    let left = try parseExpression()
    var negate = false
    if isWord("NOT") {
      negate = true
      position += 1
    }
    let op: PredicateOperator
    switch current {
    case .symbol("=="), .symbol("="): op = .equal
    case .symbol("!="), .symbol("<>"): op = .notEqual
    case .symbol("<"): op = .less
    case .symbol("<="), .symbol("=<"): op = .lessOrEqual
    case .symbol(">"): op = .greater
    case .symbol(">="), .symbol("=>"): op = .greaterOrEqual
    case .word(let word):
      guard let found = PredicateOperator(rawValue: word.uppercased()), found.rawValue.first!.isLetter else {
        throw PredicateParseError(reason: "'\(word)' is no operator")
      }
      op = found
    default:
      throw PredicateParseError(reason: "an operator expected after \(left.format)")
    }
    position += 1
    var options: PredicateNode.Options = []
    if case .modifier(let text) = current {
      if text.contains("c") { options.insert(.caseInsensitive) }
      if text.contains("d") { options.insert(.diacriticInsensitive) }
      position += 1
    }
    let right = try parseExpression()
    let node = PredicateNode.comparison(left, op, right, quantifier: quantifier, options: options)
    return negate ? .not(node) : node
  }

  mutating func parseExpression() throws(PredicateParseError) -> PredicateExpression {
    guard let token = current else { throw PredicateParseError(reason: "an expression expected at the end") }
    position += 1
    switch token {
    case .string(let text): return .constant(text)
    case .number(let value, let isInteger): return .constant(isInteger ? Int(value) as Any : value)
    case .argument(let kind):
      guard nextArgument < arguments.count else {
        throw PredicateParseError(reason: "more %-arguments than values given")
      }
      let value = arguments[nextArgument]
      nextArgument += 1
      if kind == "K" {
        guard let key = value as? String else {
          throw PredicateParseError(reason: "%K needs a key path string")
        }
        return .keyPath(key.split(separator: ".").map(String.init))
      }
      return .constant(Self.unwrap(value))
    case .symbol("{"):
      var items: [PredicateExpression] = []
      while !isSymbol("}") {
        items.append(try parseExpression())
        if isSymbol(",") {
          position += 1
        } else if !isSymbol("}") {
          throw PredicateParseError(reason: "a missing } in an aggregate")
        }
      }
      position += 1
      return .aggregate(items)
    case .word(let word):
      switch word.uppercased() {
      case "YES", "TRUE": return .constant(true)
      case "NO", "FALSE": return .constant(false)
      case "NIL", "NULL": return .constant(nil)
      case "SELF": return .evaluatedObject
      default:
        var parts = [word]
        while isSymbol("."), position + 1 < tokens.count, case .word(let next) = tokens[position + 1] {
          parts.append(next)
          position += 2
        }
        return .keyPath(parts)
      }
    default:
      throw PredicateParseError(reason: "an expression expected, not \(token)")
    }
  }

  /// An `Optional` argument as its value, or nil.
  static func unwrap(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional { return mirror.children.first.map { unwrap($0.value) } ?? nil }
    return value
  }
}
