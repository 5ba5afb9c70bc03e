import LifecycleCore
import LifecycleExplorer
import Testing

/// Each of the explorer's speed tricks, checked on its own: the packed state, the flat
/// fingerprint set, the input buffer and the generator.
@Suite("explorer tricks")
struct TricksTests {
  @Test("packing round-trips: every field of every app reads back what was written, others untouched")
  func packingRoundTrips() {
    var random = SplitMix64(seed: 42)
    for _ in 0..<2_000 {
      var state = WorldState()
      var expected: [(WorldState.AppStatus, Bool, Int, Bool, Int)] = []
      for app in 0..<6 {
        let fields = (
          WorldState.AppStatus.allCases[random.below(5)], random.below(2) == 1, random.below(4),
          random.below(2) == 1, random.below(7)
        )
        expected.append(fields)
        state.setStatus(app, fields.0)
        state.setTask(app, fields.1)
        state.setRemaining(app, fields.2)
        state.setUnsaved(app, fields.3)
        state.setRank(app, fields.4)
      }
      for app in 0..<6 {
        #expect(state.status(app) == expected[app].0)
        #expect(state.hasTask(app) == expected[app].1)
        #expect(state.remaining(app) == expected[app].2)
        #expect(state.isUnsaved(app) == expected[app].3)
        #expect(state.rank(app) == expected[app].4)
      }
      #expect(state.bits >> 60 == 0)
      let suspended = expected.filter { $0.0 == .suspended }.count
      #expect((state.bits & WorldState.suspendedBits).nonzeroBitCount == suspended)
    }
  }

  @Test("the fingerprint set agrees with Swift's Set on random inserts, through growth, zero included")
  func fingerprintSetAgreesWithSet() {
    var random = SplitMix64(seed: 7)
    let fingerprints = FingerprintSet(expected: 16)
    var reference = Set<UInt64>()
    for round in 0..<200_000 {
      // Small keys repeat often (the packed states' low bits); large ones spread.
      let key = round % 3 == 0 ? random.next() : random.next() % 5_000
      #expect(fingerprints.insert(key) == reference.insert(key).inserted)
    }
    #expect(fingerprints.insert(0) == reference.insert(0).inserted)
    #expect(!fingerprints.insert(0))
    #expect(fingerprints.count == reference.count)
    for _ in 0..<10_000 {
      let key = random.next() % 10_000
      #expect(fingerprints.contains(key) == reference.contains(key))
    }
    #expect(fingerprints.capacity >= 2 * fingerprints.count)
  }

  @Test("the input buffer keeps order through growth, empties and drops a prefix")
  func inputBuffer() {
    var buffer = InputBuffer<String>(capacity: 2)
    for word in ["a", "b", "c", "d", "e"] { buffer.append(word) }
    #expect(buffer.elements == ["a", "b", "c", "d", "e"])
    #expect(buffer.contains("d") && !buffer.contains("z"))
    buffer.removeFirst(2)
    #expect(buffer.elements == ["c", "d", "e"])
    buffer.removeAll()
    #expect(buffer.count == 0)
    buffer.append("f")
    #expect(buffer[0] == "f" && buffer.count == 1)
  }

  @Test("SplitMix64 gives the published sequence for seed 0, and bounded draws stay in range")
  func splitMix() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    var counts = [Int](repeating: 0, count: 6)
    for _ in 0..<6_000 { counts[random.below(6)] += 1 }
    #expect(counts.allSatisfy { $0 > 800 && $0 < 1_200 })
  }
}

/// The canonical world's one-pass successor generation against its rules as written
/// (``CanonicalWorld/enabledInputs(of:into:)`` then ``CanonicalWorld/step(_:_:)``).
@Suite("canonical world successors")
struct SuccessorsTests {
  static func reference(_ world: CanonicalWorld, _ state: WorldState) -> [Step<WorldState, WorldViolation>] {
    world.inputs(enabledIn: state).map { world.step(state, $0) }
  }

  static func fused(_ world: CanonicalWorld, _ state: WorldState) -> (
    [WorldInput], [Step<WorldState, WorldViolation>]
  ) {
    let successors = world.successors(of: state)
    return (successors.map(\.input), successors.map(\.step))
  }

  @Test(
    "one pass gives the same inputs, in the same order, and the same steps, on random reachable states",
    arguments: [2, 3, 4, 5, 6])
  func sameAsTheRules(apps: Int) throws {
    let world = try #require(CanonicalWorld(apps: apps))
    var checked = 0
    for run in 0..<150 {
      var random = SplitMix64(seed: UInt64(run * 31 + apps))
      var state = world.initialState
      for _ in 0..<60 {
        let (inputs, steps) = Self.fused(world, state)
        #expect(inputs == world.inputs(enabledIn: state))
        #expect(steps == Self.reference(world, state))
        checked += 1
        guard !inputs.isEmpty else { break }
        state = world.step(state, inputs[random.below(inputs.count)]).state
      }
    }
    #expect(checked == 150 * 60)
  }
}
