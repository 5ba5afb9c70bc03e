import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A controller that writes its appearance callbacks into a shared log.
@MainActor
final class AppearanceLoggingController: UIViewController {
  static var log: [String] = []

  override func viewWillAppear(_ animated: Bool) { Self.log.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { Self.log.append("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { Self.log.append("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { Self.log.append("viewDidDisappear") }
}

/// Makes its window key and visible in `willFinishLaunching` (where restoration needs it) and
/// logs the launch methods and `applicationWillTerminate` into the controller's log.
@MainActor
final class WindowEarlyAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    AppearanceLoggingController.log.append("willFinishLaunching")
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = AppearanceLoggingController()
    window?.makeKeyAndVisible()
    return true
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    AppearanceLoggingController.log.append("didFinishLaunching")
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    AppearanceLoggingController.log.append("applicationDidBecomeActive")
  }

  func applicationWillTerminate(_ application: UIApplication) {
    AppearanceLoggingController.log.append("applicationWillTerminate")
  }
}

/// When the window is shown and taken away: UIKit shows an app's window once its launch methods
/// have returned (“About the app launch sequence”), and on-screen controllers disappear before
/// an app quits from the foreground, never when it merely enters the background
/// (Docs/Fidelity.md).
@MainActor
@Suite("When the interface appears and disappears")
struct InterfaceTimingTests {
  static let catalog = AppCatalog.builtIn.addingUIKitApp("early") { WindowEarlyAppDelegate() }

  @Test(
    "controllers appear after didFinishLaunching returns, before applicationDidBecomeActive",
    arguments: [OSGeneration.ios4, .ios7, .ios13])
  func appearAfterLaunch(generation: OSGeneration) throws {
    AppearanceLoggingController.log = []
    let device = try makeDevice(generation, catalog: Self.catalog)
    try device.install(InstallSpec(name: "Early", appID: "early"))
    try device.launch("Early")
    let launchNames = generation >= .ios6 ? ["willFinishLaunching"] : []
    // willFinishLaunching exists from iOS 6: on iOS 4 the window is made in it never.
    if generation >= .ios6 {
      #expect(
        AppearanceLoggingController.log
          == launchNames + [
            "didFinishLaunching", "viewWillAppear", "viewDidAppear", "applicationDidBecomeActive",
          ])
    } else {
      #expect(AppearanceLoggingController.log == ["didFinishLaunching", "applicationDidBecomeActive"])
    }
  }

  @Test("Home on iOS 3 takes the interface away before applicationWillTerminate")
  func disappearOnIOS3Home() throws {
    AppearanceLoggingController.log = []
    let catalog = AppCatalog.builtIn.addingUIKitApp("late") { LateWindowAppDelegate() }
    let device = try makeDevice(.ios3, catalog: catalog)
    try device.install(InstallSpec(name: "Late", appID: "late"))
    try device.launch("Late")
    AppearanceLoggingController.log = []
    device.home()
    #expect(
      AppearanceLoggingController.log == [
        "viewWillDisappear", "viewDidDisappear", "applicationWillTerminate",
      ])
  }

  @Test(
    "with UIApplicationExitsOnSuspend on iOS 4 too; a plain app entering the background keeps its interface")
  func disappearWithExitsOnSuspend() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp("late") { LateWindowAppDelegate() }
    let device = try makeDevice(.ios4, catalog: catalog)
    try device.install(InstallSpec(name: "Quits", appID: "late", info: AppInfo(exitsOnSuspend: true)))
    try device.install(InstallSpec(name: "Stays", appID: "late"))
    try device.launch("Quits")
    AppearanceLoggingController.log = []
    device.home()
    #expect(
      AppearanceLoggingController.log == [
        "viewWillDisappear", "viewDidDisappear", "applicationWillTerminate",
      ])
    try device.launch("Stays")
    AppearanceLoggingController.log = []
    device.home()
    #expect(AppearanceLoggingController.log.isEmpty)
    #expect(device.state(of: "Stays") == .suspended)
  }
}

/// Makes its window in `didFinishLaunching`, as apps did before iOS 6.
@MainActor
final class LateWindowAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = AppearanceLoggingController()
    window?.makeKeyAndVisible()
    return true
  }

  func applicationWillTerminate(_ application: UIApplication) {
    AppearanceLoggingController.log.append("applicationWillTerminate")
  }
}
