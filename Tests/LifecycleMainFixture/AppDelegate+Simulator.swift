// What only the Linux build needs: `main()` must be able to create the delegate, the Add
// button's selector must reach its method, and the scenarios read the list through a probe.
#if !canImport(UIKit)
  import LifecycleUIKit

  extension AppDelegate: MainInstantiable {}

  /// The Add button's action: Linux cannot send a selector by name.
  extension AppDelegate: SelectorRegistering {
    static func registerSelectors() {
      SelectorDispatch.register("insertNewItem:", for: ListViewController.self) { controller, sender in
        controller.insertNewItem(sender)
      }
    }
  }

  extension AppDelegate: ScenarioScriptable {
    static let scenarioScript = ScenarioScript(
      for: AppDelegate.self,
      probes: [
        "items": { app in app.list.items.joined(separator: ",") },
        "editing": { app in
          (app.window?.rootViewController as? UINavigationController)?.topViewController?.isEditing == true
            ? "yes" : "no"
        },
      ])
  }
#endif
