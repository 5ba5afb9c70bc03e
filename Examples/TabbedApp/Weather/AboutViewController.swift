import UIKit

/// The third tab: the app's name and version, an image, and a button that presents a form
/// for feedback. Its view comes from `AboutViewController.xib`, found by the class name.
final class AboutViewController: UIViewController {
  @IBAction func showFeedback(_ sender: Any?) {
    present(FeedbackViewController(), animated: true)
  }

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
