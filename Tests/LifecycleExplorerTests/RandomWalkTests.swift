import LifecycleExplorer
import Testing

/// Seeded random walks: the same seed gives the same walks, every walk is a real run of the
/// model, and the violations walks meet replay.
@Suite("random walks")
struct RandomWalkTests {
  static let world = CanonicalWorld(apps: 4)!

  @Test("the same seed gives the same walks; another seed other walks")
  func deterministic() {
    let options = WalkOptions(runs: 200, length: 30, seed: 99)
    let first = Self.world.walks(options)
    let again = Self.world.walks(options)
    #expect(first.digest == again.digest)
    #expect(first.steps == again.steps && first.distinctStates == again.distinctStates)
    #expect(first.finding == again.finding)
    let other = Self.world.walks(WalkOptions(runs: 200, length: 30, seed: 100))
    #expect(other.digest != first.digest)
    #expect(
      RandomWalks.walk(Self.world, seed: 5, length: 40) == RandomWalks.walk(Self.world, seed: 5, length: 40))
    #expect(
      RandomWalks.walk(Self.world, seed: 5, length: 40) != RandomWalks.walk(Self.world, seed: 6, length: 40))
  }

  @Test("every walk replays input for input, and a single walk re-runs from its own seed")
  func walksAreRuns() {
    for run in 0..<50 {
      let seed = RandomWalks.seed(ofRun: run, batchSeed: 1)
      let path = RandomWalks.walk(Self.world, seed: seed, length: 25)
      let replay = Self.world.replay(path)
      #expect(replay.disabledAt == nil)
      #expect(replay.stepsTaken == path.count)
      // A walk is cut short only by its first violation.
      if path.count < 25 { #expect(replay.violationAt == path.count - 1) }
    }
  }

  @Test("walks meet the property's violation, and the shortest one found replays to it")
  func findsViolation() throws {
    let report = Self.world.walks(WalkOptions(runs: 2_000, length: 40, seed: 3))
    #expect(report.runs == 2_000)
    #expect(report.violatingRuns > 0)
    let finding = try #require(report.finding)
    let replay = Self.world.replay(finding.path)
    #expect(replay.violation == finding.violation)
    #expect(replay.violationAt == finding.path.count - 1)
    // No walk is shorter than the breadth-first search's shortest violation.
    #expect(finding.path.count >= 7)
    #expect(report.distinctStates > 1 && report.distinctStates <= 109_401)
  }
}
