import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A cart line written as iOS 5 code is: a stepper from 1 to 5 for the quantity, wired by
/// target–action, and a label that shows it.
@MainActor
final class CartController: UIViewController {
  let stepper = UIStepper()
  let label = UILabel()
  var changes: [Double] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    stepper.accessibilityIdentifier = "quantity"
    stepper.minimumValue = 1
    stepper.maximumValue = 5
    stepper.value = 1
    stepper.wraps = UserDefaults.standard.bool(forKey: "wraps")
    stepper.addTarget(self, action: "quantityChanged:", for: .valueChanged)
    view.addSubview(stepper)
    view.addSubview(label)
    label.text = "1"
  }

  @IBAction func quantityChanged(_ sender: UIStepper) {
    changes.append(sender.value)
    label.text = UIStepper.text(sender.value)
  }
}

@MainActor
final class CartAppDelegate: UIResponder, UIApplicationDelegate, SelectorRegistering, ScenarioScriptable {
  var window: UIWindow?
  let cart = CartController()

  static func registerSelectors() {
    SelectorDispatch.register("quantityChanged:", for: CartController.self) {
      $0.quantityChanged($1 as! UIStepper)
    }
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = cart
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  static let scenarioScript = ScenarioScript(
    for: CartAppDelegate.self,
    actions: [
      "zero-step": { app, _ in app.cart.stepper.stepValue = 0 },
      "crossed-range": { app, _ in app.cart.stepper.maximumValue = 0 },
    ])
}

@MainActor
@Suite("UIStepper: the user's + and − (Apple, “UIStepper”)")
struct StepperTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("cart") { CartAppDelegate() }

  func cart(_ generation: OSGeneration = .ios5, wraps: Bool = false) throws -> (Device, CartController) {
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "Cart", appID: "cart"))
    if wraps { try device.changeSetting(of: "Cart", key: "wraps", value: "YES") }
    try device.launch("Cart")
    let app = try #require(delegate(of: "Cart", in: device, as: CartAppDelegate.self))
    return (device, app.cart)
  }

  func press(_ button: String, on device: Device) throws -> String? {
    try device.drive(.set(.named("quantity"), value: button), in: "Cart")
  }

  @Test("increment and decrement move the value by a step and send .valueChanged; the snapshot shows it")
  func steps() throws {
    let (device, cart) = try cart()
    _ = try press("increment", on: device)
    _ = try press("increment", on: device)
    _ = try press("decrement", on: device)
    #expect(cart.changes == [2, 3, 2])
    #expect(cart.label.text == "2")
    let text = uikitApp("Cart", in: device)?.snapshotText ?? ""
    #expect(text.contains("stepper 2 in 1...5"), "\(text)")
  }

  @Test("at the maximum the + button is disabled: the press is refused and nothing is sent")
  func stopsAtTheEnd() throws {
    let (device, cart) = try cart()
    for _ in 0..<4 { _ = try press("increment", on: device) }
    #expect(cart.stepper.value == 5)
    #expect(throws: DeviceError.self) { try press("increment", on: device) }
    #expect(cart.changes == [2, 3, 4, 5])
    #expect(throws: DeviceError.self) { try press("7", on: device) }
  }

  @Test("with wraps, past the maximum the value goes round to the minimum")
  func wraps() throws {
    let (device, cart) = try cart(wraps: true)
    for _ in 0..<5 { _ = try press("increment", on: device) }
    #expect(cart.changes == [2, 3, 4, 5, 1])
    _ = try press("decrement", on: device)
    #expect(cart.stepper.value == 5)
  }

  @Test(
    "a step of 0 crashes the app; ends set across each other are a misuse; before iOS 5 the class crashes")
  func loud() throws {
    let (device, _) = try cart()
    _ = try? device.perform("zero-step", arguments: [], in: "Cart")
    #expect(device.reports.first?.description.contains("NSInvalidArgumentException") == true)
    let (other, crossed) = try cart()
    _ = try other.perform("crossed-range", arguments: [], in: "Cart")
    #expect(
      crossed.stepper.minimumValue == 0 && crossed.stepper.maximumValue == 0 && crossed.stepper.value == 0)
    #expect(other.misuses.contains { $0.description.contains("UIStepper.maximumValue") })
    let old = try makeDevice(.ios4, catalog: catalog)
    try old.install(InstallSpec(name: "Cart", appID: "cart"))
    try old.launch("Cart")
    #expect(old.reports.first?.description.contains("-[UIStepper initWithFrame:]") == true)
  }

  @Test("an interface file's stepper element comes with its range, step and flags")
  func fromInterfaceFile() throws {
    let xib = XibSnippets.document(
      #"<view id="v"><subviews><stepper id="s" value="4" minimumValue="2" maximumValue="8" stepValue="2" wraps="YES" autorepeat="NO" continuous="NO"/></subviews></view>"#
    )
    let objects = try UINib(data: Data(xib.utf8), bundle: nil).instantiateOrThrow(withOwner: nil)
    let view = try #require(objects.first as? UIView)
    let stepper = try #require(view.subviews.first as? UIStepper)
    #expect(stepper.value == 4 && stepper.minimumValue == 2 && stepper.maximumValue == 8)
    #expect(stepper.stepValue == 2 && stepper.wraps && !stepper.autorepeat && !stepper.isContinuous)
  }

  @Test("the explorer presses + (or − at the maximum)")
  func explorer() throws {
    let (device, _) = try cart(.ios13)
    let actions = uikitApp("Cart", in: device)?.userActions() ?? []
    #expect(actions.contains(.drive(.set(.named("quantity"), value: "increment"))), "\(actions)")
  }
}
