import LifecycleKit
import Testing

let notesCatalog = AppCatalog.builtIn.addingUIKitApp("notes") { NotesAppDelegate() }

@MainActor
struct NotesLifecycleTests {
  @Test("the note survives a kill while suspended")
  func noteSurvivesAKill() throws {
    let device = try Device(profile: .of(.ios13), catalog: notesCatalog)
    try device.install(InstallSpec(name: "Notes", appID: "notes"))
    try device.launch("Notes")
    _ = try device.drive(.type(.named("note"), text: "buy milk"), in: "Notes")
    device.home()
    try device.jetsam("Notes")
    try device.launch("Notes")
    #expect(try device.value(of: .named("note"), in: "Notes") == "buy milk")
    #expect(device.misuses.isEmpty, "\(device.misuses)")
  }
}

// The guide's app: the README's one screen with one field, saved when the app leaves the
// foreground, with one action and one probe for the tests (`ScenarioScriptable`).

final class NotesAppDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  let noteField = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    noteField.accessibilityIdentifier = "note"
    noteField.text = UserDefaults.standard.string(forKey: "note") ?? ""
    let screen = UIViewController()
    screen.view.addSubview(noteField)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = screen
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    noteField.resignFirstResponder()
    UserDefaults.standard.set(noteField.text, forKey: "note")
  }

  func applicationWillTerminate(_ application: UIApplication) {
    UserDefaults.standard.set(noteField.text, forKey: "note")
  }

  static let scenarioScript = ScenarioScript(
    for: NotesAppDelegate.self,
    actions: [
      // A careless cleanup: it ends a background task it never began.
      "clean-up": { _, _ in UIApplication.shared.endBackgroundTask(.invalid) }
    ],
    probes: ["saved": { _ in UserDefaults.standard.string(forKey: "note") }])
}

/// The snippets of Docs/Testing.md, each compiled and run here: the guide quotes this file
/// (`TestingGuideDocTests` checks every ```swift block of the guide appears here).
@MainActor
@Suite("Docs/Testing.md: the guide's snippets")
struct TestingGuideTests {
  // MARK: Set up a device with your app

  @Test("a device: profile, memory, seed, passcode, catalog")
  func setUp() throws {
    let device = try Device(
      profile: .of(.ios7), memoryBytes: 512 << 20, seed: 42, hasPasscode: true, catalog: notesCatalog)
    try device.install(InstallSpec(name: "Notes", appID: "notes", footprintBytes: 40 << 20))
    try device.install(InstallSpec(name: "Feed", info: AppInfo(backgroundModes: [.fetch])))
    #expect(device.installedApps == ["Notes", "Feed"])
    #expect(device.state(of: "Notes") == .notRunning)
    #expect(device.info(of: "Feed")?.backgroundModes == [.fetch])
    #expect(device.backgroundModes(of: "Feed") == [.fetch])
    #expect(device.environment.profile.generation == .ios7)
  }

  // MARK: Move it through the lifecycle

  @Test("launch, Home, the switcher, quit")
  func launchAndHome() throws {
    let device = try Device(profile: .of(.ios7))
    try device.install(InstallSpec(name: "Notes"))
    try device.install(InstallSpec(name: "Mail"))
    try device.launch("Notes")  // the user taps the icon
    #expect(device.state(of: "Notes") == .active)
    device.home()  // the Home button (or the swipe up)
    #expect(device.state(of: "Notes") == .suspended)
    try device.launch("Mail")
    try device.switchTo("Notes")  // picked in the app switcher
    #expect(device.foregroundApp == "Notes")
    #expect(device.state(of: "Mail") == .suspended)
    try device.quit("Mail")  // swiped away in the app switcher
    #expect(device.state(of: "Mail") == .notRunning)
  }

