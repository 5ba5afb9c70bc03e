/// Changing a table's rows without reloading it: insertions, deletions and reloads, alone or in
/// a batch, checked as UIKit checks them.
///
/// After each change (or at the end of the outermost batch) the table asks its data source
/// again how many sections and rows it has, and compares: every section must hold the rows it
/// held before, plus the ones inserted, minus the ones deleted. A mismatch is UIKit's
/// `NSInternalInconsistencyException` (“Invalid update: invalid number of rows in section …”):
/// the app crashes, with a crash report, and the table keeps its old rows. Inside a batch,
/// deletions and reloads name rows as they were before it, insertions as they are after it.
/// The selection follows its row (and is cleared when the row is deleted); the content offset
/// stays where it was, so the rows under it move, as on iOS. Animations are accepted and not
/// played. A table that has not read its rows yet has nothing to check against: it reads them
/// when they are first needed, as usual.
extension UITableView {
  /// Inserts rows the data source now has: they are counted again (see the type's comment).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.inserted += indexPaths }
  }

  /// Deletes rows the data source no longer has: they are counted again (see the type's comment).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.deleted += indexPaths }
  }

  /// Asks the data source again for these rows' cells; the counts must not change.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.reloaded += indexPaths }
  }

  /// Moves a row: the data source has already moved it; the counts are checked as above, the row
  /// leaving its section and joining the other.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moved.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections the data source now has: the sections after them shift.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections the data source no longer has, with their rows.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Asks the data source again for these sections' rows, which may change in number.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  /// The index path of `cell`, while it shows a row; nil for a cell the table is not showing.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    cells.first { $0.value === cell }?.key
  }

  /// Starts a batch: the changes until the matching ``endUpdates()`` are checked together.
  public func beginUpdates() { updateDepth += 1 }

  /// Ends a batch; at the outermost one the rows are counted again and checked.
  public func endUpdates() {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    if updateDepth == 0 { applyPendingUpdate() }
  }

  /// Runs `updates` as one batch (iOS 11 and later), then calls `completion` with true: there
  /// is no animation to wait for.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  /// Shows or hides the editing controls; the user can insert rows only while editing.
  public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// The user commits an edit of a row: swipes it and taps Delete (`.delete`, as
  /// ``userDeleteRow(at:)``), or taps the insert control while the table is editing
  /// (`.insert`); the data source's `tableView(_:commit:forRowAt:)` is called. Returns false,
  /// calling nothing, where iOS offers no such control: a row that does not exist, that the data
  /// source says cannot be edited, a deletion of a row whose editing style the delegate says is
  /// not `.delete`, an insertion while not editing; false too when the data source does not
  /// implement `tableView(_:commit:forRowAt:)`, since iOS then offers no swipe to delete.
  /// (Simulator addition for scenario actions and tests.)
  @discardableResult
  public func simulateUserCommit(_ editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    -> Bool
  {
    switch editingStyle {
    case .delete: return userDeleteRow(at: indexPath) == nil
    case .none: return false
    case .insert:
      guard isEditing, let dataSource, rowExists(indexPath),
        dataSource.tableView(self, canEditRowAt: indexPath)
      else { return false }
      return commit(.insert, forRowAt: indexPath, of: dataSource)
    }
  }

  /// Why the user cannot delete a row (``userDeleteRow(at:)``): the first of UIKit's conditions
  /// the row fails.
  enum DeleteRefusal: Equatable {
    /// The row is not in the table: its section holds `rows` rows.
    case noSuchRow(rows: Int)
    /// The data source (of the class named) says the row cannot be edited.
    case notEditable(dataSource: String)
    /// The delegate (of the class named) gives the row an editing style other than `.delete`.
    case editingStyle(UITableViewCell.EditingStyle, delegate: String)
    /// The data source (of the class named) does not implement `tableView(_:commit:forRowAt:)`.
    case commitNotImplemented(dataSource: String)

    /// Why, for a message that names the table first: `has 3 rows in section 0; row 5 does not
    /// exist`, `offers no Delete for row 1: its data source (List) answers false to …`.
    func reason(forRowAt indexPath: IndexPath) -> String {
      let row =
        indexPath.section == 0
        ? "row \(indexPath.row)" : "row \(indexPath.row) of section \(indexPath.section)"
      switch self {
      case .noSuchRow(let rows):
        return "has \(rows) rows in section \(indexPath.section); row \(indexPath.row) does not exist"
      case .notEditable(let dataSource):
        return "offers no Delete for \(row): its data source (\(dataSource)) answers false to "
          + "tableView(_:canEditRowAt:)"
      case .editingStyle(let style, let delegate):
        return "offers no Delete for \(row): its delegate (\(delegate)) answers .\(style) to "
          + "tableView(_:editingStyleForRowAt:)"
      case .commitNotImplemented(let dataSource):
        return "offers no swipe to delete: its data source (\(dataSource)) does not implement "
          + "tableView(_:commit:forRowAt:)"
      }
    }
  }

  /// The user swipes across the row and taps Delete, where UIKit offers it: the row exists, the
  /// data source's `tableView(_:canEditRowAt:)` (true when not implemented: “If this method is not
  /// implemented, all rows are assumed to be editable”, Apple's UITableViewDataSource) allows it,
  /// the delegate's `tableView(_:editingStyleForRowAt:)` is `.delete` (UIKit's style for a row
  /// whose delegate does not implement it), and the data source implements
  /// `tableView(_:commit:forRowAt:)`, which is then called with `.delete` (Table View Programming
  /// Guide for iOS, “Inserting and Deleting Rows and Sections”: swipe to delete needs that method).
  /// Returns why not, calling nothing of the app's beyond those questions; nil when the row was
  /// committed. Whether the data source implements the method is known only by calling it: its
  /// default (``UITableViewDataSource``'s extension) does nothing and says so.
  func userDeleteRow(at indexPath: IndexPath) -> DeleteRefusal? {
    guard let dataSource, rowExists(indexPath) else {
      return .noSuchRow(rows: numberOfRows(inSection: indexPath.section))
    }
    let dataSourceClass = String(describing: type(of: dataSource))
    guard dataSource.tableView(self, canEditRowAt: indexPath) else {
      return .notEditable(dataSource: dataSourceClass)
    }
    if let delegate = delegate as? any UITableViewDelegate {
      let style = delegate.tableView(self, editingStyleForRowAt: indexPath)
      guard style == .delete else {
        return .editingStyle(style, delegate: String(describing: type(of: delegate)))
      }
    }
    guard commit(.delete, forRowAt: indexPath, of: dataSource) else {
      return .commitNotImplemented(dataSource: dataSourceClass)
    }
    return nil
  }

  /// Whether the table has the row.
  private func rowExists(_ indexPath: IndexPath) -> Bool {
    indexPath.section >= 0 && indexPath.section < numberOfSections && indexPath.row >= 0
      && indexPath.row < numberOfRows(inSection: indexPath.section)
  }

  /// Calls the data source's `tableView(_:commit:forRowAt:)`; false when only its default ran.
  private func commit(
    _ editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath,
    of dataSource: any UITableViewDataSource
  ) -> Bool {
    commitReachedDefault = false
    dataSource.tableView(self, commit: editingStyle, forRowAt: indexPath)
    defer { commitReachedDefault = false }
    return !commitReachedDefault
  }

  private func record(_ change: (inout IndexPathUpdate) -> Void) {
    change(&pendingUpdate)
    if updateDepth == 0 { applyPendingUpdate() }
  }

  private func applyPendingUpdate() {
    let update = pendingUpdate
    pendingUpdate = IndexPathUpdate()
    guard let before = rowCounts else { return }
    let after = readRowCounts()
    if let problem = update.inconsistency(before: before, after: after, .table) {
      (appHost ?? AppContext.current)?.crash("NSInternalInconsistencyException: Invalid update: " + problem)
      return
    }
    rowCounts = after
    cells.removeAll()
    sectionViews.removeAll()
    selectedRow = selectedRow.flatMap { update.destination(of: $0, sectionsBefore: before.count) }
    updateContentSize(after)
  }
}
