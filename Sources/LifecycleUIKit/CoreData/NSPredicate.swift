import Foundation

/// A condition on objects, written in Apple's predicate format string syntax (Apple's
/// “NSPredicate” and “Predicate Format String Syntax”): what a fetch request filters by.
///
/// Foundation on Linux cannot parse a format (`NSPredicate(format:)` is unavailable there, as is
/// key-value coding); this one parses the format's comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`,
/// `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE`, `MATCHES`, `IN`, `BETWEEN`, with `[c]`, `[d]`,
/// `[cd]`), `AND`, `OR`, `NOT`, `ANY`, `ALL`, `NONE`, `SOME`, key paths with `@count`, `SELF`,
/// literals (`'text'`, numbers, `YES`, `NO`, `nil`, `{…}`) and the arguments `%@`, `%K`, `%d`,
/// `%i`, `%ld`, `%f`, and evaluates it on managed objects, dictionaries and plain values. A format it
/// cannot parse is the exception Foundation raises: the app crashes with the format and the place.
open class NSPredicate: NSObject, @unchecked Sendable {
  /// The parsed condition.
  let node: PredicateNode

  init(node: PredicateNode) {
    self.node = node
    super.init()
  }

  /// The predicate `format` describes, its `%@`, `%K`, `%d` … replaced by `args` in order.
  public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
    self.init(format: predicateFormat, argumentArray: args.map { $0 as Any })
  }

  /// The predicate `format` describes, its `%@`, `%K` … replaced by the items of `arguments`.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    do {
      var parser = try PredicateParser(predicateFormat, arguments: arguments ?? [])
      self.init(node: try parser.parse())
    } catch {
      MainActor.assumeIsolated {
        CoreDataFailure.raise(
          "NSInvalidArgumentException: Unable to parse the format string \"\(predicateFormat)\" (\(error.reason))"
        )
      }
      self.init(node: .constant(false))
    }
  }

  /// A predicate that is always `value` (`TRUEPREDICATE`, `FALSEPREDICATE`).
  public convenience init(value: Bool) { self.init(node: .constant(value)) }

  /// Whether `object` meets the condition.
  @MainActor open func evaluate(with object: Any?) -> Bool { node.evaluate(object) }

  /// The format, as parsed.
  open var predicateFormat: String { node.format }

  override open var description: String { predicateFormat }
}

/// Predicates joined by `AND`, `OR` or `NOT` (Apple's “NSCompoundPredicate”).
open class NSCompoundPredicate: NSPredicate, @unchecked Sendable {
  /// How the subpredicates are joined.
  public enum LogicalType: UInt, Sendable {
    case not = 0
    case and = 1
    case or = 2
  }

  /// How the subpredicates are joined.
  public let compoundPredicateType: LogicalType
  /// The predicates joined.
  public let subpredicates: [Any]

  /// `subpredicates` joined by `type` (`NOT` negates the first).
  public init(type: LogicalType, subpredicates: [NSPredicate]) {
    compoundPredicateType = type
    self.subpredicates = subpredicates
    let nodes = subpredicates.map(\.node)
    switch type {
    case .and: super.init(node: .and(nodes))
    case .or: super.init(node: .or(nodes))
    case .not: super.init(node: .not(nodes.first ?? .constant(false)))
    }
  }

  /// All of `subpredicates`.
  public convenience init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) {
    self.init(type: .and, subpredicates: subpredicates)
  }

  /// Any of `subpredicates`.
  public convenience init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) {
    self.init(type: .or, subpredicates: subpredicates)
  }

  /// The negation of `predicate`.
  public convenience init(notPredicateWithSubpredicate predicate: NSPredicate) {
    self.init(type: .not, subpredicates: [predicate])
  }
}

/// A parsed predicate.
indirect enum PredicateNode: @unchecked Sendable {
  case constant(Bool)
  case not(PredicateNode)
  case and([PredicateNode])
  case or([PredicateNode])
  case comparison(
    PredicateExpression, PredicateOperator, PredicateExpression, quantifier: Quantifier, options: Options)

  enum Quantifier: String { case none = "", any = "ANY ", all = "ALL ", noneOf = "NONE " }

  struct Options: OptionSet {
    let rawValue: Int
    static let caseInsensitive = Options(rawValue: 1)
    static let diacriticInsensitive = Options(rawValue: 2)
  }

  var format: String {
    switch self {
    case .constant(let value): return value ? "TRUEPREDICATE" : "FALSEPREDICATE"
    case .not(let inner): return "NOT \(inner.format)"
    case .and(let nodes): return nodes.map { "(\($0.format))" }.joined(separator: " AND ")
    case .or(let nodes): return nodes.map { "(\($0.format))" }.joined(separator: " OR ")
    case .comparison(let left, let op, let right, let quantifier, let options):
      var modifier = ""
      if !options.isEmpty {
        modifier =
          "[" + (options.contains(.caseInsensitive) ? "c" : "")
          + (options.contains(.diacriticInsensitive) ? "d" : "")
          + "]"
      }
      return "\(quantifier.rawValue)\(left.format) \(op.rawValue)\(modifier) \(right.format)"
    }
  }

  @MainActor func evaluate(_ object: Any?) -> Bool {
    switch self {
    case .constant(let value): return value
    case .not(let inner): return !inner.evaluate(object)
    case .and(let nodes): return nodes.allSatisfy { $0.evaluate(object) }
    case .or(let nodes): return nodes.contains { $0.evaluate(object) }
    case .comparison(let left, let op, let right, let quantifier, let options):
      let lhs = left.value(object)
      let rhs = right.value(object)
      switch quantifier {
      case .none:
        return op.holds(lhs, rhs, options)
      case .any:
        return PredicateValues.elements(lhs).contains { op.holds($0, rhs, options) }
      case .all:
        return PredicateValues.elements(lhs).allSatisfy { op.holds($0, rhs, options) }
      case .noneOf:
        return !PredicateValues.elements(lhs).contains { op.holds($0, rhs, options) }
      }
    }
  }
}

