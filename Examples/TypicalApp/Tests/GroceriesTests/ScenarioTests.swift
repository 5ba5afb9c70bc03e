import Foundation
import LifecycleCommandLine
import LifecycleUIKit
import Testing

@testable import Groceries

/// Every scenario in `Scenarios/` passes on every OS profile, from iPhone OS 3 to iOS 13 and
/// later, with the app exactly as written for iOS.
@MainActor
@Suite("The groceries app's scenarios on every profile")
struct ScenarioTests {
  nonisolated static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios")

  nonisolated static var scenarios: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".scn") }.sorted()
  }

  let catalog = AppCatalog.builtIn.addingUIKitApp("main") { AppDelegate() }

  @Test("the folder holds the scenarios")
  func folderIsFound() {
    #expect(Self.scenarios.count >= 3, "no scenarios in \(Self.folder.path)")
  }

  @Test("passes on every profile", arguments: scenarios)
  func passesOnEveryProfile(_ name: String) {
    let path = Self.folder.appendingPathComponent(name).path
    let result = LifecycleCommand.run(["run", "--profile", "all", path], catalog: catalog)
    #expect(result.exitCode == 0, "\(result.standardOutput)\n\(result.standardError)")
    #expect(!result.standardOutput.contains("misuse"), "\(result.standardOutput)")
  }
}
