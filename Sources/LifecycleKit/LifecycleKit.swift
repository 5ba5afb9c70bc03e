// One import for the tests of an app written against the UIKit-shaped API.
//
// An app's own target imports `LifecycleUIKit` behind the UIKit switch
// (`#if canImport(UIKit) import UIKit #else import LifecycleUIKit #endif`); its tests
// import `LifecycleKit`, which brings everything a lifecycle test touches:
//
// - `LifecycleCore`: the model — `AppState`, `OSProfile` and `OSGeneration`, the
//   callbacks' trace names (`LifecycleCallback`), `LifecycleModel` for the transition
//   function on its own;
// - `LifecycleSimulator`: the simulated `Device`, `AppCatalog`, `InstallSpec`, the trace,
//   and the scenario language (`ScenarioParser`, `ScenarioRunner`);
// - `LifecycleUIKit`: `UIKitApp`, `AppCatalog.addingUIKitApp(_:delegate:)` and the
//   UIKit-shaped types the test may look at.

@_exported public import LifecycleCore
@_exported public import LifecycleSimulator
@_exported public import LifecycleUIKit
