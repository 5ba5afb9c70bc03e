import LifecycleCore
import LifecycleExplorer
import LifecycleSimulator
import Testing

@testable import LifecycleCommandLine

/// A profile that would not install the app explores nothing: its one state and "nothing found"
/// must never read as a verdict. `--profile all` leaves such profiles out and says why; naming one
/// is a usage error.
@Suite("lifecycle explore --app, and the app's MinimumOSVersion")
@MainActor struct ExploreMinimumVersionTests {
  let catalog = LifecycleCommand.catalog.adding(
    "modern", declaration: AppDeclaration(minimumOSVersion: OSVersion(13, 0))
  ) { TracerApp() }

  @Test("--profile all explores only the profiles that install the app, and names the others")
  func allSkipsOlderProfiles() {
    let result = LifecycleCommand.run(["explore", "--app", "modern", "--depth", "1"], catalog: catalog)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "ios3, ios4, ios5, ios6, ios7 skipped: modern needs iOS 13.0 (its Info.plist's MinimumOSVersion"))
    #expect(result.standardOutput.contains("ios13 "))
    #expect(!result.standardOutput.contains("ios4  states"))
  }

  @Test("the JSON report lists the skipped profiles and has no row for them")
  func jsonListsSkipped() {
    let result = LifecycleCommand.run(
      ["explore", "--app", "modern", "--depth", "1", "--json"], catalog: catalog)
    #expect(result.standardOutput.contains(#""skippedProfiles": ["#))
    #expect(result.standardOutput.contains(#""ios4""#))
    #expect(!result.standardOutput.contains(#""profile": "ios4""#))
  }

  @Test("a profile that would not install the app is a usage error naming the ones that would")
  func olderProfileRefused() {
    let result = LifecycleCommand.run(
      ["explore", "--app", "modern", "--profile", "ios4", "--depth", "1"], catalog: catalog)
    #expect(result.exitCode == 2)
    #expect(
      result.standardError.contains(
        "modern needs iOS 13.0 (its Info.plist's MinimumOSVersion), and iOS refuses to install it on ios4; "
          + "the profiles that install it: ios13"))
  }

  @Test(
    "the explorer as a library says it could not start where the app does not install, and explores nothing")
  func libraryReportsNotStarted() {
    let setup = AppExplorationSetup(catalog: catalog, appID: "modern").on(.ios4)
    let report = AppExplorer.explore(setup, depth: 1)
    #expect(report.states == 0 && report.edges == 0)
    #expect(report.findings.isEmpty)
    let reason = report.notStarted ?? ""
    #expect(reason.contains("13.0"), "the reason names the version the app needs: \(reason)")
    // Where it installs, the search starts.
    let modern = AppExplorer.explore(
      AppExplorationSetup(catalog: catalog, appID: "modern").on(.ios13), depth: 1)
    #expect(modern.notStarted == nil && modern.states > 1)
    // Read back from JSON, the reason stays.
    let record = AppExplorationRecord(report)
    #expect(record.notStarted == reason)
  }
}