  @Test("the lock, a call, Notification Center")
  func interruptions() throws {
    let device = try Device(profile: .of(.ios7))
    try device.install(InstallSpec(name: "Notes"))
    try device.launch("Notes")
    device.lock()  // the Sleep/Wake button
    #expect(device.isLocked)
    device.unlock()
    #expect(device.state(of: "Notes") == .active)
    device.call(.incoming)  // a call rings over the app
    #expect(device.state(of: "Notes") == .inactive)
    device.call(.decline)
    #expect(device.state(of: "Notes") == .active)
    device.notificationCenter(open: true)  // pulled down over the app
    #expect(device.state(of: "Notes") == .inactive)
    device.notificationCenter(open: false)
    #expect(device.state(of: "Notes") == .active)
  }

  @Test("memory: a warning, pressure, one app killed, a restart")
  func memory() throws {
    let device = try Device(profile: .of(.ios7), memoryBytes: 256 << 20)
    try device.install(InstallSpec(name: "Notes"))
    try device.install(InstallSpec(name: "Mail"))
    try device.launch("Notes")
    device.memoryWarning()  // applicationDidReceiveMemoryWarning in every app that runs code
    #expect(device.trace.callbacks(of: "Notes").last == .applicationDidReceiveMemoryWarning)
    device.home()
    try device.launch("Mail")
    try device.jetsam("Notes")  // jetsam kills this suspended app: no callback
    #expect(device.state(of: "Notes") == .notRunning)
    #expect(device.reports.map(\.kind) == [.jetsam])
    device.home()
    device.memoryPressure()  // jetsam kills apps out of sight, least recently used first
    #expect(device.state(of: "Mail") == .notRunning)
    device.reboot()  // the device restarts
    #expect(device.state(of: "Mail") == .notRunning)
  }

  @Test("virtual time: background time runs out")
  func time() throws {
    let device = try Device(profile: .of(.ios13))
    try device.install(InstallSpec(name: "Notes"))
    try device.launch("Notes")
    device.home()
    device.advance(by: .seconds(60 * 60))  // an hour, in no time
    #expect(device.now.offset == .seconds(60 * 60))
    #expect(device.state(of: "Notes") == .suspended)
  }

  @Test("wakes: a background fetch, a push, a URL to open")
  func wakes() throws {
    let device = try Device(profile: .of(.ios7))
    try device.install(InstallSpec(name: "Feed", info: AppInfo(backgroundModes: [.fetch])))
    try device.install(InstallSpec(name: "Notes"))
    try device.launch("Feed")
    device.home()
    try device.backgroundFetch("Feed")  // application(_:performFetchWithCompletionHandler:)
    #expect(device.trace.callbacks(of: "Feed").last == .applicationPerformFetch)
    try device.openURL("notes://inbox", in: "Notes")  // launched with the URL
    #expect(device.trace.callbacks(of: "Notes").contains(.applicationOpenURL))
    try device.push(to: "Notes", contentAvailable: false)  // the app in front is told
    #expect(device.trace.callbacks(of: "Notes").last == .applicationDidReceiveRemoteNotification)
  }

  @Test("the Settings app and the device's own changes")
  func changes() throws {
    let device = try Device(profile: .of(.ios7))
    try device.install(InstallSpec(name: "Notes"))
    try device.launch("Notes")
    try device.changeSetting(of: "Notes", key: "fontSize", value: "18")
    #expect(device.settings(of: "Notes")["fontSize"] == .integer(18))
    device.changeLocale(to: "de_DE")  // NSCurrentLocaleDidChangeNotification
    #expect(device.localeIdentifier == "de_DE")
    device.rotate(to: .landscapeLeft)
    device.setBattery(levelPercent: 15, state: .unplugged)
    device.accessory("Dock", connected: true)
    device.significantTimeChange()  // applicationSignificantTimeChange
    device.setMailAccounts(0)
    #expect(device.mailAccountCount == 0)
    device.changeLanguage(to: "fr")  // running apps are terminated
    #expect(device.languageCode == "fr")
    #expect(device.state(of: "Notes") == .notRunning)
  }

  // MARK: Touch the screen

