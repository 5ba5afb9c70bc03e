import LifecycleCore
import LifecycleRestoration
import LifecycleSimulator
import LifecycleUIKit

/// What the restoration test apps did, in order, across their processes.
@MainActor
final class RestorationLog {
  var events: [String] = []
  /// Makes the delegate say no to saving from now on.
  var declinesSaving = false
  /// How many newer rows the next process lists above the others.
  var newerRows = 0
  /// Whether controllers log `viewDidAppear` too.
  var logsAppearance = false

  /// The events that start with one of `prefixes`.
  func events(_ prefixes: String...) -> [String] {
    events.filter { event in prefixes.contains { event.hasPrefix($0) } }
  }
}

/// A controller that records its restoration callbacks and keeps one string.
@MainActor
final class RecordingController: UIViewController {
  let log: RestorationLog
  var value = ""
  /// Whether the view was loaded when `decodeRestorableState(with:)` came; nil before it came.
  var viewWasLoadedAtDecode: Bool?

  init(
    _ identifier: String?, log: RestorationLog,
    restorationClass: (any UIViewControllerRestoration.Type)? = nil
  ) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    // Restoration identifiers are iOS 6.0+: before, setting one crashes, so ask first.
    if responds(to: Selector(("setRestorationIdentifier:"))) {
      restorationIdentifier = identifier
      self.restorationClass = restorationClass
    }
    title = identifier
  }

  required init?(coder: NSCoder) { return nil }

  private var name: String { restorationIdentifier ?? "unnamed" }

  override func viewDidLoad() { log.events.append("viewDidLoad \(name)") }

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(value, forKey: "value")
    log.events.append("encode \(name)")
  }

  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    viewWasLoadedAtDecode = isViewLoaded
    value = coder.decodeObject(forKey: "value") as? String ?? "?"
    log.events.append("decode \(name) \(value)")
  }

  override func applicationFinishedRestoringState() { log.events.append("finished \(name)") }

  override func viewDidAppear(_ animated: Bool) {
    if log.logsAppearance { log.events.append("viewDidAppear \(name)") }
  }
}

/// Recreates ``RecordingController``s, unless the app says it declines the path.
final class RecordingRestorer: UIViewControllerRestoration {
  static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
    -> UIViewController?
  {
    guard let app = UIApplication.shared.delegate as? RestoringAppDelegate else { return nil }
    let path = identifierComponents.joined(separator: "/")
    app.log.events.append("restorer \(path)")
    if app.options.restorerDeclines.contains(path) { return nil }
    return RecordingController(
      identifierComponents.last, log: app.log, restorationClass: RecordingRestorer.self)
  }
}

/// An app delegate whose restoration behaviour each test sets.
@MainActor
final class RestoringAppDelegate: UIResponder, UIApplicationDelegate {
  struct Options {
    /// The answers to the legacy opt-ins.
    var saves = true
    var restores = true
    /// The answers to the secure opt-ins (iOS 13.2 and later).
    var savesSecurely = false
    var restoresSecurely = false
    /// Paths the restoration class answers nil for.
    var restorerDeclines: Set<String> = []
    /// Builds the interface in `willFinishLaunching` (and in `didFinishLaunching` on iOS 4–5).
    var build: @MainActor @Sendable (RestoringAppDelegate) -> Void = { _ in }
    /// The delegate's answer to `viewControllerWithRestorationIdentifierPath`.
    var provide: @MainActor @Sendable (RestoringAppDelegate, [String]) -> UIViewController? = { _, _ in nil }
    /// A value the delegate writes in `willEncodeRestorableStateWith`.
    var appValue: any Sendable = "app state"
  }

  let log: RestorationLog
  let options: Options
  var window: UIWindow?
  private var kept: [AnyObject] = []

  init(log: RestorationLog, options: Options) {
    self.log = log
    self.options = options
    super.init()
  }

  /// A window, key and visible, whose root is `root`.
  func show(_ root: UIViewController) {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    self.window = window
  }

  /// Keeps another window or a data source alive (the app holds them, as in UIKit).
  func keep(_ object: AnyObject) { kept.append(object) }

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    log.events.append("willFinishLaunching")
    options.build(self)
    return true
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    log.events.append("didFinishLaunching")
    if window == nil { options.build(self) }
    return true
  }

  func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
    log.events.append("shouldSave secure=\(coder.requiresSecureCoding)")
    return options.saves && !log.declinesSaving
  }

  func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
    let version =
      coder.decodeObject(forKey: UIApplication.stateRestorationBundleVersionKey) as? String ?? "none"
    log.events.append("shouldRestore secure=\(coder.requiresSecureCoding) version=\(version)")
    return options.restores
  }

  func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
    log.events.append("shouldSaveSecure secure=\(coder.requiresSecureCoding)")
    return options.savesSecurely
  }

  func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
    log.events.append("shouldRestoreSecure secure=\(coder.requiresSecureCoding)")
    return options.restoresSecurely
  }

  func application(
    _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
    coder: NSCoder
  ) -> UIViewController? {
    log.events.append("delegate \(identifierComponents.joined(separator: "/"))")
    return options.provide(self, identifierComponents)
  }

  func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
    log.events.append("willEncode")
    coder.encode(options.appValue as Any?, forKey: "appValue")
  }

  func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
    log.events.append("didDecode \(coder.decodeObject(forKey: "appValue") ?? "nothing")")
  }

  /// Crashes the app, as an uncaught exception would: a controller pushed twice.
  func crash() {
    let navigation = UINavigationController()
    let controller = UIViewController()
    navigation.pushViewController(controller, animated: false)
    navigation.pushViewController(controller, animated: false)
  }
}

/// A catalog with the app `restoring`, made with `options`, writing into `log`.
@MainActor
func restoringCatalog(_ log: RestorationLog, _ options: RestoringAppDelegate.Options) -> AppCatalog {
  AppCatalog.builtIn.addingUIKitApp("restoring") { RestoringAppDelegate(log: log, options: options) }
}

/// A device on `generation` with the app installed as `Notes` and launched.
@MainActor
func launchedNotes(
  _ generation: OSGeneration, _ log: RestorationLog, _ options: RestoringAppDelegate.Options,
  storageRoot: URL? = nil
) throws -> Device {
  let device = try Device(
    profile: .of(generation), memoryBytes: 512 << 20, catalog: restoringCatalog(log, options),
    storageRoot: storageRoot)
  try device.install(InstallSpec(name: "Notes", appID: "restoring"))
  try device.launch("Notes")
  return device
}

/// The user goes Home; jetsam kills the suspended app; the user taps its icon again.
@MainActor
func killWhileSuspendedAndRelaunch(_ device: Device, _ app: String = "Notes") throws {
  device.home()
  device.memoryPressure()
  precondition(device.state(of: app) == .notRunning, "jetsam did not kill \(app)")
  try device.launch(app)
}

/// The running app's delegate.
@MainActor
func restoringDelegate(_ device: Device, _ app: String = "Notes") -> RestoringAppDelegate? {
  delegate(of: app, in: device, as: RestoringAppDelegate.self)
}

/// The archive `app` has on disk, if any.
@MainActor func archiveStore(_ device: Device, _ app: String = "Notes") -> DurableArchiveStore {
  DurableArchiveStore(directory: device.dataDirectory(of: app)!.appendingPathComponent("Restoration").path)
}

/// The trace lines restoration wrote for `app` (`state restored: …`, `state restoration …`).
@MainActor func restorationLines(_ device: Device, _ app: String = "Notes") -> [String] {
  device.trace.logs(of: app).filter { $0.hasPrefix("state restor") }
}
