/// A controller that runs a search from its ``searchBar`` and shows the results in
/// ``searchResultsController`` (UIKit's `UISearchController`, iOS 8).
///
/// Place the bar in the interface — ``UINavigationItem/searchController`` (iOS 11) or a table's
/// `tableHeaderView` — and the user's tap into it makes the controller active, as Apple's
/// “presentSearchController(_:)” says (“when the user begins editing in the search controller,
/// or you set the isActive property to true”): the delegate's `presentSearchController(_:)`
/// runs, and when it did not present the controller itself, the default presentation follows,
/// between `willPresentSearchController(_:)` and `didPresentSearchController(_:)`. The
/// ``searchResultsUpdater`` is told when the bar becomes first responder and whenever the user
/// changes its text (“updateSearchResults(for:)”).
///
/// The default presentation is over the presentation context, as the TableSearch sample
/// explains it: the nearest controller, from the one showing the bar up through its parents,
/// whose ``UIViewController/definesPresentationContext`` is true, else the root. Over a context
/// inside a navigation controller, the search stays with that controller: a push covers it and
/// the pop shows it again. Over the root, it covers whatever is pushed later, as on iOS.
///
/// What the user sees while the controller is active: the results controller's view, once the
/// bar has text (or always, with ``showsSearchResultsController``); before that, with
/// ``obscuresBackgroundDuringPresentation``, a dimmed screen where only the bar can be used;
/// without it, the content underneath, which the user keeps using (the controller that shows
/// the searchable content filters itself). The UI driver and the snapshot follow this.
///
/// Cancel (the bar's button) clears the text, tells the updater, and makes the controller
/// inactive; setting ``isActive`` to false dismisses it too, between
/// `willDismissSearchController(_:)` and `didDismissSearchController(_:)`. The bar resigns.
/// ``hidesNavigationBarDuringPresentation`` is inert: the navigation bar is not drawn here.
///
/// The app may also present the controller itself (`present(_:animated:completion:)`, a search
/// button's action): it is then active, shows its bar at the top of its own view when the app
/// placed it nowhere, and the bar becomes first responder. Its ``UIViewController/modalPresentationStyle``
/// is `overFullScreen`, so the presenter stays on screen beneath, as UIKit's own presentation
/// leaves it; `dismiss(animated:completion:)` ends the search as Cancel does, text aside.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The controller that shows the results; nil when the searchable content shows them itself.
  public let searchResultsController: UIViewController?
  /// The object told to update the results (“searchResultsUpdater”); not retained, as in UIKit.
  public weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// The delegate told of presentation and dismissal; not retained, as in UIKit.
  public weak var delegate: (any UISearchControllerDelegate)? {
    didSet {
      // A delegate method declared below the adopting class is never called (a misuse).
      if let delegate { appHost?.verifyDispatch(of: delegate, against: .searchControllerDelegate) }
    }
  }
  /// The search bar to place in the interface; made by the controller.
  public let searchBar: UISearchBar
  /// Whether the content underneath is obscured (dimmed, out of reach) while the search is
  /// active and the results controller is not showing (iOS 9.1; true here, as UIKit's default
  /// up to iOS 14 — third-party reports say iOS 15 changed it to false: set it explicitly).
  public var obscuresBackgroundDuringPresentation = true
  /// The iOS 8 name of ``obscuresBackgroundDuringPresentation`` (deprecated in iOS 12): the
  /// same value.
  public var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar hides while searching (true by default): kept and read back
  /// (inert: the navigation bar is not drawn).
  public var hidesNavigationBarDuringPresentation = true
  /// Whether the results controller shows even before the user types (iOS 13; false by default).
  public var showsSearchResultsController = false {
    didSet { updateResultsVisibility() }
  }
  /// Whether the Cancel button shows while the search is active (iOS 13; true by default).
  public var automaticallyShowsCancelButton = true {
    didSet { searchBar.updateCancelButton() }
  }

  private var active = false
  /// Whether the search runs in a presentation over a context inside a container (a controller
  /// with ``UIViewController/definesPresentationContext``), rather than over the root.
  private(set) var presentsInContext = false

  /// Creates a search controller that shows its results in `searchResultsController` (nil: the
  /// searchable content shows them itself). iOS 8.0 and later: on the iOS 7 profile the app
  /// crashes, as with a class the OS does not have (``APIAvailability``).
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 56))
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
    modalPresentationStyle = .overFullScreen
    _ = APIAvailabilityCheck.require("initWithSearchResultsController:", of: self, host: appHost)
    if let searchResultsController { addChild(searchResultsController) }
  }

  /// Creates a search controller without a results controller.
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(searchResultsController: nil)
  }

  /// Creates a search controller from an interface file, without a results controller.
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 56))
    super.init(coder: coder)
    searchBar.searchController = self
    modalPresentationStyle = .overFullScreen
  }

  /// The search's view: the results controller's view, hidden until it shows.
  open override func loadView() {
    let container = UIView(frame: UIScreen.main.bounds)
    view = container
    if let results = searchResultsController {
      container.addSubview(results.view)
      results.didMove(toParent: self)
    }
    updateResultsVisibility()
  }

  /// Whether the search is active: presented, its results or dimming on screen. Setting it
  /// presents or dismisses the controller (see the type's comment).
  public var isActive: Bool {
    get { active }
    set { newValue ? activate() : deactivate() }
  }

  /// Whether the results controller's view shows now.
  private var showsResults: Bool {
    searchResultsController != nil && (showsSearchResultsController || !(searchBar.text ?? "").isEmpty)
  }

  /// While active, the controller covers its presenter when its results show or it obscures
  /// the content; otherwise the user sees and uses the content underneath.
  override var coversPresenter: Bool { active && (showsResults || obscuresBackgroundDuringPresentation) }

  private func updateResultsVisibility() {
    guard let results = searchResultsController, let view = results.viewIfLoaded else { return }
    AppearanceUpdates.batch { view.isHidden = !showsResults }
  }

  /// The controller showing the bar: the one whose navigation item holds this controller, else
  /// the controller of the nearest view above the bar.
  private var barOwner: UIViewController? {
    if let owner = navigationItemOwner { return owner }
    var view = searchBar.superview
    while let current = view {
      if let controller = current.owningController { return controller }
      view = current.superview
    }
    return nil
  }
  /// The controller whose navigation item holds this search controller, set by the item.
  weak var navigationItemOwner: UIViewController?

  /// The presentation context: the bar's owner or its nearest parent that defines one, else
  /// the root.
  private var presentationContext: UIViewController? {
    guard let owner = barOwner else { return nil }
    var controller: UIViewController? = owner
    while let current = controller {
      if current.definesPresentationContext { return current }
      controller = current.parent
    }
    return owner.rootAncestor
  }

  private func activate() {
    guard !active else { return }
    delegate?.presentSearchController(self)
    if presentingViewController != nil {
      active = true
      return
    }
    let host = appHost ?? AppContext.current
    guard let context = presentationContext, let window = context.viewIfLoaded?.window else {
      host?.process?.log(
        "Attempt to present \(type(of: self)) whose search bar is not in the window hierarchy")
      return
    }
    if let current = context.presentedViewController {
      host?.process?.log(
        "Attempt to present \(type(of: self)) on \(type(of: context)) which is already presenting"
          + " \(type(of: current))")
      return
    }
    delegate?.willPresentSearchController(self)
    active = true
    context.presentedViewController = self
    presentingViewController = context
    presentsInContext = context.parent != nil
    AppearanceUpdates.batch {
      if presentsInContext, let container = context.view.superview {
        container.addSubview(view)
      } else {
        window.addSubview(view)
      }
      updateResultsVisibility()
      searchBar.updateCancelButton()
    }
    delegate?.didPresentSearchController(self)
  }

  /// The app presented the controller itself (`present(_:animated:completion:)`, from a search
  /// button or from the delegate's `presentSearchController(_:)`): it is active, its bar — when
  /// the app placed it nowhere — at the top of its own view, and the bar becomes first responder
  /// (the updater told), as UIKit shows the keyboard.
  func didGetPresentedByApp() {
    guard !active else { return }
    active = true
    AppearanceUpdates.batch {
      if searchBar.superview == nil { view.addSubview(searchBar) }
      updateResultsVisibility()
      searchBar.updateCancelButton()
    }
    searchBar.becomeFirstResponder()
  }

  /// Ends the search: the delegate told around the dismissal, the bar resigned, the view (and
  /// the presenter's view a full-screen style took away, back in the window) out. Setting
  /// ``isActive`` to false, Cancel, and `dismiss(animated:completion:)` all end here.
  func deactivate() {
    guard active else { return }
    delegate?.willDismissSearchController(self)
    searchBar.resignFirstResponder()
    active = false
    AppearanceUpdates.batch {
      if let beneath = viewBeneath, let view = viewIfLoaded, let window = view.window {
        window.insertSubview(beneath, belowSubview: view)
      }
      viewIfLoaded?.removeFromSuperview()
      searchBar.updateCancelButton()
    }
    viewBeneath = nil
    if let presenter = presentingViewController, presenter.presentedViewController === self {
      presenter.presentedViewController = nil
    }
    presentingViewController = nil
    presentsInContext = false
    delegate?.didDismissSearchController(self)
  }

  /// The bar became first responder: the search becomes active and the updater is told.
  func searchBarDidBeginEditing() {
    activate()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// The user changed the bar's text: the results show or hide, and the updater is told.
  func searchTextDidChange() {
    updateResultsVisibility()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// The user tapped Cancel: the text is cleared (the updater told), then the search ends.
  func cancel() {
    if !(searchBar.text ?? "").isEmpty {
      searchBar.text = ""
      searchTextDidChange()
    }
    isActive = false
  }
}

/// The object that updates a search's results (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// Updates the results for `searchController`'s current text: called when its bar becomes
  /// first responder and whenever the user changes the text (Apple's
  /// “updateSearchResults(for:)”).
  func updateSearchResults(for searchController: UISearchController)
}

/// The delegate of a search controller (UIKit's `UISearchControllerDelegate`): every method is
/// optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// The search is starting: present `searchController` here, or do nothing and the default
  /// presentation follows.
  func presentSearchController(_ searchController: UISearchController)
  /// The default presentation is about to happen.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The default presentation happened: the search is active.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The search is about to end.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The search ended.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Does nothing: the default presentation follows.
  public func presentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didDismissSearchController(_ searchController: UISearchController) {}
}
