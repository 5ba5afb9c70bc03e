import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A controller that logs its appearance callbacks into a shared list.
@MainActor
final class TabLoggingController: UIViewController {
  let name: String
  let log: RestorationLog

  init(_ name: String, log: RestorationLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) { return nil }

  override func viewWillAppear(_ animated: Bool) { log.events.append("willAppear \(name)") }
  override func viewDidAppear(_ animated: Bool) { log.events.append("didAppear \(name)") }
  override func viewWillDisappear(_ animated: Bool) { log.events.append("willDisappear \(name)") }
  override func viewDidDisappear(_ animated: Bool) { log.events.append("didDisappear \(name)") }
}

/// A delegate that refuses the tabs it is told to, and logs what it is asked and told.
@MainActor
final class TabLoggingDelegate: UITabBarControllerDelegate {
  var refused: Set<String> = []
  var events: [String] = []

  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
    -> Bool
  {
    events.append("should \(viewController.title ?? "?")")
    return !refused.contains(viewController.title ?? "")
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    events.append("did \(viewController.title ?? "?")")
  }
}

/// Adopts the protocol and declares nothing; its subclass declares `didSelect`, which Swift
/// never calls (the binding is the protocol's default, made where the class adopts it).
@MainActor
class AdoptingTabDelegate: UITabBarControllerDelegate {}

@MainActor
final class SubclassTabDelegate: AdoptingTabDelegate {
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

@MainActor
@Suite("UITabBarController: tabs, selection, appearance, the delegate, the UI driver's select-tab")
struct TabBarControllerTests {
  /// A device showing a tab bar controller with tabs A, B, C.
  func shownTabs(_ log: RestorationLog) throws -> (Device, UITabBarController) {
    var options = RestoringAppDelegate.Options()
    options.build = { app in
      let tabs = UITabBarController()
      tabs.viewControllers = ["A", "B", "C"].map { TabLoggingController($0, log: app.log) }
      app.show(tabs)
    }
    let device = try launchedNotes(.ios7, log, options)
    let tabs = try #require(restoringDelegate(device)?.window?.rootViewController as? UITabBarController)
    return (device, tabs)
  }

  @Test("the first tab is selected and on screen; the others' views are not loaded or shown")
  func firstTabOnScreen() throws {
    let log = RestorationLog()
    let (device, tabs) = try shownTabs(log)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController?.title == "A")
    #expect(tabs.visibleChild === tabs.selectedViewController)
    #expect(log.events("willAppear", "didAppear") == ["willAppear A", "didAppear A"])
    #expect(tabs.tabBar.superview === tabs.view)
    #expect(tabs.children[1].isViewLoaded == false)
    #expect(tabs.children.allSatisfy { $0.tabBarController === tabs })
    #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C"])
    #expect(tabs.tabBar.selectedItem === tabs.children[0].tabBarItem)
    withExtendedLifetime(device) {}
  }

