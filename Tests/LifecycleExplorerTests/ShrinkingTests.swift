import Testing

@testable import LifecycleExplorer

/// Delta debugging: a failing sequence shrinks to a 1-minimal one that still fails.
@Suite("Shrinking (ddmin)")
struct ShrinkingTests {
  @Test("Two needed elements among many are all that is left, in order")
  func twoNeeded() {
    let input = Array(0..<40)
    let shrunk = Shrinking.minimize(input) { $0.contains(3) && $0.contains(31) }
    #expect(shrunk == [3, 31])
  }

  @Test("An ordered pattern keeps its order; the result is 1-minimal")
  func oneMinimal() {
    // Fails when a 5 comes somewhere before a 2.
    let fails: ([Int]) -> Bool = { sequence in
      guard let five = sequence.firstIndex(of: 5) else { return false }
      return sequence[five...].contains(2)
    }
    let input = [9, 5, 1, 1, 7, 5, 2, 8, 2, 6]
    let shrunk = Shrinking.minimize(input, fails: fails)
    #expect(shrunk == [5, 2])
    for index in shrunk.indices {
      var smaller = shrunk
      smaller.remove(at: index)
      #expect(!fails(smaller))
    }
  }

  @Test("Neighbours that only go together (an opening and its closing) are removed as a pair")
  func pairsGoTogether() {
    // Fails when 7 and 8 are there and every ( is closed by the ) right after it: a ( alone or a )
    // alone is not a sequence that can happen, so it passes.
    let fails: ([Int]) -> Bool = { sequence in
      guard sequence.contains(7), sequence.contains(8) else { return false }
      for (index, element) in sequence.enumerated() {
        if element == 40, index + 1 >= sequence.count || sequence[index + 1] != 41 { return false }
        if element == 41, index == 0 || sequence[index - 1] != 40 { return false }
      }
      return true
    }
    let input = [7, 40, 41, 1, 8]
    // Removing 1 works; then no single element can go, so ddmin stops with the pair.
    #expect(Shrinking.ddmin(input, fails: fails) == [7, 40, 41, 8])
    #expect(Shrinking.minimize(input, fails: fails) == [7, 8])
  }

  @Test("A sequence that fails empty shrinks to nothing; one that needs everything stays whole")
  func extremes() {
    #expect(Shrinking.minimize([1, 2, 3]) { _ in true } == [])
    #expect(Shrinking.minimize([1, 2, 3]) { $0 == [1, 2, 3] } == [1, 2, 3])
  }
}

/// The search that goes on past violations, on the canonical world.
@Suite("Every violation")
struct ViolationSearchTests {
  @Test("It meets the canonical world's violation at the depth the stopping search finds it")
  func sameDepthAsStopping() throws {
    let world = try #require(CanonicalWorld(apps: 3))
    let stopping = BreadthFirstSearch.run(world, options: SearchOptions(depthBound: 8, stopAtViolation: true))
    let every = BreadthFirstSearch.everyViolation(of: world, depthBound: 8) { _ in ["unsaved-kill"] }
    let first = try #require(every.findings.first)
    #expect(first.path.count == stopping.finding?.path.count)
    #expect(every.findings.count == 1)
    #expect(world.replay(first.path).violationAt == first.path.count - 1)
  }

  @Test("Without a bound it counts the whole space, as the plain search does")
  func wholeSpace() throws {
    let world = try #require(CanonicalWorld(apps: 3))
    let every = BreadthFirstSearch.everyViolation(of: world, depthBound: nil) { _ in [] }
    #expect(every.states == 6_521)
    #expect(every.edges == 70_354)
  }
}
