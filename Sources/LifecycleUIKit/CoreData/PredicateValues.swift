import Foundation

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
