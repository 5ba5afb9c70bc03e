import LifecycleCore
import LifecycleKit
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// Shows the list's order from the Settings app's "Sort" switch. The careless version reads it
/// once, at launch; the careful one again when iOS says the defaults changed.
@MainActor
final class SortSettingDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let label = UILabel()
  let careful: Bool
  private var token: (any NSObjectProtocol)?

  init(careful: Bool) {
    self.careful = careful
    super.init()
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    controller.view.addSubview(label)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    show()
    if careful {
      token = NotificationCenter.default.addObserver(
        forName: UserDefaults.didChangeNotification, object: nil, queue: .main
      ) { [weak self] _ in self?.show() }
    }
    return true
  }

  func show() { label.text = UserDefaults.standard.bool(forKey: "sorted") ? "sorted" : "as added" }
}

/// The explorer changes the settings an app's Settings.bundle offers, as a user does in the
/// Settings app, with no scenario script: a screen left stale is a `fresh-settings` finding.
@MainActor
@Suite("Settings.bundle settings explored")
struct SettingsBundleExplorationTests {
  static func bundle() throws -> AppBundle {
    let root = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
      <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sort</string>
      <key>Key</key><string>sorted</string><key>DefaultValue</key><false/></dict>
      <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>nickname</string></dict>
      </array></dict></plist>
      """
    let info = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>org.example.sort</string></dict></plist>
      """
    return try AppBundle(files: [
      "Info.plist": Data(info.utf8), "Settings.bundle/Root.plist": Data(root.utf8),
    ])
  }

  @Test("the user's changes are the other side of each toggle, other values, a slider's bounds; no text")
  func userChanges() {
    let schema = SettingsSchema(panes: [
      SettingsPane(
        name: "Root",
        specifiers: [
          SettingsSpecifier(
            kind: .toggleSwitch(trueValue: nil, falseValue: nil), key: "on", defaultValue: .boolean(true)),
          SettingsSpecifier(kind: .toggleSwitch(trueValue: nil, falseValue: nil), key: "off"),
          SettingsSpecifier(
            kind: .multiValue(values: [.string("S"), .string("M"), .string("L")], titles: []), key: "size",
            defaultValue: .string("M")),
          SettingsSpecifier(kind: .slider(minimum: 0, maximum: 1), key: "volume", defaultValue: .real(0.5)),
          SettingsSpecifier(kind: .textField(isSecure: false), key: "name"),
        ])
    ])
    #expect(
      schema.userChanges.map { "\($0.key)=\($0.value)" } == [
        "on=false", "off=true", "size=S", "size=L", "volume=0", "volume=1",
      ])
  }

  @Test("a screen that reads the setting only at launch is found stale; one that listens is not")
  func freshSettingsFromBundle() throws {
    let bundle = try Self.bundle()
    let catalog = AppCatalog()
      .addingUIKitApp("careless", bundle: bundle) { SortSettingDelegate(careful: false) }
      .addingUIKitApp("careful", bundle: bundle) { SortSettingDelegate(careful: true) }
    let careless = try LifecycleKit.explore(
      catalog: catalog, app: "careless", profiles: [.ios13], depth: 3, events: [.homeAndLaunch, .settings])
    let finding = try #require(careless.findings.first { $0.invariant == .freshSettings })
    #expect(finding.scenario.contains("settings Careless sorted=true"))
    let careful = try LifecycleKit.explore(
      catalog: catalog, app: "careful", profiles: [.ios13], depth: 3, events: [.homeAndLaunch, .settings])
    #expect(careful.findings.filter { $0.invariant == .freshSettings }.isEmpty)
  }
}
