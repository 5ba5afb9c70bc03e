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
/// share one path (``ElementList``).
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
    case let list as any ElementList:
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
    case let list as any ElementList:
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
  private static func encodeElements(of list: any ElementList, into coder: NSCoder) {
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
  private static func decodeElements(of list: any ElementList, from coder: NSCoder) {
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
