import LifecycleUIKit

extension AlertAppDelegate: ScenarioScriptable {
  /// `show-alert TITLE` shows an alert; probe `alert`, the title of the alert up (none
  /// when none is).
  static let scenarioScript = ScenarioScript(
    for: AlertAppDelegate.self,
    actions: ["show-alert": { app, arguments in app.showAlert(title: arguments.joined(separator: " ")) }],
    probes: ["alert": { app in app.alertView.flatMap { $0.isVisible ? $0.title : nil } }],
    explore: ["show-alert": [["Delete?"]]])
}
