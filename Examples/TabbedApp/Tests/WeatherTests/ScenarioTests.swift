import Foundation
import LifecycleCommandLine
import LifecycleUIKit
import Testing

@testable import Weather

/// The app's scenarios, each on the profiles it is written for: with state restoration (iOS 6,
/// iOS 7–12, iOS 13 and later) the user finds everything where it was after a jetsam kill; on
/// iOS 4, which has none, the app starts afresh. The app is driven by what is on screen alone
/// (`tap`, `set`, `select-tab`, `back`): it defines no scenario actions.
@MainActor
@Suite("The weather app's scenarios")
struct ScenarioTests {
  nonisolated static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios")

  /// Each scenario and the profiles it runs on.
  nonisolated static let runs: [(file: String, profile: String)] = [
    ("restored-after-jetsam.scn", "ios6"), ("restored-after-jetsam.scn", "ios7"),
    ("restored-after-jetsam.scn", "ios13"), ("starts-afresh-ios4.scn", "ios4"),
  ]

  let catalog = AppCatalog.builtIn.addingUIKitApp("main", interfaceFiles: .weather) { AppDelegate() }

  @Test("every scenario in the folder runs somewhere")
  func everyScenarioRuns() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".scn") }
    #expect(Set(names) == Set(Self.runs.map(\.file)))
  }

  @Test("passes on its profile", arguments: runs.map { "\($0.file) \($0.profile)" })
  func passes(_ run: String) {
    let parts = run.split(separator: " ").map(String.init)
    let path = Self.folder.appendingPathComponent(parts[0]).path
    let result = LifecycleCommand.run(["run", "--profile", parts[1], path], catalog: catalog)
    #expect(result.exitCode == 0, "\(result.standardOutput)\n\(result.standardError)")
    #expect(!result.standardOutput.contains("misuse"), "\(result.standardOutput)")
  }
}
