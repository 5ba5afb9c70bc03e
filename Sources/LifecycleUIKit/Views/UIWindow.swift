/// A window: the root of a view tree on screen.
///
/// A window is hidden until ``makeKeyAndVisible()``. Its root view controller's view is
/// its first subview; presented controllers' views go on top. The window tracks which
/// controllers are on screen and sends their appearance callbacks, and holds the first
/// responder — while that is a text input, the keyboard is shown
/// (``isKeyboardVisible``).
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The window's root view controller; setting it puts the controller's view (loaded
  /// now) in the window in place of the old root's.
  public var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      AppearanceUpdates.batch {
        if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
        if let view = rootViewController?.view { insertSubview(view, at: 0) }
      }
    }
  }
  /// Whether this is the app's key window.
  public internal(set) var isKeyWindow = false
  /// The scene the window belongs to (iOS 13 scene life cycle).
  public private(set) weak var windowScene: UIWindowScene?
  /// The window's first responder; changing it may bring the keyboard up or take it away
  /// (``KeyboardUpdates``).
  weak var firstResponder: UIResponder? {
    didSet { if oldValue !== firstResponder { KeyboardUpdates.note(appHost) } }
  }

  /// Whether the window is hidden; showing or hiding one with a text input as first responder
  /// brings the keyboard up or takes it away.
  public override var isHidden: Bool {
    didSet { if isHidden != oldValue { KeyboardUpdates.note(appHost) } }
  }
  /// The controllers on screen, parents first, as of the last update.
  private(set) var visibleControllers: [UIViewController] = []

  /// Creates a hidden window, registered with the running app.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
    appHost?.windowCreated(self)
  }

  /// Creates a hidden window for a scene, the size of the screen.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: UIScreen.main.bounds)
    self.windowScene = windowScene
    windowScene.windowReferences.append(WeakWindow(window: self))
  }

  /// Creates a window from an interface file.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
    appHost?.windowCreated(self)
  }

  /// A window is its own window.
  open override var window: UIWindow? { self }

  /// Makes this the key window and shows it.
  public func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  /// Makes this the app's key window.
  public func makeKey() {
    for window in appHost?.windows ?? [] { window.isKeyWindow = false }
    isKeyWindow = true
  }

  /// Whether the keyboard is shown for this window: it is visible and its first
  /// responder is a text input. (A simulator query, not UIKit API: the explorer's
  /// clean-background check reads it.)
  public var isKeyboardVisible: Bool { !isHidden && firstResponder is any UIKeyInput }

  /// Recomputes the controllers on screen and sends the appearance callbacks:
  /// disappearing ones get `viewWillDisappear`, appearing ones `viewWillAppear`, then
  /// `viewDidDisappear` and `viewDidAppear`, each group in tree order.
  func updateVisibleControllers() {
    var now: [UIViewController] = []
    // Until the system shows the app's interface (after its launch methods), nothing appears.
    if !isHidden && (appHost?.isInterfaceShown ?? true) { collectControllers(in: self, into: &now) }
    let old = visibleControllers
    let leaving = old.filter { controller in !now.contains { $0 === controller } }
    let coming = now.filter { controller in !old.contains { $0 === controller } }
    visibleControllers = now
    for controller in leaving { controller.sendAppearance(.viewWillDisappear) }
    for controller in coming { controller.sendAppearance(.viewWillAppear) }
    // UIKit lays the views out before they are drawn: after viewWillAppear, before viewDidAppear.
    if !coming.isEmpty { layOutMarkedViews() }
    for controller in leaving { controller.sendAppearance(.viewDidDisappear) }
    for controller in coming { controller.sendAppearance(.viewDidAppear) }
  }

  private func collectControllers(in view: UIView, into controllers: inout [UIViewController]) {
    guard !view.isHidden || view === self else { return }
    if let controller = view.owningController { controllers.append(controller) }
    for subview in view.subviews { collectControllers(in: subview, into: &controllers) }
  }
}
