import LifecycleCore
import Testing

/// Report facts are a value, though they keep their fields in one shared box: copies are
/// independent, and equality and hashing look at the facts, not the box.
@Suite("Report facts as a value")
struct ReportFactsValueTests {
  static let penalty = ReportFacts(
    kind: .penalty, namespace: "RUNNINGBOARD", code: "0x2182bad2", band: .background,
    footprintBytes: 12 << 20, state: .background,
    openTasks: [OpenTask(identifier: 3, name: "upload", hasExpirationHandler: true)], limit: .seconds(30))

  @Test("every field reads back as given")
  func fieldsReadBack() {
    let facts = Self.penalty
    #expect(facts.kind == .penalty)
    #expect(facts.namespace == "RUNNINGBOARD")
    #expect(facts.code == "0x2182bad2")
    #expect(facts.band == .background)
    #expect(facts.footprintBytes == 12 << 20)
    #expect(facts.state == .background)
    #expect(facts.openTasks.map(\.name) == ["upload"])
    #expect(facts.limit == .seconds(30))
  }

  @Test("changing a copy leaves the original alone")
  func copiesAreIndependent() {
    let original = Self.penalty
    var copy = original
    copy.footprintBytes = 1
    copy.openTasks = []
    copy.code = nil
    #expect(original.footprintBytes == 12 << 20)
    #expect(original.openTasks.count == 1)
    #expect(original.code == "0x2182bad2")
    #expect(copy.footprintBytes == 1)
    #expect(copy.openTasks.isEmpty)
    #expect(copy.code == nil)
    #expect(copy != original)
  }

  @Test("facts made apart with the same fields are equal and hash alike")
  func equalByFields() {
    var rebuilt = ReportFacts(kind: .jetsam, footprintBytes: 0, state: .suspended)
    rebuilt.kind = .penalty
    rebuilt.namespace = "RUNNINGBOARD"
    rebuilt.code = "0x2182bad2"
    rebuilt.band = .background
    rebuilt.footprintBytes = 12 << 20
    rebuilt.state = .background
    rebuilt.openTasks = [OpenTask(identifier: 3, name: "upload", hasExpirationHandler: true)]
    rebuilt.limit = .seconds(30)
    #expect(rebuilt == Self.penalty)
    #expect(Set([rebuilt, Self.penalty]).count == 1)
    rebuilt.limit = nil
    #expect(rebuilt != Self.penalty)
  }
}
