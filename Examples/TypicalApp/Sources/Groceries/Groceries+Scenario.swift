// What the simulator's scenarios may do in the app and read from it. Only the Linux build
// compiles this file; the app itself is the same as on iOS.
#if !canImport(UIKit)
  import LifecycleUIKit

  /// `@main` runs the app in the simulated device on Linux (`swift run Groceries`); this says
  /// how to make its delegate.
  extension AppDelegate: MainDelegateFactory {
    static func makeDelegate() -> any UIApplicationDelegate { AppDelegate() }
  }

  extension AppDelegate: ScenarioScriptable {
    /// Actions: `add NAME…`, `tick ROW`, `delete ROW` (the Clear button is tapped as on
    /// screen: `tap Groceries Clear`, then `tap-alert Clear`). Probes: `items` (the rows as
    /// shown, `✓` for bought ones),
    /// `recent`, `unsynced`.
    static let scenarioScript = ScenarioScript(
      for: AppDelegate.self,
      actions: [
        "add": { app, arguments in
          guard !arguments.isEmpty else { throw AppActionError("usage: add NAME") }
          app.store.add(arguments.joined(separator: " "))
        },
        "tick": { app, arguments in
          try app.listController().tableView(app.listController().tableView, didSelectRowAt: row(arguments, in: app))
        },
        "delete": { app, arguments in
          let list = try app.listController()
          list.tableView(list.tableView, commit: .delete, forRowAt: try row(arguments, in: app))
        },
      ],
      probes: [
        "items": { app in
          guard let list = try? app.listController(), let table = list.tableView else { return nil }
          let count = table.numberOfRows(inSection: 0)
          let texts = (0..<count).map { row -> String in
            let cell = list.tableView(table, cellForRowAt: IndexPath(row: row, section: 0))
            let mark = cell.accessoryType == .checkmark ? "✓" : ""
            return (cell.textLabel?.text ?? "") + mark
          }
          return texts.isEmpty ? nil : texts.joined(separator: ",")
        },
        "recent": { app in
          let names = app.store.recentNames
          return names.isEmpty ? nil : names.joined(separator: ",")
        },
        "unsynced": { app in app.store.hasUnsyncedChanges ? "yes" : "no" },
      ])

    fileprivate func listController() throws -> GroceryListViewController {
      let navigation = window?.rootViewController as? UINavigationController
      guard let list = navigation?.viewControllers.first as? GroceryListViewController, list.isViewLoaded else {
        throw AppActionError("the list is not on screen")
      }
      return list
    }
  }

  @MainActor
  private func row(_ arguments: [String], in app: AppDelegate) throws -> IndexPath {
    guard arguments.count == 1, let row = Int(arguments[0]), row >= 1,
      let table = try app.listController().tableView, row <= table.numberOfRows(inSection: 0)
    else { throw AppActionError("usage: ROW, a row number from 1") }
    return IndexPath(row: row - 1, section: 0)
  }
#endif
