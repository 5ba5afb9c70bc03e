import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// An app delegate for the bundle tests: it does nothing of its own.
final class ShelfAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

/// An app registered with its bundle folder: what its code reads through `Bundle.main`,
/// `NSLocalizedString`, `UIImage(named:)`, `UIColor(named:)` and `UserDefaults`, and what
/// `install` takes from its Info.plist.
@MainActor
@Suite("An app registered with its bundle folder reads it in its code; install takes its Info.plist keys")
struct AppBundleAppCodeTests {
  let catalog: AppCatalog

  init() throws {
    var info = AppBundleFixture.info
    info["MinimumOSVersion"] = "9.0"
    info["UIApplicationExitsOnSuspend"] = true
    let bundle = try AppBundleFixture.bundle(["Info.plist": AppBundleFixture.plist(info)])
    catalog = AppCatalog.builtIn.addingUIKitApp("shelf", bundle: bundle) { ShelfAppDelegate() }
      .addingUIKitApp("plain") { ShelfAppDelegate() }
  }

  func launched(_ generation: OSGeneration = .ios13, language: String? = nil) throws -> (Device, UIKitApp) {
    let device = try makeDevice(generation, catalog: catalog)
    if let language { device.changeLanguage(to: language) }
    try device.install(InstallSpec(name: "Shelf", appID: "shelf"))
    try device.launch("Shelf")
    return (device, try #require(uikitApp("Shelf", in: device)))
  }

  @Test("Bundle.main's identity and Info.plist are the bundle's")
  func identityFromInfoPlist() throws {
    let (device, app) = try launched()
    defer { withExtendedLifetime(device) {} }
    #expect(app.runAsAppCode { Bundle.main.bundleIdentifier } == "com.example.reader")
    #expect(
      app.runAsAppCode { Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String }
        == "My Reader")
    #expect(app.runAsAppCode { Bundle.main.infoDictionary?["UIMainStoryboardFile"] as? String } == "Main")
    #expect(
      app.runAsAppCode { Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] }
        == ["audio", "fetch", "nearby-interaction"])
    #expect(app.runAsAppCode { Bundle.main.infoDictionary?["CFBundleExecutable"] as? String } == "Shelf")
  }

  @Test("install with no flag takes the Info.plist's keys: scenes, background modes, exits on suspend")
  func installTakesInfoPlistKeys() throws {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Shelf", appID: "shelf"))
    #expect(
      device.info(of: "Shelf")
        == AppInfo(exitsOnSuspend: true, backgroundModes: [.audio, .fetch], adoptsScenes: true))
    try device.install(InstallSpec(name: "Other", appID: "shelf", info: AppInfo(backgroundModes: [.voip])))
    #expect(device.backgroundModes(of: "Other") == [.voip])
  }

  @Test("a scene manifest in the Info.plist makes the app connect a scene on iOS 13")
  func sceneManifestAdoptsScenes() throws {
    let (device, app) = try launched(.ios13)
    defer { withExtendedLifetime(device) {} }
    #expect(app.runAsAppCode { UIApplication.shared.connectedScenes.count } == 1)
  }

  @Test("MinimumOSVersion above the device's profile refuses the install")
  func minimumVersionRefuses() throws {
    let device = try makeDevice(.ios6, catalog: catalog)
    #expect(throws: DeviceError.self) { try device.install(InstallSpec(name: "Shelf", appID: "shelf")) }
    #expect(device.installedApps.isEmpty)
  }

  @Test("NSLocalizedString reads the device language's Localizable.strings, falling back as iOS does")
  func localizedStringsFollowTheLanguage() throws {
    let (device, app) = try launched(language: "de")
    defer { withExtendedLifetime(device) {} }
    #expect(app.runAsAppCode { NSLocalizedString("title", comment: "list title") } == "Bücher")
    #expect(app.runAsAppCode { NSLocalizedString("only-en", comment: "") } == "English only")
    #expect(app.runAsAppCode { NSLocalizedString("missing", comment: "") } == "missing")
    #expect(
      app.runAsAppCode { Bundle.main.localizedString(forKey: "base-only", value: nil, table: nil) }
        == "From Base")
    let (englishDevice, english) = try launched(language: "en")
    defer { withExtendedLifetime(englishDevice) {} }
    #expect(english.runAsAppCode { NSLocalizedString("title", comment: "") } == "Books")
  }

  @Test("Bundle.main's resources are the bundle folder's")
  func resourcesInAppCode() throws {
    let (device, app) = try launched(language: "de")
    defer { withExtendedLifetime(device) {} }
    let json = app.runAsAppCode { Bundle.main.url(forResource: "books", withExtension: "json") }
    #expect(json.map { try? Data(contentsOf: $0) } == Data("[]".utf8))
    #expect(
      app.runAsAppCode { Bundle.main.path(forResource: "Cover", ofType: "txt") }?.hasSuffix(
        "de.lproj/Cover.txt") == true)
    #expect(
      app.runAsAppCode {
        Bundle.main.url(
          forResource: "star", withExtension: "png", subdirectory: "Assets.xcassets/star.imageset")
      } != nil)
    #expect(app.runAsAppCode { Bundle.main.url(forResource: "missing", withExtension: "json") } == nil)
    #expect(app.runAsAppCode { Bundle.main.preferredLocalizations } == ["de", "en", "Base"])
    // Outside app code the host's bundle answers.
    #expect(Bundle.main.url(forResource: "books", withExtension: "json") == nil)
  }

  @Test("UIImage(named:) finds image sets by name, namespaced groups and root files; nil for a missing name")
  func imagesByName() throws {
    let (device, app) = try launched()
    defer { withExtendedLifetime(device) {} }
    #expect(app.runAsAppCode { UIImage(named: "star")?.size } == CGSize(width: 24, height: 24))
    #expect(app.runAsAppCode { UIImage(named: "Icons/moon")?.size } == CGSize(width: 10, height: 12))
    #expect(app.runAsAppCode { UIImage(named: "moon") } == nil)
    #expect(app.runAsAppCode { UIImage(named: "sun") } != nil)
    #expect(app.runAsAppCode { UIImage(named: "logo")?.size } == CGSize(width: 40, height: 20))
    #expect(app.runAsAppCode { UIImage(named: "badge")?.size } == CGSize(width: 32, height: 32))
    #expect(app.runAsAppCode { UIImage(named: "nothing") } == nil)
  }

  @Test("UIColor(named:) reads a colour set's components; nil for a missing name")
  func colorsByName() throws {
    let (device, app) = try launched()
    defer { withExtendedLifetime(device) {} }
    #expect(
      app.runAsAppCode { UIColor(named: "Accent") } == UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
    #expect(app.runAsAppCode { UIColor(named: "Missing") } == nil)
  }

  @Test("a toggle's DefaultValue is not in UserDefaults until the app registers it")
  func defaultValueNeedsRegistration() throws {
    let (device, app) = try launched()
    defer { withExtendedLifetime(device) {} }
    #expect(app.runAsAppCode { UserDefaults.standard.bool(forKey: "nightMode") } == false)
    #expect(app.runAsAppCode { UserDefaults.standard.object(forKey: "nightMode") } == nil)
    app.runAsAppCode { UserDefaults.standard.register(defaults: ["nightMode": true]) }
    #expect(app.runAsAppCode { UserDefaults.standard.bool(forKey: "nightMode") } == true)
  }

  @Test("a settings step stores the specifier's type: a multi-value's integer, a text field's string")
  func settingsStepTyped() throws {
    let (device, app) = try launched()
    defer { withExtendedLifetime(device) {} }
    try device.changeSetting(of: "Shelf", key: "fontSize", value: "18")
    try device.changeSetting(of: "Shelf", key: "nickname", value: "007")
    #expect(app.runAsAppCode { UserDefaults.standard.object(forKey: "fontSize") as? Int } == 18)
    #expect(app.runAsAppCode { UserDefaults.standard.string(forKey: "nickname") } == "007")
    #expect(throws: DeviceError.self) { try device.changeSetting(of: "Shelf", key: "fontSize", value: "14") }
  }

  @Test("an app registered without a bundle keeps the made-up identity")
  func withoutBundle() throws {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Plain", appID: "plain"))
    try device.launch("Plain")
    let app = try #require(uikitApp("Plain", in: device))
    #expect(app.runAsAppCode { Bundle.main.bundleIdentifier } == "lifecyclekit.Plain")
    #expect(app.runAsAppCode { NSLocalizedString("title", comment: "") } == "title")
    #expect(app.runAsAppCode { UIColor(named: "Accent") } == nil)
  }
}
