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
