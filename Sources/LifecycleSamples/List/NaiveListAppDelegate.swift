#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `list-naive`: reloads what it saved when it comes back to the foreground.
///
/// Article “Treacherous multitasking”: `applicationWillEnterForeground` comes to an app
/// that is still alive in memory with all its data; loading the saved state again —
/// with code written for a fresh launch — duplicates the items.
@MainActor
final class NaiveListAppDelegate: ListAppDelegate {
  override func applicationWillEnterForeground(_ application: UIApplication) {
    loadSavedItems()
  }
}
