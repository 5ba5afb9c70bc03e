#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// The shopping list screen: a table of the items, in the order they were added.
@MainActor
final class ItemListViewController: UIViewController, UITableViewDataSource {
  /// The items, as the user sees them.
  var items: [String] = [] {
    didSet { tableView?.reloadData() }
  }
  private(set) var tableView: UITableView?

  override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
    table.dataSource = self
    tableView = table
    view = table
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "List"
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "item")
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}
