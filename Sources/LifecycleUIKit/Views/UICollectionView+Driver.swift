/// What the user sees of a collection view and what the UI driver does to it: the visible
/// elements in order (the snapshot's `item` and `header` lines, the driver's
/// `UICollectionViewCell` elements), and the user's selection of an item by number
/// (`select-row`).
extension UICollectionView {
  /// One visible element, with the view handed out for it.
  enum VisibleElement {
    case item(IndexPath, UICollectionViewCell)
    case supplementary(kind: String, IndexPath, UICollectionReusableView)
  }

  /// The visible elements, section by section: its header, its items in order, its footer
  /// (other supplementary kinds before the items). Asks the data source for views not yet handed
  /// out; an element the data source gives no view for is left out.
  var visibleElements: [VisibleElement] {
    let order = { (attributes: UICollectionViewLayoutAttributes) -> (Int, Int, Int) in
      let rank =
        attributes.representedElementCategory == .cell
        ? 1 : attributes.representedElementKind == Self.elementKindSectionFooter ? 2 : 0
      return (attributes.indexPath.section, rank, attributes.indexPath.item)
    }
    return visibleAttributes().sorted { order($0) < order($1) }.compactMap { attributes in
      let indexPath = attributes.indexPath
      if attributes.representedElementCategory == .cell {
        return cellForItem(at: indexPath).map { .item(indexPath, $0) }
      }
      guard let kind = attributes.representedElementKind,
        let view = supplementaryView(forElementKind: kind, at: indexPath)
      else { return nil }
      return .supplementary(kind: kind, indexPath, view)
    }
  }

  /// The visible items' texts as `expect APP rows` reads them: each cell's
  /// ``UICollectionViewCell/shownText``, in index path order, joined by commas; nil when no item
  /// is visible.
  var driverRows: String? {
    let texts = indexPathsForVisibleItems.compactMap { indexPath -> String? in
      guard let cell = cellForItem(at: indexPath), !cell.isHidden else { return nil }
      return cell.shownText
    }
    return texts.isEmpty ? nil : texts.joined(separator: ",")
  }
}

extension UICollectionViewCell {
  /// What the user reads on the cell: the texts of the labels in it, in the order of the view
  /// tree, joined by a space (the snapshot's `item` line, and the title the UI driver finds the
  /// cell by).
  var shownText: String { Self.shownText(of: self) }

  /// The texts of the visible labels in `view`, in the order of the view tree, joined by a space.
  static func shownText(of view: UIView) -> String {
    var texts: [String] = []
    collectTexts(view, into: &texts)
    return texts.joined(separator: " ")
  }

  private static func collectTexts(_ view: UIView, into texts: inout [String]) {
    guard !view.isHidden else { return }
    if let label = view as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
    for subview in view.subviews { collectTexts(subview, into: &texts) }
  }
}

extension UIScrollView {
  /// The offset along the way the content scrolls, in points: the vertical one, but for a
  /// collection view whose flow layout scrolls sideways. The UI driver's `scroll` step sets it
  /// (through `contentOffset`, so the delegate is told).
  var driverOffset: CGFloat {
    get { (self as? UICollectionView)?.scrollsHorizontally == true ? contentOffset.x : contentOffset.y }
    set {
      contentOffset =
        (self as? UICollectionView)?.scrollsHorizontally == true
        ? CGPoint(x: newValue, y: contentOffset.y) : CGPoint(x: contentOffset.x, y: newValue)
    }
  }
}