  @Test("type, tap and read what the screen shows")
  func screen() throws {
    let device = try Device(profile: .of(.ios13), catalog: notesCatalog)
    try device.install(InstallSpec(name: "Notes", appID: "notes"))
    try device.launch("Notes")
    let refused = try device.drive(.type(.named("note"), text: "buy milk"), in: "Notes")
    #expect(refused == nil)  // nil: the step happened
    #expect(try device.value(of: .named("note"), in: "Notes") == "buy milk")
    #expect(try device.value(of: .classIndex(className: "UITextField", index: 0), in: "Notes") == "buy milk")
    #expect(!device.userActions(of: "Notes").isEmpty)  // what the explorer would try now
    #expect(throws: DeviceError.self) { try device.rows(of: .named("note"), in: "Notes") }  // not a table
    device.lock()
    let whileLocked = try device.drive(.tap(.named("note")), in: "Notes")
    #expect(whileLocked != nil)  // the policy's reason: nobody can touch a locked screen
  }

  @Test("an action and a probe the app declares")
  func actionsAndProbes() throws {
    let device = try Device(profile: .of(.ios13), catalog: notesCatalog)
    try device.install(InstallSpec(name: "Notes", appID: "notes"))
    try device.launch("Notes")
    _ = try device.drive(.type(.named("note"), text: "eggs"), in: "Notes")
    #expect(try device.probe("saved", of: "Notes") == nil)
    device.home()
    #expect(try device.probe("saved", of: "Notes") == "eggs")
    try device.launch("Notes")
    #expect(try device.perform("clean-up", arguments: [], in: "Notes") == nil)
    #expect(device.misuses(of: "Notes").count == 1)
  }

  // MARK: Read state

  @Test("the app's own objects")
  func delegate() throws {
    let device = try Device(profile: .of(.ios13), catalog: notesCatalog)
    try device.install(InstallSpec(name: "Notes", appID: "notes"))
    try device.launch("Notes")
    let notes = try #require(device.appDelegate(of: "Notes", as: NotesAppDelegate.self))
    notes.noteField.text = "buy milk"
    let saved = try device.runAsAppCode(of: "Notes", as: NotesAppDelegate.self) { notes in
      notes.applicationDidEnterBackground(UIApplication.shared)
      return UserDefaults.standard.string(forKey: "note")
    }
    #expect(saved == "buy milk")
  }

