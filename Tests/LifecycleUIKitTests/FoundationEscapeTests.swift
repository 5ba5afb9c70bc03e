import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// An app whose model (`FoundationOnlyDraftStore`) imports Foundation alone.
@MainActor
final class DraftDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  let store = FoundationOnlyDraftStore()

  static let scenarioScript = ScenarioScript(
    for: DraftDelegate.self,
    actions: [
      "save": { app, arguments in app.store.save(arguments.first ?? "") },
      "announce": { app, _ in app.store.announce() },
      "save-own": { _, arguments in UserDefaults.standard.set(arguments.first ?? "", forKey: "draft") },
      "queue-main": { _, _ in FoundationOnlyScheduler.queueOnMain() },
      "queue-later": { _, _ in FoundationOnlyScheduler.queueLater() },
      "queue-global": { _, _ in FoundationOnlyScheduler.queueGlobal() },
      "timer": { _, _ in FoundationOnlyScheduler.startTimer() },
      "operation": { _, _ in FoundationOnlyScheduler.addOperation() },
      "group": { _, _ in FoundationOnlyScheduler.notifyGroup() },
      "run-loop": { _, _ in FoundationOnlyScheduler.performOnRunLoop() },
      "timer-source": { _, _ in
        // In a LifecycleUIKit file too, `queue: .main` is Dispatch's queue (the parameter's type).
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.setEventHandler {}
        source.resume()
        source.cancel()
      },
    ])
}

/// Code that reaches Foundation's process-wide singletons instead of the app's own is caught,
/// named with its fix, and fails the run; the host's defaults keep nothing of it.
@MainActor
@Suite("Escapes to Foundation's singletons are misuses")
struct FoundationEscapeTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("drafts") { DraftDelegate() }

  /// A device with the drafts app installed and launched.
  func launchedDrafts() throws -> Device {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Drafts", appID: "drafts"))
    try device.launch("Drafts")
    return device
  }

  func misuses(_ device: Device) -> [String] {
    device.trace.records.compactMap { if case .misuse(_, let text) = $0.event { text } else { nil } }
  }

  @Test("a Foundation-only file writing UserDefaults.standard is a misuse naming the key, and is put back")
  func foundationDefaultsWrite() throws {
    let device = try launchedDrafts()
    #expect(try device.perform("save", arguments: ["buy milk"], in: "Drafts") == nil)
    let misuse = try #require(misuses(device).first)
    #expect(misuse.contains("UserDefaults.standard"))
    #expect(misuse.contains("\"\(FoundationOnlyDraftStore.key)\""))
    #expect(misuse.contains("import LifecycleUIKit"))
    #expect(FoundationOnlyDraftStore.storedInFoundation == nil, "the host's defaults keep nothing")
  }

  @Test("a post on Foundation's default centre from app code is a misuse naming the notification")
  func foundationCentrePost() throws {
    let device = try launchedDrafts()
    #expect(try device.perform("announce", arguments: [], in: "Drafts") == nil)
    let misuse = try #require(misuses(device).first)
    #expect(misuse.contains("NotificationCenter.default"))
    #expect(misuse.contains("\"DraftSaved\""))
  }

  @Test(
    "Dispatch's queues, Foundation's Timer and OperationQueue reached from a Foundation-only file are misuses",
    arguments: [
      "queue-main", "queue-later", "queue-global", "timer", "operation", "group", "run-loop", "timer-source",
    ])
  func foundationQueues(_ action: String) throws {
    let device = try launchedDrafts()
    #expect(try device.perform(action, arguments: [], in: "Drafts") == nil)
    let found = misuses(device)
    #expect(found.count == 1)
    #expect(
      found.first?.hasPrefix("DispatchQueue, Timer or OperationQueue of Foundation: the app's code queued")
        == true)
    #expect(found.first?.contains("import LifecycleUIKit") == true)
    #expect(
      found.first?.contains("with the switch, `DispatchQueue` and `Timer.scheduledTimer` are the app's")
        == true)
  }

  @Test("the app's own defaults and centre are no misuse")
  func ownSingletonsAreFine() throws {
    let device = try launchedDrafts()
    #expect(try device.perform("save-own", arguments: ["x"], in: "Drafts") == nil)
    device.home()
    #expect(misuses(device).isEmpty)
  }

  @Test("in a scenario, the escape fails the run unless expect misuse names it")
  func escapeFailsTheRun() throws {
    let runner = ScenarioRunner(catalog: catalog)
    let failing = runner.run(
      try ScenarioParser.parse(
        "device profile=ios7\ninstall Drafts app=drafts\nlaunch Drafts\ndo Drafts save milk\nhome",
        file: "escape.scn"))
    #expect(failing.exitCode == 1)
    #expect(failing.failures.contains { $0.actual.contains("UserDefaults.standard") })
    let expected = runner.run(
      try ScenarioParser.parse(
        "device profile=ios7\ninstall Drafts app=drafts\nlaunch Drafts\ndo Drafts save milk\n"
          + "expect misuse Drafts UserDefaults.standard\nhome",
        file: "escape.scn"))
    #expect(expected.exitCode == 0, "\(expected.failures)")
  }
}

/// An app whose Foundation-only model writes while the app becomes active: the last of the
/// several calls into its code that one launch makes.
@MainActor
final class ActivationDraftDelegate: UIResponder, UIApplicationDelegate {
  let store = FoundationOnlyDraftStore()
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }

  func applicationDidBecomeActive(_ application: UIApplication) { store.save("written on activation") }
}

extension FoundationEscapeTests {
  @Test("a write in a later call of the same launch is caught and put back, as in the first")
  func foundationDefaultsWriteLaterInOneInput() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp("activation-drafts") { ActivationDraftDelegate() }
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Drafts", appID: "activation-drafts"))
    try device.launch("Drafts")
    let found = misuses(device)
    #expect(found.count == 1)
    #expect(found.first?.contains("\"\(FoundationOnlyDraftStore.key)\"") == true)
    #expect(FoundationOnlyDraftStore.storedInFoundation == nil, "the host's defaults keep nothing")
    // A second launch after a quit: the same write, caught again (nothing carried over wrongly).
    try device.quit("Drafts")
    try device.launch("Drafts")
    #expect(misuses(device).count == 2)
    #expect(FoundationOnlyDraftStore.storedInFoundation == nil)
  }
}
