import LifecycleCore
import LifecycleSamples
import LifecycleSimulator
import Testing

/// An action that finds its app gone says why: the report the system wrote when it last ended
/// the app, until the app runs again.
@MainActor
@Suite("An action on an app the system ended quotes its report")
struct ActionAfterDeathTests {
  func failure(_ body: String, profile: String = "ios4") throws -> String {
    let text = "device profile=\(profile) memory=256MB seed=1\n" + body
    let result = ScenarioRunner(catalog: AppCatalog.builtIn.merging(Samples.catalog))
      .run(try ScenarioParser.parse(text, file: "after-death.scn"))
    return try #require(result.failures.last).actual
  }

  @Test("a tap after a crash names the crash and its reason")
  func tapAfterCrash() throws {
    let actual = try failure(
      """
      install Mail app=mail-naive
      launch Mail
      mail-accounts 0
      do Mail compose
      tap Mail Compose

      """)
    #expect(actual.hasPrefix("Mail is notRunning, not active; it crashed at 0.000s, its crash report says: "))
    #expect(actual.contains("nil modal view controller"))
  }

  @Test("an action after a kill for memory names the jetsam report")
  func actionAfterJetsam() throws {
    let actual = try failure(
      """
      install Notes app=notes-naive
      launch Notes
      home
      memory-pressure
      do Notes type a

      """, profile: "ios13")
    #expect(actual.contains("the system killed it for memory at 0.000s, its jetsam report says: reason"))
  }

  @Test("once the app has run again and the user quit it, the old report is not quoted")
  func notAfterRelaunch() throws {
    let actual = try failure(
      """
      install Mail app=mail-naive
      launch Mail
      mail-accounts 0
      do Mail compose
      launch Mail
      home
      quit Mail
      tap Mail Compose

      """)
    #expect(actual == "Mail is notRunning, not active")
  }
}
