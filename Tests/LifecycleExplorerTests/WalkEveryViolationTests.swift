import LifecycleExplorer
import Testing

/// A counter that each input moves up by one or two. Passing 2 breaks "shallow", which almost
/// every walk does early; reaching 9 or more breaks "deep", which only a walk that goes on finds.
struct LadderModel: ExplorableModel {
  var initialState: Int { 0 }

  func enabledInputs(of state: Int, into inputs: inout InputBuffer<Int>) {
    inputs.append(1)
    inputs.append(2)
  }

  func step(_ state: Int, _ input: Int) -> Step<Int, String> {
    let next = state + input
    if next >= 9 && state < 9 { return Step(next, violation: "deep") }
    if next >= 2 && state < 2 { return Step(next, violation: "shallow") }
    return Step(next)
  }

  func fingerprint(_ state: Int) -> UInt64 { UInt64(state) }
}

/// Random walks that go on past a violation keep every kind they meet, each with its shortest walk.
@Suite("random walks past violations")
struct WalkEveryViolationTests {
  let options = WalkOptions(runs: 20, length: 8, seed: 7)

  @Test("a walk that stops at its first violation sees only the early one; going on finds the later one too")
  func laterViolationIsFound() throws {
    let stopping = RandomWalks.run(LadderModel(), options: options)
    #expect(stopping.finding?.violation == "shallow")
    let going = RandomWalks.everyViolation(of: LadderModel(), options: options, keys: { [$0] })
    #expect(going.findings.map(\.violation) == ["shallow", "deep"])
    let deep = try #require(going.findings.last)
    // The deep one is cut at the step that broke it, and it is the shortest any walk took.
    #expect(deep.path.reduce(0, +) >= 9 && deep.path.dropLast().reduce(0, +) < 9)
    #expect(deep.path.count == 5)
    #expect(going.violatingRuns == 20)
  }

  @Test("the same walks as stopping walks that ignore the property, the same for the same seed")
  func sameWalks() {
    let going = RandomWalks.everyViolation(of: LadderModel(), options: options, keys: { [$0] })
    var ignoring = options
    ignoring.checksProperty = false
    let plain = RandomWalks.run(LadderModel(), options: ignoring)
    #expect(going.digest == plain.digest)
    #expect(going.steps == plain.steps && going.steps == 20 * 8)
    #expect(going.distinctStates == plain.distinctStates)
    let again = RandomWalks.everyViolation(of: LadderModel(), options: options, keys: { [$0] })
    #expect(again.findings.map(\.path) == going.findings.map(\.path))
  }
}
