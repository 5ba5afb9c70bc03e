import LifecycleUIKit

extension NotesAppDelegate: ScenarioScriptable {
  /// `type TEXT` appends to the note (the field becomes first responder); probes
  /// `text` (what the field shows) and `saved` (the file's contents, none without one).
  static let scenarioScript = ScenarioScript(
    for: NotesAppDelegate.self,
    actions: ["type": { app, arguments in app.noteController.type(arguments.joined(separator: " ")) }],
    probes: [
      "text": { app in app.noteController.textField.text },
      "saved": { app in app.savedNote },
    ],
    // The explorer types into the field through the UI driver already.
    explore: ["type": []])
}
