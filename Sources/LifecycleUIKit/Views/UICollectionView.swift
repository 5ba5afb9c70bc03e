/// A scrolling grid of items, asked of its data source and placed by its layout (“UICollectionView”,
/// iOS 6.0 and later).
///
/// As the table view does, it reads its sections and items from the data source when it
/// enters a window (UIKit reads them at its first layout there) or when first needed, and again
/// after ``reloadData()`` — lazily: “reloadData()” marks the data stale, and the next question
/// reads it (so an insertion announced right after a reload is checked against counts that already
/// include it, and crashes, as on iOS). Its layout (``collectionViewLayout``, a
/// ``UICollectionViewFlowLayout`` by default from an interface file) says where each item goes;
/// the items visible are those whose frames meet the rectangle of the view's size (the screen's
/// when the frame is empty) at `contentOffset`. Only they are asked for cells, and the snapshot
/// shows them. Cells come from ``dequeueReusableCell(withReuseIdentifier:for:)`` and are reused
/// (``UICollectionReusableView/prepareForReuse()``) once they leave the screen or the data is
/// reloaded. Selection is in `UICollectionView+Selection.swift`, reuse in
/// `UICollectionView+Reuse.swift`, updates in `UICollectionView+Updates.swift`.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// Where ``scrollToItem(at:at:animated:)`` puts the item (UIKit's option set; its raw values).
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    /// UIKit's bits: top 1, centred vertically 2, bottom 4, left 8, centred horizontally 16,
    /// right 32.
    public let rawValue: UInt
    /// Creates a position from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No scrolling (for ``selectItem(at:animated:scrollPosition:)``).
    public static let none: ScrollPosition = []
    /// The item's top at the view's top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item in the vertical middle.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the view's bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the view's left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item in the horizontal middle.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the view's right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// Where the items go. Another layout is prepared before the next question.
  public var collectionViewLayout: UICollectionViewLayout {
    didSet {
      if oldValue !== collectionViewLayout { oldValue.collectionView = nil }
      collectionViewLayout.collectionView = self
      collectionViewLayout.needsPrepare = true
    }
  }
  /// Where items come from. Another data source makes the view read its items again when they
  /// are next needed. A data source method declared below the adopting class is never called
  /// (a misuse).
  public weak var dataSource: (any UICollectionViewDataSource)? {
    didSet {
      if let dataSource { appHost?.verifyDispatch(of: dataSource, against: .collectionViewDataSource) }
      guard dataSource !== oldValue else { return }
      itemCounts = nil
      recycleDisplayedViews()
    }
  }
  /// Whether the user can select items (true by default); when false,
  /// ``selectItem(at:animated:scrollPosition:)`` does nothing either.
  public var allowsSelection = true
  /// Whether several items can be selected at once (false by default): a tap on a selected
  /// item then deselects it.
  public var allowsMultipleSelection = false
  /// A view behind the items: kept and read back (inert: not in the view tree the snapshot shows).
  public var backgroundView: UIView?

  /// The items per section, as last read from the data source; nil until needed.
  var itemCounts: [Int]?
  /// The selected items, in the order they were selected.
  var selectedItems: [IndexPath] = []
  /// The cells handed out for visible items, by index path.
  var cells: [IndexPath: UICollectionViewCell] = [:]
  /// The supplementary views handed out for visible elements.
  var supplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
  /// Views taken back, by kind and reuse identifier, for the next dequeue.
  var reusePool: [ReuseKey: [UICollectionReusableView]] = [:]
  /// What each reuse identifier dequeues: a class or a nib, by kind.
  var registrations: [ReuseKey: Registration] = [:]
  /// A storyboard's prototypes by kind and reuse identifier: each call makes a new one.
  var storyboardPrototypes: [ReuseKey: @MainActor () -> UICollectionReusableView?] = [:]
  /// The changes announced since the outermost batch began, and how deep the batch is.
  var pendingUpdate = IndexPathUpdate()
  var updateDepth = 0
  /// Set by the data source's default supplementary view method: no method of the app ran.
  var supplementaryReachedDefault = false
  /// The size the layout was last prepared for.
  private var preparedSize: CGSize?

  /// A collection view whose items `layout` places. (iOS 6.0 and later: before, the app crashes.)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    _ = APIAvailabilityCheck.require("initWithFrame:collectionViewLayout:", of: self, host: appHost)
  }

  /// A collection view from an interface file: reads `allowsSelection` and
  /// `allowsMultipleSelection`; its layout is the file's `collectionViewLayout` (a flow layout
  /// until it is set).
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
    if coder.containsValue(forKey: "allowsSelection") {
      allowsSelection = coder.decodeBool(forKey: "allowsSelection")
    }
    allowsMultipleSelection = coder.decodeBool(forKey: "allowsMultipleSelection")
  }

  /// A collection view in a window reads its items, as UIKit's does at its first layout there: a
  /// later update is checked against them. Call `super` when overriding.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil, itemCounts == nil, dataSource != nil else { return }
    _ = loadedItemCounts
  }

  /// Scrolling takes back the cells of items no longer visible, for reuse.
  public override var contentOffset: CGPoint {
    didSet { if contentOffset != oldValue { recycleViewsOutOfSight() } }
  }

  /// Marks the data stale, clears the selection and takes every cell back for reuse; the data
  /// source is asked again when the items are next needed (“reloadData()”).
  public func reloadData() {
    itemCounts = nil
    selectedItems = []
    recycleDisplayedViews()
  }

  /// The items per section, asked of the data source now.
  func readItemCounts() -> [Int] {
    let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    return (0..<max(0, sections)).map { dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 }
  }

  /// The counts, read now when stale.
  var loadedItemCounts: [Int] {
    if let itemCounts { return itemCounts }
    let counts = readItemCounts()
    itemCounts = counts
    collectionViewLayout.needsPrepare = true
    return counts
  }

  /// The number of sections.
  public var numberOfSections: Int { loadedItemCounts.count }

  /// The number of items in `section`.
  public func numberOfItems(inSection section: Int) -> Int { loadedItemCounts[safe: section] ?? 0 }

  /// Whether the view has the item.
  func itemExists(_ indexPath: IndexPath) -> Bool {
    indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
  }

  // MARK: Geometry

  /// The size the view shows: its frame's, a zero dimension taking the screen's.
  var visibleSize: CGSize {
    let screen = UIScreen.main.bounds.size
    return CGSize(
      width: frame.width > 0 ? frame.width : screen.width,
      height: frame.height > 0 ? frame.height : screen.height)
  }

  /// Whether the content scrolls sideways (a horizontal flow layout).
  var scrollsHorizontally: Bool {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
  }

  /// The layout, prepared when it was invalidated, the data reloaded or the size changed (and
  /// the layout asks for it); the content size follows it.
  func preparedLayout() -> UICollectionViewLayout {
    let layout = collectionViewLayout
    _ = loadedItemCounts
    let size = visibleSize
    if let preparedSize, preparedSize != size,
      layout.shouldInvalidateLayout(forBoundsChange: CGRect(origin: contentOffset, size: size))
    {
      layout.needsPrepare = true
    }
    if layout.needsPrepare || preparedSize == nil {
      layout.needsPrepare = false
      preparedSize = size
      layout.prepare()
      contentSize = layout.collectionViewContentSize
    }
    return layout
  }

  /// The attributes of the elements that are visible now: not hidden, meeting the visible
  /// rectangle, of an item (or section) the view has.
  func visibleAttributes() -> [UICollectionViewLayoutAttributes] {
    let layout = preparedLayout()
    let rect = CGRect(origin: contentOffset, size: visibleSize)
    return (layout.layoutAttributesForElements(in: rect) ?? []).filter { attributes in
      guard !attributes.isHidden, attributes.frame.overlaps(rect) else { return false }
      switch attributes.representedElementCategory {
      case .cell: return itemExists(attributes.indexPath)
      case .supplementaryView: return attributes.indexPath.section < numberOfSections
      case .decorationView: return false
      }
    }
  }

  /// The index paths of the items visible at the current offset, in index path order.
  public var indexPathsForVisibleItems: [IndexPath] {
    visibleAttributes().filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
  }

  /// The cells of the visible items, in index path order.
  public var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
  }

  /// The cell of a visible item (asking the data source for it the first time); nil for an item
  /// that is not visible.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    if let cell = cells[indexPath] { return cell }
    guard
      let attributes = visibleAttributes().first(where: {
        $0.representedElementCategory == .cell && $0.indexPath == indexPath
      })
    else { return nil }
    return makeCell(for: attributes)
  }

  /// The index path of a cell handed out for a visible item; nil for any other cell.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    cells.first { $0.value === cell }?.key
  }

  /// The layout's attributes of the item; nil for an item the view does not have.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard itemExists(indexPath) else { return nil }
    return preparedLayout().layoutAttributesForItem(at: indexPath)
  }

  /// Scrolls so that the item is at the top (at the left, scrolling sideways), or as near as
  /// `scrollPosition` asks. An item the view does not have is UIKit's
  /// `NSInternalInconsistencyException` (“Attempted to scroll the collection view to an
  /// out-of-bounds item (5) when there are only 3 items in section 0.”, as apps' crash reports
  /// show it): the app crashes.
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard itemExists(indexPath), let frame = layoutAttributesForItem(at: indexPath)?.frame else {
      let counts = loadedItemCounts
      let problem =
        counts.indices.contains(indexPath.section)
        ? "an out-of-bounds item (\(indexPath.item)) when there are only \(counts[indexPath.section]) items in"
          + " section \(indexPath.section)."
        : "an out-of-bounds section (\(indexPath.section)) when there are only \(counts.count) sections."
      (appHost ?? AppContext.current)?.crash(
        "NSInternalInconsistencyException: Attempted to scroll the collection view to " + problem)
      return
    }
    let size = visibleSize
    if scrollsHorizontally {
      let x =
        scrollPosition.contains(.right)
        ? frame.maxX - size.width
        : scrollPosition.contains(.centeredHorizontally) ? frame.midX - size.width / 2 : frame.minX
      contentOffset = CGPoint(x: x, y: contentOffset.y)
    } else {
      let y =
        scrollPosition.contains(.bottom)
        ? frame.maxY - size.height
        : scrollPosition.contains(.centeredVertically) ? frame.midY - size.height / 2 : frame.minY
      contentOffset = CGPoint(x: contentOffset.x, y: y)
    }
  }

  /// Accepts the `dataSource` and `collectionViewLayout` an interface file connects (and
  /// `delegate`, through the scroll view).
  open override func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case "dataSource": dataSource = value as? any UICollectionViewDataSource
    case "collectionViewLayout" where value is UICollectionViewLayout:
      collectionViewLayout = value as! UICollectionViewLayout
    default: super.setValue(value, forKey: key)
    }
  }
}
