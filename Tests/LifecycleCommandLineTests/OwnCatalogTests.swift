import LifecycleSimulator
import LifecycleUIKit
import Testing

@testable import LifecycleCommandLine

/// A user's own app, which only the user's catalog knows: it saves its draft on Home.
@MainActor
final class OwnDraftDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var draft = ""

  func applicationDidEnterBackground(_ application: UIApplication) {
    UserDefaults.standard.set(draft, forKey: "draft")
  }

  static let scenarioScript = ScenarioScript(
    for: OwnDraftDelegate.self,
    actions: ["type": { app, arguments in app.draft = arguments.joined(separator: " ") }],
    probes: ["saved": { _ in UserDefaults.standard.string(forKey: "draft") }])
}

/// `LifecycleCommand.run(_:catalog:)` and `main(catalog:)`: the command line over one's own apps.
@MainActor
@Suite("The command line over your own app catalog")
struct OwnCatalogTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("own-drafts") { OwnDraftDelegate() }

  func write(_ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("own-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("drafts.scn")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  static let scenario = """
    device profile=ios7
    install Drafts app=own-drafts
    launch Drafts
    do Drafts type buy milk
    home
    expect Drafts saved == "buy milk"

    """

  @Test("lifecycle run with your catalog runs your app's scenario, with the same output and exit code")
  func ownCatalogRuns() throws {
    let path = try write(Self.scenario)
    let result = LifecycleCommand.run(["run", path], catalog: catalog)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("applicationDidEnterBackground"))
    #expect(result.standardOutput.contains("PASS"))
  }

  @Test("without your catalog the app is unknown: the run stops with an error naming it, exit 1 or 2")
  func builtInCatalogDoesNotKnowIt() throws {
    let path = try write(Self.scenario)
    let result = LifecycleCommand.run(["run", path])
    #expect(result.exitCode != 0)
    #expect((result.standardOutput + result.standardError).contains("own-drafts"))
  }

  @Test("a failing check in your app's scenario exits 1, as with the built-in catalog")
  func ownCatalogFailingCheck() throws {
    let path = try write(Self.scenario.replacingOccurrences(of: "\"buy milk\"", with: "\"buy bread\""))
    let result = LifecycleCommand.run(["run", path], catalog: catalog)
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.contains("FAIL"))
  }

  @Test("the other commands keep working with your catalog")
  func otherCommands() {
    #expect(LifecycleCommand.run(["--version"], catalog: catalog).exitCode == 0)
    #expect(LifecycleCommand.run(["help", "run"], catalog: catalog).standardOutput.contains("lifecycle run"))
    #expect(LifecycleCommand.run(["diagram", "--profile", "ios7"], catalog: catalog).exitCode == 0)
  }
}
