import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

@MainActor
@Suite(
  "State restoration in two phases (“Lifecycle and state transitions”; “Preserving your app's UI across launches”)"
)
struct RestorationPhaseTests {
  /// Nav → [List (made by the app), Detail (restoration class), Extra (restoration class)].
  static func stack(_ options: RestoringAppDelegate.Options = .init()) -> RestoringAppDelegate.Options {
    var options = options
    options.build = { app in
      let navigation = UINavigationController(rootViewController: RecordingController("List", log: app.log))
      navigation.restorationIdentifier = "Nav"
      app.show(navigation)
    }
    return options
  }

  /// Launches, pushes Detail and Extra, sets values, and kills the app in the background.
  func preservedStack(
    _ generation: OSGeneration, _ options: RestoringAppDelegate.Options = stack()
  ) throws -> (Device, RestorationLog) {
    let log = RestorationLog()
    let device = try launchedNotes(generation, log, options)
    let app = try #require(restoringDelegate(device))
    let navigation = try #require(app.window?.rootViewController as? UINavigationController)
    uikitApp("Notes", in: device)?.runAsAppCode {
      for name in ["Detail", "Extra"] {
        navigation.pushViewController(
          RecordingController(name, log: log, restorationClass: RecordingRestorer.self), animated: false)
      }
      for case let controller as RecordingController in navigation.viewControllers {
        controller.value = "\(controller.restorationIdentifier!) value"
      }
    }
    device.home()
    device.memoryPressure()
    log.events.removeAll()
    return (device, log)
  }

  func stackNames(_ device: Device) -> [String] {
    let navigation = restoringDelegate(device)?.window?.rootViewController as? UINavigationController
    return navigation?.viewControllers.map { $0.restorationIdentifier ?? "nil" } ?? []
  }

  @Test(
    "a restored controller appears once its state is decoded and the launch methods have returned, not before"
  )
  func appearsAfterRestoring() throws {
    let (device, log) = try preservedStack(.ios7)
    log.logsAppearance = true
    try device.launch("Notes")
    let decode = try #require(log.events.firstIndex(of: "decode Extra Extra value"))
    let finished = try #require(log.events.firstIndex(of: "didFinishLaunching"))
    let appeared = try #require(log.events.firstIndex(of: "viewDidAppear Extra"))
    #expect(decode < finished && finished < appeared)
    #expect(log.events.filter { $0.hasPrefix("viewDidAppear") } == ["viewDidAppear Extra"])
  }

