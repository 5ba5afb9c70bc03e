import LifecycleUIKit

extension ListAppDelegate: ScenarioScriptable {
  /// `add ITEM` adds an item; probes `items` (comma-separated, as shown) and `count`.
  static let scenarioScript = ScenarioScript(
    for: ListAppDelegate.self,
    actions: ["add": { app, arguments in app.listController.items.append(arguments.joined(separator: " ")) }],
    probes: [
      "items": { app in app.listController.items.joined(separator: ",") },
      "count": { app in String(app.listController.items.count) },
    ],
    explore: ["add": [["milk"]]])
}
