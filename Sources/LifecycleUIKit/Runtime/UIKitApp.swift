public import LifecycleCore
public import LifecycleSimulator

/// A UIKit-shaped app, run by the simulated device: the ``SimulatedApp`` that hosts an
/// app delegate (and, for scene apps on iOS 13 and later, a scene delegate).
///
/// At start it creates the `UIApplication` and the delegate, as `UIApplicationMain`
/// does; then it maps each delivery to the delegate or scene-delegate method (with
/// `applicationState` reading as UIKit reports it inside), posts each notification to
/// the app's own centre in the order the device delivers it, forwards memory warnings
/// to every view controller, renders the snapshot from the view tree, and runs the
/// scenario actions and probes the delegate declares (``ScenarioScriptable``).
///
/// Register it in a catalog:
///
///     let catalog = AppCatalog.builtIn
///       .addingUIKitApp("notes") { NotesAppDelegate() }
///       .addingUIKitApp("journal", delegate: { JournalAppDelegate() }, sceneDelegate: { JournalSceneDelegate() })
///
/// Built-in probes: `alert` (title of the frontmost alert, or none), `keyboard`
/// (`shown` or none), `screen` (class of the controller on screen), `screen-path` (the path of
/// controllers to it, ``screenPath()``), `application-state`, `selection` (the selected row of the
/// first table on screen, `SECTION, ROW`, or none).
/// Built-in action: `tap-alert TITLE` (the user taps a button of the frontmost alert).
///
/// UIKit types are `@MainActor`, as on iOS, and so are the device and every app it runs:
/// drive a device from the main actor (the command line's top-level code, `@MainActor`
/// tests). The compiler checks it: a test that forgets `@MainActor` does not compile.
@preconcurrency @MainActor
public final class UIKitApp: SimulatedApp {
  let host: UIKitAppHost

