import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A screen with an Options button that shows its options in a popover anchored on the button,
/// as apps written for the iPad do (“UIModalPresentationStyle.popover”, “sourceView”); it notes
/// its own appearance callbacks.
@MainActor
final class PopoverSourceController: UIViewController {
  let optionsButton = UIButton(type: .system)
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Source"
    optionsButton.setTitle("Options", for: .normal)
    optionsButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
    // Target and action, not UIAction (iOS 14), so that the screen runs before iOS 13 too.
    optionsButton.addTarget(self, action: Selector(("showOptions:")), for: .touchUpInside)
    view.addSubview(optionsButton)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    events.append("will disappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    events.append("did disappear")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("will appear")
  }

  /// Whether the app anchors the popover (reading `popoverPresentationController`, iOS 8.0).
  var anchors = true

  /// Presents the options in a popover pointing at the button.
  func showOptions() {
    let options = UINavigationController(rootViewController: PopoverOptionsController())
    options.modalPresentationStyle = .popover
    guard anchors else { return present(options, animated: true) }
    let popover = options.popoverPresentationController
    popover?.sourceView = optionsButton
    popover?.sourceRect = optionsButton.bounds
    popover?.permittedArrowDirections = .up
    present(options, animated: true)
  }
}

/// The options shown in the popover: a Done button that dismisses it.
@MainActor
final class PopoverOptionsController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Options"
    let done = UIButton(type: .system)
    done.setTitle("Done", for: .normal)
    done.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
    done.addTarget(self, action: Selector(("done:")), for: .touchUpInside)
    view.addSubview(done)
  }
}

@MainActor
final class PopoverAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let source = PopoverSourceController()

  override init() {
    SelectorDispatch.register("showOptions:", for: PopoverSourceController.self) { source, _ in
      source.showOptions()
    }
    SelectorDispatch.register("done:", for: PopoverOptionsController.self) { options, _ in
      options.dismiss(animated: true)
    }
    super.init()
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = source
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

@MainActor
@Suite("Popovers on a phone: UIPopoverPresentationController keeps its anchor, the popover adapts")
struct PopoverPresentationTests {
  func launch(_ generation: OSGeneration, anchors: Bool = true) throws -> (Device, PopoverSourceController) {
    let catalog = AppCatalog.builtIn.addingUIKitApp("popover") {
      let app = PopoverAppDelegate()
      app.source.anchors = anchors
      return app
    }
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "Popover", appID: "popover"))
    try device.launch("Popover")
    let source = try #require(delegate(of: "Popover", in: device, as: PopoverAppDelegate.self)?.source)
    source.events = []
    return (device, source)
  }

  func screenPath(_ device: Device) -> String? { uikitApp("Popover", in: device)?.screenPath() }

  @Test("before iOS 13 the popover adapts to a full-screen presentation: the source screen disappears")
  func fullScreenBeforeIOS13() throws {
    // The iOS 7 profile is iOS 7.0, which has no popoverPresentationController (below): the app
    // sets the style alone, and gets the adaptation iOS 8 to 12 make on a phone.
    let (device, source) = try launch(.ios7, anchors: false)
    #expect(try device.drive(.tap(.named("Options")), in: "Popover") == nil)
    #expect(screenPath(device) == "Source > UINavigationController > Options")
    #expect(source.events == ["will disappear", "did disappear"])
    #expect(source.viewIfLoaded?.window == nil)
    // The source screen's button is out of reach, as under any full-screen presentation.
    #expect(throws: DeviceError.self) { try device.drive(.tap(.named("Options")), in: "Popover") }
    source.events = []
    #expect(try device.drive(.tap(.named("Done")), in: "Popover") == nil)
    #expect(screenPath(device) == "Source")
    #expect(source.events.first == "will appear")
    #expect(source.viewIfLoaded?.window != nil)
    #expect(device.misuses(of: "Popover").isEmpty)
  }

  @Test(
    "on the iOS 7 profile (iOS 7.0) reading popoverPresentationController crashes the app, as iOS 7 has none")
  func popoverPresentationControllerIsIOS8() throws {
    let (device, _) = try launch(.ios7)
    _ = try? device.drive(.tap(.named("Options")), in: "Popover")
    #expect(device.state(of: "Popover") == .notRunning)
    let report = try #require(device.reports.first)
    #expect(report.description.contains("popoverPresentationController]: unrecognized selector"), "\(report)")
  }

  @Test("from iOS 13 the popover behaves as a form sheet: the source screen stays, and does not disappear")
  func formSheetFromIOS13() throws {
    let (device, source) = try launch(.ios13)
    #expect(try device.drive(.tap(.named("Options")), in: "Popover") == nil)
    #expect(screenPath(device) == "Source > UINavigationController > Options")
    #expect(source.events == [])
    #expect(source.viewIfLoaded?.window != nil)
    // The anchor is kept as the app set it, for the presented controller and its children.
    let options = try #require(source.presentedViewController as? UINavigationController)
    let popover = try #require(options.popoverPresentationController)
    #expect(popover.sourceView === source.optionsButton)
    #expect(popover.sourceRect == source.optionsButton.bounds)
    #expect(popover.permittedArrowDirections == .up)
    #expect(popover.presentedViewController === options)
    #expect(options.topViewController?.popoverPresentationController === popover)
    // Under the form sheet the source screen is on screen but out of reach.
    #expect(throws: DeviceError.self) { try device.drive(.tap(.named("Options")), in: "Popover") }
    #expect(try device.drive(.tap(.named("Done")), in: "Popover") == nil)
    #expect(screenPath(device) == "Source")
  }

  @Test("only a controller presented as a popover, or its child, has a popover presentation controller")
  func onlyForThePopoverStyle() {
    let plain = UIViewController()
    #expect(plain.popoverPresentationController == nil)
    plain.modalPresentationStyle = .formSheet
    #expect(plain.popoverPresentationController == nil)
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    let made = popover.popoverPresentationController
    #expect(made != nil)
    #expect(popover.popoverPresentationController === made, "made once, then the same object")
    let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
    made?.barButtonItem = item
    #expect(popover.popoverPresentationController?.barButtonItem === item)
    #expect(made?.sourceView == nil)
    #expect(made?.permittedArrowDirections == .any)
  }
}
