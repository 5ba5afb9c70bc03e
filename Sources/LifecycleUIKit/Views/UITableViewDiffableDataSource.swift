/// A table view's data source that shows a snapshot of identifiers, each row's cell made by a
/// provider (“UITableViewDiffableDataSource”, iOS 13): the table's counterpart of
/// ``UICollectionViewDiffableDataSource``, with the same snapshot type and the same apply (by the
/// difference: the selected row stays selected where its item went).
///
/// Rows cannot be edited unless a subclass says so: `tableView(_:canEditRowAt:)` answers false
/// and `tableView(_:commit:forRowAt:)` commits nothing (no swipe to delete) until overridden, as
/// apps subclass UIKit's.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
  /// Makes the cell of a row (dequeued from the table); nil is a failure.
  public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private var shown = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  /// How inserted and deleted rows would animate: kept and read back (inert).
  public var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// A data source for `tableView`, which it becomes the data source of (weakly: keep it).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// A copy of the snapshot shown.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { shown }

  /// Shows `snapshot` by the difference from the one shown; the completion runs at once.
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    shown = shown.show(snapshot, in: tableView)
    completion?()
  }

  /// The item shown at `indexPath`; nil for a place the snapshot does not have.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    shown.itemIdentifier(at: indexPath)
  }

  /// Where the item is shown; nil for an item the snapshot does not have.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    shown.indexPath(of: itemIdentifier)
  }

  // MARK: UITableViewDataSource

  /// The snapshot's sections.
  open func numberOfSections(in tableView: UITableView) -> Int { shown.numberOfSections }

  /// The section's items in the snapshot.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    shown.counts[safe: section] ?? 0
  }

  /// The provider's cell for the row. A nil cell is UIKit's exception: the app crashes, and a
  /// plain cell stands in.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let item = shown.itemIdentifier(at: indexPath), let cell = cellProvider(tableView, indexPath, item) {
      return cell
    }
    (tableView.appHost ?? AppContext.current)?.crash(
      "NSInternalInconsistencyException: the table view's data source returned a nil cell for the row at"
        + " index path (\(indexPath.section), \(indexPath.row)): its cell provider gave none")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// False: override to let the user edit rows.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// Commits nothing (no swipe to delete): override to delete the item from a new snapshot.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) { tableView.commitReachedDefault = true }
}

extension UITableView {
  /// Takes in new counts whose change the caller has already checked, with the selected row at
  /// its new index path (the first of `selection`).
  func acceptCounts(_ counts: [Int], selection: [IndexPath]) {
    guard rowCounts != nil else { return }  // Read when first needed.
    rowCounts = counts
    cells.removeAll()
    selectedRow = selection.first
    updateContentSize(counts)
  }
}
