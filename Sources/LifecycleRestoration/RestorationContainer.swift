public import Foundation

/// The preserved state of one object: typed values under string keys, the value-type
/// counterpart of the keyed `NSCoder` that UIKit hands to `encodeRestorableState(with:)`.
///
/// ```swift
/// var state = RestorationContainer()
/// state.encode(["TabBar", "Notes", "Editor"], forKey: "path")
/// state.encode("buy milk", forKey: "text")
/// state.encode(120.5, forKey: "scrollOffset")
/// state.string(forKey: "text")      // "buy milk"
/// state.int(forKey: "text")         // nil: wrong kind
/// ```
///
/// Keys are kept in one canonical order — ascending by their UTF-8 bytes — which is the order
/// ``keys`` lists them in and the order ``RestorationArchive`` encodes them in, so the same
/// state always gives the same bytes. Keys are compared as Swift strings compare them
/// (canonically equivalent spellings are one key) and encoded as spelled when stored.
public struct RestorationContainer: Hashable, Sendable {
  private var storage: [String: RestorationValue]

  /// An empty container.
  public init() { storage = [:] }

  /// A container holding `values`; when a key appears twice, the later value wins.
  public init(_ values: some Sequence<(String, RestorationValue)>) {
    storage = [:]
    for (key, value) in values { storage[key] = value }
  }

  /// A container holding the values of a dictionary.
  public init(_ values: [String: RestorationValue]) { storage = values }

  /// The keys, in canonical order (ascending by UTF-8 bytes).
  public var keys: [String] { storage.keys.sorted(by: Self.canonicalOrder) }

  /// The key–value pairs, in canonical order.
  public var entries: [(key: String, value: RestorationValue)] {
    keys.map { ($0, storage[$0]!) }
  }

  /// The number of keys.
  public var count: Int { storage.count }

  /// Whether the container holds no key.
  public var isEmpty: Bool { storage.isEmpty }

  /// The value stored under `key`, of any kind; assigning `nil` removes the key.
  public subscript(key: String) -> RestorationValue? {
    get { storage[key] }
    set { storage[key] = newValue }
  }

  /// Whether a value of any kind is stored under `key`.
  public func contains(_ key: String) -> Bool { storage[key] != nil }

  /// Removes the value under `key` and returns it, or `nil` when there was none.
  @discardableResult
  public mutating func removeValue(forKey key: String) -> RestorationValue? {
    storage.removeValue(forKey: key)
  }

  /// How many containers deep the deepest nested container lies (0 when none is nested).
  public var nestingDepth: Int {
    storage.values.reduce(0) { deepest, value in
      guard case .container(let child) = value else { return deepest }
      return max(deepest, child.nestingDepth + 1)
    }
  }

  /// Whether `lhs` sorts before `rhs` in the canonical key order: by UTF-8 bytes.
  static func canonicalOrder(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }
}

// MARK: - Typed encoding and decoding, as NSCoder spells it

extension RestorationContainer {
  /// Stores text under `key`, replacing any value there.
  public mutating func encode(_ value: String, forKey key: String) { storage[key] = .string(value) }
  /// Stores a whole number under `key`, replacing any value there.
  public mutating func encode(_ value: Int, forKey key: String) { storage[key] = .int(value) }
  /// Stores a floating-point number under `key`, replacing any value there.
  public mutating func encode(_ value: Double, forKey key: String) { storage[key] = .double(value) }
  /// Stores a flag under `key`, replacing any value there.
  public mutating func encode(_ value: Bool, forKey key: String) { storage[key] = .bool(value) }
  /// Stores bytes under `key`, replacing any value there.
  public mutating func encode(_ value: Data, forKey key: String) { storage[key] = .data(value) }
  /// Stores a list of strings (such as a restoration path) under `key`, replacing any value there.
  public mutating func encode(_ value: [String], forKey key: String) { storage[key] = .strings(value) }
  /// Stores a child object's state under `key`, replacing any value there.
  public mutating func encode(_ value: RestorationContainer, forKey key: String) {
    storage[key] = .container(value)
  }

  /// The text under `key`, or `nil` when the key is absent or holds another kind.
  public func string(forKey key: String) -> String? {
    if case .string(let value) = storage[key] { value } else { nil }
  }
  /// The whole number under `key`, or `nil` when the key is absent or holds another kind.
  public func int(forKey key: String) -> Int? {
    if case .int(let value) = storage[key] { value } else { nil }
  }
  /// The floating-point number under `key`, or `nil` when absent or of another kind.
  public func double(forKey key: String) -> Double? {
    if case .double(let value) = storage[key] { value } else { nil }
  }
  /// The flag under `key`, or `nil` when the key is absent or holds another kind.
  public func bool(forKey key: String) -> Bool? {
    if case .bool(let value) = storage[key] { value } else { nil }
  }
  /// The bytes under `key`, or `nil` when the key is absent or holds another kind.
  public func data(forKey key: String) -> Data? {
    if case .data(let value) = storage[key] { value } else { nil }
  }
  /// The list of strings under `key`, or `nil` when the key is absent or holds another kind.
  public func strings(forKey key: String) -> [String]? {
    if case .strings(let value) = storage[key] { value } else { nil }
  }
  /// The child object's state under `key`, or `nil` when absent or of another kind.
  public func container(forKey key: String) -> RestorationContainer? {
    if case .container(let value) = storage[key] { value } else { nil }
  }
}

extension RestorationContainer: ExpressibleByDictionaryLiteral {
  /// A container holding the literal's pairs; when a key appears twice, the later value wins.
  public init(dictionaryLiteral elements: (String, RestorationValue)...) {
    self.init(elements)
  }
}

extension RestorationContainer: CustomStringConvertible {
  /// The pairs in canonical order, nested containers in brackets:
  /// `[path: ["Notes", "Editor"], scrollOffset: 120.5, text: "buy milk"]`.
  public var description: String {
    let pairs = entries.map { "\($0.key): \(Self.describe($0.value))" }
    return "[" + pairs.joined(separator: ", ") + "]"
  }

  private static func describe(_ value: RestorationValue) -> String {
    switch value {
    case .string(let text): String(reflecting: text)
    case .int(let number): String(number)
    case .double(let number): String(number)
    case .bool(let flag): String(flag)
    case .data(let bytes): "<\(bytes.count) bytes>"
    case .container(let child): child.description
    case .strings(let list): "[" + list.map { String(reflecting: $0) }.joined(separator: ", ") + "]"
    }
  }
}
