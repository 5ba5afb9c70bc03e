import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// The UI driver on a UIKit app written with no code for LifecycleKit: steps find what is on
/// screen by identifier, title or class and index, act as the user would, and fail loudly
/// naming what was on screen.
@MainActor
@Suite("UI driver")
struct UIDriverTests {
  let catalog = AppCatalog.builtIn
    .addingUIKitApp("cities") { CitiesAppDelegate() }
    .addingUIKitApp("tabs") { TabsAppDelegate() }

  func run(_ text: String) throws -> ScenarioRunResult {
    ScenarioRunner(catalog: catalog).run(try ScenarioParser.parse(text, file: "ui.scn"))
  }

  static let journey = """
    device profile=ios13
    install Cities app=cities
    launch Cities
    expect Cities screen-path == "UINavigationController > Cities"
    expect Cities value UITableViewCell[1] == Rome
    type Cities Search "Ro"
    expect Cities keyboard == shown
    expect Cities value Search == Ro
    tap Cities Add
    scroll Cities UITableView[0] 44
    expect Cities value UITableView[0] == 44
    tap Cities Rome
    expect Cities screen-path == "UINavigationController > Cities > Rome"
    expect Cities value UILabel[0] == Rome
    type Cities note "sunny"
    expect Cities value note == sunny
    tap Cities UITextView[0]
    type Cities UITextView[0] "day one"
    expect Cities value UITextView[0] == "day one"
    tap Cities Favourite
    expect Cities value Favourite == on
    set Cities Favourite off
    expect Cities value TestSwitch[0] == off
    back Cities
    expect Cities screen == CityListController
    select-row Cities UITableView[0] 4
    expect Cities screen-path == "UINavigationController > Cities > City 4"
    back Cities
    """

  @Test(
    "a navigation stack with a table, text fields, a text view, bar buttons and back, driven by what is on screen"
  )
  func journeyThroughTheApp() throws {
    let result = try run(Self.journey)
    #expect(result.error == nil, "\(String(describing: result.error))")
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(result.checkCount == 13)
  }

  @Test("the same scenario gives a byte-identical trace")
  func deterministic() throws {
    let first = TraceRenderer.jsonLines(try run(Self.journey).trace)
    let second = TraceRenderer.jsonLines(try run(Self.journey).trace)
    #expect(first == second)
    #expect(first.contains(#""detail":"select-row Cities UITableView[0] 4""#))
  }

