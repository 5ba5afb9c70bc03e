import Foundation

/// How managed objects keep their values: attributes as Swift values of one type per attribute
/// type (`Int64` for integers, `Double` for floating point, `Bool`, `String`, `Date`, `Data`,
/// `UUID`, `URL`, `NSDecimalNumber`), relationships as objects; in the store, as property-list
/// values, relationships as the keys of the objects they reach.
@MainActor
enum CoreDataValues {
  /// `value` as the attribute keeps it.
  static func canonical(_ value: Any, _ attribute: NSAttributeDescription) -> Any? {
    guard let value = PredicateParser.unwrap(value), !(value is NSNull) else { return nil }
    switch attribute.attributeType {
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
      return PredicateValues.number(value).map { Int64($0) } ?? value
    case .doubleAttributeType, .floatAttributeType:
      return PredicateValues.number(value) ?? value
    case .booleanAttributeType:
      return PredicateValues.number(value).map { $0 != 0 } ?? value
    case .decimalAttributeType:
      if let decimal = value as? NSDecimalNumber { return decimal }
      if let decimal = value as? Decimal { return NSDecimalNumber(decimal: decimal) }
      return PredicateValues.number(value).map { NSDecimalNumber(value: $0) } ?? value
    default:
      return value
    }
  }

  /// The objects a relationship value names: one object, a set, an array, `NSSet` or
  /// `NSOrderedSet`.
  static func objects(_ value: Any?) -> [NSManagedObject] {
    switch PredicateParser.unwrap(value as Any) {
    case let object as NSManagedObject: return [object]
    case let ordered as NSOrderedSet: return ordered.array.compactMap { $0 as? NSManagedObject }
    case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
    case let set as Set<NSManagedObject>: return Array(set).sorted { $0.objectID.key < $1.objectID.key }
    case let array as [Any]: return array.compactMap { $0 as? NSManagedObject }
    case let set as Set<AnyHashable>: return set.compactMap { $0.base as? NSManagedObject }
    default: return []
    }
  }

  /// A value as the store writes it.
  static func encode(_ value: Any, property: NSPropertyDescription?) -> Any? {
    switch value {
    case let object as NSManagedObject: return object.objectID.key
    case let objects as [NSManagedObject]: return objects.map(\.objectID.key)
    case let decimal as NSDecimalNumber: return decimal.stringValue
    case let uuid as UUID: return uuid.uuidString
    case let url as URL: return url.absoluteString
    case is String, is Date, is Data, is Bool, is Int64, is Double: return value
    default:
      if let number = PredicateValues.number(value) { return number }
      return nil
    }
  }

  /// A stored value as the object keeps it.
  static func decode(_ stored: Any, property: NSPropertyDescription?, context: NSManagedObjectContext?)
    -> Any?
  {
    if let relationship = property as? NSRelationshipDescription {
      let keys =
        (stored as? [Int]) ?? (stored as? [Any])?.compactMap { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }
        ?? [(stored as? Int) ?? (stored as? NSNumber)?.intValue ?? 0]
      let objects = keys.compactMap {
        context?.object(entityName: relationship.destinationEntityName, key: $0)
      }
      return relationship.isToMany ? objects : objects.first
    }
    guard let attribute = property as? NSAttributeDescription else { return stored }
    switch attribute.attributeType {
    case .decimalAttributeType: return (stored as? String).map { NSDecimalNumber(string: $0) } ?? stored
    case .uuidAttributeType: return (stored as? String).flatMap(UUID.init(uuidString:)) ?? stored
    case .uriAttributeType: return (stored as? String).flatMap(URL.init(string:)) ?? stored
    default: return canonical(stored, attribute)
    }
  }

  /// `value` as `T`, the type an `@NSManaged` property declares.
  static func convert<T>(_ value: Any?, to type: T.Type) -> T? {
    guard let value else { return nil }
    if let same = value as? T { return same }
    if let number = PredicateValues.number(value) {
      let candidates: [Any] = [
        Int16(truncatingIfNeeded: Int64(number)), Int32(truncatingIfNeeded: Int64(number)), Int64(number),
        Int(number), Double(number), Float(number), number != 0, NSNumber(value: number),
        NSDecimalNumber(value: number), Decimal(number),
      ]
      for candidate in candidates {
        if let converted = candidate as? T { return converted }
      }
      if T.self == NSNumber?.self || T.self == NSNumber.self { return NSNumber(value: number) as? T }
    }
    if let set = value as? Set<NSManagedObject> {
      if let converted = NSSet(array: Array(set)) as? T { return converted }
      if let converted = Array(set) as? T { return converted }
    }
    if let ordered = value as? NSOrderedSet,
      let converted = Set(ordered.array.compactMap { $0 as? NSManagedObject }) as? T
    {
      return converted
    }
    return nil
  }

  /// What a non-optional property without a value reads as where Swift's bridging gives one.
  static func empty<T>(_ type: T.Type) -> T? {
    let values: [Any] = [
      Int16(0), Int32(0), Int64(0), 0, 0.0, Float(0), false, "", NSNumber(value: 0), NSSet(), NSOrderedSet(),
      Decimal(0), NSDecimalNumber(value: 0),
    ]
    for value in values {
      if let found = value as? T { return found }
    }
    // A to-many relationship: no objects.
    return Set<NSManagedObject>() as? T
  }

  /// A value of `T` for code that runs on after the app crashed reading a property with no value.
  static func placeholder<T>(_ type: T.Type) -> T {
    let values: [Any] = [
      Date(timeIntervalSinceReferenceDate: 0), Data(), UUID(), URL(string: "about:blank")!,
    ]
    for value in values {
      if let found = value as? T { return found }
    }
    if let managed = T.self as? NSManagedObject.Type,
      let object = managed.init(entity: NSEntityDescription(), insertInto: nil) as? T
    {
      return object
    }
    preconditionFailure("\(T.self): no value to go on with after the app's crash")
  }
}
