/// A small deterministic pseudo-random generator (SplitMix64, Steele, Lea and Flood
/// 2014), so that the fuzz test draws the same inputs on every run and platform.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator from a seed.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random index below `count`, which must be positive.
  mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

  /// A random element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element { elements[below(elements.count)] }
}
