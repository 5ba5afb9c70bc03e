import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// The app of the action tests: its root controller finds `CityViewController.xib` by its
/// class name, as UIKit does when `nibName` is nil.
@MainActor
final class XibCityAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let city = CityViewController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = city
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

@MainActor
@Suite("Loading .xib files")
struct XibLoadingTests {
  init() { XibApp.register() }

  @Test(
    "a .xib's controls are UIKit's, with the file's values, connected to File's Owner; its custom view gets its runtime attributes"
  )
  func cityView() throws {
    let owner = CityViewController()
    // Outside an app, images come from the shared bundle: the fixtures', with skyline.png.
    InterfaceBundle.shared = XibFixtures.bundle
    defer { InterfaceBundle.shared = InterfaceBundle() }
    let objects = try UINib(data: try XibFixtures.data("CityViewController"), bundle: nil).instantiateOrThrow(
      withOwner: owner)
    let root = try #require(objects.first as? CityView)
    #expect(objects.count == 1)
    #expect(owner.viewIfLoaded === root)
    #expect(root.restorationIdentifier == "CityView")
    #expect((root.cityCode, root.population, root.elevation, root.isCapital) == ("LIS", 545_000, 2.5, true))
    #expect(owner.cityLabel?.text == "Lisbon")
    #expect(owner.cityLabel?.accessibilityIdentifier == "city-name")
    let slider = try #require(owner.distanceSlider)
    #expect((slider.value, slider.minimumValue, slider.maximumValue) == (25, 5, 100))
    #expect(slider.restorationIdentifier == "Distance")
    #expect(slider.accessibilityIdentifier == "distance")
    let segments = try #require(owner.unitsControl)
    #expect(segments.numberOfSegments == 2)
    #expect((0..<2).map { segments.titleForSegment(at: $0) } == ["km", "mi"])
    #expect(segments.selectedSegmentIndex == 1)
    let views = root.subviews
    #expect(
      views.map { String(describing: type(of: $0)) } == [
        "UILabel", "UISlider", "UISegmentedControl", "UISwitch", "UIButton", "UIImageView", "UITextField",
      ])
    let toggle = try #require(views[3] as? UISwitch)
    #expect(toggle.isOn)
    #expect(toggle.tag == 3)
    let button = try #require(views[4] as? UIButton)
    #expect(button.title(for: .normal) == "Show on Map")
    #expect(button.isSelected)
    // A state with no title of its own shows the normal one; the button is selected.
    #expect(button.title(for: .highlighted) == "Show on Map")
    #expect(button.currentTitle == "Show on Map")
    let image = try #require(views[5] as? UIImageView)
    #expect(image.image?.name == "skyline")
    #expect(image.image?.size == CGSize(width: 128, height: 128))
    #expect(image.isHidden)
    #expect((views[6] as? UITextField)?.placeholder == "Notes")
  }

  @Test("a slider's file value outside its file range is clamped, as UISlider clamps what it is given")
  func sliderClamps() throws {
    let xib = XibSnippets.document(
      #"<view id="v"><subviews><slider id="hi" value="150" minValue="0" maxValue="100"/><slider id="lo" value="-3" minValue="1" maxValue="2"/><slider id="none"/></subviews></view>"#
    )
    let objects = try UINib(data: Data(xib.utf8), bundle: nil).instantiateOrThrow(withOwner: nil)
    let sliders = try #require(objects.first as? UIView).subviews.compactMap { $0 as? UISlider }
    #expect(sliders.map(\.value) == [100, 1, 0])
    #expect(sliders.map(\.maximumValue) == [100, 2, 1])
  }

  @Test("a tab bar controller's three children, a navigation controller and its items are created and set")
  func tabBarController() throws {
    let owner = XibCitiesOwner()
    let objects = try UINib(data: try XibFixtures.data("CitiesTabBar"), bundle: nil).instantiateOrThrow(
      withOwner: owner)
    let tabs = try #require(owner.tabBarController)
    #expect(objects.count == 1)
    #expect(objects.first as? UITabBarController === tabs)
    #expect(tabs.restorationIdentifier == "Tabs")
    let children = try #require(tabs.viewControllers)
    #expect(children.map(\.restorationIdentifier) == ["Cities", "FavoritesNavigation", "Settings"])
    #expect(children.map { $0.parent === tabs } == [true, true, true])
    #expect(children.map(\.tabBarItem.title) == ["Cities", nil, "Settings"])
    #expect(children.map(\.tabBarItem.systemItem) == [nil, .favorites, nil])
    #expect(children.map(\.tabBarItem.shownTitle) == ["Cities", "Favorites", "Settings"])
    #expect(children.map(\.tabBarItem.tag) == [0, 1, 2])
    #expect(tabs.tabBar.items?.map(\.tag) == [0, 1, 2])
    #expect(tabs.selectedIndex == 0)
    // The Cities tab is the app's class; its view comes from the file its nibName names.
    let cities = try #require(children[0] as? CityViewController)
    #expect(cities.nibName == "CityViewController")
    #expect(!cities.isViewLoaded)
    #expect(children.map(\.hidesBottomBarWhenPushed) == [false, false, true])
    let navigation = try #require(children[1] as? UINavigationController)
    let favorites = try #require(navigation.viewControllers.first)
    #expect(navigation.viewControllers.count == 1)
    #expect(favorites.title == "Favorites")
    #expect(favorites.restorationIdentifier == "Favorites")
    #expect(favorites.navigationItem.title == "Favorites")
    let add = try #require(favorites.navigationItem.rightBarButtonItem)
    #expect(add.systemItem == .add)
    #expect(add.target === owner)
    #expect(add.action == Selector("addFavorite:"))
  }

  @Test(
    "an action to a registered method runs on sendActions; an unregistered one is noted once at load and its send is a misuse"
  )
  func actions() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp("xib", interfaceFiles: XibFixtures.bundle) {
      XibCityAppDelegate()
    }
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Cities", appID: "xib"))
    try device.launch("Cities")
    let city = try #require(delegate(of: "Cities", in: device, as: XibCityAppDelegate.self)?.city)
    let notes = device.trace.logs(of: "Cities").filter { $0.contains("has no method registered") }
    #expect(notes.count == 1)
    #expect(
      notes.first?.hasPrefix("CityViewController.xib: the action 'showMap:' of UIButton goes to") == true
    )
    #expect(
      notes.first?.contains("SelectorDispatch.register(\"showMap:\", for: CityViewController.self)") == true)
    let slider = try #require(city.distanceSlider)
    slider.sendActions(for: .valueChanged)
    city.unitsControl?.sendActions(for: .valueChanged)
    #expect(city.events == ["distanceChanged: 25.0", "chooseUnitsFrom: mi"])
    #expect(device.misuses(of: "Cities").isEmpty)
    let button = try #require(city.view.subviews[4] as? UIButton)
    button.sendActions(for: .touchUpInside)
    let misuses = device.misuses(of: "Cities")
    #expect(misuses.count == 1)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(misuses.first?.contains("sent 'showMap:' to CityViewController, and nothing ran") == true)
    // First Responder as destination: a nil target, sent up the responder chain.
    button.sendActions(for: .touchDownRepeat)
    #expect(device.misuses(of: "Cities").last?.contains("(nil target) sent 'copy:'") == true)
  }

  @Test("an unregistered selector is noted once however many controls send it, and a bar button item's too")
  func notesOnce() throws {
    let button =
      #"<connections><action selector="showMap:" destination="-1" eventType="touchUpInside" id="A"/></connections>"#
    let xib = XibSnippets.document(
      "<button id=\"b1\">\(button.replacingOccurrences(of: "\"A\"", with: "\"a1\""))</button>"
        + "<button id=\"b2\">\(button.replacingOccurrences(of: "\"A\"", with: "\"a2\""))</button>")
    var loader = NibLoader(fileName: "Map.xib", file: try XIBDocument.read(Data(xib.utf8), file: "Map.xib"))
    _ = try loader.load(owner: CityViewController(), externalObjects: [:])
    #expect(loader.notes.count == 1)
    #expect(
      loader.notes.first?.hasPrefix("Map.xib: the action 'showMap:' of UIButton goes to CityViewController")
        == true)
    var tabsLoader = NibLoader(fileName: "CitiesTabBar.xib", file: try XibFixtures.read("CitiesTabBar"))
    _ = try tabsLoader.load(owner: XibCitiesOwner(), externalObjects: [:])
    let tabs = tabsLoader.notes
    #expect(tabs.count == 1)
    #expect(tabs.first?.contains("'addFavorite:' of UIBarButtonItem goes to XibCitiesOwner") == true)
  }

  @Test("a controller with no nib name loads the file named after its class: MyView before MyViewController")
  func classNameLookup() throws {
    let xib = XibSnippets.document(
      #"<view id="v"><accessibility key="accessibilityConfiguration" identifier="from-xib"/></view>"#,
      owner: #"<outlet property="view" destination="v" id="o"/>"#)
    let both = InterfaceBundle(files: ["CityView": Data(xib.utf8), "CityViewController": Data(xib.utf8)])
    #expect(both.nibName(forControllerClassNamed: "CityViewController") == "CityView")
    #expect(
      InterfaceBundle(files: ["CityViewController": Data()]).nibName(
        forControllerClassNamed: "CityViewController") == "CityViewController")
    #expect(InterfaceBundle().nibName(forControllerClassNamed: "CityViewController") == nil)
    InterfaceBundle.shared = InterfaceBundle(files: ["CityView": Data(xib.utf8)])
    defer { InterfaceBundle.shared = InterfaceBundle() }
    let controller = CityViewController()
    #expect(controller.nibName == nil)
    #expect(controller.view.accessibilityIdentifier == "from-xib")
    // No file by either name: a plain view, as before.
    InterfaceBundle.shared = InterfaceBundle()
    #expect(UIViewController().view != nil)
  }

  @Test("a package's resources folder is searched: InterfaceBundle(bundle:) and UINib's bundle argument")
  func resourcesFolder() throws {
    // The test target declares `resources: [.copy("XibFixtures")]`: the files keep their folder.
    #expect(XibFixtures.bundle.containsNib(named: "CitiesTabBar"))
    let objects = try UINib(nibName: "CityViewController", bundle: .module).instantiateOrThrow(
      withOwner: CityViewController())
    #expect(objects.first is CityView)
    let loaded = Bundle.module.loadNibNamed("CitiesTabBar", owner: XibCitiesOwner(), options: nil)
    #expect((loaded?.first as? UITabBarController)?.viewControllers?.count == 3)
    let controller = CityViewController(nibName: nil, bundle: .module)
    #expect(controller.view is CityView)
    #expect(controller.distanceSlider?.maximumValue == 100)
  }

  @Test("NAME.xib and NAME.nib.json side by side is an error naming both")
  func bothFormats() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "xib-both-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<document/>".utf8).write(to: folder.appendingPathComponent("Card.xib"))
    try Data("{}".utf8).write(to: folder.appendingPathComponent("Card.nib.json"))
    let bundle = InterfaceBundle(searchDirectories: [folder])
    #expect(throws: NibLoadingError.self) { try bundle.data(forNibNamed: "Card") }
    do {
      _ = try bundle.data(forNibNamed: "Card")
    } catch {
      #expect(error.message.hasPrefix("both Card.xib and Card.nib.json are in"))
    }
  }

  @Test("an External Object placeholder is bound from options[.externalObjects] by its identifier")
  func externalObject() throws {
    final class Card: UIView {
      var model: Model?
      override func setValue(_ value: Any?, forKey key: String) {
        guard key == "model" else { return super.setValue(value, forKey: key) }
        model = value as? Model
      }
    }
    let xib = XibSnippets.document(
      #"""
      <placeholder placeholderIdentifier="Model" id="ext-1" userLabel="Model" customClass="Model"/>
      <view id="card" customClass="XibCard"><connections><outlet property="model" destination="ext-1" id="c1"/></connections></view>
      """#)
    let model = Model()
    let objects = try UINib.withClasses(["XibCard": Card.self]) {
      try UINib(data: Data(xib.utf8), bundle: nil).instantiateOrThrow(
        withOwner: nil, options: [.externalObjects: ["Model": model]])
    }
    #expect((objects.first as? Card)?.model === model)
  }
}
