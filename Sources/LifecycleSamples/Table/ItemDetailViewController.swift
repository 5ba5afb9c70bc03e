#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// A screen pushed over the table.
@MainActor
final class ItemDetailViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Detail"
  }
}
