import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// `delete-row` and `expect APP rows`: the user swipes a row and taps Delete only where UIKit
/// offers the button, and a scenario reads a table's rows as they are shown, checkmarks
/// included.
@MainActor
@Suite("UI driver: deleting rows and reading them")
struct UIDriverTableEditingTests {
  let catalog = AppCatalog.builtIn
    .addingUIKitApp("chores") { ChoresAppDelegate() }
    .addingUIKitApp("cities") { CitiesAppDelegate() }

  func run(_ text: String) throws -> ScenarioRunResult {
    ScenarioRunner(catalog: catalog).run(try ScenarioParser.parse(text, file: "rows.scn"))
  }

  @Test(
    "delete-row has the data source commit the deletion; the rows check reads the rows as shown, ✓ for a checkmark"
  )
  func deletesAndReads() throws {
    let result = try run(
      """
      install Chores app=chores
      launch Chores
      expect Chores rows UITableView[0] == "New chore…,dishes ✓,laundry,taxes"
      delete-row Chores UITableView[0] 2
      expect Chores rows UITableView[0] == "New chore…,dishes ✓,taxes"
      delete-row Chores UITableView[0] 1
      expect Chores rows UITableView[0] == "New chore…,taxes"
      expect Chores value done == "0 done"
      """)
    #expect(result.error == nil, "\(String(describing: result.error))")
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(result.checkCount == 4)
    #expect(
      result.trace.records.contains {
        $0.event
          == .step(.drive(app: "Chores", .deleteRow(.classIndex(className: "UITableView", index: 0), row: 2)))
      })
  }

  @Test("the data source's deletion reaches the model through tableView(_:commit:forRowAt:) with .delete")
  func commitIsDelete() throws {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Chores", appID: "chores"))
    try device.launch("Chores")
    #expect(
      try device.drive(.deleteRow(.classIndex(className: "UITableView", index: 0), row: 2), in: "Chores")
        == nil)
    let app = try #require(delegate(of: "Chores", in: device, as: ChoresAppDelegate.self))
    #expect(app.list.committed == [.delete])
    #expect(app.list.chores.map(\.name) == ["dishes", "taxes"])
  }

  @Test(
    "where UIKit offers no Delete, delete-row stops the run naming the table and why",
    arguments: [
      (
        "delete-row Chores UITableView[0] 0",
        "rows.scn:3:1: Chores: UITableView[0] offers no Delete for row 0: its delegate (ChoresController) "
          + "answers .insert to tableView(_:editingStyleForRowAt:)"
      ),
      (
        "delete-row Chores UITableView[0] 3",
        "rows.scn:3:1: Chores: UITableView[0] offers no Delete for row 3: its data source (ChoresController) "
          + "answers false to tableView(_:canEditRowAt:)"
      ),
      (
        "delete-row Chores UITableView[0] 4",
        "rows.scn:3:1: Chores: UITableView[0] has 4 rows in section 0; row 4 does not exist"
      ),
      ("delete-row Chores done 0", "rows.scn:3:1: Chores: UILabel[0] id=done \"1 done\" is not a table view"),
    ])
  func refusals(step: String, message: String) throws {
    let result = try run("install Chores app=chores\nlaunch Chores\n\(step)\n")
    #expect(result.error?.description == message)
  }

  @Test("a data source without tableView(_:commit:forRowAt:) offers no swipe to delete")
  func noCommitNoSwipe() throws {
    let result = try run("install Cities app=cities\nlaunch Cities\ndelete-row Cities UITableView[0] 1\n")
    #expect(
      result.error?.description
        == "rows.scn:3:1: Cities: UITableView[0] offers no swipe to delete: its data source (CityListController) "
        + "does not implement tableView(_:commit:forRowAt:)")
  }

  @Test("the rows are the visible ones; an empty table reads none; a target that is no table fails the check")
  func rowsAsShown() throws {
    let result = try run(
      """
      install Cities app=cities
      install Chores app=chores
      expect Cities rows UITableView[0] == none
      launch Cities
      expect Cities rows UITableView[0] == "Paris,Rome,Oslo,Lima"
      scroll Cities UITableView[0] 88
      expect Cities rows UITableView[0] == "Oslo,Lima"
      scroll Cities UITableView[0] 400
      expect Cities rows UITableView[0] == none
      expect Cities rows Search == none
      launch Chores
      delete-row Chores UITableView[0] 2
      delete-row Chores UITableView[0] 1
      expect Chores rows UITableView[0] == "New chore…,taxes"
      """)
    #expect(result.error == nil, "\(String(describing: result.error))")
    #expect(result.checkCount == 6)
    #expect(result.failures.map(\.step) == ["expect Cities rows Search == none"])
    #expect(
      result.failures.first?.actual
        == "Cities: UITextField[0] \"Search\" is not a table view or a collection view")
  }

  @Test("a delete-row while the app is in the background is refused as any UI step, and the run goes on")
  func refusedInBackground() throws {
    let result = try run(
      "install Chores app=chores\nlaunch Chores\nhome\ndelete-row Chores UITableView[0] 1\n")
    #expect(result.error == nil)
    #expect(result.failures.map(\.expected) == ["Chores performs 'delete-row'"])
  }
}

/// A chores list as iOS apps write one with editing: a first row that inserts (its editing
/// style `.insert`), rows the user deletes with a swipe, one row the data source keeps from
/// editing, checkmarks on the done ones, and a label counting them.
final class ChoresAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let list = ChoresController(style: .plain)

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: list)
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

final class ChoresController: UITableViewController {
  struct Chore {
    var name: String
    var isDone = false
    var isLocked = false
  }

  var chores = [
    Chore(name: "dishes", isDone: true), Chore(name: "laundry"), Chore(name: "taxes", isLocked: true),
  ]
  var committed: [UITableViewCell.EditingStyle] = []
  let done = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chores"
    done.accessibilityIdentifier = "done"
    tableView.addSubview(done)
    updateDone()
  }

  private func updateDone() {
    done.text = "\(chores.filter(\.isDone).count) done"
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    chores.count + 1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "chore")
    guard indexPath.row > 0 else {
      cell.textLabel?.text = "New chore…"
      return cell
    }
    let chore = chores[indexPath.row - 1]
    cell.textLabel?.text = chore.name
    cell.accessoryType = chore.isDone ? .checkmark : .none
    return cell
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    indexPath.row == 0 || !chores[indexPath.row - 1].isLocked
  }

  override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    indexPath.row == 0 ? .insert : .delete
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    committed.append(editingStyle)
    guard editingStyle == .delete else { return }
    chores.remove(at: indexPath.row - 1)
    tableView.deleteRows(at: [indexPath], with: .automatic)
    updateDone()
  }
}
