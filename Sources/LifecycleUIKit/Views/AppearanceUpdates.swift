/// Batches the updates of which view controllers are on screen.
///
/// Any change to a window's view tree notes the window; outside a batch the window
/// updates at once. Container operations (push, pop, present, dismiss, a new root)
/// run in a batch, so that the controllers going away and those coming get their
/// callbacks in UIKit's order: `viewWillDisappear`, `viewWillAppear`,
/// `viewDidDisappear`, `viewDidAppear`.
@MainActor
enum AppearanceUpdates {
  private static var depth = 0
  private static var pending: [UIWindow] = []

  /// A window's view tree changed.
  static func note(_ window: UIWindow?) {
    guard let window else { return }
    if depth == 0 {
      window.updateVisibleControllers()
    } else if !pending.contains(where: { $0 === window }) {
      pending.append(window)
    }
  }

  /// Runs `body`, then updates the windows it changed.
  static func batch(_ body: () -> Void) {
    depth += 1
    body()
    depth -= 1
    guard depth == 0 else { return }
    let windows = pending
    pending.removeAll()
    for window in windows { window.updateVisibleControllers() }
  }
}
