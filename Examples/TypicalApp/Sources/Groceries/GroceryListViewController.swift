#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// The list: tap an item to tick it off, swipe to delete, "Clear" removes what was bought.
final class GroceryListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let store: GroceryStore
  private(set) var tableView: UITableView!
  private var changeObserver: NSObjectProtocol?
  private var rows: [GroceryItem] = []
  private var isDeletingRow = false

  init(store: GroceryStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
    title = "Groceries"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  deinit {
    if let changeObserver {
      NotificationCenter.default.removeObserver(changeObserver)
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    tableView = UITableView(frame: view.bounds, style: .plain)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Clear", style: .plain, target: self, action: Self.clearAction)

    changeObserver = NotificationCenter.default.addObserver(
      forName: .groceryStoreDidChange, object: store, queue: .main
    ) { [weak self] _ in
      guard let self, !self.isDeletingRow else { return }
      self.reload()
    }
    NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in
      self?.reload()
    }
    reload()
  }

  private func reload() {
    rows = store.sortedItems
    tableView?.reloadData()
  }

  /// Asks before removing the bought items.
  func confirmClear() {
    let alert = UIAlertController(
      title: "Clear bought items?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addAction(
      UIAlertAction(title: "Clear", style: .destructive) { [weak self] _ in
        self?.store.removeBought()
      })
    present(alert, animated: true, completion: nil)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    let item = rows[indexPath.row]
    cell.textLabel?.text = item.name
    cell.accessoryType = item.isBought ? .checkmark : .none
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let index = store.items.firstIndex(of: rows[indexPath.row]) else { return }
    store.toggle(at: index)
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let index = store.items.firstIndex(of: rows[indexPath.row]) else { return }
    isDeletingRow = true
    store.remove(at: index)
    isDeletingRow = false
    rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}
