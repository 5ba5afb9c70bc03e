#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `list`: rolls back what it saved when it comes back to the foreground.
///
/// Article “Treacherous multitasking”: in `applicationWillEnterForeground` do not restore
/// what `applicationDidEnterBackground` saved but roll it back — the app is still in
/// memory and simply goes on working; the state is saved again the next time it leaves
/// the foreground. Had the app been killed instead, the file would have been read at
/// the next launch.
@MainActor
final class CarefulListAppDelegate: ListAppDelegate {
  override func applicationWillEnterForeground(_ application: UIApplication) {
    discardSavedItems()
  }
}
