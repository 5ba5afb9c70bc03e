#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// A list with an Edit button and an Add button, as Xcode's Master-Detail template has it,
/// the Add button sending `insertNewItem:` to the controller by target–action, as code for iOS 6
/// does (`UIAction` items are iOS 14; the Linux build registers the selector).
final class ListViewController: UITableViewController {
  let list: ShoppingList

  init(list: ShoppingList) {
    self.list = list
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { fatalError("not from an interface file") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shopping"
    view.backgroundColor = .white
    navigationItem.leftBarButtonItem = editButtonItem
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: Selector(("insertNewItem:")))
  }

  @IBAction func insertNewItem(_ sender: Any?) {
    list.items.insert("Item \(list.items.count + 1)", at: 0)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    list.items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "Item")
    cell.textLabel?.text = list.items[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    list.items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
  }
}
