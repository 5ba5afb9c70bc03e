public import LifecycleCore

/// The device's one source of randomness: ``LifecycleCore/SplitMix64``, seeded by the scenario.
/// The same seed gives the same sequence on every platform and Swift version.
public typealias SeededGenerator = SplitMix64
