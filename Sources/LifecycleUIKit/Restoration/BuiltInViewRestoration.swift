/// The state UIKit's own views preserve when they have a restoration identifier — App
/// Programming Guide, “Visual Appearance Across Launches”, lists `UIScrollView`,
/// `UITableView`, `UICollectionView`, `UITextField` and `UITextView` among them:
///
/// | view | preserved |
/// | --- | --- |
/// | `UIScrollView` | the content offset |
/// | `UITableView`, `UICollectionView` | the offset; with ``UIDataSourceModelAssociation``, the first visible row or item (and how far into it) and the selection, by model identifier |
/// | `UITextView` | the text and the offset |
/// | `UITextField` | the text |
///
/// The text is a choice: the reference does not say what text views keep, and LifecycleKit
/// has no selection to keep instead (see `Docs/UIKitShadowing.md`). Tables and collection views
/// share one path (``RestorableList``).
@MainActor
enum BuiltInViewRestoration {
  enum Key {
    static let contentOffset = "UIScrollViewContentOffset"
    static let text = "UITextInputText"
    /// A list's keys, after its prefix (`UITableView`, `UICollectionView`).
    static let firstVisible = "FirstVisibleModelIdentifier"
    static let firstVisibleDelta = "FirstVisibleDelta"
    static let selected = "SelectedModelIdentifiers"
  }

  /// Saves a built-in view's state (what ``UIView/encodeRestorableState(with:)`` does by default).
  static func encode(_ view: UIView, into coder: NSCoder) {
    switch view {
    case let list as any RestorableList:
      encodeElements(of: list, into: coder)
      coder.encode(list.contentOffset, forKey: Key.contentOffset)
    case let textView as UITextView:
      coder.encode(textView.text, forKey: Key.text)
      coder.encode(textView.contentOffset, forKey: Key.contentOffset)
    case let scrollView as UIScrollView:
      coder.encode(scrollView.contentOffset, forKey: Key.contentOffset)
    case let field as UITextField:
      coder.encode(field.text, forKey: Key.text)
    default:
      break
    }
  }

  /// Restores a built-in view's state (what ``UIView/decodeRestorableState(with:)`` does by default).
  static func decode(_ view: UIView, from coder: NSCoder) {
    switch view {
    case let list as any RestorableList:
      decodeElements(of: list, from: coder)
    case let textView as UITextView:
      if let text = coder.decodeObject(forKey: Key.text) as? String { textView.text = text }
      decodeOffset(of: textView, from: coder)
    case let scrollView as UIScrollView:
      decodeOffset(of: scrollView, from: coder)
    case let field as UITextField:
      if let text = coder.decodeObject(forKey: Key.text) as? String { field.text = text }
    default:
      break
    }
  }

  private static func decodeOffset(of scrollView: UIScrollView, from coder: NSCoder) {
    if coder.containsValue(forKey: Key.contentOffset) {
      scrollView.contentOffset = coder.decodeCGPoint(forKey: Key.contentOffset)
    }
  }

  /// The first visible element's model identifier and how far the offset is into it, and the
  /// selected elements' identifiers, when the data source names its elements.
  private static func encodeElements(of list: any RestorableList, into coder: NSCoder) {
    guard let association = list.modelAssociation else { return }
    let prefix = list.restorationKeyPrefix
    if let first = list.firstVisibleIndexPath, let edge = list.leadingEdge(of: first),
      let identifier = association.modelIdentifierForElement(at: first, in: list)
    {
      coder.encode(identifier, forKey: prefix + Key.firstVisible)
      coder.encode(Double(list.offsetAlongScroll - edge), forKey: prefix + Key.firstVisibleDelta)
    }
    let selected = list.selectedIndexPaths.compactMap {
      association.modelIdentifierForElement(at: $0, in: list)
    }
    if !selected.isEmpty { coder.encode(selected, forKey: prefix + Key.selected) }
  }

  /// The first visible element by model identifier (falling back to the saved offset when that
  /// item is gone or the data source cannot say), then the selection by model identifier.
  private static func decodeElements(of list: any RestorableList, from coder: NSCoder) {
    let association = list.modelAssociation
    let prefix = list.restorationKeyPrefix
    if let association, let identifier = coder.decodeObject(forKey: prefix + Key.firstVisible) as? String,
      let element = association.indexPathForElement(withModelIdentifier: identifier, in: list),
      let edge = list.leadingEdge(of: element)
    {
      list.offsetAlongScroll = edge + CGFloat(coder.decodeDouble(forKey: prefix + Key.firstVisibleDelta))
    } else {
      decodeOffset(of: list, from: coder)
    }
    guard let association, let identifiers = coder.decodeObject(forKey: prefix + Key.selected) as? [String]
    else { return }
    for identifier in identifiers {
      guard let element = association.indexPathForElement(withModelIdentifier: identifier, in: list),
        list.leadingEdge(of: element) != nil
      else { continue }
      list.restoreSelection(of: element)
    }
  }
}

/// A table or a collection view as state restoration sees it: elements by index path, the first
/// visible one, the selection, and where an element begins along the way the view scrolls.
@MainActor
protocol RestorableList: UIScrollView {
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
}

extension RestorableList {
  /// The offset along the way the view scrolls.
  var offsetAlongScroll: CGFloat {
    get { scrollsSideways ? contentOffset.x : contentOffset.y }
    set {
      contentOffset =
        scrollsSideways ? CGPoint(x: newValue, y: contentOffset.y) : CGPoint(x: contentOffset.x, y: newValue)
    }
  }
}

extension UITableView: RestorableList {
  var restorationKeyPrefix: String { "UITableView" }
  var modelAssociation: (any UIDataSourceModelAssociation)? {
    dataSource as? any UIDataSourceModelAssociation
  }
  var firstVisibleIndexPath: IndexPath? { indexPathsForVisibleRows?.first }
  var selectedIndexPaths: [IndexPath] { indexPathForSelectedRow.map { [$0] } ?? [] }
  var scrollsSideways: Bool { false }

  /// Rows are `rowHeight` high, one after the other across sections.
  func leadingEdge(of indexPath: IndexPath) -> CGFloat? {
    guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.row >= 0,
      indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return nil }
    let rowsBefore = (0..<indexPath.section).reduce(0) { $0 + numberOfRows(inSection: $1) }
    return CGFloat(rowsBefore + indexPath.row) * rowHeight
  }

  func restoreSelection(of indexPath: IndexPath) {
    selectRow(at: indexPath, animated: false, scrollPosition: .none)
  }
}

extension UICollectionView: RestorableList {
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
