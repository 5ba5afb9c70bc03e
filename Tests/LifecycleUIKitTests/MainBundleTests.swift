import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

@MainActor
@Suite("Bundle.main in app code is the app's: its identifier and the Info.plist keys it declares")
struct MainBundleTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("jot") { JotAppDelegate() }

  func launched() throws -> (Device, UIKitApp, UIKitApp) {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(
      InstallSpec(
        name: "Jot", appID: "jot", info: AppInfo(exitsOnSuspend: true, backgroundModes: [.fetch, .audio])))
    try device.install(InstallSpec(name: "Other Jot", appID: "jot", info: AppInfo(adoptsScenes: true)))
    try device.launch("Jot")
    let jot = try #require(uikitApp("Jot", in: device))
    try device.launch("Other Jot")
    let other = try #require(uikitApp("Other Jot", in: device))
    return (device, jot, other)
  }

  @Test("the identifier is made from the app's name on the device, one for each app")
  func identifierIsTheApps() throws {
    let (device, jot, other) = try launched()
    defer { withExtendedLifetime(device) {} }
    #expect(jot.runAsAppCode { Bundle.main.bundleIdentifier } == "lifecyclekit.Jot")
    #expect(other.runAsAppCode { Bundle.main.bundleIdentifier } == "lifecyclekit.Other-Jot")
    #expect(
      jot.runAsAppCode { Bundle.main.object(forInfoDictionaryKey: "CFBundleIdentifier") as? String }
        == "lifecyclekit.Jot")
    #expect(
      jot.runAsAppCode { Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String } == "1.0")
  }

  @Test("the Info.plist holds the keys the install line declares, and nothing for keys it does not")
  func infoPlistKeysAreTheDeclaredOnes() throws {
    let (device, jot, other) = try launched()
    defer { withExtendedLifetime(device) {} }
    #expect(
      jot.runAsAppCode { Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] }
        == ["audio", "fetch"])
    #expect(jot.runAsAppCode { Bundle.main.infoDictionary?["UIApplicationExitsOnSuspend"] as? Bool } == true)
    #expect(
      jot.runAsAppCode { Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") } == nil)
    #expect(other.runAsAppCode { Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") } == nil)
    #expect(
      other.runAsAppCode { Bundle.main.object(forInfoDictionaryKey: "UIApplicationExitsOnSuspend") } == nil)
    #expect(
      other.runAsAppCode { Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") != nil })
    #expect(jot.runAsAppCode { Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") } == nil)
  }

  @Test("outside app code, and in a file that imports Foundation alone, the host executable's bundle answers")
  func hostOutsideApps() throws {
    let (device, jot, _) = try launched()
    defer { withExtendedLifetime(device) {} }
    #expect(Bundle.main.bundleIdentifier == nil)
    #expect(Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") == nil)
    // Foundation's own, which the LifecycleLint plugin reports in such a file.
    #expect(jot.runAsAppCode { FoundationOnlyBundle.identifier } == nil)
    #expect(jot.runAsAppCode { FoundationOnlyBundle.backgroundModes } == nil)
  }
}
