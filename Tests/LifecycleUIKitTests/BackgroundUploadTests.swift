import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// The snippet of the article “Lifecycle and state transitions”, with `DispatchQueue.global().async
/// { … }` replaced by `WorkQueue.global().async(taking:) { … }`: the upload takes virtual time (the
/// `uploadSeconds` setting) instead of real time on a real thread.
@MainActor
final class UploadAppDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  var bgTask: UIBackgroundTaskIdentifier = .invalid
  var uploaded = false

  func applicationDidEnterBackground(_ application: UIApplication) {
    bgTask = application.beginBackgroundTask(withName: "finishUpload") {
      application.endBackgroundTask(self.bgTask)
      self.bgTask = .invalid
    }

    WorkQueue.global().async(taking: .seconds(UserDefaults.standard.integer(forKey: "uploadSeconds"))) {
      self.uploadRemainingData()
      application.endBackgroundTask(self.bgTask)
      self.bgTask = .invalid
    }
  }

  func uploadRemainingData() { uploaded = true }

  static let scenarioScript = ScenarioScript(
    for: UploadAppDelegate.self,
    probes: [
      "uploaded": { app in String(app.uploaded) },
      "task": { app in app.bgTask == .invalid ? nil : String(app.bgTask.rawValue) },
    ])
}

/// The README's version: the same, with a guard so that work finishing after the expiration
/// handler does not end the task a second time.
@MainActor
final class GuardedUploadAppDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  var bgTask: UIBackgroundTaskIdentifier = .invalid
  var uploaded = false

  func applicationDidEnterBackground(_ application: UIApplication) {
    bgTask = application.beginBackgroundTask(withName: "finishUpload") {
      application.endBackgroundTask(self.bgTask)
      self.bgTask = .invalid
    }

    WorkQueue.global().async(taking: .seconds(UserDefaults.standard.integer(forKey: "uploadSeconds"))) {
      self.uploaded = true
      guard self.bgTask != .invalid else { return }
      application.endBackgroundTask(self.bgTask)
      self.bgTask = .invalid
    }
  }

  static let scenarioScript = ScenarioScript(
    for: GuardedUploadAppDelegate.self, probes: ["uploaded": { app in String(app.uploaded) }])
}

@MainActor
@Suite("Finishing an upload in the background (“Lifecycle and state transitions”)")
struct BackgroundUploadTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("upload") { UploadAppDelegate() }

  /// The profile's budget, an upload well within it, and one longer than it.
  nonisolated static let cases: [(OSGeneration, budget: Int, short: Int, long: Int)] = [
    (.ios7, 180, 40, 400), (.ios13, 30, 10, 100),
  ]

  func uploadApp(_ generation: OSGeneration, uploadSeconds: Int) throws -> Device {
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "Upload", appID: "upload"))
    try device.changeSetting(of: "Upload", key: "uploadSeconds", value: String(uploadSeconds))
    try device.launch("Upload")
    device.home()
    return device
  }

  @Test("a short upload ends its task and the app is suspended", arguments: cases)
  func shortUpload(_ row: (OSGeneration, budget: Int, short: Int, long: Int)) throws {
    let device = try uploadApp(row.0, uploadSeconds: row.short)
    #expect(device.state(of: "Upload") == .background)
    #expect(try device.probe("task", of: "Upload") != nil)
    let remaining = try #require(uikitApp("Upload", in: device)?.application?.backgroundTimeRemaining)
    #expect(remaining == TimeInterval(row.budget))
    device.advance(by: .seconds(row.short))
    #expect(device.state(of: "Upload") == .suspended)
    #expect(try device.probe("uploaded", of: "Upload") == "true")
    #expect(try device.probe("task", of: "Upload") == nil)
    #expect(device.reports.isEmpty)
    #expect(device.misuses.isEmpty)
    #expect(device.leftOverWork.isEmpty)
  }

  @Test(
    "an upload longer than the budget gets the expiration handler, which ends the task: suspended, not killed",
    arguments: cases)
  func longUpload(_ row: (OSGeneration, budget: Int, short: Int, long: Int)) throws {
    let device = try uploadApp(row.0, uploadSeconds: row.long)
    device.advance(by: .seconds(row.budget + 10))
    #expect(device.state(of: "Upload") == .suspended)
    #expect(device.reports.isEmpty)
    #expect(try device.probe("uploaded", of: "Upload") == "false")
    let expired = try #require(
      device.trace.records.first { if case .expirationHandler = $0.event { true } else { false } })
    #expect(expired.time == .seconds(row.budget - 5))
    #expect(device.leftOverWork.contains { $0.contains("'global' frozen") })
  }

  @Test(
    "the frozen upload finishes after the app comes back; its endBackgroundTask(.invalid) is reported as misuse"
  )
  func frozenUploadResumes() throws {
    let device = try uploadApp(.ios13, uploadSeconds: 100)
    device.advance(by: .seconds(40))
    try device.launch("Upload")
    device.advance(by: .seconds(75))
    #expect(try device.probe("uploaded", of: "Upload") == "true")
    // The app ends UIBackgroundTaskInvalid, 0: no open task has that identifier.
    #expect(device.misuses.map(\.kind) == [.unbalancedEndBackgroundTask(identifier: 0)])
  }

  @Test("the README's guarded version finishes after the app comes back with no misuse")
  func guardedUploadHasNoMisuse() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp("guarded-upload") { GuardedUploadAppDelegate() }
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Upload", appID: "guarded-upload"))
    try device.changeSetting(of: "Upload", key: "uploadSeconds", value: "100")
    try device.launch("Upload")
    device.home()
    device.advance(by: .seconds(40))
    #expect(device.state(of: "Upload") == .suspended)
    try device.launch("Upload")
    device.advance(by: .seconds(75))
    #expect(try device.probe("uploaded", of: "Upload") == "true")
    #expect(device.misuses.isEmpty)
    #expect(device.reports.isEmpty)
  }
}
