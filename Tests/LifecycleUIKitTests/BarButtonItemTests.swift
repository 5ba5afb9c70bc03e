import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A controller with the three kinds of bar button item iOS code writes.
@MainActor
final class ComposeController: UIViewController {
  var added = 0
  var sent = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Compose"
    navigationItem.leftBarButtonItem = editButtonItem
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.added += 1 }),
      UIBarButtonItem(title: "Send", style: .done, target: self, action: Selector("send:")),
    ]
  }
}

@MainActor
@Suite("Bar button items, navigation items and editing")
struct BarButtonItemTests {
  /// The composer on `generation`: iOS 13 and later by default, as its Add item takes a
  /// `UIAction` (iOS 14).
  func composer(_ generation: OSGeneration = .ios13) throws -> Device {
    var options = RestoringAppDelegate.Options()
    options.build = { app in app.show(UINavigationController(rootViewController: ComposeController())) }
    return try launchedNotes(generation, RestorationLog(), options)
  }

  func shownComposer(_ device: Device) -> ComposeController? {
    (restoringDelegate(device)?.window?.rootViewController as? UINavigationController)?.topViewController
      as? ComposeController
  }

  @Test("a tap runs the item's UIAction; a titled item takes the action's title")
  func primaryAction() {
    var taps: [String] = []
    let action = UIAction(title: "Refresh") { taps.append($0.title) }
    let item = UIBarButtonItem(primaryAction: action)
    #expect(item.title == "Refresh")
    #expect(item.simulateUserTap())
    #expect(taps == ["Refresh"])
    item.isEnabled = false
    #expect(!item.simulateUserTap())
    #expect(taps == ["Refresh"])
  }

  @Test("a UIAction item is iOS 14 API: on iOS 7 building it crashes the app, as on a device")
  func actionItemCrashesBeforeItsVersion() throws {
    let device = try composer(.ios7)
    #expect(device.state(of: "Notes") == .notRunning)
    let report = try #require(device.reports.first)
    #expect(
      report.description.contains(
        "+[UIAction actionWithTitle:image:identifier:handler:]: unrecognized selector"))
  }

  @Test("an item's target and action reach the method registered for them (SelectorDispatch)")
  func registeredTargetActionRuns() throws {
    SelectorDispatch.register("send:", for: ComposeController.self) { controller, _ in controller.sent += 1 }
    defer { SelectorDispatch.unregister("send:", for: ComposeController.self) }
    let device = try composer()
    _ = try device.perform("tap-bar-button", arguments: ["Send"], in: "Notes")
    #expect(shownComposer(device)?.sent == 1)
    #expect(device.misuses(of: "Notes").isEmpty)
  }

  @Test(
    "tapping an item that has only a target and an action runs nothing and records a misuse naming the fix")
  func targetActionIsLoud() throws {
    let device = try composer()
    _ = try device.perform("tap-bar-button", arguments: ["Send"], in: "Notes")
    let misuse = try #require(device.misuses(of: "Notes").first)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(misuse.contains("'Send', whose action send: was never sent"))
    #expect(misuse.contains("UIBarButtonItem(systemItem:primaryAction:)"))
    #expect(UIBarButtonItem(title: "Later", style: .plain, target: nil, action: nil).simulateUserTap())
  }

  @Test("a scenario taps bar buttons by title or system item; an unknown one lists those on screen")
  func scenarioTaps() throws {
    let device = try composer()
    let composer = try #require(shownComposer(device))
    _ = try device.perform("tap-bar-button", arguments: ["add"], in: "Notes")
    _ = try device.perform("tap-bar-button", arguments: ["add"], in: "Notes")
    #expect(composer.added == 2)
    #expect(device.misuses(of: "Notes").isEmpty)
    #expect(throws: DeviceError("Notes: no bar button 'Share' on screen; buttons: Edit, add, Send")) {
      try device.perform("tap-bar-button", arguments: ["Share"], in: "Notes")
    }
    composer.navigationItem.rightBarButtonItem?.isEnabled = false
    #expect(throws: DeviceError("Notes: the bar button 'add' is disabled")) {
      try device.perform("tap-bar-button", arguments: ["add"], in: "Notes")
    }
  }

  @Test("the edit button toggles editing through setEditing(_:animated:), titled Edit or Done")
  func editButton() throws {
    let device = try composer()
    let composer = try #require(shownComposer(device))
    #expect(composer.editButtonItem === composer.navigationItem.leftBarButtonItem)
    #expect(composer.editButtonItem.title == "Edit" && !composer.isEditing)
    _ = try device.perform("tap-bar-button", arguments: ["Edit"], in: "Notes")
    #expect(composer.isEditing)
    #expect(composer.editButtonItem.title == "Done" && composer.editButtonItem.style == .done)
    _ = try device.perform("tap-bar-button", arguments: ["Done"], in: "Notes")
    #expect(!composer.isEditing && composer.editButtonItem.title == "Edit")
    composer.isEditing = true
    #expect(composer.editButtonItem.title == "Done")
  }

  @Test("a table controller's editing puts its table in editing mode")
  func tableControllerEditing() {
    let list = GroceryListController(store: GroceryStore(count: 2))
    list.loadViewIfNeeded()
    list.editButtonItem.simulateUserTap()
    #expect(list.isEditing && list.tableView.isEditing)
    list.setEditing(false, animated: true)
    #expect(!list.tableView.isEditing)
  }

  @Test("a controller's title is its navigation item's; the item keeps what the app sets")
  func navigationItem() {
    let controller = UIViewController()
    controller.title = "Inbox"
    #expect(controller.navigationItem.title == "Inbox")
    controller.title = "Sent"
    #expect(controller.navigationItem.title == "Sent")
    let back = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
    controller.navigationItem.backBarButtonItem = back
    controller.navigationItem.setRightBarButton(back, animated: true)
    #expect(controller.navigationItem.rightBarButtonItems?.count == 1)
    controller.navigationItem.rightBarButtonItem = nil
    #expect(controller.navigationItem.rightBarButtonItems == nil)
  }

  @Test("a table controller clears its selection when its view is about to appear")
  func clearsSelection() {
    let list = GroceryListController(store: GroceryStore(count: 3))
    list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    list.viewWillAppear(false)
    #expect(list.tableView.indexPathForSelectedRow == nil)
    list.clearsSelectionOnViewWillAppear = false
    list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    list.viewWillAppear(false)
    #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }
}
