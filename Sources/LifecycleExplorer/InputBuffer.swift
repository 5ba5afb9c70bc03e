/// A growable buffer of a model's inputs that the search owns and reuses for every state:
/// appending is a store and an increment — no copy-on-write check, no reference counting —
/// and the storage grows (by doubling) only the first times a state enables more inputs than
/// any before it.
public struct InputBuffer<Element>: ~Copyable {
  @usableFromInline var storage: UnsafeMutablePointer<Element>
  @usableFromInline var capacity: Int
  @usableFromInline var used = 0

  /// How many inputs the buffer holds.
  @inlinable
  public var count: Int { used }

  /// Whether the buffer holds no input.
  @inlinable
  public var isEmpty: Bool { used == 0 }

  /// An empty buffer with room for `capacity` inputs before it grows.
  public init(capacity: Int = 64) {
    self.capacity = max(capacity, 1)
    storage = .allocate(capacity: self.capacity)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  /// Appends `input`.
  @inlinable @inline(__always)
  public mutating func append(_ input: Element) {
    if used == capacity { grow() }
    (storage + used).initialize(to: input)
    used += 1
  }

  /// The input at `index` (0 ≤ index < ``count``).
  @inlinable @inline(__always)
  public subscript(index: Int) -> Element {
    precondition(index >= 0 && index < used, "InputBuffer index out of range")
    return storage[index]
  }

  /// Empties the buffer, keeping its storage.
  @inlinable @inline(__always)
  public mutating func removeAll() {
    storage.deinitialize(count: used)
    used = 0
  }

  /// Removes the first `prefix` inputs and moves the rest to the front.
  @inlinable
  public mutating func removeFirst(_ prefix: Int) {
    precondition(prefix >= 0 && prefix <= used, "InputBuffer.removeFirst beyond its count")
    storage.deinitialize(count: prefix)
    storage.moveInitialize(from: storage + prefix, count: used - prefix)
    used -= prefix
  }

  /// Whether `input` is among the buffer's inputs.
  public func contains(_ input: Element) -> Bool where Element: Equatable {
    for index in 0..<count where storage[index] == input { return true }
    return false
  }

  /// Calls `body` with the buffer's inputs in place.
  @inlinable @inline(__always)
  public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
    body(UnsafeBufferPointer(start: storage, count: count))
  }

  /// The inputs, in the order they were appended.
  public var elements: [Element] { (0..<count).map { storage[$0] } }

  @usableFromInline
  mutating func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity *= 2
  }
}
