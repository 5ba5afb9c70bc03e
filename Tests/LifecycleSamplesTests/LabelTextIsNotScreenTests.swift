import LifecycleCore
import LifecycleKit
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// An app whose only input is a message field, under a caption over two lines that quotes the
/// screen's own vocabulary (`switch on`, `keyboard`, `offset=(0, 240)`): the caption of the first
/// launch, then another on every later one. It saves the message as it leaves the front.
@MainActor
final class CaptionedDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  let caption = UILabel(frame: CGRect(x: 0, y: 44, width: 320, height: 88))
  private let first: String
  private let later: String

  init(first: String, later: String) {
    self.first = first
    self.later = later
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let defaults = UserDefaults.standard
    caption.numberOfLines = 0
    caption.text = defaults.bool(forKey: "launched") ? later : first
    defaults.set(true, forKey: "launched")
    field.accessibilityIdentifier = "Message"
    field.text = defaults.string(forKey: "message")
    let controller = UIViewController()
    for view in [field, caption] as [UIView] { controller.view.addSubview(view) }
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    UserDefaults.standard.set(field.text, forKey: "message")
  }
}

/// The oracle reads what an app shows as typed elements: a label's text is output, whatever it
/// reads like. (It used to read the snapshot's text line by line, so a label over two lines
/// whose second line looked like another element's was taken for that element.)
@MainActor
@Suite("The no-data-loss and clean-background oracles: a label's text is never read as another element")
struct LabelTextIsNotScreenTests {
  private func model(first: String, later: String? = nil) -> AppModel {
    let catalog = AppCatalog().addingUIKitApp("captioned") {
      CaptionedDelegate(first: first, later: later ?? first)
    }
    return AppModel(setup: AppExplorationSetup(catalog: catalog, appID: "captioned", name: "App").on(.ios13))
  }

  @Test("a caption that reads 'switch on', then 'switch off' after a relaunch, is no lost data")
  func captionIsNotAControl() {
    let model = model(
      first: "To sync, turn the\nswitch on", later: "Syncing stops when you turn the\nswitch off")
    let replay = model.replay([.home, .memoryPressure, .launch(app: "App")])
    #expect(replay.refused == nil)
    #expect(replay.violations.isEmpty, "\(replay.violations)")
  }

  @Test("a caption with the word 'keyboard' on a line of its own is not the keyboard left up")
  func captionIsNotTheKeyboard() {
    let replay = model(first: "Use the\nkeyboard\nto write").replay([.home])
    #expect(replay.refused == nil)
    #expect(!replay.violations.contains { $0.invariant == .cleanBackground }, "\(replay.violations)")
  }

  @Test(
    "a caption that reads 'offset=(0, 240)' is no scroll position, nor one that reads 'text-field' a field")
  func captionIsNoOffset() throws {
    let catalog = AppCatalog().addingUIKitApp("captioned") {
      CaptionedDelegate(first: "Chart at offset=(0, 240)\ntext-field \"a\" is where you type", later: "")
    }
    let device = try Device(profile: .of(.ios13), catalog: catalog)
    try device.install(InstallSpec(name: "App", appID: "captioned", footprintBytes: 20 << 20))
    try device.launch("App")
    let sight = try #require(AppSight(of: "App", on: device))
    #expect(sight.offsets.isEmpty)
    #expect(sight.content.count == 1)
  }
}
