/// A controller of a screen's worth of views.
///
/// Its view is loaded lazily, on first access: ``loadView()`` (from the interface file
/// named `nibName`, or a plain view), then ``viewDidLoad()``. The appearance callbacks
/// come when its view enters or leaves a visible window. On a memory warning, the
/// default ``didReceiveMemoryWarning()`` releases the view of a controller that is off
/// screen — only on the OS generations that did (iOS 3 to 5: the profile's
/// `unloadsOffscreenViewsOnMemoryWarning`; article “Scroll position after a memory
/// warning”; Apple's “viewDidUnload”) — with `viewWillUnload` (iOS 5) and `viewDidUnload`;
/// the next access loads it again.
/// Each of these callbacks is written into the device's trace.
@preconcurrency @MainActor
open class UIViewController: UIResponder, NibInstantiable {
  /// The name of the interface file the view is loaded from, if any.
  public let nibName: String?
  /// The bundle of the interface file (unused: interface files are looked up in the
  /// app's ``InterfaceBundle``).
  public let nibBundle: Bundle?
  /// The title, shown by navigation controllers and in snapshots; setting it sets the
  /// ``navigationItem``'s and the ``tabBarItem``'s titles too, as in UIKit (“title”).
  public var title: String? {
    didSet {
      madeNavigationItem?.title = title
      madeTabBarItem?.title = title
    }
  }
  /// The identifier state restoration saves this controller under; nil excludes it (App
  /// Programming Guide, “Visual Appearance Across Launches”). iOS 6.0 and later: before,
  /// setting it crashes the app (an unrecognized selector, ``APIAvailability``).
  public var restorationIdentifier: String? {
    didSet { _ = APIAvailabilityCheck.require("setRestorationIdentifier:", of: self, host: appHost) }
  }
  /// The class that recreates this controller during restoration. iOS 6.0 and later: before,
  /// setting it crashes the app.
  public var restorationClass: (any UIViewControllerRestoration.Type)? {
    didSet { _ = APIAvailabilityCheck.require("setRestorationClass:", of: self, host: appHost) }
  }
  /// The child controllers, in order.
  public internal(set) var children: [UIViewController] = []
  /// The container this controller is a child of.
  public private(set) weak var parent: UIViewController?
  /// The child a container shows (a navigation controller's top, a tab bar controller's
  /// selected child); nil for a controller that is not a container. The UI driver and the
  /// scenario probes walk it down to the controller on screen.
  var visibleChild: UIViewController? { nil }
  /// How the controller is shown when presented.
  public var modalPresentationStyle = UIModalPresentationStyle.fullScreen
  /// The controller this one presents, if any.
  public internal(set) var presentedViewController: UIViewController?
  /// Whether this controller's view is covered when it or a child presents a controller over
  /// the current context (“definesPresentationContext”): a ``UISearchController``'s search is
  /// presented over the nearest such controller. False by default.
  public var definesPresentationContext = false
  /// Whether, once presented, this controller hides its presenter from the user: true, except
  /// for an active ``UISearchController`` that neither shows its results nor obscures the
  /// content. The UI driver and the screen path walk only through covering presentations.
  var coversPresenter: Bool { true }
  /// The controller that presented this one, if any.
  public internal(set) weak var presentingViewController: UIViewController?
  /// The presenter's view this controller's full-screen presentation took off screen.
  var viewBeneath: UIView?
  /// The popover anchor made for this controller (``popoverPresentationController``).
  var madePopoverController: UIPopoverPresentationController?

  private var loadedView: UIView?
  /// The storyboard scene this controller was made from (``UIStoryboard``), if any.
  var storyboardContext: StoryboardContext?
  private var isLoadingView = false
  private var madeNavigationItem: UINavigationItem?
  private(set) var madeTabBarItem: UITabBarItem?
  private var madeEditButtonItem: UIBarButtonItem?
  private var editing = false

