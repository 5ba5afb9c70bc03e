import LifecycleSimulator
import LifecycleUIKit

extension TableAppDelegate: ScenarioScriptable {
  /// `scroll Y` (the list must be on screen), `push` (opens a detail screen), `pop`
  /// (goes back); probe `offset`, the list's vertical scroll offset in points (none
  /// while its table is released).
  static let scenarioScript = ScenarioScript(
    for: TableAppDelegate.self,
    actions: [
      "scroll": { app, arguments in
        guard arguments.count == 1, let y = Double(arguments[0]) else {
          throw AppActionError("usage: scroll Y (points, a number)")
        }
        guard let table = app.listController.tableView, table.window != nil else {
          throw AppActionError("the list is not on screen; pop first")
        }
        table.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      },
      "push": { app, _ in app.openDetail() },
      "pop": { app, _ in app.goBack() },
    ],
    probes: [
      "offset": { app in app.listController.tableView.map { String(Int($0.contentOffset.y)) } }
    ],
    // The UI driver scrolls the table and goes back; the detail screen has no button to it.
    explore: ["scroll": [], "pop": []])
}
