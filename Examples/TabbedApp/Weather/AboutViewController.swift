import UIKit

/// The third tab: the app's name and version, and an image. Its view comes from
/// `AboutViewController.xib`, found by the class name.
final class AboutViewController: UIViewController {
  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    title = "About"
    tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 2)
    if responds(to: Selector(("setRestorationIdentifier:"))) { restorationIdentifier = "About" }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
