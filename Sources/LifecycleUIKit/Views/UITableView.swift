/// A scrolling list of rows, asked of its data source.
///
/// Rows are `rowHeight` points high, one after the other across sections (no headers).
/// The rows visible are those within the view's height (the screen's when the frame is
/// empty) from `contentOffset.y`; only they are asked for cells, and the snapshot
/// shows them. Data is loaded when the table enters a window (as UIKit loads it at its first
/// layout there) or when first needed, and again on ``reloadData()``, which
/// also clears the selection, as in UIKit. ``insertRows(at:with:)``,
/// ``deleteRows(at:with:)`` and their batches count the rows again and check them against the
/// change, as UIKit does (a mismatch crashes the app); see `UITableView+Updates.swift`.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The table's look.
  public enum Style: Int, Sendable {
    /// Plain rows.
    case plain
    /// Grouped sections.
    case grouped
  }

  /// Where ``scrollToRow(at:at:animated:)`` puts the row.
  public enum ScrollPosition: Int, Sendable {
    /// As little scrolling as possible (here: to the top).
    case none
    /// At the top.
    case top
    /// In the middle (here: at the top).
    case middle
    /// At the bottom (here: at the top).
    case bottom
  }

  /// The table's style.
  public let style: Style
  /// Where rows come from. Another data source makes the table read its rows again when they
  /// are next needed, as UIKit reloads a table whose data source changed. A data source method
  /// declared below the adopting class is never called (a misuse).
  public weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      if let dataSource { appHost?.verifyDispatch(of: dataSource, against: .tableViewDataSource) }
      guard dataSource !== oldValue else { return }
      rowCounts = nil
      cells.removeAll()
    }
  }
  /// The height of every row, in points; ``automaticDimension`` (self-sizing rows, iOS 8) is
  /// kept and read back, and rows are then laid out at the default 44 points: cells are not
  /// measured here.
  public var rowHeight: CGFloat = 44
  /// The estimate of a row's height for self-sizing rows (iOS 7): kept and read back (inert).
  public var estimatedRowHeight: CGFloat = 0
  /// The height a row has for UIKit to measure it from its cell's constraints
  /// (“automaticDimension”): -1, as Xcode writes it in interface files.
  public static let automaticDimension: CGFloat = -1
  /// The height the rows are laid out at: ``rowHeight``, or the default 44 points for
  /// ``automaticDimension`` or any height that is not positive.
  var layoutRowHeight: CGFloat { rowHeight > 0 ? rowHeight : 44 }
  /// A view above the rows: a subview of the table, which the snapshot and the UI driver list
  /// before the rows (a search bar placed there can be typed into). It takes no room from the
  /// rows: their geometry is unchanged.
  public var tableHeaderView: UIView? {
    didSet {
      guard oldValue !== tableHeaderView else { return }
      if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
      if let tableHeaderView { insertSubview(tableHeaderView, at: 0) }
    }
  }
  /// A view below the rows (often an empty `UIView()` to hide the empty rows' separators): kept
  /// and read back (inert: unlike ``tableHeaderView`` it is not in the view tree the snapshot and
  /// the UI driver see).
  public var tableFooterView: UIView?
  /// How the lines between rows are drawn (Apple, “separatorStyle”): `.singleLine` until set;
  /// kept and read back (inert: nothing is drawn; `.none` is how apps hide the lines).
  public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  /// The colour of the lines between rows: kept and read back (inert), nil until set.
  public var separatorColor: UIColor?
  /// A view behind the rows, as large as the table (Apple, “backgroundView”), often a label that
  /// says the table is empty or failed to load: kept and read back (an inert value, as
  /// ``tableFooterView``: it is not in the view tree the snapshot and the UI driver see, so its
  /// text cannot be read with `expect … value`); nil until set.
  public var backgroundView: UIView?

  /// Whether the table shows its editing controls (``setEditing(_:animated:)``); the
  /// user can insert rows only then.
  public var isEditing = false

  /// The rows per section, as last read from the data source; nil until first needed.
  var rowCounts: [Int]?
  var selectedRow: IndexPath?
  var cells: [IndexPath: UITableViewCell] = [:]
  /// A storyboard table's static sections (`dataMode="static"`), made with it: what a
  /// `UITableViewController`'s data source methods answer unless the app overrides them.
  var staticSections: [StaticSection] = []

  /// One static section: its titles and its cells, each made once.
  struct StaticSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell]
  }
  /// The changes announced since the outermost ``beginUpdates()``, and how deep the batch is.
  var pendingUpdate = IndexPathUpdate()
  var updateDepth = 0
  /// Set by the data source's default `tableView(_:commit:forRowAt:)`: no method of the app ran.
  var commitReachedDefault = false
  private var registeredCells: [String: UITableViewCell.Type] = [:]
  /// The header and footer classes by reuse identifier.
  var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
  /// The header (key: the section) and footer (key: −1 − the section) views the delegate gave
  /// since the rows were last read; nil values for sections it gave none.
  var sectionViews: [Int: UIView?] = [:]
  /// A storyboard table's prototype cells by reuse identifier: each call makes a new one.
  var storyboardPrototypes: [String: @MainActor () -> UITableViewCell?] = [:]

  /// Creates a table with a frame and a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table.
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// Creates a table from an interface file: reads `rowHeight`.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    // Xcode writes `rowHeight="-1"` for UITableView.automaticDimension (self-sizing rows): kept,
    // and laid out at the default height (``layoutRowHeight``).
    if coder.containsValue(forKey: "rowHeight") {
      rowHeight = CGFloat(coder.decodeDouble(forKey: "rowHeight"))
    }
  }

  /// A table in a window reads its rows, as UIKit's does at its first layout there: a later
  /// ``insertRows(at:with:)`` or ``deleteRows(at:with:)`` is checked against them. Call `super`
  /// when overriding.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil, rowCounts == nil, dataSource != nil else { return }
    let counts = readRowCounts()  // a first read: a selection made before it stays
    rowCounts = counts
    updateContentSize(counts)
  }

  /// Asks the data source again for sections and rows; clears the selection.
  public func reloadData() {
    let counts = readRowCounts()
    rowCounts = counts
    selectedRow = nil
    cells.removeAll()
    sectionViews.removeAll()
    updateContentSize(counts)
  }

  /// The rows per section, asked of the data source now.
  func readRowCounts() -> [Int] {
    let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    return (0..<max(0, sections)).map { dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 }
  }

  func updateContentSize(_ counts: [Int]) {
    contentSize = CGSize(width: bounds.width, height: CGFloat(counts.reduce(0, +)) * layoutRowHeight)
  }

  private var loadedRowCounts: [Int] {
    if rowCounts == nil { reloadData() }
    return rowCounts!
  }

  /// The number of sections.
  public var numberOfSections: Int { loadedRowCounts.count }

  /// The number of rows in `section`.
  public func numberOfRows(inSection section: Int) -> Int {
    loadedRowCounts.indices.contains(section) ? loadedRowCounts[section] : 0
  }

  /// The position of `indexPath` when the rows of every section are laid one after the other;
  /// nil for a row the table does not have.
  private func position(of indexPath: IndexPath) -> Int? {
    let counts = loadedRowCounts
    guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.row)
    else { return nil }
    return counts[..<indexPath.section].reduce(0, +) + indexPath.row
  }

  /// The positions (as in ``position(of:)``) of the rows the current offset shows.
  private var visiblePositions: Range<Int> {
    let height = frame.height > 0 ? frame.height : UIScreen.main.bounds.height
    let first = max(0, Int((contentOffset.y / layoutRowHeight).rounded(.down)))
    let end = max(first, Int(((contentOffset.y + height) / layoutRowHeight).rounded(.up)))
    let total = loadedRowCounts.reduce(0, +)
    return min(first, total)..<min(end, total)
  }

  /// The index paths of the rows visible at the current offset.
  public var indexPathsForVisibleRows: [IndexPath]? {
    let visible = visiblePositions
    var rows: [IndexPath] = []
    rows.reserveCapacity(visible.count)
    var start = 0
    for (section, count) in loadedRowCounts.enumerated() {
      let overlap = visible.clamped(to: start..<(start + count))
      rows += overlap.map { IndexPath(row: $0 - start, section: section) }
      start += count
      if start >= visible.upperBound { break }
    }
    return rows
  }

  /// The cells of the visible rows.
  public var visibleCells: [UITableViewCell] {
    (indexPathsForVisibleRows ?? []).compactMap { cellForRow(at: $0) }
  }

  /// The cell of a visible row; nil for a row that is not visible.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    guard let position = position(of: indexPath), visiblePositions.contains(position) else { return nil }
    if let cell = cells[indexPath] { return cell }
    guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { return nil }
    cells[indexPath] = cell
    return cell
  }

  /// The selected row, if any.
  public var indexPathForSelectedRow: IndexPath? { selectedRow }

  /// Selects a row (nil clears the selection), scrolling to it unless `scrollPosition`
  /// is `.none`. Does not call the delegate, as in UIKit.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    selectedRow = indexPath
    if let indexPath, scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Clears the selection of `indexPath`.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    if selectedRow == indexPath { selectedRow = nil }
  }

  /// Scrolls so that the row is at the top. A row or section the table does not have is the
  /// exception UIKit raises (`NSRangeException`, "row (N) beyond bounds (M) for section (S)",
  /// as apps' crash reports show it): the app crashes.
  public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let index = position(of: indexPath) else {
      let counts = loadedRowCounts
      let problem =
        counts.indices.contains(indexPath.section)
        ? "row (\(indexPath.row)) beyond bounds (\(counts[indexPath.section])) for section (\(indexPath.section))."
        : "section (\(indexPath.section)) beyond bounds (\(counts.count))."
      (appHost ?? AppContext.current)?.crash(
        "NSRangeException: -[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: "
          + problem)
      return
    }
    contentOffset = CGPoint(x: contentOffset.x, y: CGFloat(index) * layoutRowHeight)
  }

  /// Registers the cell class made for `identifier` by
  /// ``dequeueReusableCell(withIdentifier:for:)``; nil unregisters.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registeredCells[identifier] = cellClass as? UITableViewCell.Type
  }

  /// A cell of the class registered for `identifier`, else a new instance of the storyboard's
  /// prototype cell with that reuse identifier, or nil when there is neither (cells are not
  /// reused in the simulator).
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cellClass = registeredCells[identifier] {
      return cellClass.init(style: .default, reuseIdentifier: identifier)
    }
    // A storyboard's prototype: a new instance, its subviews and outlets as the file has them.
    return storyboardPrototypes[identifier]?()
  }

  /// A cell of the class registered for `identifier`. Dequeuing an identifier never
  /// registered is an exception in UIKit: the app crashes (a crash report).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    (appHost ?? AppContext.current)?.crash(
      "NSInternalInconsistencyException: unable to dequeue a cell with identifier \(identifier)"
        + " - must register a nib or a class for the identifier")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// The user taps a row: it is selected, its storyboard cell's selection segue (if any) runs,
  /// and the delegate is told. (Simulator addition for scenario actions.)
  public func simulateUserTap(rowAt indexPath: IndexPath) {
    selectRow(at: indexPath, animated: false, scrollPosition: .none)
    // A storyboard cell's selection segue runs first: `prepare(for:sender:)` comes before
    // the delegate's `tableView(_:didSelectRowAt:)`, as in UIKit.
    cellForRow(at: indexPath)?.selectionSegue?()
    (delegate as? any UITableViewDelegate)?.tableView(self, didSelectRowAt: indexPath)
  }

  /// Accepts the `dataSource` outlet (and `delegate`, through the scroll view).
  open override func setValue(_ value: Any?, forKey key: String) {
    guard key == "dataSource" else { return super.setValue(value, forKey: key) }
    dataSource = value as? any UITableViewDataSource
  }
}
