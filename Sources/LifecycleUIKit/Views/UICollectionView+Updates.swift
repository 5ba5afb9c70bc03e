/// Changing a collection view's items without reloading it: insertions, deletions, reloads and
/// moves of items and sections, alone or in a batch, checked as UIKit checks them
/// (“performBatchUpdates(_:completion:)”; the check is ``IndexPathUpdate``'s, shared with the
/// table view).
///
/// After each change outside a batch, or at the end of the outermost batch, the view asks its
/// data source again how many sections and items it has and compares them with the counts before
/// and the change: a mismatch is UIKit's `NSInternalInconsistencyException` (“Invalid update:
/// invalid number of items in section 0. …”), the app crashes and the view keeps its old items.
/// The counts before are the ones the view last read. When they are stale (never read, or marked
/// so by ``reloadData()``), a change outside a batch reads them first, from a data source that
/// already holds the change, and so crashes — as UIKit does (rdar://26484150, rdar://27941923);
/// ``performBatchUpdates(_:completion:)`` reads them before running its block, as Apple's page
/// says it brings the layout up to date, so updating the model inside the block is safe. The
/// selection follows its item (and is dropped with it); the content offset stays; every cell is
/// taken back for reuse and asked again. Animations are not played: the completion gets true at
/// once.
extension UICollectionView {
  /// Inserts items the data source now has.
  public func insertItems(at indexPaths: [IndexPath]) { record { $0.inserted += indexPaths } }

  /// Deletes items the data source no longer has.
  public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deleted += indexPaths } }

  /// Asks the data source again for these items' cells; the counts must not change.
  public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloaded += indexPaths } }

  /// Moves an item (`indexPath` as before the update, `newIndexPath` as after it).
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moved.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections the data source now has (indexes as after the update).
  public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }

  /// Deletes sections the data source no longer has (indexes as before the update).
  public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }

  /// Asks the data source again for these sections' items, whose number may change.
  public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }

  /// Runs `updates` as one batch, then calls `completion` with true (there is no animation to
  /// wait for). Stale counts are read before `updates` runs (see the type's comment).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    if updateDepth == 0 { _ = loadedItemCounts }
    updateDepth += 1
    updates?()
    updateDepth -= 1
    if updateDepth == 0 { applyPendingUpdate() }
    completion?(true)
  }

  private func record(_ change: (inout IndexPathUpdate) -> Void) {
    change(&pendingUpdate)
    if updateDepth == 0 { applyPendingUpdate() }
  }

  private func applyPendingUpdate() {
    let update = pendingUpdate
    pendingUpdate = IndexPathUpdate()
    let before = loadedItemCounts
    let after = readItemCounts()
    if let problem = update.inconsistency(before: before, after: after, .collection) {
      crash("NSInternalInconsistencyException: Invalid update: " + problem)
      return
    }
    itemCounts = after
    let selection = selectedItems.compactMap { update.destination(of: $0, sectionsBefore: before.count) }
    recycleDisplayedViews()
    selectedItems = selection
  }

  /// Takes in new counts whose change the caller has already checked (a diffable data source's
  /// snapshot), with the selection at its new index paths; every cell is taken back.
  func acceptCounts(_ counts: [Int], selection: [IndexPath]) {
    guard itemCounts != nil else { return }  // Read when first needed.
    itemCounts = counts
    recycleDisplayedViews()
    selectedItems = selection
  }
}
