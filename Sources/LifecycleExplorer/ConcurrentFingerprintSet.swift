internal import CLifecyclePrefetch
import Synchronization

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The visited set of a parallel search: ``FingerprintSet``'s flat table of 64-bit keys (open
/// addressing, linear probing, Fibonacci hashing, transparent huge pages), whose slots are
/// claimed with compare-and-swap so that several threads insert into it at once without a lock.
///
/// Two threads inserting the same key never both see it as new: the one whose compare-and-swap
/// fills the empty slot wins, the other reads the key back and moves on. The table does not grow
/// while threads insert (that would move slots under them): the search counts what its workers
/// added (``record(inserted:)``) and calls ``grow(toHold:)`` between rounds, when no thread
/// inserts. A table that fills up anyway stops the program with a message rather than losing a
/// state.
public final class ConcurrentFingerprintSet: @unchecked Sendable {
  // @unchecked: the slots are only read and written through atomics during a round; `slots`,
  // `mask` and `shift` change only in grow(toHold:), which the caller runs with no round going.
  private var slots: UnsafeMutablePointer<Atomic<UInt64>>
  private var mask: Int
  private var shift: UInt64
  private let hasZero = Atomic<Bool>(false)
  private let counted = Atomic<Int>(0)

  /// Creates an empty set sized for `expected` keys at no more than half load.
  public init(expected: Int = 1 << 16) {
    var capacity = 1 << 14
    while capacity < expected * 2 { capacity <<= 1 }
    slots = Self.allocateSlots(capacity)
    mask = capacity - 1
    shift = UInt64(64 - capacity.trailingZeroBitCount)
  }

  deinit { Self.freeSlots(slots, capacity) }

  /// How many slots the table has.
  public var capacity: Int { mask + 1 }

  /// The bytes the table occupies.
  public var bytes: Int { capacity * MemoryLayout<UInt64>.stride }

  /// How many keys the inserting threads have reported with ``record(inserted:)``: the set's
  /// count once every insert that returned true has been recorded.
  public var count: Int { counted.load(ordering: .relaxed) }

  /// Adds `inserted` (the inserts that returned true since the caller last recorded) to
  /// ``count`` and returns the new count. Threads record in batches, so that they do not all
  /// write one shared counter on every insert.
  @discardableResult
  public func record(inserted: Int) -> Int {
    counted.wrappingAdd(inserted, ordering: .relaxed).newValue
  }

  private static func allocateSlots(_ capacity: Int) -> UnsafeMutablePointer<Atomic<UInt64>> {
    let bytes = capacity * MemoryLayout<UInt64>.stride
    guard let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      mapped != MAP_FAILED
    else { fatalError("ConcurrentFingerprintSet: cannot map \(bytes) bytes for \(capacity) fingerprints") }
    #if canImport(Glibc)
      _ = madvise(mapped, bytes, MADV_HUGEPAGE)
    #endif
    // Zeroed pages: every slot is an atomic holding 0, the empty mark.
    return mapped.bindMemory(to: Atomic<UInt64>.self, capacity: capacity)
  }

  private static func freeSlots(_ slots: UnsafeMutablePointer<Atomic<UInt64>>, _ capacity: Int) {
    _ = munmap(slots, capacity * MemoryLayout<UInt64>.stride)
  }

  @inline(__always)
  private func home(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// Inserts `key`, safely from any number of threads at once; true for exactly one of the
  /// threads that insert a key the set did not hold. Stops the program if the table is full
  /// (the caller grows it long before: see the type's comment).
  @inline(__always)
  public func insert(_ key: UInt64) -> Bool {
    if key == 0 { return !hasZero.exchange(true, ordering: .relaxed) }
    var index = home(key)
    var probes = 0
    while true {
      let found = slots[index].load(ordering: .relaxed)
      if found == key { return false }
      if found == 0 {
        let (exchanged, original) = slots[index].compareExchange(
          expected: 0, desired: key, ordering: .relaxed)
        if exchanged { return true }
        // Another thread filled the slot first: with this key (already there) or another.
        if original == key { return false }
      }
      index = (index + 1) & mask
      probes += 1
      if probes > mask {
        fatalError(
          "ConcurrentFingerprintSet: the table of \(capacity) slots is full; it was not grown in time")
      }
    }
  }

  /// Asks the processor to fetch the first slot of `key`'s probe into cache, without waiting.
  @inline(__always)
  public func prefetch(_ key: UInt64) {
    lifecycle_prefetch(UnsafeRawPointer(slots + home(key)))
  }

  /// Whether `key` is in the set.
  public func contains(_ key: UInt64) -> Bool {
    if key == 0 { return hasZero.load(ordering: .relaxed) }
    var index = home(key)
    while true {
      let found = slots[index].load(ordering: .relaxed)
      if found == key { return true }
      if found == 0 { return false }
      index = (index + 1) & mask
    }
  }

  /// Doubles the table until `keys` keys fill at most half of it, re-inserting every key. Only
  /// while no other thread uses the set.
  public func grow(toHold keys: Int) {
    var capacity = self.capacity
    while capacity < keys * 2 { capacity <<= 1 }
    guard capacity > self.capacity else { return }
    let old = slots
    let oldCapacity = self.capacity
    slots = Self.allocateSlots(capacity)
    mask = capacity - 1
    shift = UInt64(64 - capacity.trailingZeroBitCount)
    for slot in 0..<oldCapacity {
      let key = old[slot].load(ordering: .relaxed)
      guard key != 0 else { continue }
      var index = home(key)
      while slots[index].load(ordering: .relaxed) != 0 { index = (index + 1) & mask }
      slots[index].store(key, ordering: .relaxed)
    }
    Self.freeSlots(old, oldCapacity)
  }
}
