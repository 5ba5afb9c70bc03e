import LifecycleSimulator
import LifecycleUIKit

extension CallDetectorAppDelegate: ScenarioScriptable {
  /// `open SCREEN` pushes the screen titled SCREEN; probes `screen` (the title of the
  /// screen on top) and `resumed-after-call` (`yes` when this launch found that a call
  /// ended the previous run, else `no`).
  static let scenarioScript = ScenarioScript(
    for: CallDetectorAppDelegate.self,
    actions: [
      "open": { app, arguments in
        guard !arguments.isEmpty else { throw AppActionError("usage: open SCREEN") }
        app.open(arguments.joined(separator: " "))
      }
    ],
    probes: [
      "screen": { app in app.currentScreen },
      "resumed-after-call": { app in app.resumedAfterCall ? "yes" : "no" },
    ],
    explore: ["open": [["Settings"]]])
}
