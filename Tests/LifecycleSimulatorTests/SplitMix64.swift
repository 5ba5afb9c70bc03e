import LifecycleSimulator

/// The fuzz tests draw from the device's own generator (SplitMix64), so that they get the
/// same inputs on every run and platform.
typealias SplitMix64 = SeededGenerator

extension SeededGenerator {
  /// A random index below `count`, which must be positive.
  mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

  /// A random element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element { elements[below(elements.count)] }
}
