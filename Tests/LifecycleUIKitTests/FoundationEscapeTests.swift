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
      "save-typed": { app, _ in app.store.saveTyped() },
      "forget": { app, _ in app.store.forget() },
      "register": { app, _ in app.store.registerDefaults() },
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
    ],
    probes: [
      "saved": { app in app.store.saved },
      "sort": { app in app.store.sort },
      "own": { _ in UserDefaults.standard.string(forKey: FoundationOnlyDraftStore.key) },
    ])
}

/// Code that reaches Foundation's process-wide singletons instead of the app's own: its defaults
/// and posts are carried into the app, as on iOS; its queues are caught, named with their fix,
/// and fail the run; the host's defaults keep nothing of it.
@MainActor
@Suite(
  "Foundation's singletons in a Foundation-only file: defaults and posts are the app's; queues are misuses")
struct FoundationEscapeTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("drafts") { DraftDelegate() }

  /// A device with the drafts app installed and launched.
  func launchedDrafts() throws -> Device {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Drafts", appID: "drafts"))
    try device.launch("Drafts")
    return device
  }

  func misuses(_ device: Device) -> [String] { device.misuses.map(\.text) }

  @Test(
    "a Foundation-only file's UserDefaults.standard is the app's own: switch files read it, the host's keep nothing"
  )
  func foundationDefaultsAreTheApps() throws {
    let device = try launchedDrafts()
    #expect(try device.perform("save", arguments: ["buy milk"], in: "Drafts") == nil)
    #expect(try device.probe("saved", of: "Drafts") == "buy milk")
    #expect(try device.probe("own", of: "Drafts") == "buy milk")
    #expect(device.settings(of: "Drafts")[FoundationOnlyDraftStore.key] == .string("buy milk"))
    #expect(FoundationOnlyDraftStore.inFoundation() == nil, "the host's defaults keep nothing")
    #expect(misuses(device).isEmpty)
    #expect(try device.perform("forget", arguments: [], in: "Drafts") == nil)
    #expect(try device.probe("own", of: "Drafts") == nil)
  }

  @Test("each app has its own: a second app does not read the first one's, and a kill does not reset it")
  func foundationDefaultsPerApp() throws {
    let device = try launchedDrafts()
    try device.install(InstallSpec(name: "Other", appID: "drafts"))
    _ = try device.perform("save", arguments: ["eggs"], in: "Drafts")
    try device.launch("Other")
    #expect(try device.probe("saved", of: "Other") == nil)
    try device.jetsam("Drafts")
    try device.launch("Drafts")
    #expect(try device.probe("saved", of: "Drafts") == "eggs")
  }

  @Test("values keep their types both ways; dictionaryRepresentation is the app's")
  func foundationDefaultsTypes() throws {
    let device = try launchedDrafts()
    _ = try device.perform("save-typed", arguments: [], in: "Drafts")
    let settings = device.settings(of: "Drafts")
    #expect(settings["count"] == .integer(5))
    #expect(settings["flag"] == .boolean(true))
    #expect(settings["ratio"] == .real(2.5))
    #expect(settings["names"] == .array([.string("a"), .string("b")]))
    #expect(settings["table"] == .dictionary(["n": .integer(1)]))
    let app = try #require(uikitApp("Drafts", in: device))
    let read = app.runAsAppCode { () -> [String] in
      let store = DraftDelegate().store
      let all = store.everything
      return [
        "\(all["count"] as? Int ?? -1)", "\(all["flag"] as? Bool ?? false)",
        "\(all["ratio"] as? Double ?? 0)",
        "\(all["names"] as? [String] ?? [])", "\(all["AppleLocale"] as? String ?? "none")",
      ]
    }
    #expect(read == ["5", "true", "2.5", "[\"a\", \"b\"]", "en_US"])
  }

  @Test(
    "a post on Foundation's default centre from app code reaches the app's own observers, with its user info")
  func foundationCentrePost() throws {
    let device = try launchedDrafts()
    let app = try #require(uikitApp("Drafts", in: device))
    nonisolated(unsafe) var heard: [String] = []
    let token = app.runAsAppCode {
      NotificationCenter.default.addObserver(
        forName: Notification.Name("DraftSaved"), object: nil, queue: .main
      ) {
        heard.append(
          "\($0.name.rawValue) \($0.userInfo?["n"] as? Int ?? 0) \($0.object is FoundationOnlyDraftStore)")
      }
    }
    #expect(try device.perform("announce", arguments: [], in: "Drafts") == nil)
    #expect(heard == ["DraftSaved 1 true"])
    #expect(misuses(device).isEmpty)
    app.runAsAppCode { NotificationCenter.default.removeObserver(token) }
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
        "device profile=ios7\ninstall Drafts app=drafts\nlaunch Drafts\ndo Drafts queue-main\nhome",
        file: "escape.scn"))
    #expect(failing.exitCode == 1)
    #expect(failing.failures.contains { $0.actual.contains("DispatchQueue, Timer or OperationQueue") })
    let expected = runner.run(
      try ScenarioParser.parse(
        "device profile=ios7\ninstall Drafts app=drafts\nlaunch Drafts\ndo Drafts queue-main\n"
          + "expect misuse Drafts DispatchQueue\nhome",
        file: "escape.scn"))
    #expect(expected.exitCode == 0, "\(expected.failures)")
  }
}

