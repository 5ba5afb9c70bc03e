#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// A screen pushed over the table. In `table` it is restorable: it names itself
/// `Detail` and recreates itself through its restoration class.
@MainActor
final class ItemDetailViewController: UIViewController, UIViewControllerRestoration {
  /// Creates the screen; `restorable` gives it its restoration identifier and class.
  init(restorable: Bool) {
    super.init(nibName: nil, bundle: nil)
    if restorable {
      restorationIdentifier = "Detail"
      restorationClass = ItemDetailViewController.self
    }
  }

  /// Not loaded from an archive of views (as with `UIViewController`'s requirement).
  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Recreates the detail screen during restoration.
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? {
    ItemDetailViewController(restorable: true)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Detail"
  }
}
