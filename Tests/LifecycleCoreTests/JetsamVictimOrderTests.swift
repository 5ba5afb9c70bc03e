import LifecycleCore
import Testing

/// Who jetsam kills first: the lowest band first, and within a band the app that entered it
/// earliest (XNU's bucket queues, XNU kern_memorystatus.c); the foreground app last (article
/// “Lifecycle and state transitions”, `Docs/Fidelity.md`). Equal entry orders are broken by app
/// identifier so the choice is deterministic.
@Suite("Jetsam victim order")
struct JetsamVictimOrderTests {
  static func candidate(_ app: String, _ band: JetsamBand, entered order: UInt64) -> JetsamCandidate {
    JetsamCandidate(
      app: app, band: band, bandEntryOrder: order, footprintBytes: 100, executesCode: band != .idle)
  }

  @Test("within a band the app that entered it first is killed first")
  func leastRecentlyUsedWithinABand() {
    let order = JetsamPolicy.victimOrder([
      Self.candidate("Mail", .idle, entered: 5),
      Self.candidate("Notes", .idle, entered: 2),
      Self.candidate("Maps", .idle, entered: 9),
    ])
    #expect(order.map(\.app) == ["Notes", "Mail", "Maps"])
  }

  @Test("bands go idle, background, foreground-support, foreground, whatever their entry order")
  func bandOrder() {
    let order = JetsamPolicy.victimOrder([
      Self.candidate("Front", .foreground, entered: 1),
      Self.candidate("Music", .foregroundSupport, entered: 2),
      Self.candidate("Upload", .background, entered: 3),
      Self.candidate("Suspended", .idle, entered: 4),
    ])
    #expect(order.map(\.app) == ["Suspended", "Upload", "Music", "Front"])
    #expect(JetsamBand.allCases.sorted() == [.idle, .background, .foregroundSupport, .foreground])
  }

  @Test("the foreground app is the last victim even when it entered its band before everyone")
  func foregroundLast() {
    let order = JetsamPolicy.victimOrder([
      Self.candidate("Front", .foreground, entered: 0),
      Self.candidate("B", .idle, entered: 10),
      Self.candidate("C", .background, entered: 11),
    ])
    #expect(order.last?.app == "Front")
  }

  @Test("equal entry orders are broken by app identifier, whatever the input order")
  func tiesByAppIdentifier() {
    let candidates = [
      Self.candidate("charlie", .idle, entered: 7),
      Self.candidate("alpha", .idle, entered: 7),
      Self.candidate("bravo", .idle, entered: 7),
    ]
    for rotation in 0..<candidates.count {
      let input = Array(candidates[rotation...] + candidates[..<rotation])
      #expect(JetsamPolicy.victimOrder(input).map(\.app) == ["alpha", "bravo", "charlie"])
      #expect(JetsamPolicy.victimOrder(input.reversed()).map(\.app) == ["alpha", "bravo", "charlie"])
    }
  }

  @Test("the bands carry XNU's JETSAM_PRIORITY numbers of the iOS 7–14 era")
  func xnuPriorities() {
    #expect(JetsamBand.allCases.map(\.rawValue) == [0, 3, 9, 10])
    #expect(
      JetsamBand.allCases.map(\.description) == ["idle", "background", "foreground-support", "foreground"])
  }
}
