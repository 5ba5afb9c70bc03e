/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014): a 64-bit generator whose whole state is one counter, so a seed names a
/// sequence exactly — on every platform and in every run. The package's one seeded generator:
/// the simulated device's randomness (`SeededGenerator`), the explorer's walks, and the tests'
/// random inputs all draw from it (the C interposition of `arc4random` repeats its three lines
/// in C, where Swift cannot reach).
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// The counter; each output advances it by the golden-ratio increment.
  public private(set) var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 bits of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (bound > 0), by Lemire's multiply-and-shift without rejection:
  /// the bias, under bound/2⁶⁴, is far below anything a walk of the explorer could show.
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "SplitMix64.below needs a positive bound")
    return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
  }
}
