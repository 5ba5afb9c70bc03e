import LifecycleRestoration

/// Translates what apps put in coders and user activities into the archive's typed values
/// (``RestorationValue``) and back.
///
/// Strings, whole numbers, doubles, flags, bytes and lists of strings map onto the archive's
/// own kinds. The others are nested containers marked with a `$kind` key, as
/// `NSKeyedArchiver` marks objects with `$class`: a `CGPoint` (`point`), a `URL` (`url`), an
/// `NSCoding` object's own values (`object`). A dictionary with string keys becomes an
/// unmarked container. A value iOS cannot archive either (``iOSArchives(_:)``) crashes the app
/// where it is encoded, as the archiver's exception does on iOS; one iOS keeps but this format
/// does not yet (an array of numbers, a date, a view by reference) is left out, named, and
/// recorded as a misuse, which fails the run — never dropped silently.
enum ArchivableValue {
  /// The key that marks a container standing for a value of another kind.
  static let kindKey = "$kind"

  /// Whether iOS's keyed archiver archives `value`: property-list values (strings, numbers,
  /// data, dates, URLs, geometry) and arrays and dictionaries of them, `NSCoding` objects, and
  /// views and view controllers (by their restoration identifiers). Anything else — a Swift
  /// struct, enum or closure, a class that does not adopt `NSCoding` — reaches the archiver as
  /// an object without `encodeWithCoder:`, and the archiver raises
  /// (“NSKeyedArchiver”; “encodeRestorableState(with:)”: the values must be `NSCoding`).
  static func iOSArchives(_ value: Any) -> Bool {
    switch value {
    case is String, is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16,
      is UInt32, is UInt64, is Double, is Float, is Data, is Date, is URL, is UUID, is CGPoint, is CGSize,
      is CGRect, is NSNumber, is any NSCoding, is UIView, is UIViewController:
      return true
    case let array as [Any]: return array.allSatisfy(iOSArchives)
    case let dictionary as [AnyHashable: Any]:
      return dictionary.allSatisfy { iOSArchives($0.key.base) && iOSArchives($0.value) }
    default: return false
    }
  }

  /// The archive value of `value`, or nil when it cannot be archived.
  static func encode(_ value: Any) -> RestorationValue? {
    switch value {
    case let string as String: return .string(string)
    case let flag as Bool: return .bool(flag)
    case let number as Int: return .int(number)
    case let number as Double: return .double(number)
    case let number as Float: return .double(Double(number))
    case let bytes as Data: return .data(bytes)
    case let list as [String]: return .strings(list)
    case let point as CGPoint: return .container(point: point)
    case let url as URL: return .container([kindKey: "url", "url": .string(url.absoluteString)])
    case let dictionary as [String: Any]: return encode(dictionary: dictionary.map { ($0.key, $0.value) })
    case let dictionary as [AnyHashable: Any]:
      let pairs = dictionary.compactMap { key, value in (key.base as? String).map { ($0, value) } }
      guard pairs.count == dictionary.count else { return nil }
      return encode(dictionary: pairs)
    default: return nil
    }
  }

  private static func encode(dictionary pairs: [(String, Any)]) -> RestorationValue? {
    var container = RestorationContainer()
    for (key, value) in pairs {
      guard let encoded = encode(value) else { return nil }
      container[key] = encoded
    }
    return .container(container)
  }

  /// The archive value of a coder's stored value, or nil when it cannot be archived.
  static func encode(_ value: StateCoder.Value) -> RestorationValue? {
    switch value {
    case .string(let string): .string(string)
    case .integer(let number): .int(number)
    case .double(let number): .double(number)
    case .bool(let flag): .bool(flag)
    case .point(let point): .container(point: point)
    case .coded(let values, _):
      .container([kindKey: "object", "values": .container(encode(coderValues: values).container)])
    case .unarchivable(let other): encode(other)
    }
  }

  /// A coder's values as a container, and the keys of those that cannot be archived
  /// (sorted; a nested object's keys as `outer.inner`).
  static func encode(coderValues values: [String: StateCoder.Value]) -> (
    container: RestorationContainer, leftOut: [String]
  ) {
    var container = RestorationContainer()
    var leftOut: [String] = []
    for (key, value) in values {
      if case .coded(let nested, _) = value {
        leftOut += encode(coderValues: nested).leftOut.map { "\(key).\($0)" }
      }
      if let encoded = encode(value) {
        container[key] = encoded
      } else {
        leftOut.append(key)
      }
    }
    return (container, leftOut.sorted())
  }

  /// The value as app code reads it back: a `String`, `Int`, `Double`, `Bool`, `Data`,
  /// `[String]`, `CGPoint`, `URL`, or `[String: Any]` for an unmarked container.
  static func decode(_ value: RestorationValue) -> Any {
    switch decodeCoderValue(value) {
    case .coded(let values, _): values.mapValues(\.object)
    case let other: other.object
    }
  }

  /// The value as a coder stores it.
  static func decodeCoderValue(_ value: RestorationValue) -> StateCoder.Value {
    switch value {
    case .string(let string): return .string(string)
    case .int(let number): return .integer(number)
    case .double(let number): return .double(number)
    case .bool(let flag): return .bool(flag)
    case .data(let bytes): return .unarchivable(bytes)
    case .strings(let list): return .unarchivable(list)
    case .container(let container):
      switch container.string(forKey: kindKey) {
      case "point":
        return .point(CGPoint(x: container.double(forKey: "x") ?? 0, y: container.double(forKey: "y") ?? 0))
      case "url":
        if let url = container.string(forKey: "url").flatMap(URL.init(string:)) { return .unarchivable(url) }
        return .unarchivable(container.string(forKey: "url") ?? "")
      case "object":
        return .coded(decodeCoderValues(container.container(forKey: "values") ?? [:]), object: nil)
      default:
        let dictionary = Dictionary(
          uniqueKeysWithValues: container.entries.map { ($0.key, decode($0.value)) })
        return .unarchivable(dictionary)
      }
    }
  }

  /// A container's values as a coder stores them.
  static func decodeCoderValues(_ container: RestorationContainer) -> [String: StateCoder.Value] {
    Dictionary(uniqueKeysWithValues: container.entries.map { ($0.key, decodeCoderValue($0.value)) })
  }
}

extension RestorationValue {
  /// A point as a marked container.
  fileprivate static func container(point: CGPoint) -> RestorationValue {
    .container([
      ArchivableValue.kindKey: "point", "x": .double(Double(point.x)), "y": .double(Double(point.y)),
    ])
  }
}
