public import Foundation

/// One typed value of preserved state, as a ``RestorationContainer`` holds it under a key.
///
/// The kinds are the ones state preservation needs: restoration identifiers and paths
/// (``string(_:)``, ``strings(_:)``), scroll offsets (``double(_:)``), the text being edited
/// (``string(_:)``), a selection by model identifier (``string(_:)`` or ``int(_:)``), flags
/// (``bool(_:)``), opaque bytes an app encodes itself (``data(_:)``), and the state of a child
/// object (``container(_:)``), as `NSCoder` gives each object its own coder.
///
/// Literals build values directly: `"buy milk"`, `42`, `120.5`, `true`, `["Tab", "Nav"]`,
/// `["offset": 120.5]`.
public enum RestorationValue: Hashable, Sendable {
  /// Text: an identifier, a path component, the text being edited.
  case string(String)
  /// A whole number, stored as 64 bits.
  case int(Int)
  /// A floating-point number, stored bit for bit (so `-0.0` and NaN payloads survive).
  case double(Double)
  /// A flag.
  case bool(Bool)
  /// Bytes the app encoded itself.
  case data(Data)
  /// A nested keyed container: the state of a child object.
  case container(RestorationContainer)
  /// A list of strings, such as a restoration identifier path.
  case strings([String])

  /// The kind's name as messages use it (`string`, `int`, `double`, `bool`, `data`,
  /// `container`, `strings`).
  public var kindName: String {
    switch self {
    case .string: "string"
    case .int: "int"
    case .double: "double"
    case .bool: "bool"
    case .data: "data"
    case .container: "container"
    case .strings: "strings"
    }
  }
}

extension RestorationValue: ExpressibleByStringLiteral {
  /// A ``string(_:)`` value.
  public init(stringLiteral value: String) { self = .string(value) }
}

extension RestorationValue: ExpressibleByIntegerLiteral {
  /// An ``int(_:)`` value.
  public init(integerLiteral value: Int) { self = .int(value) }
}

extension RestorationValue: ExpressibleByFloatLiteral {
  /// A ``double(_:)`` value.
  public init(floatLiteral value: Double) { self = .double(value) }
}

extension RestorationValue: ExpressibleByBooleanLiteral {
  /// A ``bool(_:)`` value.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension RestorationValue: ExpressibleByArrayLiteral {
  /// A ``strings(_:)`` value.
  public init(arrayLiteral elements: String...) { self = .strings(elements) }
}

extension RestorationValue: ExpressibleByDictionaryLiteral {
  /// A ``container(_:)`` value.
  public init(dictionaryLiteral elements: (String, RestorationValue)...) {
    self = .container(RestorationContainer(elements))
  }
}