/// One side of a comparison.
indirect enum PredicateExpression: @unchecked Sendable {
  case keyPath([String])
  case constant(Any?)
  case evaluatedObject
  case aggregate([PredicateExpression])

  var format: String {
    switch self {
    case .keyPath(let parts): return parts.joined(separator: ".")
    case .evaluatedObject: return "SELF"
    case .aggregate(let items): return "{" + items.map(\.format).joined(separator: ", ") + "}"
    case .constant(let value):
      switch value {
      case nil: return "nil"
      case let text as String: return "\"\(text)\""
      case let object as NSManagedObject: return MainActor.assumeIsolated { object.objectID.description }
      case let value?: return "\(value)"
      }
    }
  }

  @MainActor func value(_ object: Any?) -> Any? {
    switch self {
    case .constant(let value): return value
    case .evaluatedObject: return object
    case .aggregate(let items): return items.map { $0.value(object) }
    case .keyPath(let parts):
      var current: [Any?] = [object]
      var collection = false
      for part in parts {
        if part == "@count" {
          return current.count == 1 && !collection
            ? PredicateValues.elements(current[0]).count : current.count
        }
        var next: [Any?] = []
        for item in current {
          let value = PredicateValues.value(of: item, forKey: part)
          if let many = PredicateValues.toMany(value) {
            collection = true
            next.append(contentsOf: many.map { $0 as Any? })
          } else {
            next.append(value)
          }
        }
        current = next
      }
      return collection ? current.map { $0 as Any } : current.first ?? nil
    }
  }
}

/// A comparison's operator.
enum PredicateOperator: String {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case beginsWith = "BEGINSWITH"
  case endsWith = "ENDSWITH"
  case contains = "CONTAINS"
  case like = "LIKE"
  case matches = "MATCHES"
  case isIn = "IN"
  case between = "BETWEEN"

  @MainActor func holds(_ lhs: Any?, _ rhs: Any?, _ options: PredicateNode.Options) -> Bool {
    switch self {
    case .equal: return PredicateValues.equal(lhs, rhs, options)
    case .notEqual: return !PredicateValues.equal(lhs, rhs, options)
    case .less: return PredicateValues.compare(lhs, rhs, options) == .orderedAscending
    case .lessOrEqual:
      return [.orderedAscending, .orderedSame].contains(PredicateValues.compare(lhs, rhs, options))
    case .greater: return PredicateValues.compare(lhs, rhs, options) == .orderedDescending
    case .greaterOrEqual:
      return [.orderedDescending, .orderedSame].contains(PredicateValues.compare(lhs, rhs, options))
    case .isIn:
      if let text = rhs as? String, let needle = lhs as? String {
        return PredicateValues.fold(text, options).contains(PredicateValues.fold(needle, options))
      }
      return PredicateValues.elements(rhs).contains { PredicateValues.equal(lhs, $0, options) }
    case .contains:
      if let text = lhs as? String, let needle = rhs as? String {
        return PredicateValues.fold(text, options).contains(PredicateValues.fold(needle, options))
      }
      return PredicateValues.elements(lhs).contains { PredicateValues.equal($0, rhs, options) }
    case .beginsWith, .endsWith, .like, .matches:
      guard let text = lhs as? String, let pattern = rhs as? String else { return false }
      let folded = PredicateValues.fold(text, options)
      let foldedPattern = PredicateValues.fold(pattern, options)
      switch self {
      case .beginsWith: return folded.hasPrefix(foldedPattern)
      case .endsWith: return folded.hasSuffix(foldedPattern)
      case .like: return PredicateValues.like(folded, foldedPattern)
      default:
        guard let regex = try? NSRegularExpression(pattern: "^(?:" + foldedPattern + ")$") else {
          return false
        }
        return regex.firstMatch(in: folded, range: NSRange(folded.startIndex..., in: folded)) != nil
      }
    case .between:
      let bounds = PredicateValues.elements(rhs)
      guard bounds.count == 2 else { return false }
      return PredicateValues.compare(lhs, bounds[0], options) != .orderedAscending
        && PredicateValues.compare(lhs, bounds[1], options) != .orderedDescending
    }
  }
}

