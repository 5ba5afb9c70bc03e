// What only the Linux build needs: `main()` must be able to create the delegate, and the
// scenarios read the list through a probe.
#if !canImport(UIKit)
  import LifecycleUIKit

  extension AppDelegate: MainInstantiable {}

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
