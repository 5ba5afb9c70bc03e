/// What a navigation bar shows for a view controller: its title and bar button items.
///
/// Every value is kept and read back; nothing is drawn, and the snapshot does not show the
/// bar. The items can be tapped (``UIBarButtonItem/simulateUserTap()``, or the scenario action
/// `tap-bar-button`, which looks in the items of the controller on screen).
@preconcurrency @MainActor
open class UINavigationItem {
  /// The title; a view controller's ``UIViewController/title`` sets it.
  public var title: String?
  /// A line of text above the title.
  public var prompt: String?
  /// The item for the back button of the controller pushed above this one.
  public var backBarButtonItem: UIBarButtonItem?
  /// Whether the back button is hidden.
  public var hidesBackButton = false
  /// The items at the leading edge, first to last.
  public var leftBarButtonItems: [UIBarButtonItem]?
  /// The items at the trailing edge, first (outermost) to last.
  public var rightBarButtonItems: [UIBarButtonItem]?

  /// The search controller whose bar shows in the navigation bar (iOS 11): the UI driver and the
  /// snapshot list its bar above the controller's content, where the user types into it. Before
  /// iOS 11 (the iOS 7 profile) setting it crashes the app, an unrecognized selector.
  public var searchController: UISearchController? {
    didSet {
      _ = APIAvailabilityCheck.require(
        "setSearchController:", of: self, host: owner?.appHost ?? AppContext.current)
      oldValue?.navigationItemOwner = nil
      searchController?.navigationItemOwner = owner
      (owner?.parent as? UINavigationController)?.showTop()
    }
  }
  /// Whether the search bar hides as the content scrolls (iOS 11; true by default): kept and read
  /// back (inert: the bar always shows, so a scenario need not scroll up to reach it).
  public var hidesSearchBarWhenScrolling = true
  /// The controller this item belongs to, set when the controller makes or takes it.
  weak var owner: UIViewController? {
    didSet { searchController?.navigationItemOwner = owner }
  }

  /// An item with a title.
  public init(title: String) { self.title = title }

  /// The leading item (the first of ``leftBarButtonItems``); setting it replaces them all.
  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The trailing item (the first of ``rightBarButtonItems``); setting it replaces them all.
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the leading items (at once: there is no animation).
  public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the trailing items (at once: there is no animation).
  public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Sets the leading item (at once).
  public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

  /// Sets the trailing item (at once).
  public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

  /// Every item, leading then trailing.
  var allItems: [UIBarButtonItem] { (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) }
}
