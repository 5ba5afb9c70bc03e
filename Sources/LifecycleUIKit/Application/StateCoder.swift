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
    case let other?:
      guard ArchivableValue.iOSArchives(other) else {
        // iOS's keyed archiver sends the object encodeWithCoder:, which it does not have.
        let reason =
          "NSInvalidArgumentException: -[__SwiftValue encodeWithCoder:]: unrecognized selector sent to instance"
          + " (a \(type(of: other)) encoded for the key \(key): a restoration coder keeps property-list values"
          + " and NSCoding objects only)"
        _ = AppThread.withHost { $0.crash(reason) }
        return
      }
      values[key] = .unarchivable(other)
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

  /// Decodes an object of class `cls`: an `NSCoding` object from its nested values, a string
  /// as an `NSString`, a number or boolean as an `NSNumber` (as `NSKeyedUnarchiver` hands them
  /// back), a list of strings as an `NSArray`. A value of another class decodes as nil, as
  /// Apple's “decodeObject(of:forKey:)” returns when “decoding fails”.
  public override func decodeObject<DecodedObjectType: NSCoding & NSObject>(
    of cls: DecodedObjectType.Type, forKey key: String
  ) -> DecodedObjectType? {
    switch value(key) {
    case .coded(let nested, let object):
      if let object = object as? DecodedObjectType { return object }
      guard Self.isCodedObject(nested, of: cls) else { return nil }
      return DecodedObjectType(coder: StateCoder(values: nested, requiresSecureCoding: secure))
    case let other?: return Self.foundationObject(other) as? DecodedObjectType
    case nil: return nil
    }
  }

  /// Decodes an object of one of `classes` (nil: any class), as ``decodeObject(of:forKey:)``
  /// does for one: the Foundation object (`NSString`, `NSNumber`, `NSArray`, …) or the coded
  /// object when its class is one of them, else nil.
  public override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? {
    guard let classes else { return decodeObject(forKey: key) }
    guard let stored = value(key) else { return nil }
    if case .coded(let nested, let object) = stored {
      if let object = object as? NSObject, classes.contains(where: { object.isKind(of: $0) }) {
        return object
      }
      for cls in classes {
        if let coding = cls as? any (NSObject & NSCoding).Type, Self.isCodedObject(nested, of: coding) {
          return coding.init(coder: StateCoder(values: nested, requiresSecureCoding: secure))
        }
      }
      return nil
    }
    guard let object = Self.foundationObject(stored) else { return nil }
    return classes.contains(where: { object.isKind(of: $0) }) ? object : nil
  }

  /// A nested object's values may be decoded as `cls` when they are an object's: every
  /// `NSCoding` class reads its own keys, so the class is not checked further (the archive
  /// keeps no class name for nested objects).
  private static func isCodedObject(_ values: [String: Value], of cls: AnyClass) -> Bool {
    !(cls is NSString.Type || cls is NSNumber.Type || cls is NSArray.Type)
  }

  /// The Foundation object `NSKeyedUnarchiver` would hand back for a stored value.
  private static func foundationObject(_ value: Value) -> NSObject? {
    switch value {
    case .string(let string): NSString(string: string)
    case .integer(let int): NSNumber(value: int)
    case .double(let double): NSNumber(value: double)
    case .bool(let bool): NSNumber(value: bool)
    case .point, .coded: nil
    case .unarchivable(let other):
      switch other {
      case let strings as [String]: NSArray(array: strings.map { NSString(string: $0) })
      case let data as Data: NSData(data: data)
      case let url as URL: NSURL(string: url.absoluteString)
      case let object as NSObject: object
      default: nil
      }
    }
  }

  /// A typed read of a value that is not a number: 0, and a misuse in the app's trace —
  /// `NSKeyedUnarchiver` raises an exception for it on iOS (the value “is not” a number).
  private func mismatch(_ key: String, _ stored: Value, reading method: String) {
    let kind =
      switch stored {
      case .string: "string"
      case .point: "point"
      case .coded: "coded object"
      case .unarchivable(let other): "\(type(of: other))"
      default: "number"
      }
    let message =
      "\(method)(forKey: \"\(key)\") read a \(kind), which is not a number: it answered 0 here, and iOS's"
      + " keyed unarchiver raises an exception. Read the key as it was encoded (decodeObject(of:forKey:) for"
      + " strings and objects)"
    _ = AppThread.withHost { $0.process?.reportMisuse(message) }
  }

  /// The stored boolean (a number reads as true when not 0); false when absent. Another kind
  /// of value reads false and is a misuse (see ``decodeInteger(forKey:)``).
  public override func decodeBool(forKey key: String) -> Bool {
    switch value(key) {
    case .bool(let bool): return bool
    case .integer(let int): return int != 0
    case .double(let double): return double != 0
    case nil: return false
    case let other?:
      mismatch(key, other, reading: "decodeBool")
      return false
    }
  }

  /// The stored integer (a double is truncated, a boolean is 0 or 1); 0 when absent. A
  /// string, a point or an object reads 0 and is a misuse naming the key: on iOS the keyed
  /// unarchiver raises an exception for it.
  public override func decodeInteger(forKey key: String) -> Int {
    switch value(key) {
    case .integer(let int): return int
    case .double(let double): return double.isFinite ? Int(clamping: Int64(double)) : 0
    case .bool(let bool): return bool ? 1 : 0
    case nil: return 0
    case let other?:
      mismatch(key, other, reading: "decodeInteger")
      return 0
    }
  }

  /// The stored integer as 32 bits.
  public override func decodeInt32(forKey key: String) -> Int32 {
    Int32(clamping: decodeInteger(forKey: key))
  }
  /// The stored integer as 64 bits.
  public override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }

  /// The stored double (an integer or a boolean converted); 0 when absent. Another kind of
  /// value reads 0 and is a misuse (see ``decodeInteger(forKey:)``).
  public override func decodeDouble(forKey key: String) -> Double {
    switch value(key) {
    case .double(let double): return double
    case .integer(let int): return Double(int)
    case .bool(let bool): return bool ? 1 : 0
    case nil: return 0
    case let other?:
      mismatch(key, other, reading: "decodeDouble")
      return 0
    }
  }

  /// The stored double as a float: a float encoded with `encode(_:forKey:)` comes back exactly
  /// (it is kept widened to a double, which holds every float).
  public override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
}
