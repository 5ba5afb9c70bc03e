/// Items in lines that wrap at the collection view's width (“UICollectionViewFlowLayout”): the
/// layout most apps use, and what a collection view gets when nothing else is said.
///
/// Vertically (the default), each section is its header, its `sectionInset.top`, its lines of
/// items — an item goes on the current line when it fits in the width left by the insets, else
/// starts the next, `minimumLineSpacing` below the tallest item of the line — then
/// `sectionInset.bottom` and its footer. Items of a line are `minimumInteritemSpacing` apart from
/// the left inset (UIKit spreads a line's spare width between them: the x positions differ from
/// iOS's, the lines, and so which items are visible, do not). Horizontally the same runs down
/// the height, in columns. Sizes, insets and spacings come from the delegate when it adopts
/// ``UICollectionViewDelegateFlowLayout``, else from the properties. `estimatedItemSize` is kept
/// and read back: there is no self-sizing, the item size is used.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size every item gets when the delegate does not size it: 50 by 50 points, UIKit's
  /// default.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { computed = nil } }
  /// The size self-sizing cells start from: kept and read back (inert; items take ``itemSize``).
  open var estimatedItemSize = CGSize.zero
  /// The space between lines (rows vertically, columns horizontally): 10 points by default.
  open var minimumLineSpacing: CGFloat = 10 { didSet { computed = nil } }
  /// The space between the items of a line: 10 points by default.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { computed = nil } }
  /// The space around each section's items.
  open var sectionInset = UIEdgeInsets.zero { didSet { computed = nil } }
  /// Which way the lines run and the content scrolls.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { computed = nil } }
  /// The size of each section's header (only the height counts vertically, the width
  /// horizontally); zero, the default, for none.
  open var headerReferenceSize = CGSize.zero { didSet { computed = nil } }
  /// The size of each section's footer, as ``headerReferenceSize``.
  open var footerReferenceSize = CGSize.zero { didSet { computed = nil } }

  /// `estimatedItemSize` for cells that size themselves (iOS 10): inert here, as above.
  public static let automaticSize = CGSize(
    width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

  /// The frames computed since the last ``prepare()``: every element's, in order.
  private var computed: ComputedLayout?
  /// The collection view's size the frames were computed for.
  private var computedSize: CGSize?

  /// A flow layout with UIKit's defaults.
  public override init() { super.init() }

  /// A flow layout from an interface file: reads `itemSize`, `minimumLineSpacing`,
  /// `minimumInteritemSpacing`, `sectionInset`, `scrollDirection` (`horizontal`),
  /// `headerReferenceSize` and `footerReferenceSize`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    let size = { (key: String) -> CGSize? in
      guard coder.containsValue(forKey: key + ".width") else { return nil }
      return CGSize(
        width: coder.decodeDouble(forKey: key + ".width"), height: coder.decodeDouble(forKey: key + ".height")
      )
    }
    if let size = size("itemSize") { itemSize = size }
    if let size = size("headerReferenceSize") { headerReferenceSize = size }
    if let size = size("footerReferenceSize") { footerReferenceSize = size }
    if let size = size("estimatedItemSize") { estimatedItemSize = size }
    if coder.containsValue(forKey: "minimumLineSpacing") {
      minimumLineSpacing = CGFloat(coder.decodeDouble(forKey: "minimumLineSpacing"))
    }
    if coder.containsValue(forKey: "minimumInteritemSpacing") {
      minimumInteritemSpacing = CGFloat(coder.decodeDouble(forKey: "minimumInteritemSpacing"))
    }
    if coder.containsValue(forKey: "sectionInset.top") {
      sectionInset = UIEdgeInsets(
        top: coder.decodeDouble(forKey: "sectionInset.top"),
        left: coder.decodeDouble(forKey: "sectionInset.left"),
        bottom: coder.decodeDouble(forKey: "sectionInset.bottom"),
        right: coder.decodeDouble(forKey: "sectionInset.right"))
    }
    if coder.decodeObject(forKey: "scrollDirection") as? String == "horizontal" {
      scrollDirection = .horizontal
    }
  }

  /// Forgets the frames: they are computed again, after an override's own preparation.
  open override func prepare() {
    super.prepare()
    computed = nil
  }

  /// The whole content: as wide as the collection view and as high as the sections
  /// (vertically), or the reverse.
  open override var collectionViewContentSize: CGSize { layout.contentSize }

  /// Every element whose frame meets `rect`, a copy each.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    layout.elements(in: rect)
  }

  /// The item's attributes; nil for an item the collection view does not have.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    layout.item(at: indexPath)
  }

  /// A section header's or footer's attributes (`indexPath` names the section).
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { layout.supplementary(ofKind: elementKind, at: indexPath) }

  /// True when the size changes: lines wrap at the new width.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != computedSize
  }

  /// The frames, computed once per preparation.
  private var layout: ComputedLayout {
    if let computed { return computed }
    let made = compute()
    computed = made
    return made
  }

  /// Lays out every section (see the type's comment).
  private func compute() -> ComputedLayout {
    guard let collectionView else { return ComputedLayout() }
    let vertical = scrollDirection == .vertical
    let visible = collectionView.visibleSize
    computedSize = visible
    // Along the lines (across, the width vertically) and down them (along, the height).
    let across = vertical ? visible.width : visible.height
    let sizing = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let frame = { (along: CGFloat, at: CGFloat, size: CGSize) -> CGRect in
      vertical
        ? CGRect(x: at, y: along, width: size.width, height: size.height)
        : CGRect(x: along, y: at, width: size.width, height: size.height)
    }
    var all: [UICollectionViewLayoutAttributes] = []
    var along: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let header =
        sizing?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      along = appendSupplementary(
        UICollectionView.elementKindSectionHeader, section, header, at: along, across: across, vertical,
        into: &all)
      let inset =
        sizing?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
      let lineSpacing =
        sizing?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing =
        sizing?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let (start, end) = vertical ? (inset.left, across - inset.right) : (inset.top, across - inset.bottom)
      along += vertical ? inset.top : inset.left
      var position = start
      var lineDepth: CGFloat = 0
      let count = collectionView.numberOfItems(inSection: section)
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        let size = sizing?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        let width = vertical ? size.width : size.height
        if position > start, position + width > end {
          along += lineDepth + lineSpacing
          position = start
          lineDepth = 0
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(along, position, size)
        all.append(attributes)
        position += width + itemSpacing
        lineDepth = max(lineDepth, vertical ? size.height : size.width)
      }
      along += lineDepth + (vertical ? inset.bottom : inset.right)
      let footer =
        sizing?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      along = appendSupplementary(
        UICollectionView.elementKindSectionFooter, section, footer, at: along, across: across, vertical,
        into: &all)
    }
    return ComputedLayout(
      elements: all,
      contentSize: vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across))
  }

  /// A header or footer of `size` at `along` (none when it has no depth); returns where the
  /// section goes on.
  private func appendSupplementary(
    _ kind: String, _ section: Int, _ size: CGSize, at along: CGFloat, across: CGFloat, _ vertical: Bool,
    into all: inout [UICollectionViewLayoutAttributes]
  ) -> CGFloat {
    let depth = vertical ? size.height : size.width
    guard depth > 0 else { return along }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame =
      vertical
      ? CGRect(x: 0, y: along, width: across, height: depth)
      : CGRect(x: along, y: 0, width: depth, height: across)
    all.append(attributes)
    return along + depth
  }
}
