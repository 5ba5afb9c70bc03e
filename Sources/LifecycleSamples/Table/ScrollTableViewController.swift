#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// The `ScrollTestViewController` of the article “Scroll position after a memory warning”:
/// a table in a plain `UIViewController` (not a `UITableViewController`, so that the
/// controller decides when the table is released and reloaded), with a hundred rows.
///
/// Both table apps release the table in `viewDidUnload`, as Apple's memory guides
/// advise; whether the scroll position is recorded first is what differs — see
/// ``NaiveScrollTableViewController`` and ``CarefulScrollTableViewController``.
@MainActor
class ScrollTableViewController: UIViewController, UITableViewDataSource {
  /// The table (an outlet the controller retains).
  var tableView: UITableView?

  override func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    let table = UITableView(frame: view.bounds, style: .plain)
    table.dataSource = self
    // A table with a restoration identifier keeps its scroll position (App Programming
    // Guide, “Visual Appearance Across Launches”). The property is iOS 6.0+: ask first.
    if responds(to: Selector(("restorationIdentifier"))), restorationIdentifier != nil {
      table.restorationIdentifier = "ItemsTable"
    }
    view.addSubview(table)
    tableView = table
    self.view = view
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Items"
  }

  override func viewDidUnload() {
    super.viewDidUnload()
    tableView = nil
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "item")
    cell.textLabel?.text = "Item \(indexPath.row)"
    return cell
  }
}