  @Test("scrolling calls the delegate's scrollViewDidScroll(_:); typing inserts into the field")
  func scrollingReachesTheDelegate() throws {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Cities", appID: "cities"))
    try device.launch("Cities")
    #expect(
      try device.drive(.scroll(.classIndex(className: "UIScrollView", index: 0), offset: 88), in: "Cities")
        == nil)
    let app = try #require(delegate(of: "Cities", in: device, as: CitiesAppDelegate.self))
    #expect(app.list.scrolledTo == [88])
    #expect(app.list.tableView.contentOffset.y == 88)
    _ = try device.drive(.type(.named("Search"), text: "Li"), in: "Cities")
    #expect(app.list.search.text == "Li")
    #expect(app.list.search.isFirstResponder)
  }

  @Test(
    "a target that matches nothing, or several, stops the run naming what was on screen",
    arguments: [
      (
        "tap Cities Berlin",
        "ui.scn:4:12: Cities: no element 'Berlin' on screen (by accessibility identifier or title); on screen "
          + "(UINavigationController > Cities): UITableView[0], UITableViewCell[0] \"Paris\", UITableViewCell[1] "
          + "\"Rome\", UITableViewCell[2] \"Oslo\", UITableViewCell[3] \"Lima\", UITextField[0] \"Search\", "
          + "UIBarButtonItem[0] \"Edit\", UIBarButtonItem[1] \"Add\""
      ),
      (
        "tap Cities Rme",
        "ui.scn:4:12: Cities: no element 'Rme' on screen (by accessibility identifier or title); did you mean "
          + "'Rome'? on screen (UINavigationController > Cities): UITableView[0], UITableViewCell[0] \"Paris\", "
          + "UITableViewCell[1] \"Rome\", UITableViewCell[2] \"Oslo\", UITableViewCell[3] \"Lima\", "
          + "UITextField[0] \"Search\", UIBarButtonItem[0] \"Edit\", UIBarButtonItem[1] \"Add\""
      ),
      (
        "set Cities UISlider[0] 0.5",
        "ui.scn:4:1: Cities: no UISlider[0] on screen: UISlider on screen: none; on screen "
          + "(UINavigationController > Cities): UITableView[0], UITableViewCell[0] \"Paris\", UITableViewCell[1] "
          + "\"Rome\", UITableViewCell[2] \"Oslo\", UITableViewCell[3] \"Lima\", UITextField[0] \"Search\", "
          + "UIBarButtonItem[0] \"Edit\", UIBarButtonItem[1] \"Add\""
      ),
      ("tap Cities Edit", "ui.scn:4:12: Cities: the bar button 'Edit' is disabled"),
      (
        "back Cities",
        "ui.scn:4:1: Cities: nothing to go back to: the navigation controller shows its root, Cities"
      ),
      (
        "select-row Cities UITableView[0] 9",
        "ui.scn:4:1: Cities: UITableView[0] has 4 rows in section 0; row 9 does not exist"
      ),
      (
        "type Cities Paris x",
        "ui.scn:4:1: Cities: UITableViewCell[0] \"Paris\" does not take text (a text field or a text view does)"
      ),
      (
        "select-tab Cities 0",
        "ui.scn:4:1: Cities: no tab bar controller on screen (UINavigationController > Cities)"
      ),
      ("tap Cities UITableView[0]", "ui.scn:4:1: Cities: UITableView[0] cannot be tapped"),
    ])
  func targetErrors(step: String, message: String) throws {
    let result = try run("install Cities app=cities\nlaunch Cities\nexpect state Cities active\n\(step)\n")
    #expect(result.error?.description == message)
  }

  @Test(
    "two elements with the same title are ambiguous; the identifier picks one, the hidden label is not on screen"
  )
  func ambiguousAndHidden() throws {
    let result = try run(
      """
      install Cities app=cities
      launch Cities
      tap Cities Paris
      expect Cities value note == ""
      expect Cities value Secret == none
      tap Cities Paris
      """)
    #expect(result.failures.count == 1)
    #expect(result.failures.first?.actual.hasPrefix("Cities: no element 'Secret' on screen") == true)
    #expect(
      result.error?.description
        == "ui.scn:6:12: Cities: 2 elements match 'Paris': UILabel[0] \"Paris\", UITextField[0] id=note \"Paris\"; "
        + "name one by its accessibility identifier or as CLASS[INDEX]")
  }

  @Test("select-tab selects through the tab container on screen; the path and the elements follow it")
  func tabs() throws {
    let result = try run(
      """
      install Planner app=tabs
      launch Planner
      expect Planner screen-path == "TestTabs > Today"
      expect Planner value UILabel[0] == "Today label"
      select-tab Planner 1
      expect Planner screen-path == "TestTabs > Week"
      expect Planner value UILabel[0] == "Week label"
      tap Planner Today
      expect Planner screen-path == "TestTabs > Today"
      tap Planner UITabBarItem[1]
      expect Planner value UILabel[0] == "Week label"
      select-tab Planner 5
      """)
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(result.error?.description == "ui.scn:12:1: Planner: no tab 5; tabs: Today, Week")
  }

  @Test("a presented controller covers the navigation bar: back finds no navigation controller to go back in")
  func backUnderAPresentation() throws {
    let result = try run(
      """
      install Cities app=cities
      launch Cities
      select-row Cities UITableView[0] 2
      tap Cities Share
      expect Cities screen-path == "UINavigationController > Cities > Oslo > Share"
      back Cities
      """)
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(
      result.error?.description
        == "ui.scn:6:1: Cities: no navigation controller on screen to go back in "
        + "(UINavigationController > Cities > Oslo > Share)")
  }

  @Test("a back button the screen hides cannot be tapped")
  func hiddenBackButton() throws {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Cities", appID: "cities"))
    try device.launch("Cities")
    _ = try device.drive(.tap(.named("Lima")), in: "Cities")
    let app = try #require(delegate(of: "Cities", in: device, as: CitiesAppDelegate.self))
    let detail = try #require(app.list.navigationController?.topViewController)
    detail.navigationItem.hidesBackButton = true
    #expect(throws: DeviceError("Cities: Lima hides its back button (navigationItem.hidesBackButton)")) {
      try device.drive(.back, in: "Cities")
    }
    detail.navigationItem.hidesBackButton = false
    #expect(try device.drive(.back, in: "Cities") == nil)
    #expect(uikitApp("Cities", in: device)?.screenPath() == "UINavigationController > Cities")
  }

  @Test("the declared actions keep working beside the UI steps")
  func declaredActionsStillWork() throws {
    let result = try run(
      """
      install Cities app=cities
      launch Cities
      do Cities tap-bar-button Add
      expect Cities value UITableViewCell[4] == "City 4"
      """)
    #expect(result.error == nil)
    #expect(result.failures.isEmpty, "\(result.failures)")
  }
}
