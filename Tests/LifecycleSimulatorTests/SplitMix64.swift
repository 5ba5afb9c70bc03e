import LifecycleCore

/// The fuzz tests draw from the package's one seeded generator (SplitMix64, the device's own),
/// so that they get the same inputs on every run and platform.
extension SplitMix64 {
  /// A random element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element { elements[below(elements.count)] }
}
