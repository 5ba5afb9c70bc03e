/// A collection view's selection, by the app's code and by the user's taps (“UICollectionView”,
/// Managing the selection; “selectItem(at:animated:scrollPosition:)”).
///
/// The app's calls change the selection without telling the delegate. The user's tap asks the
/// delegate first (`shouldSelectItemAt`, or `shouldDeselectItemAt` for a selected item with
/// multiple selection) and tells it after (`didSelectItemAt`; `didDeselectItemAt` for an item a
/// single selection gives up), as UIKit does. A selected item's cell has
/// ``UICollectionViewCell/isSelected`` set.
extension UICollectionView {
  /// The selected items, in the order they were selected; an empty array when none is (Apple's
  /// “indexPathsForSelectedItems”).
  public var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

  /// Selects the item (nil deselects all), replacing the selection unless
  /// ``allowsMultipleSelection``, and scrolls to it unless `scrollPosition` is `.none`. Does
  /// nothing when ``allowsSelection`` is false, and does not call the delegate, as in UIKit.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for selected in selectedItems { setSelected(false, at: selected) }
      return
    }
    guard allowsSelection, itemExists(indexPath) else { return }
    if !allowsMultipleSelection {
      for selected in selectedItems where selected != indexPath { setSelected(false, at: selected) }
    }
    setSelected(true, at: indexPath)
    if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the item, without telling the delegate.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) { setSelected(false, at: indexPath) }

  /// The user taps an item: its cell is highlighted while the finger is down; then, when the
  /// view allows selection and the delegate agrees, it is selected (a storyboard cell's selection
  /// segue runs first, before `didSelectItemAt`, as with a table's) — or, with multiple selection,
  /// deselected when it already was. Returns whether the selection changed or was confirmed.
  /// (Simulator addition for scenario actions and tests.)
  @discardableResult
  public func simulateUserTap(itemAt indexPath: IndexPath) -> Bool {
    guard itemExists(indexPath) else { return false }
    let cell = cellForItem(at: indexPath)
    cell?.isHighlighted = true
    cell?.isHighlighted = false
    guard allowsSelection else { return false }
    let delegate = delegate as? any UICollectionViewDelegate
    if allowsMultipleSelection, selectedItems.contains(indexPath) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return false }
      setSelected(false, at: indexPath)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return true
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
    let givenUp = allowsMultipleSelection ? [] : selectedItems.filter { $0 != indexPath }
    for other in givenUp { setSelected(false, at: other) }
    setSelected(true, at: indexPath)
    for other in givenUp { delegate?.collectionView(self, didDeselectItemAt: other) }
    cell?.selectionSegue?()
    delegate?.collectionView(self, didSelectItemAt: indexPath)
    return true
  }

  /// Adds the item to the selection or takes it out, and marks its cell.
  private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
    if selected {
      if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
    } else {
      selectedItems.removeAll { $0 == indexPath }
    }
    cells[indexPath]?.isSelected = selected
  }
}
