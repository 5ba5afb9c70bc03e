/// The state UIKit's own views preserve when they have a restoration identifier — App
/// Programming Guide, “Visual Appearance Across Launches”, lists `UIScrollView`,
/// `UITableView`, `UITextField` and `UITextView` among them:
///
/// | view | preserved |
/// | --- | --- |
/// | `UIScrollView` | the content offset |
/// | `UITableView` | the offset; with ``UIDataSourceModelAssociation``, the first visible row (and how far into it) and the selected row, by model identifier |
/// | `UITextView` | the text and the offset |
/// | `UITextField` | the text |
///
/// The text is a choice: the reference does not say what text views keep, and LifecycleKit
/// has no selection to keep instead (see `Docs/UIKitShadowing.md`).
@MainActor
enum BuiltInViewRestoration {
  enum Key {
    static let contentOffset = "UIScrollViewContentOffset"
    static let text = "UITextInputText"
    static let firstVisibleRow = "UITableViewFirstVisibleModelIdentifier"
    static let firstVisibleRowDelta = "UITableViewFirstVisibleRowDelta"
    static let selectedRow = "UITableViewSelectedModelIdentifier"
  }

  /// Saves a built-in view's state (what ``UIView/encodeRestorableState(with:)`` does by default).
  static func encode(_ view: UIView, into coder: NSCoder) {
    switch view {
    case let table as UITableView:
      encodeRows(of: table, into: coder)
      coder.encode(table.contentOffset, forKey: Key.contentOffset)
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
    case let table as UITableView:
      decodeRows(of: table, from: coder)
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

  private static func encodeRows(of table: UITableView, into coder: NSCoder) {
    guard let association = table.dataSource as? any UIDataSourceModelAssociation else { return }
    if let first = table.indexPathsForVisibleRows?.first,
      let identifier = association.modelIdentifierForElement(at: first, in: table)
    {
      coder.encode(identifier, forKey: Key.firstVisibleRow)
      coder.encode(
        Double(table.contentOffset.y - top(of: first, in: table)), forKey: Key.firstVisibleRowDelta)
    }
    if let selected = table.indexPathForSelectedRow,
      let identifier = association.modelIdentifierForElement(at: selected, in: table)
    {
      coder.encode(identifier, forKey: Key.selectedRow)
    }
  }

  /// The first visible row by model identifier (falling back to the saved offset when that
  /// item is gone or the data source cannot say), then the selection by model identifier.
  private static func decodeRows(of table: UITableView, from coder: NSCoder) {
    let association = table.dataSource as? any UIDataSourceModelAssociation
    if let association, let identifier = coder.decodeObject(forKey: Key.firstVisibleRow) as? String,
      let row = association.indexPathForElement(withModelIdentifier: identifier, in: table),
      exists(row, in: table)
    {
      let delta = CGFloat(coder.decodeDouble(forKey: Key.firstVisibleRowDelta))
      table.contentOffset = CGPoint(x: table.contentOffset.x, y: top(of: row, in: table) + delta)
    } else {
      decodeOffset(of: table, from: coder)
    }
    if let association, let identifier = coder.decodeObject(forKey: Key.selectedRow) as? String,
      let row = association.indexPathForElement(withModelIdentifier: identifier, in: table),
      exists(row, in: table)
    {
      table.selectRow(at: row, animated: false, scrollPosition: .none)
    }
  }

  /// Where a row begins: rows are `rowHeight` high, one after the other across sections.
  private static func top(of indexPath: IndexPath, in table: UITableView) -> CGFloat {
    let rowsBefore = (0..<indexPath.section).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
    return CGFloat(rowsBefore + indexPath.row) * table.rowHeight
  }

  private static func exists(_ indexPath: IndexPath, in table: UITableView) -> Bool {
    indexPath.section >= 0 && indexPath.section < table.numberOfSections && indexPath.row >= 0
      && indexPath.row < table.numberOfRows(inSection: indexPath.section)
  }
}
