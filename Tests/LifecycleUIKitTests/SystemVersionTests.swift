import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@MainActor
@Suite("ProcessInfo's OS version is the device's iOS version in app code, Foundation-only files included")
struct SystemVersionTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("plain") { JotAppDelegate() }

  func launched(_ generation: OSGeneration) throws -> (Device, UIKitApp) {
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "Plain", appID: "plain"))
    try device.launch("Plain")
    return (device, try #require(uikitApp("Plain", in: device)))
  }

  @Test(
    "operatingSystemVersion is the profile's first release: an app asking for iOS 8 gets no on ios7 (iOS 7–12), yes on ios13",
    arguments: [(OSGeneration.ios4, 4), (.ios7, 7), (.ios13, 13)])
  func versionIsTheProfiles(generation: OSGeneration, major: Int) throws {
    let (device, app) = try launched(generation)
    defer { withExtendedLifetime(device) {} }
    let version = app.runAsAppCode { ProcessInfo.processInfo.operatingSystemVersion }
    #expect((version.majorVersion, version.minorVersion, version.patchVersion) == (major, 0, 0))
    #expect(app.runAsAppCode { FoundationOnlySystemVersion.major } == major)
    #expect(app.runAsAppCode { FoundationOnlySystemVersion.isAtLeast(8) } == (major >= 8))
    #expect(app.runAsAppCode { ProcessInfo.processInfo.operatingSystemVersionString } == "Version \(major).0")
  }

  @Test("outside app code they are the host's: the kernel's release, the distribution's name")
  func hostOutsideApps() throws {
    let (device, _) = try launched(.ios13)
    defer { withExtendedLifetime(device) {} }
    var host = utsname()
    #expect(uname(&host) == 0)
    let release = withUnsafeBytes(of: &host.release) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    #expect(FoundationOnlySystemVersion.major == Int(release.prefix { $0.isNumber }))
    #expect(!ProcessInfo.processInfo.operatingSystemVersionString.hasPrefix("Version 13"))
  }
}
