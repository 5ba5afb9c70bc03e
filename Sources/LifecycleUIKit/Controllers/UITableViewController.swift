/// A controller whose view is a table, and which is the table's data source and delegate.
///
/// As in UIKit, it declares the data source and delegate methods so that a subclass writes
/// them with `override`: by default a table with one section and no rows, every row editable,
/// and no edit committed (a subclass that does not override `tableView(_:commit:forRowAt:)`
/// offers no swipe to delete). With ``clearsSelectionOnViewWillAppear`` (the default) the
/// selection is cleared each time the view is about to appear — in this class's
/// ``viewWillAppear(_:)``, so an override must call `super`, as on iOS. Editing
/// (``setEditing(_:animated:)``, ``UIViewController/editButtonItem``) puts the table in editing
/// mode.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style of the table the controller makes.
  public let tableViewStyle: UITableView.Style
  /// Whether the selection is cleared when the view is about to appear.
  public var clearsSelectionOnViewWillAppear = true
  /// The table's refresh control (iOS 6 and later; ``UIRefreshControl``): the user's pull on
  /// the table starts it and sends its `.valueChanged`. Set before or after the table is made:
  /// the table holds it from then on, as `UIScrollView.refreshControl` (which itself is iOS 10).
  public var refreshControl: UIRefreshControl? {
    didSet {
      guard APIAvailabilityCheck.require("setRefreshControl:", of: self, host: appHost) else { return }
      (viewIfLoaded as? UITableView)?.attachedRefreshControl = refreshControl
    }
  }

  /// A controller whose table has `style`.
  public init(style: UITableView.Style) {
    tableViewStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller whose view comes from the interface file `nibNameOrNil` (which must
  /// connect a table as the `view` outlet), or a plain table when nil.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableViewStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller from an interface file: reads `clearsSelectionOnViewWillAppear` (true when
  /// absent) besides a controller's properties.
  public required init?(coder: NSCoder) {
    tableViewStyle = .plain
    super.init(coder: coder)
    if coder.containsValue(forKey: "clearsSelectionOnViewWillAppear") {
      clearsSelectionOnViewWillAppear = coder.decodeBool(forKey: "clearsSelectionOnViewWillAppear")
    }
  }

  /// The table: the controller's view.
  public var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Makes the table, with this controller as its data source and delegate (or loads the
  /// interface file, and connects a table that has neither).
  open override func loadView() {
    if nibName != nil || storyboardContext?.scene.viewFile != nil {
      super.loadView()
    } else {
      view = UITableView(frame: UIScreen.main.bounds, style: tableViewStyle)
    }
    if let table = viewIfLoaded as? UITableView {
      if table.dataSource == nil { table.dataSource = self }
      if table.delegate == nil { table.delegate = self }
      if let refreshControl { table.attachedRefreshControl = refreshControl }
    }
  }

  /// Accepts the `refreshControl` an interface file writes inside the controller's element
  /// (`<refreshControl key="refreshControl">`) besides a controller's keys.
  open override func setValue(_ value: Any?, forKey key: String) {
    guard key == "refreshControl" else { return super.setValue(value, forKey: key) }
    guard value == nil || value is UIRefreshControl else {
      return wrongType(value, forKey: key, expected: "UIRefreshControl")
    }
    refreshControl = value as? UIRefreshControl
  }

  /// Clears the selection when ``clearsSelectionOnViewWillAppear`` says so.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView,
      let selected = table.indexPathForSelectedRow
    {
      table.deselectRow(at: selected, animated: animated)
    }
  }

  /// Starts or ends editing, for the controller and its table.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    (viewIfLoaded as? UITableView)?.setEditing(editing, animated: animated)
  }

  // MARK: UITableViewDataSource (override these)

  /// The storyboard's static sections (`dataMode="static"`), else one section.
  open func numberOfSections(in tableView: UITableView) -> Int {
    tableView.staticSections.isEmpty ? 1 : tableView.staticSections.count
  }

  /// The static section's cells, else no rows.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].cells.count : 0
  }

  /// The static cell the storyboard made for the row (an app that overrides the method and calls
  /// `super` gets it too, as with UIKit's static tables); else an empty cell (override to return
  /// your cells).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let sections = tableView.staticSections
    if sections.indices.contains(indexPath.section),
      sections[indexPath.section].cells.indices.contains(indexPath.row)
    {
      return sections[indexPath.section].cells[indexPath.row]
    }
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// True.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  /// Not overridden: no edit is committed, and the table offers no swipe to delete.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) { tableView.commitReachedDefault = true }

  // MARK: UITableViewDelegate (override these)

  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// No header view.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

  /// No footer view.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

  /// `.delete`: every row offers a swipe to delete (when the data source commits edits).
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
