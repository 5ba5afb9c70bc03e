/// A table or a collection view as state restoration and diffable data sources see it: elements
/// by index path, the first visible one, the selection, where an element begins along the way the
/// view scrolls, and new counts taken in with the selection moved.
@MainActor
protocol ElementList: UIScrollView {
  /// What the list's keys begin with (`UITableView`).
  var restorationKeyPrefix: String { get }
  /// The data source, when it names its elements by model identifier.
  var modelAssociation: (any UIDataSourceModelAssociation)? { get }
  /// The first element visible at the current offset.
  var firstVisibleIndexPath: IndexPath? { get }
  /// The selected elements.
  var selectedIndexPaths: [IndexPath] { get }
  /// Where the element begins along the way the view scrolls; nil for one it does not have.
  func leadingEdge(of indexPath: IndexPath) -> CGFloat?
  /// Selects the element, as `selectRow`/`selectItem` without scrolling do.
  func restoreSelection(of indexPath: IndexPath)
  /// Whether the content scrolls sideways.
  var scrollsSideways: Bool { get }
  /// Takes in new counts whose change the caller has already checked (a diffable data source's
  /// snapshot), with the selection at its new index paths; a view that has not read its counts
  /// yet reads them when they are first needed.
  func acceptCounts(_ counts: [Int], selection: [IndexPath])
}

extension ElementList {
  /// The offset along the way the view scrolls.
  var offsetAlongScroll: CGFloat {
    get { scrollsSideways ? contentOffset.x : contentOffset.y }
    set {
      contentOffset =
        scrollsSideways ? CGPoint(x: newValue, y: contentOffset.y) : CGPoint(x: contentOffset.x, y: newValue)
    }
  }
}

extension UITableView: ElementList {
  var restorationKeyPrefix: String { "UITableView" }
  var modelAssociation: (any UIDataSourceModelAssociation)? {
    dataSource as? any UIDataSourceModelAssociation
  }
  var firstVisibleIndexPath: IndexPath? { indexPathsForVisibleRows?.first }
  var selectedIndexPaths: [IndexPath] { indexPathForSelectedRow.map { [$0] } ?? [] }
  var scrollsSideways: Bool { false }

  /// Rows are `layoutRowHeight` high, one after the other across sections.
  func leadingEdge(of indexPath: IndexPath) -> CGFloat? {
    guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.row >= 0,
      indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return nil }
    let rowsBefore = (0..<indexPath.section).reduce(0) { $0 + numberOfRows(inSection: $1) }
    return CGFloat(rowsBefore + indexPath.row) * layoutRowHeight
  }

  func restoreSelection(of indexPath: IndexPath) {
    selectRow(at: indexPath, animated: false, scrollPosition: .none)
  }
}

extension UICollectionView: ElementList {
  var restorationKeyPrefix: String { "UICollectionView" }
  var modelAssociation: (any UIDataSourceModelAssociation)? {
    dataSource as? any UIDataSourceModelAssociation
  }
  var firstVisibleIndexPath: IndexPath? { indexPathsForVisibleItems.first }
  var selectedIndexPaths: [IndexPath] { indexPathsForSelectedItems ?? [] }
  var scrollsSideways: Bool { scrollsHorizontally }

  /// The item's frame's top (its left edge, scrolling sideways), as the layout places it.
  func leadingEdge(of indexPath: IndexPath) -> CGFloat? {
    layoutAttributesForItem(at: indexPath).map { scrollsHorizontally ? $0.frame.minX : $0.frame.minY }
  }

  func restoreSelection(of indexPath: IndexPath) {
    selectItem(at: indexPath, animated: false, scrollPosition: [])
  }
}
