import LifecycleCore
import LifecycleRestoration
import LifecycleSimulator
import LifecycleUIKit
import Testing

@MainActor
@Suite(
  "Tab bar controllers are preserved and restored with their selected tab and children (iOS 6 and later)")
struct TabBarRestorationTests {
  /// Tabs(Tabs) → [A, B, C], each a RecordingController with its identifier; built at every
  /// launch, selecting tab 0, as an app's willFinishLaunching does.
  static let tabs = RestoringAppDelegate.Options(build: { app in
    let tabs = UITabBarController()
    if tabs.responds(to: Selector(("setRestorationIdentifier:"))) { tabs.restorationIdentifier = "Tabs" }
    tabs.viewControllers = ["A", "B", "C"].map { RecordingController($0, log: app.log) }
    app.show(tabs)
  })

  /// Tabs(Tabs) → [A, Nav(Nav) → [List]]: a tab and a navigation controller in the second.
  static let tabAndNavigation = RestoringAppDelegate.Options(build: { app in
    let tabs = UITabBarController()
    tabs.restorationIdentifier = "Tabs"
    let navigation = UINavigationController(rootViewController: RecordingController("List", log: app.log))
    navigation.restorationIdentifier = "Nav"
    tabs.viewControllers = [RecordingController("A", log: app.log), navigation]
    app.show(tabs)
  })

  func shownTabs(_ device: Device) throws -> UITabBarController {
    try #require(restoringDelegate(device)?.window?.rootViewController as? UITabBarController)
  }

