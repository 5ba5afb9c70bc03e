import Testing

@testable import LifecycleSimulator

/// A step the device refuses is recorded under the name the scenario wrote it with, whichever
/// action it was: the trace's `ignored` lines say `launch: the device is locked`, `call accept:
/// no call in progress`, `tap: …`, so a reader finds the step at once.
@MainActor
@Suite("Refused steps are named as written")
struct RefusedStepNameTests {
  func ignored(_ text: String) throws -> [String] {
    let result = ScenarioRunner().run(try ScenarioParser.parse(text, file: "refused.scn"))
    return result.trace.records.compactMap { record -> String? in
      if case .ignored(_, let what, _) = record.event { what } else { nil }
    }
  }

  @Test("the user's actions on a locked device, and the lock and call steps out of turn")
  func userActions() throws {
    let names = try ignored(
      """
      device profile=ios7 memory=512MB
      install Notes
      install Other
      launch Notes
      lock
      lock
      launch Other
      switch Other
      quit Other
      home
      notification-center open
      do Notes type x
      tap Notes Clear
      unlock
      unlock
      call accept
      call end
      call decline
      """)
    #expect(
      names == [
        "lock", "launch", "switch", "quit", "home", "notification-center", "do type", "tap", "unlock",
        "call accept", "call end", "call decline",
      ])
  }

  @Test("a step the policy takes and an app's state then refuses is named by its event")
  func eventRefusals() throws {
    let names = try ignored(
      """
      device profile=ios6 memory=512MB
      install Notes
      jetsam Notes
      background-fetch Notes
      """)
    // `jetsam` is refused as the step comes; the fetch reaches the app and is refused there,
    // under the event's name.
    #expect(names == ["jetsam", "backgroundFetch"])
  }
}
