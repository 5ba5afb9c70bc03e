import LifecycleExplorer
import Testing

/// A model that walks `group` walks side by side (``ExplorableModel/walksSideBySide``) and
/// counts the rounds of steps it hears of (``ExplorableModel/willStep(_:)``), over the canonical
/// world's states and steps.
struct SideBySideWorld: ExplorableModel {
  let world: CanonicalWorld
  let group: Int
  let rounds: RoundCounter

  final class RoundCounter: @unchecked Sendable {
    var rounds = 0
    var largest = 0
  }

  var initialState: WorldState { world.initialState }
  func enabledInputs(of state: WorldState, into inputs: inout InputBuffer<WorldInput>) {
    world.enabledInputs(of: state, into: &inputs)
  }
  func step(_ state: WorldState, _ input: WorldInput) -> Step<WorldState, WorldViolation> {
    world.step(state, input)
  }
  func fingerprint(_ state: WorldState) -> UInt64 { world.fingerprint(state) }
  var walksSideBySide: Int { group }
  static func willStep(_ steps: [(model: SideBySideWorld, state: WorldState, input: WorldInput)]) {
    guard let counter = steps.first?.model.rounds else { return }
    counter.rounds += 1
    counter.largest = max(counter.largest, steps.count)
  }
}

/// Walks taken side by side — a step of each in turn, as a model with worker processes takes
/// them — are the walks taken one after the other: the same inputs, counts, digest and findings.
@Suite("random walks side by side")
struct SideBySideWalkTests {
  static let world = CanonicalWorld(apps: 4)!

  @Test("walks side by side report what walks one after the other report", arguments: [2, 7, 64])
  func sameReport(group: Int) {
    let counter = SideBySideWorld.RoundCounter()
    let model = SideBySideWorld(world: Self.world, group: group, rounds: counter)
    for checks in [true, false] {
      let options = WalkOptions(runs: 150, length: 30, seed: 42, checksProperty: checks)
      let alone = RandomWalks.run(Self.world, options: options)
      let together = RandomWalks.run(model, options: options)
      #expect(together.digest == alone.digest)
      #expect(together.steps == alone.steps)
      #expect(together.distinctStates == alone.distinctStates)
      #expect(together.violatingRuns == alone.violatingRuns)
      #expect(together.finding == alone.finding)
      #expect(alone.violatingRuns > 0 || !checks, "the walks meet the property's violation")
    }
    let every = RandomWalks.everyViolation(
      of: Self.world, options: WalkOptions(runs: 2_000, length: 40, seed: 3),
      keys: { ["\($0.app) \($0.killedBy)"] })
    let everyTogether = RandomWalks.everyViolation(
      of: model, options: WalkOptions(runs: 2_000, length: 40, seed: 3),
      keys: { ["\($0.app) \($0.killedBy)"] })
    #expect(everyTogether.findings == every.findings)
    #expect(everyTogether.violatingRuns == every.violatingRuns)
    #expect(everyTogether.digest == every.digest)
    #expect(every.findings.count > 1, "walks meet several apps killed")
    #expect(counter.rounds > 0, "the model heard the rounds")
    #expect(counter.largest == min(group, 150))
  }
}