/// How predicates and sort descriptors read and compare values.
enum PredicateValues {
  /// `object`'s value for `key`: a managed object's property, a dictionary's entry, or nil.
  @MainActor static func value(of object: Any?, forKey key: String) -> Any? {
    switch object {
    case let managed as NSManagedObject: return managed.value(forKey: key)
    case let dictionary as [String: Any]: return dictionary[key]
    case let dictionary as NSDictionary: return dictionary[key]
    case nil: return nil
    default:
      AppContext.current?.process?.reportMisuse(
        "NSPredicate: the key '\(key)' was read from a \(type(of: object!)), and Swift on Linux has no key-value "
          + "coding to read it by name: LifecycleKit's predicates read managed objects and dictionaries. Filter "
          + "the values with a Swift closure instead (Docs/Compatibility.md)")
      return nil
    }
  }

  /// The objects of a to-many relationship's value (a set, an ordered set or an array of managed
  /// objects), or nil when `value` is not one.
  static func toMany(_ value: Any?) -> [NSManagedObject]? {
    switch value {
    case let array as [NSManagedObject]: return array
    case let set as Set<NSManagedObject>: return Array(set)
    case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
    case let ordered as NSOrderedSet: return ordered.array.compactMap { $0 as? NSManagedObject }
    default: return nil
    }
  }

  /// The elements of a collection value; a single value is itself.
  static func elements(_ value: Any?) -> [Any?] {
    switch value {
    case let array as [Any?]: return array
    case let array as [Any]: return array.map { $0 as Any? }
    case let set as Set<AnyHashable>: return set.map { $0.base as Any? }
    case let set as NSSet: return set.allObjects.map { $0 as Any? }
    case nil: return []
    default: return [value]
    }
  }

  /// A number's value as a `Double`, for any of Swift's and Foundation's number types.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Bool: return value ? 1 : 0
    case let value as Int: return Double(value)
    case let value as Int16: return Double(value)
    case let value as Int32: return Double(value)
    case let value as Int64: return Double(value)
    case let value as UInt: return Double(value)
    case let value as Double: return value
    case let value as Float: return Double(value)
    case let value as NSDecimalNumber: return value.doubleValue
    case let value as NSNumber: return value.doubleValue
    case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
    default: return nil
    }
  }

  static func fold(_ text: String, _ options: PredicateNode.Options) -> String {
    var compare: String.CompareOptions = []
    if options.contains(.caseInsensitive) { compare.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { compare.insert(.diacriticInsensitive) }
    return compare.isEmpty ? text : text.folding(options: compare, locale: nil)
  }

  @MainActor static func equal(_ lhs: Any?, _ rhs: Any?, _ options: PredicateNode.Options) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let left as NSManagedObject, let right as NSManagedObject): return left === right
    case (let left as NSManagedObject, let right as NSManagedObjectID): return left.objectID == right
    case (let left as String, let right as String): return fold(left, options) == fold(right, options)
    case (let left as Date, let right as Date): return left == right
    case (let left as UUID, let right as UUID): return left == right
    case (let left as URL, let right as URL): return left == right
    case (let left as Data, let right as Data): return left == right
    default:
      if let left = number(lhs), let right = number(rhs) { return left == right }
      if let left = lhs as? AnyHashable, let right = rhs as? AnyHashable { return left == right }
      return false
    }
  }

  /// The order of two values: numbers, strings, dates; nil before everything, as Core Data's
  /// store sorts it.
  static func compare(_ lhs: Any?, _ rhs: Any?, _ options: PredicateNode.Options) -> ComparisonResult {
    switch (lhs, rhs) {
    case (nil, nil): return .orderedSame
    case (nil, _): return .orderedAscending
    case (_, nil): return .orderedDescending
    case (let left as String, let right as String):
      let a = fold(left, options)
      let b = fold(right, options)
      return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
    case (let left as Date, let right as Date):
      return left == right ? .orderedSame : left < right ? .orderedAscending : .orderedDescending
    default:
      guard let a = number(lhs), let b = number(rhs) else { return .orderedSame }
      return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
    }
  }

  /// `LIKE`: `*` matches any run of characters, `?` one.
  static func like(_ text: String, _ pattern: String) -> Bool {
    let t = Array(text)
    let p = Array(pattern)
    var memo: [Int: Bool] = [:]
    func match(_ i: Int, _ j: Int) -> Bool {
      if let known = memo[i * (p.count + 1) + j] { return known }
      let result: Bool
      if j == p.count {
        result = i == t.count
      } else if p[j] == "*" {
        result = match(i, j + 1) || (i < t.count && match(i + 1, j))
      } else {
        result = i < t.count && (p[j] == "?" || p[j] == t[i]) && match(i + 1, j + 1)
      }
      memo[i * (p.count + 1) + j] = result
      return result
    }
    return match(0, 0)
  }
}

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
