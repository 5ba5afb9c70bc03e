import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// An app whose whole interface is `.xib` files: its root is the tab bar controller of
/// `CitiesTabBar.xib`, whose Cities tab loads `CityViewController.xib`. It registers its classes
/// and action methods when each process starts (``SelectorRegistering``), as an app does.
@MainActor
final class XibTabsAppDelegate: UIResponder, UIApplicationDelegate, SelectorRegistering {
  var window: UIWindow?
  let owner = CitiesTabsOwner()

  static func registerSelectors() {
    XibApp.register()
    CitiesTabsOwner.registerActions()
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    _ = UINib(nibName: "CitiesTabBar", bundle: nil).instantiate(withOwner: owner)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = owner.tabBarController
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

@MainActor
@Suite(".xib app driven by the user")
struct XibTabsAppTests {
  @Test(
    "a tab bar app loaded from .xib files: the user's slider, segment, switch, tab and Add button reach the file's registered actions"
  )
  func drivenThroughTheFiles() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp("xib-tabs", interfaceFiles: XibFixtures.bundle) {
      XibTabsAppDelegate()
    }
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Cities", appID: "xib-tabs"))
    try device.launch("Cities")
    let app = try #require(delegate(of: "Cities", in: device, as: XibTabsAppDelegate.self))
    let tabs = try #require(app.owner.tabBarController)
    let city = try #require(tabs.viewControllers?.first as? CityViewController)
    #expect(city.isViewLoaded)
    #expect(try device.value(of: .named("distance"), in: "Cities") == "25.0")
    #expect(try device.value(of: .named("city-name"), in: "Cities") == "Lisbon")
    let units = UITarget.classIndex(className: "UISegmentedControl", index: 0)
    #expect(try device.value(of: units, in: "Cities") == "mi")

    #expect(try device.drive(.set(.named("distance"), value: "40"), in: "Cities") == nil)
    #expect(try device.drive(.set(units, value: "km"), in: "Cities") == nil)
    // The switch has no action in the file: it flips and nothing is sent.
    let favourite = UITarget.classIndex(className: "UISwitch", index: 0)
    #expect(try device.drive(.set(favourite, value: "off"), in: "Cities") == nil)
    #expect(city.events == ["distanceChanged: 40.0", "chooseUnitsFrom: km"])
    #expect(city.distanceSlider?.value == 40)
    #expect(city.unitsControl?.selectedSegmentIndex == 0)
    #expect(try device.value(of: favourite, in: "Cities") == "off")

    #expect(try device.drive(.selectTab(1), in: "Cities") == nil)
    #expect(tabs.selectedIndex == 1)
    #expect(try device.drive(.tap(.named("add")), in: "Cities") == nil)
    #expect(try device.drive(.tap(.named("add")), in: "Cities") == nil)
    #expect(app.owner.favoritesAdded == 2)

    #expect(try device.drive(.selectTab(0), in: "Cities") == nil)
    #expect(try device.value(of: .named("distance"), in: "Cities") == "40.0")
    #expect(device.misuses(of: "Cities").isEmpty, "\(device.misuses(of: "Cities"))")
    // The one action the app did not register is said once, at load, and never tapped here.
    let notes = device.trace.logs(of: "Cities").filter { $0.contains("has no method registered") }
    #expect(notes.count == 1)
    #expect(notes.first?.contains("'showMap:' of UIButton goes to CityViewController") == true)
    #expect(!device.trace.logs(of: "Cities").contains { $0.contains("Could not load") })
  }
}
