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
  init() { CityViewController.registerActions() }

  @Test(
    "a .xib's objects are created with their values, connected to File's Owner and given their runtime attributes"
  )
  func cityView() throws {
    let owner = CityViewController()
    let objects = try UINib.withClasses(XibStandIns.classes) {
      try UINib(data: try XibFixtures.data("CityViewController"), bundle: nil).instantiateOrThrow(
        withOwner: owner)
    }
    let root = try #require(objects.first as? CityView)
    #expect(objects.count == 1)
    #expect(owner.viewIfLoaded === root)
    #expect(root.restorationIdentifier == "CityView")
    #expect((root.cityCode, root.population, root.elevation, root.isCapital) == ("LIS", 545_000, 2.5, true))
    #expect(owner.cityLabel?.text == "Lisbon")
    #expect(owner.cityLabel?.accessibilityIdentifier == "city-name")
    let slider = try #require(owner.distanceSlider as? StandInSlider)
    #expect((slider.value, slider.minimumValue, slider.maximumValue) == (25, 5, 100))
    let segments = try #require(owner.unitsControl as? StandInSegmentedControl)
    #expect((segments.titles, segments.selectedSegmentIndex) == (["km", "mi"], 1))
    let views = root.subviews
    #expect((views[3] as? StandInSwitch)?.isOn == true)
    #expect(views[3].tag == 3)
    #expect((views[4] as? StandInButton)?.title == "Show on Map")
    #expect((views[4] as? StandInButton)?.isSelected == true)
    #expect((views[5] as? StandInImageView)?.imageName == "skyline")
    #expect(views[5].isHidden)
    #expect((views[6] as? UITextField)?.placeholder == "Notes")
  }

  @Test("a tab bar controller's three children, a navigation controller and its items are created and set")
  func tabBarController() throws {
    let owner = XibCitiesOwner()
    _ = try UINib.withClasses(XibStandIns.classes) {
      try UINib(data: try XibFixtures.data("CitiesTabBar"), bundle: nil).instantiateOrThrow(withOwner: owner)
    }
    let tabs = try #require(owner.tabs)
    #expect(tabs.restorationIdentifier == "Tabs")
    let children = tabs.contained.compactMap { $0 as? StandInController }
    #expect(children.map(\.restorationIdentifier) == ["Cities", "FavoritesNavigation", "Settings"])
    #expect(children.map { $0.item?.title } == ["Cities", nil, "Settings"])
    #expect(children.map { $0.item?.systemItem } == [nil, "favorites", nil])
    #expect(children.map { $0.item?.tag } == [0, 1, 2])
    #expect(children[0].xibNibName == "CityViewController")
    #expect(children[2].hidesBottomBar)
    let favorites = try #require(children[1].contained.first as? StandInController)
    #expect(favorites.title == "Favorites")
    let add = try #require(favorites.navigation?.rightBarButtonItem)
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
    try UINib.withClasses(XibStandIns.classes) { try device.launch("Cities") }
    let city = try #require(delegate(of: "Cities", in: device, as: XibCityAppDelegate.self)?.city)
    let notes = device.trace.logs(of: "Cities").filter { $0.contains("has no method registered") }
    #expect(notes.count == 1)
    #expect(
      notes.first?.hasPrefix("CityViewController.xib: the action 'showMap:' of StandInButton goes to") == true
    )
    #expect(
      notes.first?.contains("SelectorDispatch.register(\"showMap:\", for: CityViewController.self)") == true)
    let slider = try #require(city.distanceSlider as? StandInSlider)
    slider.sendActions(for: .valueChanged)
    city.unitsControl?.sendActions(for: .valueChanged)
    #expect(city.events == ["distanceChanged: 25.0", "chooseUnitsFrom:"])
    #expect(device.trace.misuses(of: "Cities").isEmpty)
    let button = try #require(city.view.subviews[4] as? StandInButton)
    button.sendActions(for: .touchUpInside)
    let misuses = device.trace.misuses(of: "Cities")
    #expect(misuses.count == 1)
    #expect(misuses.first?.contains("sent 'showMap:' to CityViewController, and nothing ran") == true)
    // First Responder as destination: a nil target, sent up the responder chain.
    button.sendActions(for: .touchDownRepeat)
    #expect(device.trace.misuses(of: "Cities").last?.contains("(nil target) sent 'copy:'") == true)
  }

  @Test("an unregistered selector is noted once however many controls send it, and a bar button item's too")
  func notesOnce() throws {
    let button =
      #"<connections><action selector="showMap:" destination="-1" eventType="touchUpInside" id="A"/></connections>"#
    let xib = XibSnippets.document(
      "<button id=\"b1\">\(button.replacingOccurrences(of: "\"A\"", with: "\"a1\""))</button>"
        + "<button id=\"b2\">\(button.replacingOccurrences(of: "\"A\"", with: "\"a2\""))</button>")
    let notes = try UINib.withClasses(XibStandIns.classes) { () throws -> [String] in
      var loader = NibLoader(fileName: "Map.xib", file: try XIBDocument.read(Data(xib.utf8), file: "Map.xib"))
      _ = try loader.load(owner: CityViewController(), externalObjects: [:])
      return loader.notes
    }
    #expect(notes.count == 1)
    #expect(
      notes.first?.hasPrefix("Map.xib: the action 'showMap:' of StandInButton goes to CityViewController")
        == true)
    let tabs = try UINib.withClasses(XibStandIns.classes) { () throws -> [String] in
      var loader = NibLoader(fileName: "CitiesTabBar.xib", file: try XibFixtures.read("CitiesTabBar"))
      _ = try loader.load(owner: XibCitiesOwner(), externalObjects: [:])
      return loader.notes
    }
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
    let objects = try UINib.withClasses(XibStandIns.classes) {
      try UINib(nibName: "CityViewController", bundle: .module).instantiateOrThrow(
        withOwner: CityViewController())
    }
    #expect(objects.first is CityView)
    let loaded = UINib.withClasses(XibStandIns.classes) {
      Bundle.module.loadNibNamed("CitiesTabBar", owner: XibCitiesOwner(), options: nil)
    }
    #expect((loaded?.first as? StandInController)?.contained.count == 3)
    let controller = UINib.withClasses(XibStandIns.classes) {
      let controller = CityViewController(nibName: nil, bundle: .module)
      _ = controller.view
      return controller
    }
    #expect(controller.distanceSlider is StandInSlider)
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
