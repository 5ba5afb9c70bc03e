import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

@MainActor
@Suite("Table row updates: counted again, checked as UIKit checks them, restored right")
struct TableUpdateTests {
  /// A table over `source`, its rows read.
  func table(over source: any UITableViewDataSource) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    table.dataSource = source
    table.reloadData()
    return table
  }

  func texts(_ table: UITableView) -> [String] {
    (table.indexPathsForVisibleRows ?? []).map { table.cellForRow(at: $0)?.textLabel?.text ?? "?" }
  }

  /// The grocery list, in a navigation controller, in the restoring test app on `generation`.
  func groceries(_ generation: OSGeneration, _ store: GroceryStore) throws -> Device {
    var options = RestoringAppDelegate.Options()
    options.build = { app in
      let navigation = UINavigationController(rootViewController: GroceryListController(store: store))
      navigation.restorationIdentifier = "Navigation"
      app.show(navigation)
    }
    return try launchedNotes(generation, RestorationLog(), options)
  }

  func shownList(_ device: Device) -> GroceryListController? {
    (restoringDelegate(device)?.window?.rootViewController as? UINavigationController)?.topViewController
      as? GroceryListController
  }

  @Test(
    "inserting and deleting rows counts them again; the cells are asked again; the selection follows its row")
  func insertAndDelete() {
    let source = ReadOnlySource(["a", "b", "c"])
    let table = table(over: source)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(texts(table) == ["a", "b", "c"])
    source.items.insert("new", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(texts(table) == ["new", "a", "b", "c"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(table.contentSize == CGSize(width: 320, height: 4 * 44))
    source.items.remove(at: 1)
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    #expect(texts(table) == ["new", "b", "c"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    source.items.remove(at: 1)
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(texts(table) == ["new", "c"])
  }

  @Test("another data source is read when the rows are next needed; a table in a window reads its rows")
  func dataSourceChange() {
    let first = ReadOnlySource(["a", "b"])
    let second = ReadOnlySource(["x", "y", "z"])
    let table = table(over: first)
    #expect(table.numberOfRows(inSection: 0) == 2)
    table.dataSource = second
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(texts(table) == ["x", "y", "z"])
    // The rows read when a table enters a window are what a later insertion is checked
    // against: two items added but one insertion announced is refused (outside an app there is
    // no process to crash), and the table keeps the two rows it read.
    let window = UIWindow(frame: UIScreen.main.bounds)
    let fresh = UITableView(frame: .zero, style: .plain)
    fresh.dataSource = first
    window.addSubview(fresh)
    first.items += ["c", "d"]
    fresh.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    #expect(fresh.numberOfRows(inSection: 0) == 2)
    #expect(fresh.contentSize == CGSize(width: 0, height: 2 * 44))
  }

  @Test("a batch names deletions as the rows were before it and insertions as they are after it")
  func batch() {
    let source = ReadOnlySource(["a", "b", "c", "d"])
    let table = table(over: source)
    table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    var completed = false
    table.performBatchUpdates({
      source.items = ["b", "x", "y", "d"]  // a and c deleted, x and y inserted at 1 and 2
      table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
      #expect(table.numberOfRows(inSection: 0) == 4)  // not counted again before the batch ends
      table.insertRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
    }) { completed = $0 }
    #expect(completed)
    #expect(texts(table) == ["b", "x", "y", "d"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))  // d: 3 − 2 deleted + 2 inserted
    table.beginUpdates()
    table.beginUpdates()
    source.items.removeFirst()
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    table.endUpdates()
    #expect(table.numberOfRows(inSection: 0) == 4)  // the outer batch is still open
    table.endUpdates()
    #expect(texts(table) == ["x", "y", "d"])
  }

  @Test("an update the data source does not match crashes the app with UIKit's message")
  func inconsistentUpdateCrashes() throws {
    let store = GroceryStore(count: 3)
    let device = try groceries(.ios7, store)
    let list = try #require(shownList(device))
    uikitApp("Notes", in: device)?.runAsAppCode {
      store.items.append("forgotten")  // added to the model, but the table is told of a deletion
      list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    #expect(device.state(of: "Notes") == .notRunning)
    let report = try #require(device.reports.last)
    #expect(report.cause == .crash)
    #expect(
      report.details.contains(
        "NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0. The number of rows"
          + " contained in an existing section after the update (4) must be equal to the number of rows contained"
          + " in that section before the update (3), plus or minus the number of rows inserted or deleted from"
          + " that section (0 inserted, 1 deleted)"))
  }

  @Test("scrolling to a row or section the table lacks crashes the app with UIKit's NSRangeException")
  func scrollPastTheEndCrashes() throws {
    for (indexPath, message) in [
      (IndexPath(row: 3, section: 0), "row (3) beyond bounds (3) for section (0)."),
      (IndexPath(row: 0, section: 1), "section (1) beyond bounds (1)."),
    ] {
      let device = try groceries(.ios7, GroceryStore(count: 3))
      let list = try #require(shownList(device))
      uikitApp("Notes", in: device)?.runAsAppCode {
        list.tableView.scrollToRow(at: IndexPath(row: 2, section: 0), at: .top, animated: false)
      }
      #expect(device.state(of: "Notes") != .notRunning, "the last row is there")
      uikitApp("Notes", in: device)?.runAsAppCode {
        list.tableView.scrollToRow(at: indexPath, at: .top, animated: false)
      }
      #expect(device.state(of: "Notes") == .notRunning)
      #expect(
        device.reports.last?.details.contains(
          "NSRangeException: -[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: "
            + message)
          == true, "\(message)")
    }
  }

  @Test("deleting a row that was not there, or inserting past the end, is named in the crash")
  func outOfRangeRows() throws {
    let cases: [(GroceryStore, @MainActor (GroceryStore, UITableView) -> Void, String)] = [
      (
        GroceryStore(count: 3),
        { store, table in
          store.items.removeLast()
          table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
        }, "attempt to delete row 5 from section 0 which only contains 3 rows before the update"
      ),
      (
        GroceryStore(count: 3),
        { store, table in
          store.items.append("new")
          table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
        }, "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after the update"
      ),
    ]
    for (store, change, message) in cases {
      let device = try groceries(.ios7, store)
      let list = try #require(shownList(device))
      uikitApp("Notes", in: device)?.runAsAppCode { change(store, list.tableView) }
      #expect(device.reports.last?.details.contains("Invalid update: " + message) == true, "\(message)")
    }
  }

  @Test(
    "rows deleted above the visible ones: after a kill, restoration finds the first visible row by identifier"
  )
  func restorationAfterDeletion() throws {
    let store = GroceryStore(count: 40)
    let device = try groceries(.ios7, store)
    let list = try #require(shownList(device))
    uikitApp("Notes", in: device)?.runAsAppCode {
      list.tableView.contentOffset = CGPoint(x: 0, y: 20 * 44 + 10)
      for _ in 0..<5 {
        list.tableView.simulateUserCommit(.delete, forRowAt: IndexPath(row: 0, section: 0))
      }
    }
    // The offset stays: the rows under it moved up by five.
    #expect(list.tableView.contentOffset == CGPoint(x: 0, y: 20 * 44 + 10))
    #expect(list.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 20, section: 0))
    #expect(store.items[20] == "item-25")
    try killWhileSuspendedAndRelaunch(device)
    let restored = try #require(shownList(device))
    #expect(restored !== list)
    #expect(restored.tableView.numberOfRows(inSection: 0) == 35)
    #expect(restored.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 20, section: 0))
    #expect(restored.tableView.contentOffset == CGPoint(x: 0, y: 20 * 44 + 10))
  }

  @Test(
    "the user commits a deletion through the data source; without tableView(_:commit:forRowAt:) there is none"
  )
  func userCommits() {
    let store = GroceryStore(count: 3)
    let list = GroceryListController(store: store)
    #expect(list.tableView.simulateUserCommit(.delete, forRowAt: IndexPath(row: 1, section: 0)))
    #expect(store.items == ["item-0", "item-2"])
    #expect(list.tableView.numberOfRows(inSection: 0) == 2)
    // Inserting needs the editing controls.
    #expect(!list.tableView.simulateUserCommit(.insert, forRowAt: IndexPath(row: 0, section: 0)))
    list.setEditing(true, animated: false)
    #expect(list.tableView.isEditing)
    #expect(list.tableView.simulateUserCommit(.insert, forRowAt: IndexPath(row: 0, section: 0)))
    #expect(store.items == ["new", "item-0", "item-2"])
    #expect(!list.tableView.simulateUserCommit(.delete, forRowAt: IndexPath(row: 3, section: 0)))

    let source = ReadOnlySource(["a", "b"])
    let plain = table(over: source)
    #expect(!plain.simulateUserCommit(.delete, forRowAt: IndexPath(row: 0, section: 0)))
    #expect(plain.numberOfRows(inSection: 0) == 2)
  }

  @Test("a scenario deletes a row with delete-row; the snapshot shows the rows left")
  func scenarioDeletesRow() throws {
    let store = GroceryStore(count: 3)
    let device = try groceries(.ios7, store)
    _ = try device.perform("delete-row", arguments: ["0", "1"], in: "Notes")
    #expect(store.items == ["item-0", "item-2"])
    let snapshot = try #require(uikitApp("Notes", in: device)?.snapshotText)
    #expect(snapshot.contains("table offset=(0, 0) rows=2"))
    #expect(snapshot.contains("row [0, 1] \"item-2\""))
    #expect(
      throws: DeviceError(
        "Notes: the table on screen has 2 rows in section 0; row 7 does not exist"
      )
    ) {
      try device.perform("delete-row", arguments: ["7"], in: "Notes")
    }
  }
}
