internal import CLifecyclePrefetch

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// A set of 64-bit fingerprints in one flat table: open addressing with linear probing, grown
/// by doubling at half load. It holds the explorer's visited states: no allocation per insert,
/// one cache line touched per probe in the common case, 8 bytes per slot.
///
/// Zero marks an empty slot, so the fingerprint 0 (the canonical world's initial state) is kept
/// in a flag of its own. Not thread-safe: one search owns one set.
public final class FingerprintSet {
  /// The slots; 0 is empty. Its count is a power of two, ``mask`` + 1.
  private var slots: UnsafeMutablePointer<UInt64>
  private var mask: Int
  private var shift: UInt64
  private var hasZero = false
  /// How many fingerprints the set holds.
  public private(set) var count = 0

  /// Creates an empty set sized for `expected` fingerprints without growing.
  public init(expected: Int = 1 << 16) {
    var capacity = 16
    while capacity < expected * 2 { capacity <<= 1 }
    slots = Self.allocateSlots(capacity)
    mask = capacity - 1
    shift = UInt64(64 - capacity.trailingZeroBitCount)
  }

  deinit { Self.freeSlots(slots, capacity) }

  /// `capacity` zeroed slots, mapped from the system in pages of their own: on Linux the
  /// mapping asks for transparent huge pages (`madvise(MADV_HUGEPAGE)`), so that random probes
  /// over a table of tens of megabytes do not each miss the TLB as well as the cache.
  private static func allocateSlots(_ capacity: Int) -> UnsafeMutablePointer<UInt64> {
    let bytes = capacity * MemoryLayout<UInt64>.stride
    guard let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      mapped != MAP_FAILED
    else { fatalError("FingerprintSet: cannot map \(bytes) bytes for \(capacity) fingerprints") }
    #if canImport(Glibc)
      _ = madvise(mapped, bytes, MADV_HUGEPAGE)
    #endif
    return mapped.bindMemory(to: UInt64.self, capacity: capacity)
  }

  private static func freeSlots(_ slots: UnsafeMutablePointer<UInt64>, _ capacity: Int) {
    _ = munmap(slots, capacity * MemoryLayout<UInt64>.stride)
  }

  /// How many slots the table has (twice the count or more).
  public var capacity: Int { mask + 1 }

  /// The bytes the table occupies.
  public var bytes: Int { capacity * MemoryLayout<UInt64>.stride }

  /// The slot a fingerprint's probe starts at: Fibonacci hashing (the top bits of the product
  /// with 2⁶⁴/φ), which spreads the packed states' low-entropy bits over the table.
  @inline(__always)
  private func home(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// Inserts `key`; true when it was not in the set yet.
  @inline(__always)
  @discardableResult
  public func insert(_ key: UInt64) -> Bool {
    if key == 0 {
      if hasZero { return false }
      hasZero = true
      count += 1
      return true
    }
    var index = home(key)
    while true {
      let found = slots[index]
      if found == key { return false }
      if found == 0 { break }
      index = (index + 1) & mask
    }
    slots[index] = key
    count += 1
    if count * 2 > capacity { grow() }
    return true
  }

  /// Asks the processor to fetch the first slot of each key's probe into cache, without waiting:
  /// the fetches overlap each other and whatever the caller does next, so inserts issued a while
  /// later find their slots in cache instead of each waiting on memory.
  @inline(__always)
  public func prefetch(_ keys: UnsafeBufferPointer<UInt64>) {
    for key in keys { lifecycle_prefetch(slots + home(key)) }
  }

  /// ``prefetch(_:)`` for one key.
  @inline(__always)
  public func prefetch(_ key: UInt64) {
    lifecycle_prefetch(slots + home(key))
  }

  /// Whether `key` is in the set.
  public func contains(_ key: UInt64) -> Bool {
    if key == 0 { return hasZero }
    var index = home(key)
    while true {
      let found = slots[index]
      if found == key { return true }
      if found == 0 { return false }
      index = (index + 1) & mask
    }
  }

  /// Doubles the table and re-inserts every fingerprint.
  private func grow() {
    let old = slots
    let oldCapacity = capacity
    let capacity = oldCapacity * 2
    slots = Self.allocateSlots(capacity)
    mask = capacity - 1
    shift = UInt64(64 - capacity.trailingZeroBitCount)
    for slot in 0..<oldCapacity where old[slot] != 0 {
      var index = home(old[slot])
      while slots[index] != 0 { index = (index + 1) & mask }
      slots[index] = old[slot]
    }
    Self.freeSlots(old, oldCapacity)
  }
}
