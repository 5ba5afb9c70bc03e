import LifecycleUIKit

extension SettingsAppDelegate: ScenarioScriptable {
  /// No actions (the user changes the setting with the scenario's `settings` step);
  /// probe `fontSize`, what the screen shows.
  static let scenarioScript = ScenarioScript(
    for: SettingsAppDelegate.self,
    probes: ["fontSize": { app in app.readerController.sizeLabel.text }],
    settings: ["fontSize": ["18"]])
}
