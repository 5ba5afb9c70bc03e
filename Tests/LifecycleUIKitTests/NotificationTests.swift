import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// Shows a font size read from its defaults; counts the notifications it observes.
@MainActor
final class SettingsAppDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  var fontSizeShown = 0
  var observed: [String] = []

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    fontSizeShown = UserDefaults.standard.integer(forKey: "fontSize")
    let center = NotificationCenter.default
    center.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: nil) { _ in
      self.observed.append("defaults")
      self.fontSizeShown = UserDefaults.standard.integer(forKey: "fontSize")
    }
    center.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: nil) { _ in
      self.observed.append("locale")
    }
    center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) {
      _ in
      self.observed.append("background")
    }
    return true
  }

  static let scenarioScript = ScenarioScript(
    for: SettingsAppDelegate.self,
    actions: [
      "set": { app, arguments in
        guard arguments.count == 2 else { throw AppActionError("set KEY VALUE") }
        UserDefaults.standard.set(arguments[1], forKey: arguments[0])
      }
    ],
    probes: [
      "font-size": { app in String(app.fontSizeShown) },
      "observed": { app in app.observed.joined(separator: ",") },
    ])
}

@MainActor
@Suite("Notifications and defaults")
struct NotificationTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("settings") { SettingsAppDelegate() }

  @Test("each app has its own notification centre: one app never sees another's notifications")
  func perAppCentres() throws {
    let device = try makeDevice(.ios4, catalog: catalog)
    try device.install(InstallSpec(name: "A", appID: "settings"))
    try device.install(InstallSpec(name: "B", appID: "settings"))
    try device.launch("A")
    try device.launch("B")
    #expect(try device.probe("observed", of: "A") == "background")
    #expect(try device.probe("observed", of: "B") == "")
    device.home()
    #expect(try device.probe("observed", of: "B") == "background")
    #expect(try device.probe("observed", of: "A") == "background")
    NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
    #expect(try device.probe("observed", of: "A") == "background")
    #expect(try device.probe("observed", of: "B") == "background")
  }

  @Test(
    "a setting changed twice while suspended arrives once, with the locale change, when the app runs again (“Multitasking pitfalls”)"
  )
  func queuedSettingsChange() throws {
    let device = try makeDevice(.ios4, catalog: catalog)
    try device.install(InstallSpec(name: "Reader", appID: "settings"))
    try device.changeSetting(of: "Reader", key: "fontSize", value: "12")
    try device.launch("Reader")
    #expect(try device.probe("font-size", of: "Reader") == "12")
    device.home()
    try device.changeSetting(of: "Reader", key: "fontSize", value: "18")
    try device.changeSetting(of: "Reader", key: "fontSize", value: "20")
    device.changeLocale(to: "fr_FR")
    #expect(try device.probe("observed", of: "Reader") == "background")
    try device.launch("Reader")
    #expect(try device.probe("observed", of: "Reader") == "background,defaults,locale")
    #expect(try device.probe("font-size", of: "Reader") == "20")
  }

  @Test("a setting changed while the app runs arrives at once")
  func settingWhileRunning() throws {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Reader", appID: "settings"))
    try device.launch("Reader")
    try device.changeSetting(of: "Reader", key: "fontSize", value: "18")
    #expect(try device.probe("observed", of: "Reader") == "defaults")
    #expect(try device.probe("font-size", of: "Reader") == "18")
  }

  @Test("defaults an app sets are its own, survive a kill, and post didChangeNotification to it alone")
  func defaultsPerApp() throws {
    let device = try makeDevice(.ios4, catalog: catalog)
    try device.install(InstallSpec(name: "A", appID: "settings"))
    try device.install(InstallSpec(name: "B", appID: "settings"))
    try device.launch("B")
    try device.launch("A")
    #expect(try device.perform("set", arguments: ["fontSize", "24"], in: "A") == nil)
    #expect(try device.probe("font-size", of: "A") == "24")
    #expect(try device.probe("observed", of: "A") == "defaults")
    try device.launch("B")
    #expect(try device.probe("font-size", of: "B") == "0")
    #expect(try device.probe("observed", of: "B") == "background")
    try device.quit("A")
    try device.launch("A")
    #expect(try device.probe("font-size", of: "A") == "24")
  }

  @Test("UserDefaults reads settings with the typed getters, converting as Foundation does")
  func defaultsConversions() throws {
    let device = try makeDevice(.ios4, catalog: catalog)
    try device.install(InstallSpec(name: "A", appID: "settings"))
    for (key, value) in [("size", "18"), ("ratio", "1.5"), ("sound", "YES"), ("name", "Ann")] {
      try device.changeSetting(of: "A", key: key, value: value)
    }
    try device.launch("A")
    let app = try #require(uikitApp("A", in: device))
    app.runAsAppCode {
      let defaults = UserDefaults.standard
      #expect(defaults.string(forKey: "size") == "18")
      #expect(defaults.integer(forKey: "size") == 18)
      #expect(defaults.double(forKey: "ratio") == 1.5)
      #expect(defaults.bool(forKey: "sound"))
      #expect(!defaults.bool(forKey: "name"))
      #expect(defaults.integer(forKey: "missing") == 0)
      #expect(defaults.string(forKey: "missing") == nil)
      defaults.register(defaults: ["missing": 7])
      #expect(defaults.integer(forKey: "missing") == 7)
      defaults.set(true, forKey: "flag")
      #expect(defaults.bool(forKey: "flag"))
      #expect(defaults.object(forKey: "flag") as? Bool == true)
    }
  }
}

/// Each app's Documents folder is its own (the sandbox), not the host's home folder.
@MainActor
@Suite("Per-app file folders")
struct PerAppFolderTests {
  final class FolderDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
    static let scenarioScript = ScenarioScript(
      for: FolderDelegate.self,
      probes: [
        "documents": { _ in FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first?.path
        }
      ])
  }

  @Test("FileManager's Documents folder is the running app's own, and Foundation's outside any app")
  func documentsPerApp() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp("folder") { FolderDelegate() }
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "A", appID: "folder"))
    try device.install(InstallSpec(name: "B", appID: "folder"))
    try device.launch("A")
    try device.launch("B")
    let a = try #require(try device.probe("documents", of: "A"))
    let b = try #require(try device.probe("documents", of: "B"))
    #expect(a == device.dataDirectory(of: "A")!.appendingPathComponent("Documents").path)
    #expect(b == device.dataDirectory(of: "B")!.appendingPathComponent("Documents").path)
    #expect(FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first?.path != a)
  }
}
