/// A keyed coder that keeps its values in memory: what LifecycleUIKit hands to
/// `encodeRestorableState(with:)`, the restoration delegate methods, and to
/// `init?(coder:)` of objects an interface file creates.
///
/// It is a real `NSCoder` (Foundation's class, so UIKit's signatures stay as they are):
/// strings, integers, doubles, floats, booleans, points and nested objects are stored by
/// key. An object that adopts `NSCoding` is encoded into a nested coder and decoded
/// again with `decodeObject(of:forKey:)`; ``decodeObject(forKey:)`` returns the
/// object itself while it is in memory. ``values`` is what an archive stores.
///
/// The coder records every key that was asked for (``requestedKeys``): interface
/// loading uses it to report properties no class reads.
public final class StateCoder: NSCoder {
  /// One stored value.
  public enum Value {
    /// A string.
    case string(String)
    /// An integer.
    case integer(Int)
    /// A double (floats are widened).
    case double(Double)
    /// A boolean.
    case bool(Bool)
    /// A point.
    case point(CGPoint)
    /// An `NSCoding` object, encoded into a nested coder's values, and the object
    /// itself while it is in memory.
    case coded([String: Value], object: AnyObject?)
    /// Any other value, kept by reference or copy: lost with the process.
    case unarchivable(Any)

    /// The value as `decodeObject(forKey:)` returns it.
    var object: Any {
      switch self {
      case .string(let string): string
      case .integer(let integer): integer
      case .double(let double): double
      case .bool(let bool): bool
      case .point(let point): point
      case .coded(let values, let object): object ?? StateCoder(values: values)
      case .unarchivable(let value): value
      }
    }
  }

  /// The encoded values by key.
  public private(set) var values: [String: Value]
  /// Every key decoded or checked since the coder was made, in no particular order.
  public private(set) var requestedKeys: Set<String> = []
  private let secure: Bool

  /// Creates a coder holding `values`; `requiresSecureCoding` for the secure
  /// restoration variants.
  public init(values: [String: Value] = [:], requiresSecureCoding: Bool = false) {
    self.values = values
    self.secure = requiresSecureCoding
    super.init()
  }

  /// True: this is a keyed coder.
  public override var allowsKeyedCoding: Bool { true }
  /// Whether the coder was made for the secure restoration methods.
  public override var requiresSecureCoding: Bool { secure }

  private func value(_ key: String) -> Value? {
    requestedKeys.insert(key)
    return values[key]
  }

  /// Stores a value for a key in this coder's own form.
  public func encode(_ value: Value, forKey key: String) { values[key] = value }

  /// Stores an object: strings, numbers and points as values, `NSCoding` objects as a
  /// nested coder, anything else by reference. Nil removes the key.
  public override func encode(_ object: Any?, forKey key: String) {
    switch object {
    case nil: values[key] = nil
    case let string as String: values[key] = .string(string)
    case let int as Int: values[key] = .integer(int)
    case let double as Double: values[key] = .double(double)
    case let bool as Bool: values[key] = .bool(bool)
    case let point as CGPoint: values[key] = .point(point)
    case let coding as any NSCoding:
      let nested = StateCoder(requiresSecureCoding: secure)
      coding.encode(with: nested)
      values[key] = .coded(nested.values, object: coding as AnyObject)
    case let other?: values[key] = .unarchivable(other)
    }
  }

  /// Stores a boolean.
  public override func encode(_ value: Bool, forKey key: String) { values[key] = .bool(value) }
  /// Stores an integer.
  public override func encode(_ value: Int, forKey key: String) { values[key] = .integer(value) }
  /// Stores a 32-bit integer.
  public override func encode(_ value: Int32, forKey key: String) { values[key] = .integer(Int(value)) }
  /// Stores a 64-bit integer.
  public override func encode(_ value: Int64, forKey key: String) { values[key] = .integer(Int(value)) }
  /// Stores a double.
  public override func encode(_ value: Double, forKey key: String) { values[key] = .double(value) }
  /// Stores a float.
  public override func encode(_ value: Float, forKey key: String) { values[key] = .double(Double(value)) }

  /// Whether a value is stored for `key`.
  public override func containsValue(forKey key: String) -> Bool { value(key) != nil }

  /// The stored value as an object (`String`, `Int`, `Double`, `Bool`, `CGPoint`, the
  /// coded object or a nested ``StateCoder``); nil when absent.
  public override func decodeObject(forKey key: String) -> Any? { value(key)?.object }

  /// Decodes an `NSCoding` object of class `cls` from its nested values.
  public override func decodeObject<DecodedObjectType: NSCoding & NSObject>(
    of cls: DecodedObjectType.Type, forKey key: String
  ) -> DecodedObjectType? {
    switch value(key) {
    case .coded(let nested, let object):
      if let object = object as? DecodedObjectType { return object }
      return DecodedObjectType(coder: StateCoder(values: nested, requiresSecureCoding: secure))
    case let other?: return other.object as? DecodedObjectType
    case nil: return nil
    }
  }

  /// The stored boolean; false when absent or not a boolean.
  public override func decodeBool(forKey key: String) -> Bool {
    switch value(key) {
    case .bool(let bool): bool
    case .integer(let int): int != 0
    default: false
    }
  }

  /// The stored integer; 0 when absent or not a number.
  public override func decodeInteger(forKey key: String) -> Int {
    switch value(key) {
    case .integer(let int): int
    case .double(let double): Int(double)
    case .bool(let bool): bool ? 1 : 0
    default: 0
    }
  }

  /// The stored integer as 32 bits.
  public override func decodeInt32(forKey key: String) -> Int32 {
    Int32(clamping: decodeInteger(forKey: key))
  }
  /// The stored integer as 64 bits.
  public override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }

  /// The stored double; 0 when absent or not a number.
  public override func decodeDouble(forKey key: String) -> Double {
    switch value(key) {
    case .double(let double): double
    case .integer(let int): Double(int)
    default: 0
    }
  }

  /// The stored double as a float.
  public override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
}