  /// Creates an app whose delegate `delegate` makes; `sceneDelegate` makes the scene
  /// delegate when the app adopts scenes (the `scenes` install flag) on a generation
  /// with the scene life cycle. Interface files come from `interfaceFiles`, or
  /// ``InterfaceBundle/shared``.
  ///
  /// `mainStoryboard` is the Info.plist's `UIMainStoryboardFile` (Apple's “UIMainStoryboardFile”,
  /// “UIApplicationMain”): an app without scenes then gets, as UIKit gives it, a window whose
  /// root is the storyboard's initial view controller, assigned to the delegate's `window` before
  /// `application(_:willFinishLaunchingWithOptions:)` and made key and visible once
  /// `application(_:didFinishLaunchingWithOptions:)` returns. `sceneStoryboard` is the scene
  /// configuration's `UISceneStoryboardFile`: a scene app's window scene gets such a window,
  /// assigned to the scene delegate's `window` before `scene(_:willConnectTo:options:)` and made
  /// key and visible after it returns. A storyboard that cannot be loaded crashes the app.
  public convenience init<Delegate: UIApplicationDelegate & SendableMetatype>(
    interfaceFiles: InterfaceBundle? = nil, mainStoryboard: String? = nil, sceneStoryboard: String? = nil,
    delegate: @escaping @MainActor @Sendable () -> Delegate,
    sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)? = nil
  ) {
    self.init(
      interfaceFiles: interfaceFiles, mainStoryboard: mainStoryboard, sceneStoryboard: sceneStoryboard,
      delegateType: Delegate.self, makeDelegate: delegate, sceneDelegate: sceneDelegate)
  }

  /// Creates an app whose delegate `makeDelegate` makes, of class `delegateType` or a subclass:
  /// the class whose selectors, scenario script and executable the app has (``MainDelegateFactory``).
  package init<Delegate: UIApplicationDelegate & SendableMetatype>(
    interfaceFiles: InterfaceBundle?, mainStoryboard: String? = nil, sceneStoryboard: String? = nil,
    delegateType: Delegate.Type,
    makeDelegate: @escaping @MainActor @Sendable () -> any UIApplicationDelegate,
    sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)?, appBundle: AppBundle? = nil
  ) {
    var registerSelectors: (@MainActor @Sendable () -> Void)?
    if let registrar = Delegate.self as? any SelectorRegistering.Type {
      registerSelectors = { registrar.registerSelectors() }
    }
    host = UIKitAppHost(
      interfaceFiles: interfaceFiles, mainStoryboard: mainStoryboard, sceneStoryboard: sceneStoryboard,
      scriptSource: { (Delegate.self as? any ScenarioScriptable.Type)?.scenarioScript },
      registerSelectors: registerSelectors, delegateClass: Delegate.self, delegate: makeDelegate,
      sceneDelegate: sceneDelegate, appBundle: appBundle)
  }

  /// A catalog factory for this app: a fresh instance for each process.
  /// The storyboards are the Info.plist's, as for
  /// ``init(interfaceFiles:mainStoryboard:sceneStoryboard:delegate:sceneDelegate:)``.
  nonisolated public static func factory<Delegate: UIApplicationDelegate & SendableMetatype>(
    interfaceFiles: InterfaceBundle? = nil, mainStoryboard: String? = nil, sceneStoryboard: String? = nil,
    delegate: @escaping @MainActor @Sendable () -> Delegate,
    sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)? = nil
  ) -> AppCatalog.Factory {
    {
      UIKitApp(
        interfaceFiles: interfaceFiles, mainStoryboard: mainStoryboard, sceneStoryboard: sceneStoryboard,
        delegate: delegate, sceneDelegate: sceneDelegate)
    }
  }

  // MARK: SimulatedApp

  /// Creates the application object and the delegate.
  public func start(in process: AppProcess) { host.start(in: process) }

  /// Calls the delegate method of a callback, or posts a notification.
  public func receive(_ delivery: Delivery) { host.receive(delivery) }

  /// Whether the device keeps this app's preserved state: exactly when the OS preserves
  /// interfaces, iOS 6 and later (“Preserving your app's UI across launches”). False before
  /// the app starts.
  public var preservesState: Bool { host.supportsStateRestoration }

  /// Preserves the interface into the restoration archive: the view controllers and views
  /// with restoration identifiers when the delegate opts in, and each scene's activity and
  /// ``SceneStorage`` (see `README.md`, State restoration).
  public func preserveState() { host.preserveState() }

  /// Restores the interface from the restoration archive, in two phases, then discards the
  /// archive; a damaged archive is reported and the app launches fresh.
  public func restoreState() { host.restoreState() }

  /// The windows become visible once the launch methods have returned: the view controllers
  /// on screen appear now, not while `didFinishLaunching` runs.
  public func showInterface() { host.showInterface() }

  /// A UIKit app has windows.
  public var hasInterface: Bool { true }

  /// The interface goes away before the app quits from the foreground: the view controllers
  /// on screen disappear.
  public func dismissInterface() { host.dismissInterface() }

  /// The visible view tree as typed elements, in tree order (its text: ``snapshotText``).
  public func screenSnapshot() -> ScreenSnapshot { host.run { ViewHierarchyRenderer.render(host) } }

  /// Each view controller of each window, from its root through its children and what it
  /// presents, depth first, with whether its view is loaded (`2 CityDetailController loaded`).
  public func interfaceState() -> [String] {
    host.run {
      var lines: [String] = []
      @MainActor func visit(_ controller: UIViewController, depth: Int) {
        lines.append("\(depth) \(type(of: controller)) \(controller.isViewLoaded ? "loaded" : "unloaded")")
        for child in controller.children { visit(child, depth: depth + 1) }
        if let presented = controller.presentedViewController,
          presented.presentingViewController === controller
        {
          visit(presented, depth: depth + 1)
        }
      }
      for root in host.windows.compactMap(\.rootViewController) { visit(root, depth: 0) }
      return lines
    }
  }

  /// The delegate's actions, then the built-in ones.
  public var actionNames: [String] { host.actionNames }

  /// Runs an action as the app's code.
  public func perform(action: String, arguments: [String]) throws(AppActionError) {
    try host.perform(action: action, arguments: arguments)
  }

  /// The delegate's probes, then the built-in ones.
  public var probeNames: [String] { host.probeNames }

  /// The settings the delegate's ``ScenarioScript`` offers for exploring.
  public var exploredSettings: [(key: String, value: String)] { host.script?.exploredSettingValues ?? [] }

  /// The delegate's probes (its ``ScenarioScript``), without the built-in ones.
  public var declaredProbeNames: [String] { host.script?.probeNames ?? [] }

  /// Answers the probes in one call into the app's code (its watches for escapes once).
  public func probeValues(_ names: [String]) -> [String?] {
    host.run { names.map { (try? host.probe($0)) ?? nil } }
  }

  /// Answers a probe as the app's code.
  public func probe(_ name: String) throws(AppActionError) -> String? { try host.probe(name) }

  /// Carries out a UI step (`tap APP TARGET`, …) on what the app shows, as the app's code:
  /// the target is found among the views the user sees (``UITarget``); none, or more than
  /// one, throws, naming what is on screen.
  public func drive(_ action: UIDriverAction) throws(AppActionError) { try host.drive(action) }

  /// The controllers from the key window's root to the one on screen, each named by its
  /// title, else its navigation item's title, else its class: `UINavigationController > Notes`.
  public func screenPath() -> String? { host.run { host.screenPath } }

  /// What the element `target` shows: a label's or a field's text, a control's value, a
  /// scroll view's vertical offset, a cell's text.
  public func value(of target: UITarget) throws(AppActionError) -> String? {
    try host.driverValue(of: target)
  }

  /// The rows the table `target` shows: each visible row's cell text, ` ✓` after a checked
  /// one, joined by commas; nil when it shows none.
  public func rows(of target: UITarget) throws(AppActionError) -> String? {
    try host.driverRows(of: target)
  }

  /// What the user can do on the screen now, for the explorer: UI steps on what is on screen
  /// and the delegate's declared actions (``UIKitAppHost/userActions``).
  public func userActions() -> [UserAction] { host.userActions }

  // MARK: Queries for tests and the explorer

  /// The app's `UIApplication` (nil before start).
  public var application: UIApplication? { host.application }

  /// The app delegate (nil before start).
  public var delegate: (any UIApplicationDelegate)? { host.delegate }

  /// The connected scenes.
  public var scenes: [UIWindowScene] { host.scenes }

  /// The app's windows.
  public var windows: [UIWindow] { host.windows }

  /// Whether the keyboard is shown in any of the app's windows.
  public var isKeyboardVisible: Bool { host.isKeyboardVisible }

  /// The titles of the alerts up (alert views, then presented alert controllers).
  public var visibleAlerts: [String] { host.visibleAlertTitles }

  /// The snapshot text of what the app shows now.
  public var snapshotText: String { screenSnapshot().text }

  /// Runs `body` as the app's code: `UIApplication.shared`, `NotificationCenter.default`
  /// and `UserDefaults.standard` are the app's inside, `Date()` and the other clocks read the
  /// device's time, and the blocks `body` queues on `DispatchQueue.main` run when it returns.
  public func runAsAppCode<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
    try host.run(body)
  }
}
