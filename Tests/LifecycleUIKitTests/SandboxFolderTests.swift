import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// An app that does nothing; its folders are read as its code.
@MainActor
final class FolderDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

@MainActor
@Suite("Home and temporary folders are the app's sandbox inside its code")
struct SandboxFolderTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("folders") { FolderDelegate() }

  func launched() throws -> (Device, UIKitApp, URL) {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Folders", appID: "folders"))
    try device.launch("Folders")
    let app = try #require(uikitApp("Folders", in: device))
    return (device, app, try #require(device.dataDirectory(of: "Folders")))
  }

  @Test("NSHomeDirectory, NSTemporaryDirectory and FileManager's folders are the app's, as on iOS")
  func shadowedFolders() throws {
    let (device, app, data) = try launched()
    app.runAsAppCode {
      #expect(NSHomeDirectory() == data.path)
      #expect(NSTemporaryDirectory() == data.path + "/tmp/")
      #expect(FileManager.default.temporaryDirectory.path == data.appendingPathComponent("tmp").path)
      #expect(FileManager.default.homeDirectoryForCurrentUser.path == data.path)
    }
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: data.path + "/tmp", isDirectory: &isFolder) && isFolder.boolValue
    )
    #expect(NSHomeDirectory() != data.path, "outside app code the host's home")
    #expect(device.state(of: "Folders") == .active)
  }

  @Test("a file that imports Foundation alone gets the app's folders too inside app code")
  func foundationOnlyFolders() throws {
    let (device, app, data) = try launched()
    app.runAsAppCode {
      #expect(FoundationOnlyClock.home() == data.path)
      #expect(FoundationOnlyClock.temporary() == data.path + "/tmp/")
      #expect(
        FoundationOnlyClock.temporaryURL().standardizedFileURL.path == data.appendingPathComponent("tmp").path
      )
      #expect(
        FoundationOnlyClock.documents().standardizedFileURL.path
          == data.appendingPathComponent("Documents").path)
    }
    #expect(FoundationOnlyClock.home() != data.path)
    #expect(device.state(of: "Folders") == .active)
  }

  @Test("iOS 16's URL.documentsDirectory and its kin are the app's folders, created on first use")
  func urlFolders() throws {
    let (device, app, data) = try launched()
    app.runAsAppCode {
      #expect(URL.documentsDirectory.path == data.appendingPathComponent("Documents").path)
      #expect(URL.libraryDirectory.path == data.appendingPathComponent("Library").path)
      #expect(URL.cachesDirectory.path == data.appendingPathComponent("Library/Caches").path)
      #expect(
        URL.applicationSupportDirectory.path
          == data.appendingPathComponent("Library/Application Support").path)
    }
    var isFolder: ObjCBool = false
    let support = data.appendingPathComponent("Library/Application Support").path
    #expect(FileManager.default.fileExists(atPath: support, isDirectory: &isFolder) && isFolder.boolValue)
    #expect(!URL.documentsDirectory.path.hasPrefix(data.path), "outside app code the host's folder")
    #expect(device.state(of: "Folders") == .active)
  }

  @Test("two apps have two homes")
  func twoApps() throws {
    let (device, first, data) = try launched()
    try device.install(InstallSpec(name: "Other", appID: "folders"))
    try device.launch("Other")
    let second = try #require(uikitApp("Other", in: device))
    let other = try #require(device.dataDirectory(of: "Other"))
    #expect(other != data)
    #expect(second.runAsAppCode { NSHomeDirectory() } == other.path)
    #expect(first.runAsAppCode { NSHomeDirectory() } == data.path)
  }
}
