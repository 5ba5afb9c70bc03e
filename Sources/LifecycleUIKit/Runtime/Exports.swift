// LifecycleUIKit re-exports Foundation, as UIKit does: an app file whose only import is
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import LifecycleUIKit
//     #endif
//
// sees `Date`, `URL`, `CGPoint`, `IndexPath` and the rest of Foundation.
//
// Three Foundation types are process-wide singletons on Linux that must be per app in a
// simulated device, so LifecycleUIKit declares types of the same name that shadow
// Foundation's: `NotificationCenter`, `UserDefaults` (and `NSUserActivity`, which Linux
// Foundation lacks). (A file that imports Foundation alone still reaches the app's defaults and
// centre for its writes, reads and posts: `FoundationDefaults`, `FoundationEscapes`.) Swift prefers a module's own declarations over those of a module
// it re-exports, so with the import above `NotificationCenter.default` and
// `UserDefaults.standard` are the running app's own. A file that *also* writes
// `import Foundation` next to `import LifecycleUIKit` makes `UserDefaults` ambiguous
// (the compiler says so): keep `import Foundation` inside the `#if canImport(UIKit)`
// branch, or leave it out — `import UIKit` re-exports Foundation on iOS as well.
// See `Docs/UIKitShadowing.md`.
@_exported public import Foundation

// The two simulator types an app's Linux-only scenario file and its runner name: a scenario
// action's error (`throw AppActionError("usage: add NAME")`) and the catalog the command line
// is given (`AppCatalog.builtIn.addingUIKitApp("notes") { NotesAppDelegate() }`), so that
// `import LifecycleUIKit` is enough for them too.
@_exported public import struct LifecycleSimulator.AppActionError
@_exported public import struct LifecycleSimulator.AppCatalog
