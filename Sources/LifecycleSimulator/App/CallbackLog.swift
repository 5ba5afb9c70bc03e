import LifecycleCore

/// The callbacks one process received, in order, kept without a heap allocation for
/// the first twelve.
///
/// A process of the built-in `tracer` usually lives for a handful of callbacks (a launch
/// delivers at most five), and the simulator starts one per cold launch: an array would
/// cost an allocation and a free per process. The first ``inlineCapacity`` callbacks are
/// packed five bits each (``LifecycleCallback/ordinal``) into one word; later ones go to
/// an array.
struct CallbackLog: Hashable {
  /// How many callbacks fit without an allocation.
  static var inlineCapacity: Int { 12 }
  /// The room the overflow array starts with.
  static var overflowCapacity: Int { 52 }

  private var packed: UInt64 = 0
  /// Callbacks past the inline ones; nil until there are some.
  private var overflow: [LifecycleCallback]?
  /// How many callbacks were recorded.
  private(set) var count = 0

  /// Records `callback` after the others.
  @inline(__always)
  mutating func append(_ callback: LifecycleCallback) {
    if count < Self.inlineCapacity {
      packed |= UInt64(truncatingIfNeeded: callback.ordinal) << UInt64(5 * count)
    } else {
      if overflow == nil {
        // Room for a long life at once: growing one by one reallocates at 1, 2, 4, 8, 16.
        var more: [LifecycleCallback] = []
        more.reserveCapacity(Self.overflowCapacity)
        more.append(callback)
        overflow = more
      } else {
        overflow!.append(callback)
      }
    }
    count += 1
  }

  /// The last callback recorded.
  var last: LifecycleCallback? { count == 0 ? nil : self[count - 1] }

  /// The callback at `index` (0 is the first).
  subscript(index: Int) -> LifecycleCallback {
    precondition(index >= 0 && index < count, "CallbackLog index \(index) out of range 0..<\(count)")
    if index < Self.inlineCapacity {
      return LifecycleCallback.allCases[Int((packed >> UInt64(5 * index)) & 0x1F)]
    }
    return overflow![index - Self.inlineCapacity]
  }

  /// Every callback, in order.
  var callbacks: [LifecycleCallback] { (0..<count).map { self[$0] } }
}
