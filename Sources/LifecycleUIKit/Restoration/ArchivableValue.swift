import LifecycleRestoration

/// Translates what apps put in coders and user activities into the archive's typed values
/// (``RestorationValue``) and back.
///
/// Strings, whole numbers, doubles, flags, bytes and lists of strings map onto the archive's
/// own kinds. The others are nested containers marked with a `$kind` key, as
/// `NSKeyedArchiver` marks objects with `$class`: a `CGPoint` (`point`), a `URL` (`url`), an
/// `NSCoding` object's own values (`object`). A dictionary with string keys becomes an
/// unmarked container. Anything else — a view, a closure, a class that does not adopt
/// `NSCoding` — cannot outlive the process: it is left out and named, never dropped silently.
enum ArchivableValue {
  /// The key that marks a container standing for a value of another kind.
  static let kindKey = "$kind"

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
