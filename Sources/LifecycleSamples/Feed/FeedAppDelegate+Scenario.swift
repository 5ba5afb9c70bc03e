import LifecycleUIKit

extension FeedAppDelegate: ScenarioScriptable {
  /// Action `reload` (the user pulls to refresh); probes `headline`, what the screen shows, and
  /// `loads`, how many loads completed.
  static let scenarioScript = ScenarioScript(
    for: FeedAppDelegate.self,
    actions: ["reload": { app, _ in app.reload() }],
    probes: [
      "headline": { app in app.headlineController.headlineLabel.text },
      "loads": { app in String(app.loads) },
    ])
}
