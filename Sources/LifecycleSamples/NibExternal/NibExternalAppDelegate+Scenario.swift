import LifecycleSimulator
import LifecycleUIKit

extension NibExternalAppDelegate: ScenarioScriptable {
  /// `rename NAME` renames the visitor; probe `field`, what the name field of the view
  /// from the interface file shows.
  static let scenarioScript = ScenarioScript(
    for: NibExternalAppDelegate.self,
    actions: [
      "rename": { app, arguments in
        guard !arguments.isEmpty else { throw AppActionError("usage: rename NAME") }
        app.visitorController.rename(to: arguments.joined(separator: " "))
      }
    ],
    probes: ["field": { app in app.visitorController.cardView?.nameField?.text }],
    explore: ["rename": [["Ada"]]])
}
