import LifecycleUIKit

/// The items of ``GroceryListController``, kept outside the app so that they outlive its process.
@MainActor
final class GroceryStore {
  var items: [String]
  init(_ items: [String]) { self.items = items }
  /// `count` items named `item-0`, `item-1`, …
  convenience init(count: Int) { self.init((0..<count).map { "item-\($0)" }) }
}

/// A table controller as Xcode's Master-Detail template writes it: it deletes the row the user
/// commits a deletion of, and names its rows for state restoration.
@MainActor
final class GroceryListController: UITableViewController, UIDataSourceModelAssociation {
  let store: GroceryStore

  init(store: GroceryStore) {
    self.store = store
    super.init(style: .plain)
    restorationIdentifier = "Groceries"
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.restorationIdentifier = "Table"
    navigationItem.leftBarButtonItem = editButtonItem
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    store.items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "Item")
    cell.textLabel?.text = store.items[indexPath.row]
    return cell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    switch editingStyle {
    case .delete:
      store.items.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    case .insert:
      store.items.insert("new", at: indexPath.row)
      tableView.insertRows(at: [indexPath], with: .automatic)
    case .none: break
    }
  }

  func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String? {
    store.items.indices.contains(idx.row) ? store.items[idx.row] : nil
  }

  func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath? {
    store.items.firstIndex(of: identifier).map { IndexPath(row: $0, section: 0) }
  }
}

/// A data source that implements only the two required methods.
@MainActor
final class ReadOnlySource: UITableViewDataSource {
  var items: [String]
  init(_ items: [String]) { self.items = items }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}
