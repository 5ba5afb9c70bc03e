import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A screen of every view UIKit preserves (App Programming Guide, “Visual Appearance Across
/// Launches”), each with a restoration identifier but one text field; the table and the
/// collection view (three items to a line, a line every 60 points, several selectable) list the
/// model identifiers in `rows`, and their data source adopts `UIDataSourceModelAssociation`.
@MainActor
final class FormController: UIViewController, UITableViewDataSource, UICollectionViewDataSource,
  UIDataSourceModelAssociation
{
  let rows: [String]
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
  let grid = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: gridLayout())
  let scroll = UIScrollView(frame: .zero)
  let field = UITextField(frame: .zero)
  let plainField = UITextField(frame: .zero)
  let textView = UITextView(frame: .zero)

  init(rows: [String]) {
    self.rows = rows
    super.init(nibName: nil, bundle: nil)
    restorationIdentifier = "Form"
  }

  required init?(coder: NSCoder) { return nil }

  override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    for (view, identifier) in [
      (table, "Table"), (grid, "Grid"), (scroll, "Scroll"), (field, "Field"), (textView, "Notes"),
    ] {
      view.restorationIdentifier = identifier
    }
    table.dataSource = self
    grid.register(LabelCell.self, forCellWithReuseIdentifier: "Item")
    grid.allowsMultipleSelection = true
    grid.dataSource = self
    for subview in [table, grid, scroll, field, plainField, textView] as [UIView] { view.addSubview(subview) }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    rows.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    (cell as? LabelCell)?.label.text = rows[indexPath.item]
    return cell
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String? { rows[idx.row] }

  func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath? {
    rows.firstIndex(of: identifier).map { IndexPath(row: $0, section: 0) }
  }
}

/// The same screen, whose table's data source does not name its rows.
@MainActor
final class PlainTableSource: UITableViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

@MainActor
@Suite(
  "Views UIKit preserves (App Programming Guide, “Visual Appearance Across Launches”) and UIDataSourceModelAssociation"
)
struct ViewRestorationTests {
  static func rows(newer: Int) -> [String] { (0..<newer).map { "new-\($0)" } + (0..<30).map { "row-\($0)" } }

  /// A form whose rows are `rows(newer: log.newerRows)` at each launch.
  static let form = RestoringAppDelegate.Options(build: { app in
    app.show(FormController(rows: rows(newer: app.log.newerRows)))
  })

  func shownForm(_ device: Device) -> FormController? {
    restoringDelegate(device)?.window?.rootViewController as? FormController
  }

  /// Scrolls the table to row 7 and 10 points into it, selects row 12; scrolls the grid 10 points
  /// into its third line (items 6 to 8), selects items 12 and 14; sets the other views.
  func editForm(_ device: Device) throws {
    let form = try #require(shownForm(device))
    uikitApp("Notes", in: device)?.runAsAppCode {
      _ = form.table.numberOfSections  // the rows are on screen before the user scrolls and taps
      form.table.contentOffset = CGPoint(x: 0, y: 7 * 44 + 10)
      form.table.selectRow(at: IndexPath(row: 12, section: 0), animated: false, scrollPosition: .none)
      _ = form.grid.numberOfSections
      form.grid.contentOffset = CGPoint(x: 0, y: 2 * 60 + 10)
      for item in [12, 14] {
        form.grid.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
      }
      form.scroll.contentOffset = CGPoint(x: 5, y: 300)
      form.field.insertText("buy milk")
      form.plainField.insertText("lost")
      form.textView.insertText("a long note")
      form.textView.contentOffset = CGPoint(x: 0, y: 80)
    }
  }

  @Test("a scroll view, a text field and a text view with restoration identifiers keep their offset and text")
  func builtInViews() throws {
    let log = RestorationLog()
    let device = try launchedNotes(.ios7, log, Self.form)
    try editForm(device)
    try killWhileSuspendedAndRelaunch(device)
    let form = try #require(shownForm(device))
    #expect(form.scroll.contentOffset == CGPoint(x: 5, y: 300))
    #expect(form.field.text == "buy milk")
    #expect(form.plainField.text == "")  // no restoration identifier: not preserved
    #expect(form.textView.text == "a long note" && form.textView.contentOffset == CGPoint(x: 0, y: 80))
  }

  @Test(
    "a table restores its offset and selection by model identifier after a kill on iOS 7, when newer rows moved them"
  )
  func tableByModelIdentifier() throws {
    let log = RestorationLog()
    let device = try launchedNotes(.ios7, log, Self.form)
    try editForm(device)
    log.newerRows = 3
    try killWhileSuspendedAndRelaunch(device)
    let table = try #require(shownForm(device)?.table)
    #expect(table.contentOffset == CGPoint(x: 0, y: (7 + 3) * 44 + 10))
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 15, section: 0))
  }

  @Test(
    "a collection view restores its offset and selected items by model identifier after a kill on iOS 7, when newer items moved them"
  )
  func collectionByModelIdentifier() throws {
    let log = RestorationLog()
    let device = try launchedNotes(.ios7, log, Self.form)
    try editForm(device)
    log.newerRows = 3
    try killWhileSuspendedAndRelaunch(device)
    let grid = try #require(shownForm(device)?.grid)
    // row-6 was first, 10 points into its line; three newer items put it on the fourth line.
    #expect(grid.contentOffset == CGPoint(x: 0, y: 3 * 60 + 10))
    #expect(grid.indexPathsForVisibleItems.first == IndexPath(item: 9, section: 0))
    #expect(
      grid.indexPathsForSelectedItems == [IndexPath(item: 15, section: 0), IndexPath(item: 17, section: 0)])
  }

  @Test("a table whose first visible row is gone falls back to its saved offset")
  func firstVisibleRowGone() throws {
    let log = RestorationLog()
    var options = Self.form
    options.build = { app in
      let rows = ViewRestorationTests.rows(newer: 0).filter { app.log.newerRows == 0 || $0 != "row-7" }
      app.show(FormController(rows: rows))
    }
    let device = try launchedNotes(.ios7, log, options)
    try editForm(device)
    log.newerRows = 1
    try killWhileSuspendedAndRelaunch(device)
    let table = try #require(shownForm(device)?.table)
    #expect(table.contentOffset == CGPoint(x: 0, y: 7 * 44 + 10))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 11, section: 0))
  }

  @Test("without UIDataSourceModelAssociation a table restores only its offset")
  func tableWithoutAssociation() throws {
    let log = RestorationLog()
    var options = Self.form
    options.build = { app in
      let form = FormController(rows: [])
      app.show(form)
      let source = PlainTableSource(count: 30)
      app.keep(source)
      form.table.dataSource = source
    }
    let device = try launchedNotes(.ios7, log, options)
    try editForm(device)
    try killWhileSuspendedAndRelaunch(device)
    let table = try #require(shownForm(device)?.table)
    #expect(table.contentOffset == CGPoint(x: 0, y: 7 * 44 + 10))
    #expect(table.indexPathForSelectedRow == nil)
  }
}