  @Test("selecting a tab swaps the views, with the callbacks in UIKit's order; the delegate is not asked")
  func selectionInCode() throws {
    let log = RestorationLog()
    let (device, tabs) = try shownTabs(log)
    let delegate = TabLoggingDelegate()
    tabs.delegate = delegate
    log.events.removeAll()
    tabs.selectedIndex = 2
    #expect(log.events == ["willDisappear A", "willAppear C", "didDisappear A", "didAppear C"])
    #expect(tabs.children[0].view.window == nil && tabs.children[2].view.window != nil)
    #expect(delegate.events.isEmpty)
    tabs.selectedIndex = 7
    #expect(tabs.selectedIndex == 2)
    tabs.selectedViewController = tabs.children[1]
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.tabBar.selectedItem?.title == "B")
    withExtendedLifetime(device) {}
  }

  @Test("the user's tap asks the delegate, which may refuse, then tells it; an unknown tab lists the tabs")
  func driverTaps() throws {
    let log = RestorationLog()
    let (device, tabs) = try shownTabs(log)
    let delegate = TabLoggingDelegate()
    delegate.refused = ["B"]
    tabs.delegate = delegate
    try tabs.driverSelectTab(1)
    #expect(tabs.selectedIndex == 0)
    try tabs.driverSelectTab(2)
    #expect(tabs.selectedIndex == 2)
    #expect(delegate.events == ["should B", "should C", "did C"])
    #expect(throws: AppActionError("there is no tab 3; the tabs: 0 A, 1 B, 2 C")) {
      try tabs.driverSelectTab(3)
    }
    tabs.children[0].tabBarItem.isEnabled = false
    #expect(throws: AppActionError("tab 0 (A) is disabled: its item's isEnabled is false")) {
      try tabs.driverSelectTab(0)
    }
    #expect(tabs.driverTabTitles == ["A", "B", "C"])
    withExtendedLifetime(device) {}
  }

  @Test("tapping the selected tab pops its navigation stack to the root, as on iOS")
  func reselectPopsToRoot() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(UIViewController(), animated: false)
    let tabs = UITabBarController()
    tabs.setViewControllers([navigation, UIViewController()], animated: false)
    #expect(throws: Never.self) { try tabs.driverSelectTab(0) }
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("new tabs keep the selected controller, else its index, else the first (“viewControllers”)")
  func replacingTabs() {
    let (a, b, c, d) = (UIViewController(), UIViewController(), UIViewController(), UIViewController())
    let tabs = UITabBarController()
    #expect(
      tabs.viewControllers == nil && tabs.selectedIndex == NSNotFound && tabs.selectedViewController == nil)
    tabs.viewControllers = [a, b, c]
    tabs.selectedIndex = 1
    tabs.viewControllers = [d, c, b]
    #expect(tabs.selectedViewController === b)
    tabs.viewControllers = [a, d, c]
    #expect(tabs.selectedIndex == 2 && tabs.selectedViewController === c)
    tabs.viewControllers = [d]
    #expect(tabs.selectedIndex == 0)
    #expect(b.parent == nil && b.tabBarController == nil)
  }

  @Test("a controller's tab bar item is made lazily with its title, which follows the title; system items")
  func tabBarItems() {
    let controller = UIViewController()
    controller.title = "Inbox"
    #expect(controller.tabBarItem.title == "Inbox")
    controller.title = "Mail"
    #expect(controller.tabBarItem.title == "Mail")
    let favourites = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
    #expect(favourites.title == nil && favourites.shownTitle == "Favorites" && favourites.tag == 3)
    let tabs = UITabBarController()
    tabs.viewControllers = [controller]
    controller.tabBarItem = favourites
    #expect(tabs.driverTabTitles == ["Favorites"])
    #expect(tabs.tabBar.items?.first === favourites)
    controller.tabBarItem.badgeValue = "2"
    #expect(tabs.tabBar.items?.first?.badgeValue == "2")
  }

  @Test("interface files set viewControllers, tabBarItem and navigationItem through setValue(_:forKey:)")
  func keyValueSetters() {
    let tabs = UITabBarController()
    let (a, b) = (UIViewController(), UINavigationController())
    tabs.setValue([a, b], forKey: "viewControllers")
    #expect(tabs.viewControllers?.count == 2 && tabs.selectedViewController === a)
    let root = UIViewController()
    b.setValue([root], forKey: "viewControllers")
    #expect(b.topViewController === root)
    let item = UITabBarItem(title: "Cities", image: nil, tag: 1)
    a.setValue(item, forKey: "tabBarItem")
    #expect(a.tabBarItem === item)
    let navigationItem = UINavigationItem(title: "Weather")
    root.setValue(navigationItem, forKey: "navigationItem")
    #expect(root.navigationItem === navigationItem)
    let view = UIView()
    root.setValue(view, forKey: "view")
    #expect(root.view === view)
  }

  @Test("a delegate whose didSelect only a subclass declares is a misuse when it is set, naming the method")
  func subclassOnlyDelegate() throws {
    let log = RestorationLog()
    let (device, tabs) = try shownTabs(log)
    let delegate = SubclassTabDelegate()
    uikitApp("Notes", in: device)?.runAsAppCode { tabs.delegate = delegate }
    let misuse = try #require(device.misuses(of: "Notes").first)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(misuse.contains("tabBarController(_:didSelect:)") && misuse.contains("SubclassTabDelegate"))
  }

  @Test("the bar hides while the top of the selected tab's stack hides the bottom bar, and shows again after")
  func hidesBottomBar() {
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    let navigation = UINavigationController(rootViewController: UIViewController())
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    _ = tabs.view
    #expect(!tabs.tabBar.isHidden)
    navigation.pushViewController(detail, animated: true)
    #expect(tabs.tabBar.isHidden)
    tabs.selectedIndex = 1
    #expect(!tabs.tabBar.isHidden)
    tabs.selectedIndex = 0
    navigation.popViewController(animated: true)
    #expect(!tabs.tabBar.isHidden)
  }

  @Test("a value of the wrong type for a key a controller accepts crashes the app, as key-value coding does")
  func wrongTypeCrashes() throws {
    let log = RestorationLog()
    let (device, tabs) = try shownTabs(log)
    uikitApp("Notes", in: device)?.runAsAppCode { tabs.setValue("not a list", forKey: "viewControllers") }
    #expect(device.state(of: "Notes") == .notRunning)
    let report = try #require(device.reports.last)
    #expect(report.cause == .crash)
    #expect(
      report.details.contains(
        "the value for the key viewControllers must be a [UIViewController], not String"))
  }

  @Test(
    "a navigation controller's tab shows its root's item: set in the root's init, or later; its own item wins"
  )
  func navigationTabShowsRootItem() {
    let first = UIViewController()
    first.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
    let root = UIViewController()
    root.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 1)
    let navigation = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, navigation]
    #expect(tabs.tabBar.items?.map(\.title) == ["First", "Second"])
    #expect(tabs.driverTabTitles == ["First", "Second"])
    #expect(navigation.tabBarItem === root.tabBarItem)

    root.tabBarItem = UITabBarItem(title: "Later", image: nil, tag: 1)
    #expect(tabs.tabBar.items?.map(\.title) == ["First", "Later"])

    let titled = UIViewController()
    titled.title = "Cities"
    navigation.setViewControllers([titled], animated: false)
    #expect(tabs.tabBar.items?.map(\.title) == ["First", "Cities"])

    navigation.tabBarItem = UITabBarItem(title: "Own", image: nil, tag: 2)
    root.tabBarItem = UITabBarItem(title: "Ignored", image: nil, tag: 1)
    #expect(tabs.tabBar.items?.map(\.title) == ["First", "Own"])
  }
}
