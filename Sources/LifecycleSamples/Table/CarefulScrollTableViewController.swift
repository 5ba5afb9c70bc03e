#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `table`'s list: records `contentOffset` in `viewDidUnload` before releasing the
/// table, and restores it in `viewDidLoad` after `reloadData` — the code of the article
/// “Scroll position after a memory warning”. When `viewDidUnload` runs the root view is gone
/// but the table the controller retains is still alive, so its offset can be read.
@MainActor
final class CarefulScrollTableViewController: ScrollTableViewController {
  /// Where the table was scrolled to when its view was released; zero at first.
  private var lastScrollOffset = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView?.reloadData()
    tableView?.setContentOffset(lastScrollOffset, animated: false)
  }

  override func viewDidUnload() {
    lastScrollOffset = tableView?.contentOffset ?? .zero
    super.viewDidUnload()
  }
}
