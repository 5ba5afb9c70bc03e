import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A settings screen written as iOS code is: a slider, a segmented control and a switch whose
/// values the controller keeps in its own state and preserves itself (UIKit does not preserve
/// control values), wired by target–action as code for iOS 4 to 13 is (`UIAction` closures are
/// iOS 14: on these profiles they crash the app) — the delegate registers the selectors.
@MainActor
final class UnitsController: UIViewController {
  var volume: Float = 0.2
  var unit = 0
  var alerts = false
  let slider = UISlider()
  let units = UISegmentedControl(items: ["Metric", "Imperial"])
  let alertSwitch = UISwitch()

  override func viewDidLoad() {
    super.viewDidLoad()
    slider.accessibilityIdentifier = "volume"
    units.accessibilityIdentifier = "units"
    alertSwitch.accessibilityIdentifier = "alerts"
    slider.addTarget(self, action: "volumeChanged:", for: .valueChanged)
    units.addTarget(self, action: "unitChanged:", for: .valueChanged)
    alertSwitch.addTarget(self, action: "alertsChanged:", for: .valueChanged)
    for control in [slider, units, alertSwitch] as [UIView] { view.addSubview(control) }
    show()
  }

  @IBAction func volumeChanged(_ sender: UISlider) { volume = sender.value }
  @IBAction func unitChanged(_ sender: UISegmentedControl) { unit = sender.selectedSegmentIndex }
  @IBAction func alertsChanged(_ sender: UISwitch) { alerts = sender.isOn }

  func show() {
    slider.value = volume
    units.selectedSegmentIndex = unit
    alertSwitch.isOn = alerts
  }

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(volume, forKey: "volume")
    coder.encode(unit, forKey: "unit")
    coder.encode(alerts, forKey: "alerts")
  }

  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    volume = coder.decodeFloat(forKey: "volume")
    unit = coder.decodeInteger(forKey: "unit")
    alerts = coder.decodeBool(forKey: "alerts")
    if isViewLoaded { show() }
  }
}

/// A tab bar app: Settings (the units screen) and About, built in willFinishLaunching.
@MainActor
final class UnitsAppDelegate: UIResponder, UIApplicationDelegate, SelectorRegistering {
  var window: UIWindow?

  static func registerSelectors() {
    SelectorDispatch.register("volumeChanged:", for: UnitsController.self) {
      $0.volumeChanged($1 as! UISlider)
    }
    SelectorDispatch.register("unitChanged:", for: UnitsController.self) {
      $0.unitChanged($1 as! UISegmentedControl)
    }
    SelectorDispatch.register("alertsChanged:", for: UnitsController.self) {
      $0.alertsChanged($1 as! UISwitch)
    }
  }

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let settings = UnitsController()
    settings.title = "Settings"
    let about = UIViewController()
    about.title = "About"
    let tabs = UITabBarController()
    // Restoration identifiers are iOS 6.0+: ask first, as code for iOS 4 must.
    if tabs.responds(to: Selector(("setRestorationIdentifier:"))) {
      tabs.restorationIdentifier = "Tabs"
      settings.restorationIdentifier = "Settings"
      about.restorationIdentifier = "About"
    }
    tabs.viewControllers = [settings, about]
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  /// iOS 4 and 5 have no willFinishLaunching: the interface is built here there.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    if window == nil { _ = self.application(application, willFinishLaunchingWithOptions: launchOptions) }
    return true
  }

  func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { true }
  func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
    true
  }
}

@MainActor
@Suite("The UI driver's steps on the real controls and tab bar, through jetsam and restoration")
struct ControlsScenarioTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("units") { UnitsAppDelegate() }

  func run(_ profile: String, expectAfterRelaunch: String) throws -> ScenarioRunResult {
    let text = """
      device profile=\(profile)
      install Units app=units
      launch Units
      set Units volume 0.7
      set Units units Imperial
      set Units alerts on
      expect Units value volume == 0.7
      select-tab Units 1
      expect Units screen-path == "UITabBarController > About"
      home
      memory-pressure
      expect state Units notRunning
      launch Units
      \(expectAfterRelaunch)
      """
    return ScenarioRunner(catalog: catalog).run(try ScenarioParser.parse(text, file: "units.scn"))
  }

  @Test("set the slider, the segment and the switch, switch tabs, jetsam, relaunch: all back on iOS 6, 7, 13")
  func everythingComesBack() throws {
    for profile in ["ios6", "ios7", "ios13"] {
      let result = try run(
        profile,
        expectAfterRelaunch: """
          expect Units screen-path == "UITabBarController > About"
          select-tab Units 0
          expect Units value volume == 0.7
          expect Units value units == Imperial
          expect Units value alerts == on
          """)
      #expect(result.error == nil, "\(profile): \(String(describing: result.error))")
      #expect(result.failures.isEmpty, "\(profile): \(result.failures)")
    }
  }

  @Test("on iOS 4 nothing comes back: the first tab, with the controls' first values")
  func nothingOnIOS4() throws {
    let result = try run(
      "ios4",
      expectAfterRelaunch: """
        expect Units screen-path == "UITabBarController > Settings"
        expect Units value volume == 0.2
        expect Units value units == Metric
        expect Units value alerts == off
        """)
    #expect(result.error == nil, "\(String(describing: result.error))")
    #expect(result.failures.isEmpty, "\(result.failures)")
  }
}
