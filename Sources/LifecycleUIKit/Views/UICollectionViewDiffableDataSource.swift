/// A collection view's data source that shows a snapshot of identifiers, each item's cell made by
/// a provider (“UICollectionViewDiffableDataSource”, iOS 13).
///
/// Made with its collection view, it becomes that view's data source. ``apply(_:animatingDifferences:completion:)``
/// shows a new snapshot as UIKit from iOS 15 does with or without animation — by the difference:
/// the items still there keep their selection, at their new index paths, the offset stays,
/// and every cell is asked of the provider again (animations are not played). On iOS 13 and 14
/// an apply without animation reloaded the data, and so cleared the selection; that is
/// ``applySnapshotUsingReloadData(_:completion:)`` here, which iOS 15 added for it. The
/// completion runs at once.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
  /// Makes the cell of an item (dequeued from the collection view); nil is a failure.
  public typealias CellProvider =
    @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Makes the view of a supplementary element of a kind, dequeued from the collection view.
  public typealias SupplementaryViewProvider =
    @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  /// The snapshot shown.
  private var shown = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  /// Makes the supplementary views (section headers and footers); nil shows none.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// A data source for `collectionView`, which it becomes the data source of (weakly, as any
  /// data source: keep it).
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  /// A copy of the snapshot shown.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { shown }

  /// Shows `snapshot` by the difference from the one shown (see the type's comment).
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    shown = shown.show(snapshot, in: collectionView)
    completion?()
  }

  /// Shows `snapshot` by reloading the data: the selection is cleared (iOS 15).
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    collectionView?.reloadData()
    shown = shown.show(snapshot, in: collectionView)
    completion?()
  }

  /// The item shown at `indexPath`; nil for a place the snapshot does not have.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    shown.itemIdentifier(at: indexPath)
  }

  /// Where the item is shown; nil for an item the snapshot does not have.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    shown.indexPath(of: itemIdentifier)
  }

  /// The section shown at `index` (iOS 15).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    shown.sectionIdentifiers[safe: index]
  }

  /// Where the section is shown (iOS 15).
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    shown.indexOfSection(sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  /// The snapshot's sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { shown.numberOfSections }

  /// The section's items in the snapshot.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    shown.counts[safe: section] ?? 0
  }

  /// The provider's cell for the item. A nil cell is UIKit's exception: the app crashes, and a
  /// plain cell stands in.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let item = shown.itemIdentifier(at: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      return cell
    }
    collectionView.crash(
      "NSInternalInconsistencyException: the collection view's data source returned a nil cell for the item at"
        + " index path (\(indexPath.section), \(indexPath.item)): its cell provider gave none")
    let cell = UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = "UICollectionViewDiffableDataSource.missing"
    return cell
  }

  /// The supplementary view provider's view; none without a provider.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
    collectionView.supplementaryReachedDefault = true
    return UICollectionReusableView(frame: .zero)
  }
}
