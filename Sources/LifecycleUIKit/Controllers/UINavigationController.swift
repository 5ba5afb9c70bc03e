/// A container that shows a stack of controllers, the top one on screen.
///
/// The controllers below the top have their views out of the window: they are off
/// screen, and on iOS 3 to 5 a memory warning releases their views (article “Scroll
/// position after a memory warning”). Transitions happen at once.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// Creates a stack with a root controller.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates an empty stack from an interface file.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The stack, bottom first.
  public var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  public var topViewController: UIViewController? { children.last }

  /// Whether the navigation bar is hidden: kept and read back (an inert value: the bar is not
  /// drawn or in the snapshot either way, and its items can still be tapped).
  public var isNavigationBarHidden = false

  /// The controller's navigation bar: its looks are kept, and draw nothing (inert).
  public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))

  /// Hides or shows the navigation bar, at once (inert, as ``isNavigationBarHidden``).
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

  /// The top of the stack is the child on screen.
  override var visibleChild: UIViewController? { topViewController }

  /// The controller presented over the stack, else the top one.
  public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  /// Pushes a controller on the stack. Pushing one already in the stack, or a nil
  /// one, is an exception: the app crashes (a crash report).
  public func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard checkPushable(viewController) else { return }
    AppearanceUpdates.batch {
      addChild(viewController)
      showTop()
    }
    viewController.didMove(toParent: self)
  }

  /// Pops the top controller; nil when only the root is left.
  @discardableResult
  public func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1, let top = children.last else { return nil }
    AppearanceUpdates.batch {
      top.willMove(toParent: nil)
      top.removeFromParent()
      showTop()
    }
    return top
  }

  /// Pops every controller above the root; returns them, bottom first.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = children.first else { return nil }
    let popped = Array(children.dropFirst())
    setViewControllers([root], animated: animated)
    return popped
  }

  /// Replaces the stack.
  public func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    if let nilController = viewControllers.first(where: \.standsForNil) {
      _ = checkPushable(nilController)
      return
    }
    let root = children.first
    AppearanceUpdates.batch {
      for child in children where !viewControllers.contains(where: { $0 === child }) {
        child.willMove(toParent: nil)
        child.removeFromParent()
      }
      for controller in viewControllers { addChild(controller) }
      children = viewControllers
      showTop()
    }
    for controller in viewControllers { controller.didMove(toParent: self) }
    if madeTabBarItem == nil, children.first !== root { tabBarItemChanged() }
  }

  /// A navigation controller without a tab bar item of its own shows its root controller's: a
  /// tab that is a navigation controller takes its title and image from the root (Little
  /// Potato Software, “Under the hood with UITabController”; shagedorn/StateRestorationDemo's
  /// iOS 8 screenshot shows its root's “Second”).
  override var tabBarItemDonor: UIViewController? { children.first }

  /// Accepts `viewControllers`, the stack an interface file lists (`[UIViewController]`),
  /// besides the keys every controller accepts.
  open override func setValue(_ value: Any?, forKey key: String) {
    guard key == "viewControllers" else { return super.setValue(value, forKey: key) }
    guard let controllers = value as? [UIViewController] else {
      return wrongType(value, forKey: key, expected: "[UIViewController]")
    }
    setViewControllers(controllers, animated: false)
  }

  /// A container view; the top controller's view goes in once it is loaded.
  open override func loadView() { view = UIView(frame: UIScreen.main.bounds) }

  override func viewDidFinishLoading() { showTop() }

  /// Puts the top controller's view in the container, taking the others' out: below it, the
  /// search bar of its navigation item (``UINavigationItem/searchController``), as the bar sits
  /// in the navigation bar above the content; above it, a search it presents in its own context
  /// (``UISearchController``), which a push covers and the pop shows again.
  func showTop() {
    guard let container = viewIfLoaded else { return }
    let top = topViewController
    let topView = top?.view
    let searchBar = top?.navigationItem.searchController?.searchBar
    let search = (top?.presentedViewController as? UISearchController).flatMap {
      $0.presentsInContext && $0.presentingViewController === top ? $0.viewIfLoaded : nil
    }
    let kept = [searchBar, topView, search].compactMap { $0 }
    for subview in container.subviews where !kept.contains(where: { $0 === subview }) {
      subview.removeFromSuperview()
    }
    for (index, view) in kept.enumerated()
    where container.subviews.firstIndex(where: { $0 === view }) != index {
      container.insertSubview(view, at: index)
    }
    (parent as? UITabBarController)?.updateTabBarVisibility()
  }

  private func checkPushable(_ viewController: UIViewController) -> Bool {
    let host = appHost ?? AppContext.current
    if viewController.standsForNil {
      host?.crash(
        "NSInvalidArgumentException: Application tried to push a nil view controller on target <\(Self.self)>."
      )
      return false
    }
    if children.contains(where: { $0 === viewController }) {
      host?.crash(
        "NSInvalidArgumentException: Pushing the same view controller instance more than once is not supported"
          + " (<\(type(of: viewController))>)")
      return false
    }
    return true
  }
}
