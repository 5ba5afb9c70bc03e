/// Where a collection view's items go (“UICollectionViewLayout”): the collection view asks its
/// layout, as UIKit's does, for the size of the content and for the attributes of the elements
/// in a rectangle — what is visible at the current offset — after ``prepare()``.
///
/// Subclass it (or ``UICollectionViewFlowLayout``) and override those members, as on iOS; the
/// collection view calls ``prepare()`` again after ``invalidateLayout()``, a reload, an update,
/// and a change of its size when ``shouldInvalidateLayout(forBoundsChange:)`` says so.
@preconcurrency @MainActor
open class UICollectionViewLayout: NibInstantiable {
  /// The collection view the layout belongs to (set when it is given one).
  public internal(set) weak var collectionView: UICollectionView?
  /// Whether ``prepare()`` is due before the next question.
  var needsPrepare = true

  /// A layout not yet given to a collection view.
  public init() {}

  /// A layout from an interface file.
  public required init?(coder: NSCoder) {}

  /// Computes what the next questions need. Called before them when the layout was
  /// invalidated; does nothing by default. Call `super` when overriding.
  open func prepare() {}

  /// Marks the layout to be prepared again before the collection view next asks it.
  open func invalidateLayout() { needsPrepare = true }

  /// The size of the whole content: the collection view's scrollable area. Zero by default.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame meets `rect`; nil (none) by default.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of the item at `indexPath`; nil by default.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of the supplementary element of `elementKind` at `indexPath`; nil by default.
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Whether a change of the collection view's bounds to `newBounds` needs the layout prepared
  /// again. False by default (a flow layout answers true for a new size).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// A layout has no outlets: every key is undefined (an error while loading an interface file).
  open func setValue(_ value: Any?, forKey key: String) { XIBBarItems.undefinedKey(key, of: self) }

  /// Does nothing: called once an interface file's connections are made.
  open func awakeFromNib() {}
}

/// Where one element of a collection view goes, as its layout says (“UICollectionViewLayoutAttributes”).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
  /// The element's frame in the collection view's content.
  public var frame: CGRect
  /// The element's index path.
  public var indexPath: IndexPath
  /// Whether the element is a cell or a supplementary view.
  public let representedElementCategory: UICollectionView.ElementCategory
  /// A supplementary element's kind (``UICollectionView/elementKindSectionHeader``); nil for a
  /// cell.
  public let representedElementKind: String?
  /// The element's opacity: kept and read back (inert).
  public var alpha: CGFloat = 1
  /// Whether the element is hidden: a hidden element is not visible.
  public var isHidden = false
  /// The element's position along the z axis: kept and read back (inert).
  public var zIndex = 0

  /// The frame's size.
  public var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  /// The frame's centre; setting it moves the frame.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  private init(
    indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?, frame: CGRect = .zero
  ) {
    self.indexPath = indexPath
    representedElementCategory = category
    representedElementKind = kind
    self.frame = frame
  }

  /// The attributes of the item at `indexPath` (a zero frame until set).
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .cell, kind: nil)
  }

  /// The attributes of the supplementary element of `elementKind` at `indexPath`.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind)
  }

  /// A copy (`NSCopying`'s, which custom layouts use before changing attributes a superclass gave).
  open func copy() -> Any {
    let copy = UICollectionViewLayoutAttributes(
      indexPath: indexPath, category: representedElementCategory, kind: representedElementKind, frame: frame)
    copy.alpha = alpha
    copy.isHidden = isHidden
    copy.zIndex = zIndex
    return copy
  }
}

extension UICollectionView {
  /// What a layout attributes object stands for.
  public enum ElementCategory: UInt, Sendable {
    /// An item's cell.
    case cell
    /// A supplementary element (a header, a footer).
    case supplementaryView
    /// A decoration view: not shown here (no layout of this package places one).
    case decorationView
  }

  /// Which way a flow layout lays its lines and the collection view scrolls.
  public enum ScrollDirection: Int, Sendable {
    /// Lines of items across the width, one below the other.
    case vertical
    /// Columns of items down the height, one beside the other.
    case horizontal
  }

  /// The kind of a flow layout's section header (UIKit's constant's value).
  public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footer (UIKit's constant's value).
  public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

extension CGRect {
  /// Whether the two rectangles share some area: rectangles that only touch along an edge, and
  /// empty ones, do not (an item whose top is the visible rectangle's bottom is not visible).
  func overlaps(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY && width > 0
      && height > 0
      && other.width > 0 && other.height > 0
  }
}

/// Every element's attributes as a built-in layout computes them, once per preparation, and the
/// content's size: what ``UICollectionViewFlowLayout`` and ``UICollectionViewCompositionalLayout``
/// answer the collection view's questions from (each with a copy, as UIKit's hand out).
@MainActor
struct ComputedLayout {
  var elements: [UICollectionViewLayoutAttributes] = []
  var contentSize = CGSize.zero

  /// The elements whose frames meet `rect`.
  func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    elements.filter { $0.frame.overlaps(rect) }.map(Self.copy)
  }

  /// The item at `indexPath`.
  func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    elements.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }.map(Self.copy)
  }

  /// The supplementary element of `kind` in the section `indexPath` names.
  func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    elements.first { $0.representedElementKind == kind && $0.indexPath.section == indexPath.section }.map(
      Self.copy)
  }

  private static func copy(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes
  {
    attributes.copy() as! UICollectionViewLayoutAttributes
  }
}
