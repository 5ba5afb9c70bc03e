import Foundation
import LifecycleSimulator

/// A container with a tab per child: the selected child's view is on screen, the others' views
/// are out of the window (off screen, with their appearance callbacks, and on iOS 3 to 5
/// released by a memory warning like any off-screen view). Transitions happen at once.
///
/// The children are ``viewControllers``; each child's ``UIViewController/tabBarItem`` is its
/// tab in ``tabBar``. The user's taps (the UI driver's `select-tab APP N`) ask the
/// ``delegate`` first; the app's own ``selectedIndex`` and ``selectedViewController`` do not.
/// State preservation (iOS 6 and later) keeps the children with restoration identifiers and
/// which tab was selected; restoration selects it again. The “More” tab UIKit adds for a sixth
/// tab is not modelled: every child is a tab of its own.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UIDriverTabContainer {
  /// The bar of tabs: its items follow the children, its selected item the selection.
  public let tabBar = UITabBar(frame: CGRect(x: 0, y: 431, width: 320, height: 49))
  /// Asked before the user's choice of tab and told after it. Weak, as in UIKit. A delegate
  /// whose methods Swift would not call (declared only in a subclass of the adopting class) is
  /// a misuse when it is set (``DelegateDispatchCheck``).
  public weak var delegate: (any UITabBarControllerDelegate)? {
    didSet { if let delegate { appHost?.verifyDispatch(of: delegate, against: .tabBarControllerDelegate) } }
  }
  private var selection = NSNotFound

  /// A tab bar controller with no tabs.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A tab bar controller from an interface file (its tabs come with `viewControllers`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The children, one per tab, in order; nil when there are none. Setting it is
  /// ``setViewControllers(_:animated:)`` without animation.
  open var viewControllers: [UIViewController]? {
    get { children.isEmpty ? nil : children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs. As UIKit documents (“viewControllers”), the controller selected before
  /// stays selected if it is still a tab; else the tab at the same index; else the first.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let new = viewControllers ?? []
    let previous = selectedViewController
    let previousIndex = selection
    AppearanceUpdates.batch {
      for child in children where !new.contains(where: { $0 === child }) {
        child.willMove(toParent: nil)
        child.removeFromParent()
      }
      for controller in new { addChild(controller) }
      children = new
      if let previous, let index = new.firstIndex(where: { $0 === previous }) {
        selection = index
      } else if new.indices.contains(previousIndex) {
        selection = previousIndex
      } else {
        selection = new.isEmpty ? NSNotFound : 0
      }
      childTabBarItemChanged()
      showSelected()
    }
    for controller in new { controller.didMove(toParent: self) }
  }

  /// The index of the selected tab; `NSNotFound` with no tabs. Setting an index out of range
  /// changes nothing. The delegate is not asked or told.
  open var selectedIndex: Int {
    get { selection }
    set {
      guard children.indices.contains(newValue), newValue != selection else { return }
      AppearanceUpdates.batch {
        selection = newValue
        tabBar.selectedItem = children[newValue].tabBarItem
        showSelected()
      }
    }
  }

  /// The selected child; setting one of the tabs selects it (the delegate is not asked or told),
  /// another controller changes nothing.
  open var selectedViewController: UIViewController? {
    get { children.indices.contains(selection) ? children[selection] : nil }
    set {
      guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  /// The selected child is the one on screen.
  override var visibleChild: UIViewController? { selectedViewController }

  /// Accepts `viewControllers`, the tabs an interface file lists (`[UIViewController]`),
  /// besides the keys every controller accepts.
  open override func setValue(_ value: Any?, forKey key: String) {
    guard key == "viewControllers" else { return super.setValue(value, forKey: key) }
    guard let controllers = value as? [UIViewController] else {
      return wrongType(value, forKey: key, expected: "[UIViewController]")
    }
    setViewControllers(controllers, animated: false)
  }

  /// A container view with the tab bar; the selected child's view goes in once it is loaded.
  open override func loadView() {
    let container = UIView(frame: UIScreen.main.bounds)
    container.addSubview(tabBar)
    view = container
  }

  override func viewDidFinishLoading() { showSelected() }

  /// A child's item changed (or the children did): the bar shows the items again.
  func childTabBarItemChanged() {
    tabBar.items = children.isEmpty ? nil : children.map { $0.tabBarItem }
    tabBar.selectedItem = selectedViewController?.tabBarItem
  }

  /// Hides the bar while the selected tab is a navigation controller whose top controller has
  /// ``UIViewController/hidesBottomBarWhenPushed`` (“hidesBottomBarWhenPushed”: “the value of
  /// this property on the topmost view controller determines whether the toolbar is visible”).
  func updateTabBarVisibility() {
    let top = (selectedViewController as? UINavigationController)?.topViewController
    tabBar.isHidden = top?.hidesBottomBarWhenPushed == true
  }

  /// Puts the selected child's view in the container, below the bar, taking the others' out.
  private func showSelected() {
    updateTabBarVisibility()
    guard let container = viewIfLoaded else { return }
    let selected = selectedViewController
    AppearanceUpdates.batch {
      for subview in container.subviews
      where subview.owningController != nil && subview.owningController !== selected {
        subview.removeFromSuperview()
      }
      if let selected, selected.view.superview !== container {
        container.insertSubview(selected.view, belowSubview: tabBar)
      }
    }
  }

  // MARK: The UI driver

  /// Each tab's shown title (a system item's name), or `tab N` for one with none.
  var driverSelectedTabIndex: Int? { selectedViewController == nil ? nil : selectedIndex }

  var driverTabTitles: [String] {
    children.enumerated().map { index, child in child.tabBarItem.shownTitle ?? "tab \(index)" }
  }

  /// The user taps tab `index`: a disabled tab refuses; the delegate may say no; the tab is
  /// selected and the delegate told. Tapping the selected tab of a navigation controller pops
  /// it to its root, as on iOS.
  func driverSelectTab(_ index: Int) throws(AppActionError) {
    let titles = driverTabTitles.enumerated().map { "\($0.offset) \($0.element)" }.joined(separator: ", ")
    guard children.indices.contains(index) else {
      throw AppActionError("there is no tab \(index); the tabs: \(titles.isEmpty ? "none" : titles)")
    }
    let child = children[index]
    guard child.tabBarItem.isEnabled else {
      throw AppActionError(
        "tab \(index) (\(driverTabTitles[index])) is disabled: its item's isEnabled is false")
    }
    if let delegate, !delegate.tabBarController(self, shouldSelect: child) { return }
    if index == selection, let navigation = child as? UINavigationController {
      navigation.popToRootViewController(animated: true)
    }
    selectedIndex = index
    delegate?.tabBarController(self, didSelect: child)
  }
}