/// An app whose Foundation-only model registers its defaults while the app becomes active: the
/// last of the several calls into its code that one launch makes.
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

  func applicationDidBecomeActive(_ application: UIApplication) { store.registerDefaults() }
}

extension FoundationEscapeTests {
  @Test(
    "what a Foundation-only file registers, in a later call of the same launch too, the app's defaults answer"
  )
  func foundationRegistrationLaterInOneInput() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp("activation-drafts") { ActivationDraftDelegate() }
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Drafts", appID: "activation-drafts"))
    try device.launch("Drafts")
    let app = try #require(uikitApp("Drafts", in: device))
    #expect(app.runAsAppCode { UserDefaults.standard.string(forKey: "lifecyclekit-tests-sort") } == "name")
    #expect(misuses(device).isEmpty)
    // The next process registers the same again, for itself.
    device.home()
    try device.jetsam("Drafts")
    try device.launch("Drafts")
    let relaunched = try #require(uikitApp("Drafts", in: device))
    #expect(
      relaunched.runAsAppCode { UserDefaults.standard.string(forKey: "lifecyclekit-tests-sort") } == "name")
  }
}

/// An app whose Foundation-only model reads the sort order without registering it.
@MainActor
final class SortReaderDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  let store = FoundationOnlyDraftStore()

  static let scenarioScript = ScenarioScript(
    for: SortReaderDelegate.self, probes: ["sort": { app in app.store.sort }])
}

extension FoundationEscapeTests {
  /// A device with `Drafts`, whose Foundation-only model registers the sort order, launched,
  /// and `Reader`, whose model reads it without registering it, installed.
  func draftsAndReader() throws -> Device {
    let catalog = AppCatalog.builtIn.addingUIKitApp("activation-drafts") { ActivationDraftDelegate() }
      .addingUIKitApp("sort-reader") { SortReaderDelegate() }
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Drafts", appID: "activation-drafts"))
    try device.install(InstallSpec(name: "Reader", appID: "sort-reader"))
    try device.launch("Drafts")
    return device
  }

  @Test("a Foundation-only read of a key only another app registered answers nil, as on iOS, with no misuse")
  func readOfAnotherAppsRegistration() throws {
    let device = try draftsAndReader()
    try device.launch("Reader")
    #expect(try device.probe("sort", of: "Reader") == nil)
    let reader = try #require(uikitApp("Reader", in: device))
    #expect(reader.runAsAppCode { FoundationOnlyDraftStore().everything["lifecyclekit-tests-sort"] } == nil)
    #expect(misuses(device).isEmpty)
  }

