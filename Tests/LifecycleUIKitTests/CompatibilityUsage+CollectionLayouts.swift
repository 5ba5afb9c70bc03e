import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>
  typealias GridSource = UICollectionViewDiffableDataSource<Int, String>
  typealias ListSource = UITableViewDiffableDataSource<Int, String>

  static let collectionLayouts: [String: Use] = [
    "UICollectionViewLayout.collectionView": { _ = \UICollectionViewLayout.collectionView },
    "UICollectionViewLayout.prepare()": { UICollectionViewLayout().prepare() },
    "UICollectionViewLayout.invalidateLayout()": { UICollectionViewLayout().invalidateLayout() },
    "UICollectionViewLayout.collectionViewContentSize": {
      #expect(UICollectionViewLayout().collectionViewContentSize == .zero)
    },
    "UICollectionViewLayout.layoutAttributesForElements(in:)": {
      #expect(UICollectionViewLayout().layoutAttributesForElements(in: .zero) == nil)
    },
    "UICollectionViewLayout.layoutAttributesForItem(at:)": {
      _ = UICollectionViewLayout.layoutAttributesForItem(at:)
    },
    "UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:)": {
      #expect(!UICollectionViewLayout().shouldInvalidateLayout(forBoundsChange: .zero))
    },
    "UICollectionViewFlowLayout.itemSize": {
      #expect(UICollectionViewFlowLayout().itemSize == CGSize(width: 50, height: 50))
      roundTrip(UICollectionViewFlowLayout(), \.itemSize, CGSize(width: 90, height: 40))
    },
    "UICollectionViewFlowLayout.minimumLineSpacing": {
      roundTrip(UICollectionViewFlowLayout(), \.minimumLineSpacing, 4)
    },
    "UICollectionViewFlowLayout.minimumInteritemSpacing": {
      roundTrip(UICollectionViewFlowLayout(), \.minimumInteritemSpacing, 4)
    },
    "UICollectionViewFlowLayout.sectionInset": {
      roundTrip(
        UICollectionViewFlowLayout(), \.sectionInset, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    },
    "UICollectionViewFlowLayout.scrollDirection": {
      roundTrip(UICollectionViewFlowLayout(), \.scrollDirection, .horizontal)
    },
    "UICollectionViewFlowLayout.headerReferenceSize": {
      roundTrip(UICollectionViewFlowLayout(), \.headerReferenceSize, CGSize(width: 0, height: 30))
      roundTrip(UICollectionViewFlowLayout(), \.footerReferenceSize, CGSize(width: 0, height: 30))
    },
    "UICollectionViewFlowLayout.estimatedItemSize": {
      roundTrip(UICollectionViewFlowLayout(), \.estimatedItemSize, UICollectionViewFlowLayout.automaticSize)
    },
    "UICollectionViewLayoutAttributes.init(forCellWith:)": {
      let header = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        with: IndexPath(item: 0, section: 0))
      #expect(header.representedElementCategory == .supplementaryView)
      #expect(
        UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)).representedElementKind
          == nil)
    },
    "UICollectionViewLayoutAttributes.frame": {
      roundTrip(
        UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)), \.frame,
        CGRect(x: 1, y: 2, width: 3, height: 4))
    },
    "UICollectionViewLayoutAttributes.isHidden": {
      roundTrip(
        UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)), \.isHidden, true)
    },
    "UICollectionViewLayoutAttributes.zIndex": {
      roundTrip(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)), \.zIndex, 3)
    },
    "UICollectionViewLayoutAttributes.alpha": {
      roundTrip(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)), \.alpha, 0.5)
    },
  ]

  /// A section of one full-width item 44 points high.
  static func section() -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    return NSCollectionLayoutSection(
      group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
  }

  static let compositional: [String: Use] = [
    "UICollectionViewCompositionalLayout.init(section:)": {
      _ = UICollectionViewCompositionalLayout(section: section())
    },
    "UICollectionViewCompositionalLayout.init(sectionProvider:)": {
      _ = UICollectionViewCompositionalLayout { _, environment in
        environment.container.effectiveContentSize.width > 0 ? section() : nil
      }
    },
    "UICollectionViewCompositionalLayout.list(using:)": {
      _ = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    },
    "NSCollectionLayoutSection.interGroupSpacing": { roundTrip(section(), \.interGroupSpacing, 8) },
    "NSCollectionLayoutSection.contentInsets": {
      roundTrip(
        section(), \.contentInsets, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    },
    "NSCollectionLayoutSection.orthogonalScrollingBehavior": {
      roundTrip(section(), \.orthogonalScrollingBehavior, .continuous)
    },
    "NSCollectionLayoutSection.boundarySupplementaryItems": {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      let withHeader = section()
      withHeader.boundarySupplementaryItems = [header]
      #expect(withHeader.boundarySupplementaryItems.first === header)
    },
    "NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)": {
      let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
      let item = NSCollectionLayoutItem(layoutSize: size)
      _ = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
      _ = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 2)
      _ = NSCollectionLayoutGroup.vertical(layoutSize: size, repeatingSubitem: item, count: 2)
    },
    "NSCollectionLayoutGroup.interItemSpacing": {
      let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
      let spacing = NSCollectionLayoutSpacing.fixed(8)
      sameObject(group, \.interItemSpacing, spacing)
    },
    "NSCollectionLayoutItem.contentInsets": {
      let size = NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10))
      roundTrip(
        NSCollectionLayoutItem(layoutSize: size), \.contentInsets,
        NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
    },
    "NSCollectionLayoutSize.init(widthDimension:heightDimension:)": {
      let size = NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .estimated(20))
      #expect(
        size.widthDimension.isAbsolute && size.heightDimension.isEstimated
          && size.heightDimension.dimension == 20)
    },
    "NSCollectionLayoutDimension.fractionalWidth(_:)": {
      #expect(NSCollectionLayoutDimension.fractionalWidth(0.5).isFractionalWidth)
      #expect(NSCollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)
    },
    "UICollectionLayoutListConfiguration.appearance": {
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.appearance = .sidebar
      configuration.showsSeparators = false
      configuration.headerMode = .supplementary
      #expect(configuration.appearance == .sidebar && !configuration.showsSeparators)
    },
  ]

  /// A snapshot of one section holding `a` and `b`.
  static func letters() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b"])
    return snapshot
  }

  static let diffable: [String: Use] = [
    "NSDiffableDataSourceSnapshot.appendSections(_:)": {
      var snapshot = Snapshot()
      snapshot.appendSections([0, 1])
      snapshot.insertSections([2], beforeSection: 0)
      snapshot.moveSection(2, afterSection: 1)
      snapshot.deleteSections([1])
      snapshot.reloadSections([0])
      #expect(snapshot.sectionIdentifiers == [0, 2] && snapshot.reloadedSectionIdentifiers == [0])
    },
    "NSDiffableDataSourceSnapshot.appendItems(_:toSection:)": {
      var snapshot = Snapshot()
      snapshot.appendSections([0])
      snapshot.appendItems(["a"])
      snapshot.appendItems(["b"], toSection: 0)
      #expect(snapshot.itemIdentifiers == ["a", "b"])
    },
    "NSDiffableDataSourceSnapshot.insertItems(_:beforeItem:)": {
      var snapshot = letters()
      snapshot.insertItems(["x"], beforeItem: "a")
      snapshot.insertItems(["y"], afterItem: "b")
      #expect(snapshot.itemIdentifiers == ["x", "a", "b", "y"])
    },
    "NSDiffableDataSourceSnapshot.deleteItems(_:)": {
      var snapshot = letters()
      snapshot.deleteItems(["a", "z"])
      #expect(snapshot.itemIdentifiers == ["b"])
      snapshot.deleteAllItems()
      #expect(snapshot.numberOfSections == 0)
    },
    "NSDiffableDataSourceSnapshot.moveItem(_:beforeItem:)": {
      var snapshot = letters()
      snapshot.moveItem("b", beforeItem: "a")
      #expect(snapshot.itemIdentifiers == ["b", "a"])
      snapshot.moveItem("b", afterItem: "a")
      #expect(snapshot.itemIdentifiers == ["a", "b"])
    },
    "NSDiffableDataSourceSnapshot.reloadItems(_:)": {
      var snapshot = letters()
      snapshot.reloadItems(["a"])
      snapshot.reconfigureItems(["b"])
      #expect(snapshot.reloadedItemIdentifiers == ["a"] && snapshot.reconfiguredItemIdentifiers == ["b"])
    },
    "NSDiffableDataSourceSnapshot.itemIdentifiers": {
      let snapshot = Snapshot()
      #expect(snapshot.itemIdentifiers.isEmpty && snapshot.itemIdentifiers(inSection: 0).isEmpty)
      #expect(snapshot.indexOfItem("a") == nil && snapshot.sectionIdentifier(containingItem: "a") == nil)
    },
    "NSDiffableDataSourceSnapshot.numberOfItems": {
      #expect(
        Snapshot().numberOfItems == 0 && Snapshot().numberOfSections == 0
          && Snapshot().numberOfItems(inSection: 0) == 0)
    },
    "UICollectionViewDiffableDataSource.init(collectionView:cellProvider:)": {
      let view = grid()
      let source = GridSource(collectionView: view) { _, _, _ in nil }
      #expect(view.dataSource === source)
    },
    "UICollectionViewDiffableDataSource.apply(_:animatingDifferences:completion:)": { _ = GridSource.apply },
    "UICollectionViewDiffableDataSource.applySnapshotUsingReloadData(_:completion:)": {
      _ = GridSource.applySnapshotUsingReloadData
    },
    "UICollectionViewDiffableDataSource.snapshot()": { _ = GridSource.snapshot },
    "UICollectionViewDiffableDataSource.itemIdentifier(for:)": { _ = GridSource.itemIdentifier(for:) },
    "UICollectionViewDiffableDataSource.indexPath(for:)": { _ = GridSource.indexPath(for:) },
    "UICollectionViewDiffableDataSource.supplementaryViewProvider": {
      _ = \GridSource.supplementaryViewProvider
    },
    "UITableViewDiffableDataSource.init(tableView:cellProvider:)": {
      let table = UITableView()
      let source = ListSource(tableView: table) { _, _, _ in nil }
      #expect(table.dataSource === source)
    },
    "UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:)": { _ = ListSource.apply },
    "UITableViewDiffableDataSource.itemIdentifier(for:)": {
      _ = (ListSource.itemIdentifier(for:), ListSource.indexPath(for:), ListSource.snapshot)
    },
    "UITableViewDiffableDataSource.tableView(_:canEditRowAt:)": {
      let table = UITableView()
      let source = ListSource(tableView: table) { _, _, _ in nil }
      #expect(!source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
    },
    "UITableViewDiffableDataSource.defaultRowAnimation": {
      let source = ListSource(tableView: UITableView()) { _, _, _ in nil }
      roundTrip(source, \.defaultRowAnimation, .fade)
    },
  ]
}