  @Test(
    "select tab 2, go Home, jetsam, relaunch: tab 2 is selected with its child's state on iOS 6, 7 and 13")
  func selectedTabComesBack() throws {
    for generation in [OSGeneration.ios6, .ios7, .ios13] {
      let log = RestorationLog()
      let device = try launchedNotes(generation, log, Self.tabs)
      let tabs = try shownTabs(device)
      uikitApp("Notes", in: device)?.runAsAppCode {
        tabs.selectedIndex = 2
        (tabs.selectedViewController as? RecordingController)?.value = "third tab's state"
      }
      try killWhileSuspendedAndRelaunch(device)
      let restored = try shownTabs(device)
      #expect(restored !== tabs, "\(generation): a new process")
      #expect(restored.selectedIndex == 2, "\(generation)")
      let child = try #require(restored.selectedViewController as? RecordingController)
      #expect(child.value == "third tab's state", "\(generation)")
      #expect(child.view.window != nil && restored.children[0].viewIfLoaded?.window == nil, "\(generation)")
      #expect(
        restorationLines(device).first == "state restored: Tabs, Tabs/A, Tabs/B, Tabs/C", "\(generation)")
    }
  }

  @Test("the archive holds the tabs as children in order and the selection in the tab bar's own coder")
  func archiveLayout() throws {
    let log = RestorationLog()
    let device = try launchedNotes(.ios7, log, Self.tabs)
    let tabs = try shownTabs(device)
    uikitApp("Notes", in: device)?.runAsAppCode { tabs.selectedIndex = 1 }
    device.home()
    let archive = try #require(try archiveStore(device).load())
    let record = try #require(archive.root.container(forKey: "controllers")?.container(forKey: "Tabs"))
    #expect(record.strings(forKey: "childOrder") == ["A", "B", "C"])
    #expect(
      record.container(forKey: "state")
        == ["UITabBarControllerSelectedIndex": 1, "UITabBarControllerSelectedChildIdentifier": "B"])
  }

  @Test("a tab without a restoration identifier stays the app's; the selection comes back by identifier")
  func unidentifiedTab() throws {
    var options = Self.tabs
    options.build = { app in
      let tabs = UITabBarController()
      tabs.restorationIdentifier = "Tabs"
      tabs.viewControllers = [
        RecordingController(nil, log: app.log), RecordingController("B", log: app.log),
        RecordingController("C", log: app.log),
      ]
      app.show(tabs)
    }
    let device = try launchedNotes(.ios7, RestorationLog(), options)
    let tabs = try shownTabs(device)
    uikitApp("Notes", in: device)?.runAsAppCode { tabs.selectedIndex = 2 }
    try killWhileSuspendedAndRelaunch(device)
    let restored = try shownTabs(device)
    #expect(restored.children.count == 3 && restored.selectedIndex == 2)
  }

  @Test("on iOS 4 nothing is preserved: the relaunched app starts at tab 0")
  func nothingOnIOS4() throws {
    let log = RestorationLog()
    let device = try launchedNotes(.ios4, log, Self.tabs)
    let tabs = try shownTabs(device)
    uikitApp("Notes", in: device)?.runAsAppCode { tabs.selectedIndex = 2 }
    try killWhileSuspendedAndRelaunch(device)
    #expect(try shownTabs(device).selectedIndex == 0)
    #expect(log.events("encode", "decode").isEmpty)
    #expect(restorationLines(device).isEmpty)
  }

  @Test("a pushed controller in a tab comes back through its restorationClass, on its tab's stack, selected")
  func pushedControllerInATab() throws {
    let options = Self.tabAndNavigation
    let log = RestorationLog()
    let device = try launchedNotes(.ios7, log, options)
    let tabs = try shownTabs(device)
    uikitApp("Notes", in: device)?.runAsAppCode {
      tabs.selectedIndex = 1
      let detail = RecordingController("Detail", log: log, restorationClass: RecordingRestorer.self)
      detail.value = "Paris"
      (tabs.selectedViewController as? UINavigationController)?.pushViewController(detail, animated: true)
    }
    try killWhileSuspendedAndRelaunch(device)
    let restored = try shownTabs(device)
    let navigation = try #require(restored.selectedViewController as? UINavigationController)
    #expect(restored.selectedIndex == 1)
    #expect(navigation.viewControllers.map(\.title) == ["List", "Detail"])
    #expect((navigation.topViewController as? RecordingController)?.value == "Paris")
    #expect(log.events("restorer") == ["restorer Tabs/Nav/Detail"])
    #expect(navigation.topViewController?.view.window != nil)
  }

  @Test("a tab bar controller the delegate makes afresh gets every restored tab, and its selection")
  func tabBarMadeByTheDelegate() throws {
    var options = RestoringAppDelegate.Options()
    options.build = { app in
      if app.log.events.contains("didFinishLaunching") {
        // The second launch: a window without a root; restoration brings the tabs.
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        app.window = window
      } else {
        Self.tabs.build(app)
      }
    }
    options.provide = { app, path in
      if path == ["Tabs"] {
        let tabs = UITabBarController()
        tabs.restorationIdentifier = "Tabs"
        return tabs
      }
      return path.count == 2 ? RecordingController(path.last, log: app.log) : nil
    }
    let log = RestorationLog()
    let device = try launchedNotes(.ios13, log, options)
    let tabs = try shownTabs(device)
    uikitApp("Notes", in: device)?.runAsAppCode { tabs.selectedIndex = 2 }
    try killWhileSuspendedAndRelaunch(device)
    let restored = try shownTabs(device)
    #expect(restored.viewControllers?.map(\.title) == ["A", "B", "C"])
    #expect(restored.selectedIndex == 2 && restored.selectedViewController?.view.window != nil)
  }

  @Test(
    "a tab never shown before the kill has its view loaded before its state is decoded, as apps assert"
  )
  func unshownTabLoadedBeforeDecoding() throws {
    let options = Self.tabAndNavigation
    for generation in [OSGeneration.ios6, .ios7, .ios13] {
      let log = RestorationLog()
      let device = try launchedNotes(generation, log, options)
      device.home()
      device.memoryPressure()
      log.events.removeAll()
      try device.launch("Notes")
      let restored = try shownTabs(device)
      let navigation = try #require(restored.viewControllers?.last as? UINavigationController)
      let list = try #require(navigation.viewControllers.first as? RecordingController)
      #expect(list.viewWasLoadedAtDecode == true, "\(generation)")
      #expect(list.view.window == nil, "\(generation): loaded, not shown")
      let loaded = try #require(log.events.firstIndex(of: "viewDidLoad List"))
      let decoded = try #require(log.events.firstIndex { $0.hasPrefix("decode List") })
      #expect(loaded < decoded, "\(generation)")
    }
  }
}
