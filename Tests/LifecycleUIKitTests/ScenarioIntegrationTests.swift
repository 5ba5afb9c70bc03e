import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

@MainActor
@Suite("UIKit apps in scenarios")
struct ScenarioIntegrationTests {
  let catalog = AppCatalog.builtIn
    .addingUIKitApp("settings") { SettingsAppDelegate() }
    .addingUIKitApp("editor") { EditorAppDelegate() }

  func scenario(_ commands: [ScenarioCommand]) -> Scenario {
    Scenario(
      file: "test.scenario",
      steps: commands.enumerated().map { index, command in
        ScenarioStep(
          location: SourceLocation(file: "test.scenario", line: index + 1, column: 1), command: command,
          text: "\(command)")
      })
  }

  @Test("settings, do and expect reach a UIKit app's defaults, actions and probes")
  func settingsAndProbes() {
    let result = ScenarioRunner(catalog: catalog).run(
      scenario([
        .device(DeviceSpec(profile: .ios4, memoryBytes: 256 << 20, multitaskingSupported: true, seed: 1)),
        .install(InstallSpec(name: "Reader", appID: "settings")),
        .launch(app: "Reader"),
        .home,
        .settings(app: "Reader", key: "fontSize", value: "18"),
        .launch(app: "Reader"),
        .expectProbe(app: "Reader", probe: "font-size", value: .text("18")),
        .expectProbe(app: "Reader", probe: "observed", value: .text("background,defaults")),
        .expectNotifications(
          app: "Reader",
          notifications: [
            "UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
            "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
            "UIApplicationWillEnterForegroundNotification", "NSUserDefaultsDidChangeNotification",
            "UIApplicationDidBecomeActiveNotification",
          ]),
        .expectProbe(app: "Reader", probe: "application-state", value: .text("active")),
      ]))
    #expect(result.error == nil)
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(result.checkCount == 4)
  }

  @Test("the built-in probes show an alert and the keyboard left up in the background")
  func builtInProbes() {
    let result = ScenarioRunner(catalog: catalog).run(
      scenario([
        .install(InstallSpec(name: "Editor", appID: "editor")),
        .launch(app: "Editor"),
        .perform(app: "Editor", action: "type", arguments: ["buy milk"]),
        .perform(app: "Editor", action: "ask", arguments: []),
        .home,
        .expectProbe(app: "Editor", probe: "alert", value: .text("Discard?")),
        .expectProbe(app: "Editor", probe: "keyboard", value: .text("shown")),
        .expectProbe(app: "Editor", probe: "screen", value: .text("EditorController")),
        .launch(app: "Editor"),
        .perform(app: "Editor", action: "tap-alert", arguments: ["Cancel"]),
        .expectProbe(app: "Editor", probe: "alert", value: .none),
        .expectProbe(app: "Editor", probe: "alert-events", value: .text("clicked 0, dismissed 0")),
      ]))
    #expect(result.error == nil)
    #expect(result.failures.isEmpty, "\(result.failures)")
  }

  @Test("an unknown action names the app's actions, built-in ones included, and the one meant")
  func unknownAction() throws {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Editor", appID: "editor"))
    try device.launch("Editor")
    #expect(
      throws: DeviceError(
        "Editor: no action 'tpye'; did you mean 'type'? "
          + "actions: ask, ask-modern, type, tap-alert, tap-bar-button, delete-row")
    ) {
      try device.perform("tpye", arguments: [], in: "Editor")
    }
    #expect(throws: DeviceError.self) { try device.probe("nope", of: "Editor") }
  }
}