  @Test(
    "the hierarchy is rebuilt, every restored view loaded, then the state decoded, all before didFinishLaunching"
  )
  func twoPhases() throws {
    let (device, log) = try preservedStack(.ios7)
    try device.launch("Notes")
    #expect(
      log.events == [
        "willFinishLaunching", "viewDidLoad List", "shouldRestore secure=false version=1.0",
        "delegate Nav", "delegate Nav/List", "restorer Nav/Detail", "restorer Nav/Extra", "viewDidLoad Extra",
        "viewDidLoad Detail", "decode List List value", "decode Detail Detail value",
        "decode Extra Extra value",
        "didDecode app state", "finished List", "finished Detail", "finished Extra", "didFinishLaunching",
      ])
    #expect(stackNames(device) == ["List", "Detail", "Extra"])
    #expect(restorationLines(device).first == "state restored: Nav, Nav/List, Nav/Detail, Nav/Extra")
  }

  @Test(
    "applicationFinishedRestoringState comes on iOS 7 and later, never on iOS 6 (“Preserving your app's UI across launches”)"
  )
  func finishedRestoringByGeneration() throws {
    for generation in [OSGeneration.ios6, .ios7, .ios13] {
      let (device, log) = try preservedStack(generation)
      try device.launch("Notes")
      let finished = log.events("finished")
      #expect(
        finished == (generation == .ios6 ? [] : ["finished List", "finished Detail", "finished Extra"]))
      #expect(log.events("decode").count == 3, "\(generation)")
      let afterDecoding = log.events.drop { $0 != "didDecode app state" }
      #expect(
        Array(afterDecoding) == ["didDecode app state"] + finished + ["didFinishLaunching"], "\(generation)")
    }
  }

  @Test(
    "a navigation stack may repeat a restoration identifier: each pushed controller comes back with its own state"
  )
  func repeatedIdentifierInStack() throws {
    let log = RestorationLog()
    let device = try launchedNotes(.ios7, log, Self.stack())
    let navigation = try #require(
      restoringDelegate(device)?.window?.rootViewController as? UINavigationController)
    uikitApp("Notes", in: device)?.runAsAppCode {
      for value in ["first", "second", "third"] {
        let detail = RecordingController("Detail", log: log, restorationClass: RecordingRestorer.self)
        detail.value = value
        navigation.pushViewController(detail, animated: false)
      }
    }
    try killWhileSuspendedAndRelaunch(device)
    #expect(stackNames(device) == ["List", "Detail", "Detail", "Detail"])
    let restored = try #require(
      restoringDelegate(device)?.window?.rootViewController as? UINavigationController)
    #expect(
      restored.viewControllers.dropFirst().map { ($0 as? RecordingController)?.value } == [
        "first", "second", "third",
      ])
    #expect(
      log.events("restorer").suffix(3) == [
        "restorer Nav/Detail", "restorer Nav/Detail", "restorer Nav/Detail",
      ])
    #expect(!device.trace.logs(of: "Notes").contains { $0.contains("not preserved") })
  }

  @Test(
    "a presented controller is preserved with its presenter and presented again, its state decoded, before didFinishLaunching"
  )
  func presentedController() throws {
    for generation in [OSGeneration.ios6, .ios7, .ios13] {
      let log = RestorationLog()
      let device = try launchedNotes(generation, log, Self.stack())
      let navigation = try #require(
        restoringDelegate(device)?.window?.rootViewController as? UINavigationController)
      uikitApp("Notes", in: device)?.runAsAppCode {
        let modal = RecordingController("Modal", log: log, restorationClass: RecordingRestorer.self)
        modal.value = "half written"
        navigation.present(modal, animated: false)
      }
      device.home()
      device.memoryPressure()
      log.events.removeAll()
      try device.launch("Notes")
      let restored = try #require(
        restoringDelegate(device)?.window?.rootViewController as? UINavigationController)
      let modal = try #require(restored.presentedViewController as? RecordingController, "\(generation)")
      #expect(modal.value == "half written", "\(generation)")
      #expect(modal.presentingViewController === restored, "\(generation)")
      #expect(modal.view.window != nil, "\(generation)")
      let restorer = try #require(log.events.firstIndex(of: "restorer Nav/Modal"), "\(generation)")
      let decoded = try #require(log.events.firstIndex(of: "decode Modal half written"), "\(generation)")
      let finished = try #require(log.events.firstIndex(of: "didFinishLaunching"), "\(generation)")
      #expect(restorer < decoded && decoded < finished, "\(generation)")
      #expect(restorationLines(device).first == "state restored: Nav, Nav/List, Nav/Modal", "\(generation)")
    }
  }

  @Test("a restoration class that answers nil skips its controller and its children, with no other search")
  func restorationClassDeclines() throws {
    var options = Self.stack()
    options.restorerDeclines = ["Nav/Detail"]
    let (device, log) = try preservedStack(.ios7, options)
    try device.launch("Notes")
    #expect(
      log.events("restorer", "delegate") == [
        "delegate Nav", "delegate Nav/List", "restorer Nav/Detail", "restorer Nav/Extra",
      ])
    #expect(stackNames(device) == ["List", "Extra"])
    #expect(
      device.trace.logs(of: "Notes").contains(
        "state restoration: no view controller for Nav/Detail; skipped with its children"))
  }

  @Test(
    "without a restoration class the app delegate is asked, then the controller the app already made is used")
  func delegateThenExisting() throws {
    var options = Self.stack()
    options.provide = { app, path in
      path == ["Nav", "Other"] ? RecordingController("Other", log: app.log) : nil
    }
    let log = RestorationLog()
    let device = try launchedNotes(.ios7, log, options)
    let navigation = try #require(
      restoringDelegate(device)?.window?.rootViewController as? UINavigationController)
    uikitApp("Notes", in: device)?.runAsAppCode {
      navigation.pushViewController(RecordingController("Other", log: log), animated: false)
    }
    device.home()
    device.memoryPressure()
    log.events.removeAll()
    try device.launch("Notes")
    #expect(log.events("delegate") == ["delegate Nav", "delegate Nav/List", "delegate Nav/Other"])
    #expect(stackNames(device) == ["List", "Other"])
    #expect(log.events("decode") == ["decode List ", "decode Other "])
  }

  @Test(
    "a controller of another class than the one preserved is not decoded (“Preserving your app's UI across launches”)"
  )
  func classMismatch() throws {
    var options = Self.stack()
    options.build = { app in
      let navigation = UINavigationController(rootViewController: UIViewController())
      navigation.viewControllers[0].restorationIdentifier = "List"
      navigation.restorationIdentifier = "Nav"
      app.show(navigation)
    }
    let log = RestorationLog()
    let first = try launchedNotes(.ios7, log, Self.stack())
    first.home()
    first.memoryPressure()
    let second = try launchedNotes(.ios7, log, options, storageRoot: (first.storage as! DiskStorage).root)
    #expect(
      second.trace.logs(of: "Notes").contains(
        "state restoration: Nav/List is a LifecycleUIKit.UIViewController, not the preserved"
          + " LifecycleUIKitTests.RecordingController; its state is not decoded"))
    #expect(restorationLines(second).first == "state restored: Nav")
  }

  @Test("an app delegate that declines restoring launches fresh, and the archive is discarded")
  func declinedRestoration() throws {
    var options = Self.stack()
    options.restores = false
    let (device, log) = try preservedStack(.ios7, options)
    try device.launch("Notes")
    #expect(log.events("decode", "restorer", "didDecode").isEmpty)
    #expect(stackNames(device) == ["List"])
    #expect(
      restorationLines(device) == ["state restoration declined by the app delegate: the app launches fresh"])
    #expect(try archiveStore(device).load() == nil)
  }

  @Test("the secure opt-in restores on iOS 13 with a coder that requires secure coding")
  func secureRestoration() throws {
    var options = Self.stack()
    options.saves = false
    options.restores = false
    options.savesSecurely = true
    options.restoresSecurely = true
    let (device, log) = try preservedStack(.ios13, options)
    try device.launch("Notes")
    #expect(log.events("shouldRestore") == ["shouldRestoreSecure secure=true"])
    #expect(stackNames(device) == ["List", "Detail", "Extra"])
  }

  @Test("an app without a window in willFinishLaunching is told where restoration needs one")
  func noWindowYet() throws {
    var options = Self.stack()
    let build = options.build
    options.build = { app in if app.log.events.contains("didFinishLaunching") { build(app) } }
    let (device, _) = try preservedStack(.ios7, Self.stack())
    let log = RestorationLog()
    let second = try launchedNotes(.ios7, log, options, storageRoot: (device.storage as! DiskStorage).root)
    #expect(
      second.trace.logs(of: "Notes").contains(
        "state restoration: the app has no window yet; make it key and visible in"
          + " application(_:willFinishLaunchingWithOptions:), which comes before restoration"))
  }
}
