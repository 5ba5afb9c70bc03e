public import LifecycleCore

/// The code of an app, as the simulated device runs it.
///
/// The device creates a fresh instance for every process (a kill loses everything
/// the instance held in memory), calls ``start(in:)`` once, then delivers callbacks
/// and notifications in the order the core dictates. The UIKit-shaped API is built
/// on this protocol; the built-in `tracer` app implements it directly.
@MainActor
public protocol SimulatedApp: AnyObject {
  /// The process started: keep `process` to talk to the system. No callback has come yet.
  func start(in process: AppProcess)
  /// A callback or notification, in lifecycle order. The app's state already reads as
  /// UIKit would report it inside the callback.
  func receive(_ delivery: Delivery)
  /// Whether the app's code observes the lifecycle notifications
  /// (`UIApplicationDidEnterBackgroundNotification`, …). The system posts them either way
  /// and the trace shows them; an app that registered no observer runs no code for them,
  /// so the device calls ``receive(_:)`` only with callbacks. Read once per process,
  /// after ``start(in:)``.
  var observesNotifications: Bool { get }
  /// Whether the app may keep preserved state (``AppProcess/savePreservedState(_:)``) when
  /// asked to: the device then keeps its switcher snapshot even with the trace off, to compare
  /// it with the screen after a restoring launch. Read once per process, after ``start(in:)``.
  var preservesState: Bool { get }
  /// The system preserves the app's interface now (iOS 6 and later, after
  /// `didEnterBackground`): the app saves what it wants through
  /// ``AppProcess/savePreservedState(_:)``, or nothing if it does not opt in.
  func preserveState()
  /// The system restores the preserved interface now (between `willFinishLaunching`
  /// and `didFinishLaunching` of a cold launch), from ``AppProcess/loadPreservedState()``.
  func restoreState()
  /// Whether the app has an interface: windows the system shows after the launch and takes
  /// away before a quit (``showInterface()``, ``dismissInterface()``). Read once per process,
  /// after ``start(in:)``.
  var hasInterface: Bool { get }
  /// The app's window becomes visible once its launch methods have returned: the view
  /// controllers on screen appear.
  func showInterface()
  /// The interface goes away before the app quits from the foreground (Home without
  /// multitasking, `UIApplicationExitsOnSuspend`): the view controllers on screen disappear.
  func dismissInterface()
  /// What the app shows, as typed elements in tree order: the app-switcher snapshot, whose
  /// text (``snapshot()``) traces and checks show, and what the explorer's oracle compares.
  func screenSnapshot() -> ScreenSnapshot
  /// What the app holds of its interface beyond what it shows (a UIKit app: which of its view
  /// controllers have their views loaded, the ones off screen included), one line a part: the
  /// explorer's fingerprint adds it, so that a memory warning that releases an off-screen view
  /// makes another state.
  func interfaceState() -> [String]
  /// The user actions the app defines (`type`, `add`, …), for `do APP ACTION`.
  var actionNames: [String] { get }
  /// Performs a user action. The device only calls this while the app is active.
  func perform(action: String, arguments: [String]) throws(AppActionError)
  /// The probes the app answers (`text`, `saved`, …), for `expect APP PROBE == VALUE`.
  var probeNames: [String] { get }
  /// The probes the app's own code declares (its model: `text`, `items`), without the ones
  /// every app of its kind answers about the interface (`alert`, `keyboard`, `screen`): what
  /// the explorer's no-data-loss oracle compares besides the screen.
  var declaredProbeNames: [String] { get }
  /// The current values of `names`, in order, nil for `none` and for a probe that fails: one
  /// call for many probes (the explorer reads every declared probe after each step).
  func probeValues(_ names: [String]) -> [String?]
  /// The probe's current value; nil reads as `none`.
  func probe(_ name: String) throws(AppActionError) -> String?
  /// Acts on the interface as the user would (`tap APP TARGET`, …). The device only calls
  /// this while the app is active. An app without an interface throws.
  func drive(_ action: UIDriverAction) throws(AppActionError)
  /// The path of screens the user sees, outermost container first
  /// (`"Tabs > Cities > Detail"`), for `expect APP screen == …`; nil without an interface.
  func screenPath() -> String?
  /// The value an element on screen shows (`expect APP value TARGET == VALUE`): a slider's
  /// value, a switch's `on`/`off`, a segment's title, a label's or a field's text.
  func value(of target: UITarget) throws(AppActionError) -> String?
  /// The rows a table on screen shows (`expect APP rows TARGET == VALUE`): each visible row's
  /// text, ` ✓` after a checked one, joined by commas; nil when it shows none.
  func rows(of target: UITarget) throws(AppActionError) -> String?
  /// What the user can do in the app as it is now, for the explorer: the UI steps on what is
  /// on screen (a tap on each enabled button, typing into each text field, …) and the app's
  /// declared actions with the arguments it offers for exploring, in a stable order. Only
  /// asked while the app runs; an app without an interface offers its declared actions.
  func userActions() -> [UserAction]
  /// The settings (keys of the app's Settings bundle) the explorer changes while the app is
  /// away, each with a value to try: `[("fontSize", "18")]`. Asked of an instance that has not
  /// started.
  var exploredSettings: [(key: String, value: String)] { get }
}

extension SimulatedApp {
  /// Apps observe the notifications unless they say otherwise.
  public var observesNotifications: Bool { true }
  /// Apps preserve no state unless they say so.
  public var preservesState: Bool { false }
  /// Apps without state restoration ignore it.
  public func preserveState() {}
  /// Apps without state restoration ignore it.
  public func restoreState() {}
  /// Apps have no interface unless they say so.
  public var hasInterface: Bool { false }
  /// Apps without an interface ignore it.
  public func showInterface() {}
  /// Apps without an interface ignore it.
  public func dismissInterface() {}
  /// An app with no interface shows nothing.
  public func screenSnapshot() -> ScreenSnapshot { ScreenSnapshot() }
  /// The app-switcher snapshot as text, written from ``screenSnapshot()``: one line an element,
  /// indented by depth.
  public func snapshot() -> String { screenSnapshot().text }
  /// An app with no interface holds none.
  public func interfaceState() -> [String] { [] }
  /// An app with no interface cannot be driven.
  public func drive(_ action: UIDriverAction) throws(AppActionError) {
    throw AppActionError("this app has no interface to drive")
  }
  /// An app with no interface shows no screen.
  public func screenPath() -> String? { nil }
  /// Each probe in turn.
  public func probeValues(_ names: [String]) -> [String?] { names.map { (try? probe($0)) ?? nil } }
  /// Every probe is the app's own unless it says otherwise.
  public var declaredProbeNames: [String] { probeNames }
  /// An app without an interface offers its declared actions, each with no arguments.
  public func userActions() -> [UserAction] {
    actionNames.map { .perform(action: $0, arguments: []) }
  }
  /// No settings to explore.
  public var exploredSettings: [(key: String, value: String)] { [] }
  /// An app with no interface shows no values.
  public func value(of target: UITarget) throws(AppActionError) -> String? {
    throw AppActionError("this app has no interface to read")
  }
  /// An app with no interface shows no tables.
  public func rows(of target: UITarget) throws(AppActionError) -> String? {
    throw AppActionError("this app has no interface to read")
  }
}
