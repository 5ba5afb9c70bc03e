import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A T-shirt order written as iOS code is: a picker with a colour wheel and a size wheel, whose
/// controller is its data source and delegate and keeps the user's picks.
@MainActor
final class ShirtController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
  let picker = UIPickerView()
  var colours = ["Red", "Green", "Blue"]
  let sizes = ["S", "M", "L"]
  var picks: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    picker.accessibilityIdentifier = "shirt"
    picker.dataSource = self
    picker.delegate = self
    view.addSubview(picker)
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    component == 0 ? colours.count : sizes.count
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    component == 0 ? colours[row] : sizes[row]
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    picks.append("\(component):\(row)")
  }
}

@MainActor
final class ShirtAppDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  let shirt = ShirtController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = shirt
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  static let scenarioScript = ScenarioScript(
    for: ShirtAppDelegate.self,
    actions: [
      "select-blue": { app, _ in app.shirt.picker.selectRow(2, inComponent: 0, animated: false) },
      "select-past-end": { app, _ in app.shirt.picker.selectRow(9, inComponent: 0, animated: false) },
      "one-colour": { app, _ in
        app.shirt.colours = ["Black"]
        app.shirt.picker.reloadAllComponents()
      },
    ])
}

@MainActor
@Suite("UIPickerView: its data source, its delegate and the user's pick (Apple, “UIPickerView”)")
struct PickerViewTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("shirt") { ShirtAppDelegate() }

  func shirt() throws -> (Device, ShirtController) {
    let device = try makeDevice(.ios6, catalog: catalog)
    try device.install(InstallSpec(name: "Shirt", appID: "shirt"))
    try device.launch("Shirt")
    let app = try #require(delegate(of: "Shirt", in: device, as: ShirtAppDelegate.self))
    return (device, app.shirt)
  }

  func screen(_ device: Device) -> String { uikitApp("Shirt", in: device)?.snapshotText ?? "" }

  @Test(
    "the user's pick by title or index selects the row and tells the delegate; the snapshot shows the wheels")
  func pick() throws {
    let (device, shirt) = try shirt()
    #expect(
      screen(device).contains(#"picker [Red, Green, Blue] [S, M, L] selected="Red, S""#), "\(screen(device))")
    #expect(try device.drive(.set(.named("shirt"), value: "Green"), in: "Shirt") == nil)
    #expect(try device.drive(.set(.named("shirt"), value: "1:L"), in: "Shirt") == nil)
    #expect(try device.drive(.set(.named("shirt"), value: "1:0"), in: "Shirt") == nil)
    #expect(shirt.picks == ["0:1", "1:2", "1:0"])
    #expect(shirt.picker.selectedRow(inComponent: 0) == 1)
    #expect(uikitApp("Shirt", in: device).map { try? $0.value(of: .named("shirt")) } == "Green, S")
    #expect(throws: DeviceError.self) {
      try device.drive(.set(.named("shirt"), value: "Purple"), in: "Shirt")
    }
    #expect(throws: DeviceError.self) { try device.drive(.set(.named("shirt"), value: "2:0"), in: "Shirt") }
  }

  @Test("the app's selectRow tells nobody; a row past the end crashes the app; a reload counts again")
  func appSide() throws {
    let (device, shirt) = try shirt()
    _ = try device.perform("select-blue", arguments: [], in: "Shirt")
    #expect(shirt.picker.selectedRow(inComponent: 0) == 2 && shirt.picks.isEmpty)
    _ = try device.perform("one-colour", arguments: [], in: "Shirt")
    #expect(shirt.picker.numberOfRows(inComponent: 0) == 1)
    #expect(shirt.picker.selectedRow(inComponent: 0) == 0)
    _ = try? device.perform("select-past-end", arguments: [], in: "Shirt")
    #expect(device.reports.first?.description.contains("NSRangeException") == true)
  }

  @Test("the explorer spins the first wheel to its next row")
  func explorer() throws {
    let (device, _) = try shirt()
    let actions = uikitApp("Shirt", in: device)?.userActions() ?? []
    #expect(actions.contains(.drive(.set(.named("shirt"), value: "1"))), "\(actions)")
  }
}
