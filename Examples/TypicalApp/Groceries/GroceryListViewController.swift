import UIKit

/// The list: type a name and tap Add (or Return), tap an item to tick it off, swipe to delete,
/// "Clear" removes what was bought. Under the field, the names typed lately; under the list,
/// whether the server has the latest changes.
final class GroceryListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
  UITextFieldDelegate
{
  let store: GroceryStore
  private(set) var tableView: UITableView!
  private var nameField: UITextField!
  private var recentLabel: UILabel!
  private var uploadLabel: UILabel!
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
    NotificationCenter.default.removeObserver(self)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let width = view.bounds.width
    let height = view.bounds.height

    nameField = UITextField(frame: CGRect(x: 10, y: 10, width: width - 90, height: 31))
    nameField.placeholder = "New item"
    nameField.delegate = self
    nameField.autoresizingMask = .flexibleWidth
    view.addSubview(nameField)

    let addButton = UIButton(type: .roundedRect)
    addButton.frame = CGRect(x: width - 70, y: 10, width: 60, height: 31)
    addButton.setTitle("Add", for: .normal)
    addButton.addTarget(self, action: #selector(addTapped(_:)), for: .touchUpInside)
    addButton.autoresizingMask = .flexibleLeftMargin
    view.addSubview(addButton)

    recentLabel = UILabel(frame: CGRect(x: 10, y: 46, width: width - 20, height: 20))
    recentLabel.font = UIFont.systemFont(ofSize: 13)
    recentLabel.textColor = .gray
    recentLabel.autoresizingMask = .flexibleWidth
    view.addSubview(recentLabel)

    tableView = UITableView(frame: CGRect(x: 0, y: 70, width: width, height: height - 100), style: .plain)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    view.addSubview(tableView)

    uploadLabel = UILabel(frame: CGRect(x: 10, y: height - 26, width: width - 20, height: 20))
    uploadLabel.font = UIFont.systemFont(ofSize: 13)
    uploadLabel.textAlignment = .center
    uploadLabel.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    view.addSubview(uploadLabel)

    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Clear", style: .plain, target: self, action: #selector(clearTapped))

    NotificationCenter.default.addObserver(
      self, selector: #selector(storeDidChange(_:)), name: .groceryStoreDidChange, object: store)
    NotificationCenter.default.addObserver(
      self, selector: #selector(defaultsDidChange(_:)), name: UserDefaults.didChangeNotification, object: nil)
    reload()
  }

  private func reload() {
    rows = store.sortedItems
    tableView?.reloadData()
    updateLabels()
  }

  private func updateLabels() {
    let recent = store.recentNames
    recentLabel?.text = recent.isEmpty ? nil : "Recent: " + recent.joined(separator: ", ")
    uploadLabel?.text = store.hasUnsyncedChanges ? "Not uploaded yet" : "All uploaded"
  }

  @objc func storeDidChange(_ notification: Notification) {
    // A row the user deleted is already gone from the table.
    if isDeletingRow {
      updateLabels()
    } else {
      reload()
    }
  }

  /// The sort order may have changed in Settings.
  @objc func defaultsDidChange(_ notification: Notification) {
    reload()
  }

  @objc func addTapped(_ sender: UIButton) {
    addTypedItem()
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    addTypedItem()
    return false
  }

  private func addTypedItem() {
    let name = (nameField.text ?? "").trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return }
    store.add(name)
    nameField.text = ""
  }

  /// Asks before removing the bought items.
  @objc func clearTapped() {
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
