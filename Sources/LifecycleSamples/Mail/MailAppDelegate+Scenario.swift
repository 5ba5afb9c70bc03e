import LifecycleUIKit

extension MailAppDelegate: ScenarioScriptable {
  /// `compose` (the user taps "mail this"); probes `composer` (`shown` or none) and
  /// `alert` (the title of the alert up, or none).
  static let scenarioScript = ScenarioScript(
    for: MailAppDelegate.self,
    actions: ["compose": { app, _ in app.compose() }],
    probes: [
      "composer": { app in app.isComposerShown ? "shown" : nil },
      "alert": { app in app.alertView.flatMap { $0.isVisible ? $0.title : nil } },
    ])
}