  @Test("the app that registered the key reads it, and so does an app that set it itself, with no misuse")
  func ownRegistrationIsFine() throws {
    let device = try draftsAndReader()
    let drafts = try #require(uikitApp("Drafts", in: device))
    #expect(drafts.runAsAppCode { FoundationOnlyDraftStore().sort } == "name")
    #expect(
      drafts.runAsAppCode { FoundationOnlyDraftStore().everything["lifecyclekit-tests-sort"] as? String }
        == "name")
    try device.launch("Reader")
    let reader = try #require(uikitApp("Reader", in: device))
    reader.runAsAppCode { UserDefaults.standard.set("date", forKey: "lifecyclekit-tests-sort") }
    #expect(reader.runAsAppCode { FoundationOnlyDraftStore().sort } == "date")
    #expect(misuses(device).isEmpty)
  }

  @Test(
    "two installs of one app each register for themselves: the second's registration of the same value counts"
  )
  func sameRegistrationInTwoApps() throws {
    let device = try draftsAndReader()
    try device.install(InstallSpec(name: "Drafts 2", appID: "activation-drafts"))
    try device.launch("Drafts 2")
    let second = try #require(uikitApp("Drafts 2", in: device))
    // Its switch files see what its Foundation-only model registered.
    #expect(second.runAsAppCode { UserDefaults.standard.string(forKey: "lifecyclekit-tests-sort") } == "name")
    #expect(second.runAsAppCode { FoundationOnlyDraftStore().sort } == "name")
    #expect(misuses(device).isEmpty)
  }

  @Test("a registration lasts as long as the process that made it, and never reaches Foundation's own table")
  func registrationIsPerProcess() throws {
    let device = try launchedDrafts()
    #expect(try device.probe("sort", of: "Drafts") == nil)
    _ = try device.perform("register", arguments: [], in: "Drafts")
    #expect(try device.probe("sort", of: "Drafts") == "name")
    #expect(
      FoundationOnlyDraftStore.inFoundation("lifecyclekit-tests-sort") == nil,
      "outside app code, Foundation's table holds nothing")
    device.home()
    try device.jetsam("Drafts")
    try device.launch("Drafts")
    #expect(try device.probe("sort", of: "Drafts") == nil, "the new process has not registered")
    #expect(misuses(device).isEmpty)
  }

  @Test("what host code registers outside any app, and the host's arguments, app code does not read")
  func hostRegistrationsStayTheHosts() throws {
    let device = try launchedDrafts()
    FoundationOnlyDraftStore.registerInFoundation("lifecyclekit-tests-host-only", "host")
    #expect(FoundationOnlyDraftStore.inFoundation("lifecyclekit-tests-host-only") == "host")
    let app = try #require(uikitApp("Drafts", in: device))
    #expect(
      app.runAsAppCode { FoundationOnlyDraftStore().string(for: "lifecyclekit-tests-host-only") } == nil)
    #expect(app.runAsAppCode { FoundationOnlyDraftStore().everything["lifecyclekit-tests-host-only"] } == nil)
    FoundationOnlyDraftStore.setHostArgument("lifecyclekit-tests-argument", "host")
    #expect(FoundationOnlyDraftStore.inFoundation("lifecyclekit-tests-argument") == "host")
    #expect(app.runAsAppCode { FoundationOnlyDraftStore().string(for: "lifecyclekit-tests-argument") } == nil)
    // A value the app sets is the one it reads, where Foundation would answer the argument first.
    app.runAsAppCode { FoundationOnlyDraftStore().set("mine", for: "lifecyclekit-tests-argument") }
    #expect(
      app.runAsAppCode { FoundationOnlyDraftStore().string(for: "lifecyclekit-tests-argument") } == "mine")
    #expect(FoundationOnlyDraftStore.standardIsAppScoped)
  }
}
