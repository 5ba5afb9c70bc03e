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
}