  @Test("the device, the trace and the reports")
  func trace() throws {
    let device = try Device(profile: .of(.ios4))
    try device.install(InstallSpec(name: "Notes"))
    try device.launch("Notes")
    device.home()
    #expect(device.recents == ["Notes"])
    #expect(device.usedMemoryBytes == 20 << 20)
    #expect(
      device.trace.callbacks(of: "Notes") == [
        .applicationDidFinishLaunching, .applicationDidBecomeActive,
        .applicationWillResignActive, .applicationDidEnterBackground,
      ])
    #expect(device.trace.states(of: "Notes").last == .suspended)
    #expect(device.trace.steps == ["install Notes app=tracer footprint=20MB", "launch Notes", "home"])
    #expect(device.deliveries(of: "Notes").count == 8)  // callbacks and notifications
    #expect(device.snapshot(of: "Notes") != nil)  // the app switcher's picture
    #expect(device.dataDirectory(of: "Notes") != nil)  // its sandbox's folders, on disk
    #expect(device.leftOverWork.isEmpty)  // no work or background task still pending
    #expect(device.reports.isEmpty)
    print(device.trace)  // every step, callback, state change and kill, in virtual time
  }

  // MARK: Check for data loss across a kill

  @Test("what the user typed survives every way the app can end", arguments: OSGeneration.allCases)
  func survives(generation: OSGeneration) throws {
    let device = try Device(profile: .of(generation), catalog: notesCatalog)
    try device.install(InstallSpec(name: "Notes", appID: "notes"))
    try device.launch("Notes")
    _ = try device.drive(.type(.named("note"), text: "buy milk"), in: "Notes")
    device.home()
    device.memoryPressure()  // a suspended app is killed with no callback
    try device.launch("Notes")
    #expect(try device.value(of: .named("note"), in: "Notes") == "buy milk")
    device.reboot()
    try device.launch("Notes")
    #expect(try device.value(of: .named("note"), in: "Notes") == "buy milk")
    #expect(device.reports.allSatisfy { $0.kind == .jetsam }, "\(device.reports)")
  }

  // MARK: Expect a misuse

  @Test("a misuse is expected, and read")
  func misuse() throws {
    let device = try Device(profile: .of(.ios7), catalog: notesCatalog)
    try device.install(InstallSpec(name: "Notes", appID: "notes"))
    try device.launch("Notes")
    _ = try device.perform("clean-up", arguments: [], in: "Notes")
    device.warnsOfMisuses = false  // none unread goes to standard error at the end
    let invalid = UIBackgroundTaskIdentifier.invalid.rawValue
    #expect(device.misuses.map(\.kind) == [.unbalancedEndBackgroundTask(identifier: invalid)])
    #expect(device.misuses(of: "Notes").first?.contains("unbalanced") == true)
  }

  // MARK: Choose an iOS generation

  @Test("one profile per generation", arguments: OSGeneration.allCases)
  func generations(generation: OSGeneration) throws {
    let device = try Device(profile: .of(generation))
    try device.install(InstallSpec(name: "Notes"))
    try device.launch("Notes")
    device.home()
    let expected: AppState = generation == .ios3 ? .notRunning : .suspended
    #expect(device.state(of: "Notes") == expected)
  }

  @Test("an iPhone 3G on iOS 4: no multitasking")
  func noMultitasking() throws {
    let device = try Device(profile: .of(.ios4), multitaskingSupported: false)
    try device.install(InstallSpec(name: "Notes"))
    try device.launch("Notes")
    device.home()
    #expect(device.state(of: "Notes") == .notRunning)
    #expect(device.trace.callbacks(of: "Notes").last == .applicationWillTerminate)
  }

  // MARK: Run a scenario file

  @Test("a scenario in the test")
  func scenario() throws {
    let scenario = try ScenarioParser.parse(
      """
      device profile=ios4 memory=256MB
      install Notes app=notes
      launch Notes
      type Notes note "buy milk"
      home
      memory-pressure
      expect state Notes notRunning
      launch Notes
      expect Notes value note == "buy milk"
      """, file: "notes.scn")
    let result = ScenarioRunner(catalog: notesCatalog).run(scenario)
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(result.error == nil)
  }

  @Test("one scenario step on a device")
  func carryOut() throws {
    let device = try Device(profile: .of(.ios7))
    try device.install(InstallSpec(name: "Notes"))
    _ = try device.carryOut(.launch(app: "Notes"))
    _ = try device.carryOut(.home)
    #expect(device.state(of: "Notes") == .suspended)
  }

  @Test("a scenario file, on every profile")
  func scenarioFile() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/Scenarios/home-ios4-suspends.scn")
    let scenario = try ScenarioParser.parse(contentsOf: file)
    let result = ScenarioRunner().run(scenario)
    #expect(result.exitCode == 0, "\(result.failures)")
    let onIOS3 = ScenarioRunner().run(scenario.on(.ios3))  // Home terminates there
    #expect(onIOS3.exitCode == 1)
  }

  @Test("the explorer, from a test")
  func explorer() throws {
    let found = try explore(catalog: notesCatalog, app: "notes", profiles: [.ios4], depth: 2)
    // It tries the app's own actions too, and finds the careless clean-up.
    #expect(found.findings.map(\.invariant) == [.noMisuse], "\(found.scenarios)")
  }

  // MARK: Determinism

  @Test("the same steps and seed give the same trace")
  func determinism() throws {
    func run() throws -> Trace {
      let device = try Device(profile: .of(.ios13), seed: 7, catalog: notesCatalog)
      try device.install(InstallSpec(name: "Notes", appID: "notes"))
      try device.launch("Notes")
      device.home()
      device.advance(by: .seconds(30))
      device.memoryPressure()
      return device.trace
    }
    #expect(try run() == run())
    #expect(TraceRenderer.text(try run()) == TraceRenderer.text(try run()))
  }
}