  /// Creates a controller whose view comes from the interface file `nibNameOrNil`
  /// (or is a plain view when nil).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
    appHost?.controllerCreated(self)
  }

  /// Creates a controller from an interface file: reads `title`, `restorationIdentifier`,
  /// `hidesBottomBarWhenPushed`, and `nibName` — the interface file its view comes from (a
  /// `.xib`'s `<viewController nibName="…">`, as a tab bar controller's children are written).
  public required init?(coder: NSCoder) {
    nibName = coder.decodeObject(forKey: "nibName") as? String
    nibBundle = nil
    super.init()
    title = coder.decodeObject(forKey: "title") as? String
    restorationIdentifier = coder.decodeObject(forKey: "restorationIdentifier") as? String
    hidesBottomBarWhenPushed = coder.decodeBool(forKey: "hidesBottomBarWhenPushed")
    appHost?.controllerCreated(self)
  }

  /// Creates a controller with a plain view.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  // MARK: The view

  /// The root view, loaded on first access.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { setView(newValue) }
  }

  /// The root view if loaded, without loading it.
  public var viewIfLoaded: UIView? { loadedView }

  /// Whether the root view is loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it is not loaded: ``loadView()``, then ``viewDidLoad()``.
  public func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    isLoadingView = false
    if loadedView == nil { setView(UIView(frame: UIScreen.main.bounds)) }
    // A view that failed to load (a bad interface file) crashed the app, as the exception does
    // on iOS, which unwinds before viewDidLoad: its code must not run on with nil outlets.
    if let process = (appHost ?? AppContext.current)?.process, !process.isAlive || process.crashReason != nil
    {
      return
    }
    trace("viewDidLoad")
    viewDidLoad()
    viewDidFinishLoading()
  }

  /// Containers put their children's views in after `viewDidLoad`, as UIKit lays them
  /// out after it.
  func viewDidFinishLoading() {}

  private func setView(_ newView: UIView?) {
    guard newView !== loadedView else { return }
    if loadedView?.owningController === self { loadedView?.owningController = nil }
    loadedView = newView
    newView?.owningController = self
  }

  /// Creates the view: for a controller made by a storyboard (``storyboard``), loads its
  /// scene's view; else loads the interface file `nibName` with this controller as
  /// File's Owner (the file must connect the owner's `view` outlet), or makes a plain
  /// view. Override to build the view in code; set ``view``.
  open func loadView() {
    if let storyboardContext, storyboardContext.scene.viewFile != nil {
      storyboardContext.loadView(of: self)
      return
    }
    guard let nibName = nibName ?? InterfaceBundle.defaultNibName(for: self) else {
      view = UIView(frame: UIScreen.main.bounds)
      return
    }
    _ = (nibBundle ?? Bundle.main).loadNibNamed(nibName, owner: self, options: nil)
    if loadedView == nil {
      (appHost ?? AppContext.current)?.crash(
        "NSInternalInconsistencyException: -[\(Self.self) loadView] loaded the \"\(nibName)\" nib but the"
          + " view outlet was not set.")
    }
  }

  /// The view was loaded (again, after an unload). Does nothing by default.
  open func viewDidLoad() {}
  /// The view is about to come on screen.
  open func viewWillAppear(_ animated: Bool) {}
  /// The view came on screen.
  open func viewDidAppear(_ animated: Bool) {}

  /// Shows `vc` where this controller's context says (“show(_:sender:)”, iOS 8): pushed by the
  /// navigation controller this one is (or is in), as `UINavigationController` overrides it;
  /// otherwise presented modally by this controller.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigation = (self as? UINavigationController) ?? navigationController {
      navigation.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// Shows `vc` as the detail of a split view (“showDetailViewController(_:sender:)”, iOS 8):
  /// with no split view controller, which is not modelled, it is presented modally, as UIKit's
  /// default does when no controller up the chain overrides the method.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    present(vc, animated: true)
  }

  /// The view is about to leave the screen.
  open func viewWillDisappear(_ animated: Bool) {}
  /// The view left the screen.
  open func viewDidDisappear(_ animated: Bool) {}
  /// The view is about to lay out its subviews, in a layout pass (`UIView+Layout.swift`: first
  /// between `viewWillAppear(_:)` and `viewDidAppear(_:)`). Does nothing by default.
  open func viewWillLayoutSubviews() {}
  /// The view laid out its subviews (no geometry is computed here). Does nothing by default.
  open func viewDidLayoutSubviews() {}

  /// Accepts what interface files set on a controller: the `view` outlet, and the
  /// `tabBarItem` and `navigationItem` a file writes inside the controller's element. A value
  /// of another type for them is the exception key-value coding raises (a crash report).
  open override func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case "view":
      guard value == nil || value is UIView else { return wrongType(value, forKey: key, expected: "UIView") }
      setView(value as? UIView)
    case "tabBarItem":
      guard let item = value as? UITabBarItem else {
        return wrongType(value, forKey: key, expected: "UITabBarItem")
      }
      tabBarItem = item
    case "navigationItem":
      guard let item = value as? UINavigationItem else {
        return wrongType(value, forKey: key, expected: "UINavigationItem")
      }
      madeNavigationItem = item
      item.owner = self
    default:
      super.setValue(value, forKey: key)
    }
  }

  /// A value of the wrong type for a key this controller accepts: as on iOS, where the
  /// setter is sent an object it does not understand, the app crashes.
  func wrongType(_ value: Any?, forKey key: String, expected: String) {
    (appHost ?? AppContext.current)?.crash(
      "NSInvalidArgumentException: [<\(Self.self)> setValue:forKey:] the value for the key \(key) must be a"
        + " \(expected), not \(value.map { "\(type(of: $0))" } ?? "nil")")
  }

  // MARK: Segues

  /// A segue from this controller is about to be performed (its destination made, not yet
  /// shown): pass the destination what it needs. `sender` is what triggered it (the control,
  /// bar button item or cell), or what ``performSegue(withIdentifier:sender:)`` was given.
  /// Does nothing by default.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether the segue `identifier` that a control, bar button item or cell of this
  /// controller's scene triggered should run; true by default. Not asked for
  /// ``performSegue(withIdentifier:sender:)``, as in UIKit.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  // MARK: Navigation bar and editing

  /// What a navigation bar shows for this controller, made on first use with the
  /// controller's title.
  public var navigationItem: UINavigationItem {
    if let madeNavigationItem { return madeNavigationItem }
    let item = UINavigationItem(title: "")
    item.title = title
    item.owner = self
    madeNavigationItem = item
    return item
  }

  /// What a tab bar shows for this controller, made on first use with the controller's title
  /// and no image, as UIKit makes it (“tabBarItem”). Setting it replaces it; a tab bar
  /// controller reads it when the controller becomes one of its tabs.
  /// A navigation controller given none of its own shows its root controller's, as UIKit's
  /// does (its tab in a tab bar reads the root's title and image).
  public var tabBarItem: UITabBarItem! {
    get {
      if let madeTabBarItem { return madeTabBarItem }
      if let donor = tabBarItemDonor { return donor.tabBarItem }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      madeTabBarItem = item
      return item
    }
    set {
      madeTabBarItem = newValue
      tabBarItemChanged()
    }
  }

  /// The controller whose tab bar item this one shows while it has none of its own; nil for
  /// a plain controller (``UINavigationController`` answers its root).
  var tabBarItemDonor: UIViewController? { nil }

  /// The item this controller shows changed: the tab bar showing it, directly or through a
  /// navigation controller that shows this controller's item, shows it again.
  func tabBarItemChanged() {
    guard let parent else { return }
    if let tabs = parent as? UITabBarController {
      tabs.childTabBarItemChanged()
    } else if parent.madeTabBarItem == nil, parent.tabBarItemDonor === self {
      parent.tabBarItemChanged()
    }
  }

  /// Whether the tab bar hides while this controller is the top of a navigation stack that is
  /// a tab bar controller's selected tab (the bar's `isHidden`; the snapshot says so).
  open var hidesBottomBarWhenPushed = false

  /// Whether the controller is editing its content; setting it calls
  /// ``setEditing(_:animated:)`` without animation.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  /// Starts or ends editing, and updates ``editButtonItem`` (Edit, or Done while editing).
  /// Override to update the views, and call `super`; a ``UITableViewController`` puts its
  /// table in editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    madeEditButtonItem?.title = editing ? "Done" : "Edit"
    madeEditButtonItem?.style = editing ? .done : .plain
  }

  /// A button titled Edit, or Done while editing, whose tap toggles ``isEditing`` through
  /// ``setEditing(_:animated:)`` — as UIKit's.
  public var editButtonItem: UIBarButtonItem {
    if let madeEditButtonItem { return madeEditButtonItem }
    let item = UIBarButtonItem(
      title: editing ? "Done" : "Edit", style: editing ? .done : .plain, target: nil, action: nil)
    item.builtInTap = { [weak self] in
      guard let self else { return }
      setEditing(!isEditing, animated: true)
    }
    madeEditButtonItem = item
    return item
  }

  // MARK: Memory

  // What the controller tells the system about its look. The simulated device asks none of
  // these (it draws no status bar and rotates no interface: `UIDevice.orientation` follows the
  // scenario's `orientation` step whatever the controllers say): inert, `Docs/Compatibility.md`.

  /// The interface orientations the controller supports; UIKit's default on an iPhone, all but
  /// upside down. Override it; the simulated device never asks it (inert).
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  /// Whether the controller's interface rotates with the device; true. Override it; the
  /// simulated device never asks it (inert).
  open var shouldAutorotate: Bool { true }

  /// The status bar's style while the controller is on screen (iOS 7 and later); `.default`.
  /// Override it; the simulated device never asks it (inert).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// Whether the status bar is hidden while the controller is on screen (iOS 7 and later);
  /// false. Override it; the simulated device never asks it (inert).
  open var prefersStatusBarHidden: Bool { false }

  /// The system is low on memory. The default releases the view when the OS does so
  /// (iOS 3 to 5) and the view is off screen — it has no superview — calling
  /// ``viewWillUnload()`` where it exists (iOS 5) and ``viewDidUnload()``. An override
  /// that does not call `super` keeps its view, as on iOS.
  open func didReceiveMemoryWarning() {
    guard let profile = (appHost ?? AppContext.current)?.process?.environment.profile,
      profile.unloadsOffscreenViewsOnMemoryWarning, let view = loadedView, view.superview == nil,
      view.window == nil
    else { return }
    if profile.hasViewWillUnload {
      trace("viewWillUnload")
      viewWillUnload()
    }
    setView(nil)
    trace("viewDidUnload")
    viewDidUnload()
  }

  /// The view is about to be released after a memory warning (iOS 5 only).
  open func viewWillUnload() {}
  /// The view was released after a memory warning (iOS 3 to 5): ``view`` would load it
  /// again; the controller's outlets to subviews still hold them.
  open func viewDidUnload() {}

  // MARK: State restoration (iOS 6 and later; called by the restoration engine)

  /// Saves the controller's state (scroll positions, text being edited) into its own
  /// coder. Override and call `super`; the default saves nothing.
  open func encodeRestorableState(with coder: NSCoder) {}

  /// Reads back what ``encodeRestorableState(with:)`` saved, after the view hierarchy
  /// was rebuilt. Override and call `super`; the default reads nothing.
  open func decodeRestorableState(with coder: NSCoder) {}

  /// Restoration finished for every object (iOS 7 and later). Does nothing by default.
  open func applicationFinishedRestoringState() {}

  // MARK: Containment

  /// Adds a child controller (calling ``willMove(toParent:)``; the container calls
  /// ``didMove(toParent:)`` once the child's view is in place).
  public func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent (calling ``didMove(toParent:)`` with nil).
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// The controller is about to be added to (or removed from) a container.
  open func willMove(toParent parent: UIViewController?) {}
  /// The controller was added to (or removed from) a container.
  open func didMove(toParent parent: UIViewController?) {}

  /// The nearest navigation controller up the parent chain.
  public var navigationController: UINavigationController? {
    parent as? UINavigationController ?? parent?.navigationController
  }

  /// The nearest tab bar controller up the parent chain.
  public var tabBarController: UITabBarController? {
    parent as? UITabBarController ?? parent?.tabBarController
  }

  /// The root of this controller's parent chain.
  var rootAncestor: UIViewController { parent?.rootAncestor ?? self }

  /// The next responder: the view's superview.
  open override var next: UIResponder? { loadedView?.superview }

  override var responderWindow: UIWindow? { loadedView?.window }

  // MARK: Tracing

  /// The appearance callbacks a window sends.
  enum Appearance: String {
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
  }

  func sendAppearance(_ appearance: Appearance) {
    trace(appearance.rawValue)
    switch appearance {
    case .viewWillAppear: viewWillAppear(false)
    case .viewDidAppear: viewDidAppear(false)
    case .viewWillDisappear: viewWillDisappear(false)
    case .viewDidDisappear: viewDidDisappear(false)
    }
  }

  /// Writes one of this controller's callbacks into the device's trace.
  func trace(_ callback: String) {
    (appHost ?? AppContext.current)?.process?.traceViewControllerCallback(
      callback, of: String(describing: type(of: self)))
  }

  /// Whether this object stands for a nil controller (a mail composer made without a
  /// mail account on the OS generations where `init` returned nil).
  var standsForNil: Bool { false }
}
