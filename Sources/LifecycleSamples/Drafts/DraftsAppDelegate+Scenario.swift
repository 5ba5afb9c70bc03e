import LifecycleUIKit

extension DraftsAppDelegate: ScenarioScriptable {
  /// `type TEXT` replaces the draft; `save` taps Save. Probes `text` (the draft shown) and
  /// `saved` (the draft in the defaults, or none).
  static let scenarioScript = ScenarioScript(
    for: DraftsAppDelegate.self,
    actions: [
      "type": { app, arguments in app.draft = arguments.joined(separator: " ") },
      "save": { app, _ in app.save() },
    ],
    probes: [
      "text": { app in app.draft },
      "saved": { _ in UserDefaults.standard.string(forKey: "draft") },
    ],
    explore: ["type": [["a"]]])
}
