import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  /// A collection view with a flow layout, for the uses that need one.
  static func grid() -> UICollectionView {
    UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
  }

  static let collections: [String: Use] =
    collectionViews.merging(collectionCells) { $1 }.merging(collectionLayouts) { $1 }
    .merging(compositional) { $1 }.merging(diffable) { $1 }

  static let collectionViews: [String: Use] = [
    "UICollectionViewController.init(collectionViewLayout:)": {
      let layout = UICollectionViewFlowLayout()
      #expect(
        UICollectionViewController(collectionViewLayout: layout).collectionView.collectionViewLayout
          === layout)
    },
    "UICollectionViewController.collectionView": { _ = \UICollectionViewController.collectionView },
    "UICollectionViewController.collectionViewLayout": {
      _ = \UICollectionViewController.collectionViewLayout
    },
    "UICollectionViewController.clearsSelectionOnViewWillAppear": {
      roundTrip(
        UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()),
        \.clearsSelectionOnViewWillAppear, false)
    },
    "UICollectionView.init(frame:collectionViewLayout:)": { #expect(grid().numberOfSections == 0) },
    "UICollectionView.collectionViewLayout": {
      let view = grid()
      #expect(view.collectionViewLayout.collectionView === view)
    },
    "UICollectionView.dataSource": { _ = \UICollectionView.dataSource },
    "UICollectionView.reloadData()": { _ = UICollectionView.reloadData },
    "UICollectionView.numberOfSections": { _ = \UICollectionView.numberOfSections },
    "UICollectionView.numberOfItems(inSection:)": { _ = UICollectionView.numberOfItems(inSection:) },
    "UICollectionView.register(_:forCellWithReuseIdentifier:)": {
      _ =
        UICollectionView.register(_:forCellWithReuseIdentifier:)
        as (UICollectionView) -> (AnyClass?, String) -> Void
      _ =
        UICollectionView.register(_:forCellWithReuseIdentifier:)
        as (UICollectionView) -> (UINib?, String) -> Void
    },
    "UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)": {
      _ =
        UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)
        as (UICollectionView) -> (AnyClass?, String, String) -> Void
    },
    "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)": {
      _ = UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)
    },
    "UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)": {
      _ = UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)
    },
    "UICollectionView.dequeueConfiguredReusableCell(using:for:item:)": {
      let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
      let cell = grid().dequeueConfiguredReusableCell(
        using: registration, for: IndexPath(item: 0, section: 0), item: "a")
      #expect(cell.reuseIdentifier != nil)
    },
    "UICollectionView.CellRegistration": {
      _ = UICollectionView.CellRegistration<UICollectionViewCell, Int>(
        cellNib: UINib(nibName: "Cell", bundle: nil)
      ) {
        _, _, _ in
      }
    },
    "UICollectionView.insertItems(at:)": { _ = UICollectionView.insertItems(at:) },
    "UICollectionView.deleteItems(at:)": { _ = UICollectionView.deleteItems(at:) },
    "UICollectionView.reloadItems(at:)": { _ = UICollectionView.reloadItems(at:) },
    "UICollectionView.moveItem(at:to:)": { _ = UICollectionView.moveItem(at:to:) },
    "UICollectionView.insertSections(_:)": {
      _ = (UICollectionView.insertSections, UICollectionView.deleteSections, UICollectionView.reloadSections)
    },
    "UICollectionView.performBatchUpdates(_:completion:)": {
      _ = UICollectionView.performBatchUpdates(_:completion:)
    },
    "UICollectionView.indexPathsForSelectedItems": { #expect(grid().indexPathsForSelectedItems == []) },
    "UICollectionView.selectItem(at:animated:scrollPosition:)": {
      _ = UICollectionView.selectItem(at:animated:scrollPosition:)
    },
    "UICollectionView.deselectItem(at:animated:)": { _ = UICollectionView.deselectItem(at:animated:) },
    "UICollectionView.allowsSelection": { roundTrip(grid(), \.allowsSelection, false) },
    "UICollectionView.allowsMultipleSelection": { roundTrip(grid(), \.allowsMultipleSelection, true) },
    "UICollectionView.visibleCells": { #expect(grid().visibleCells.isEmpty) },
    "UICollectionView.indexPathsForVisibleItems": { #expect(grid().indexPathsForVisibleItems.isEmpty) },
    "UICollectionView.cellForItem(at:)": { _ = UICollectionView.cellForItem(at:) },
    "UICollectionView.indexPath(for:)": {
      #expect(grid().indexPath(for: UICollectionViewCell(frame: .zero)) == nil)
    },
    "UICollectionView.layoutAttributesForItem(at:)": { _ = UICollectionView.layoutAttributesForItem(at:) },
    "UICollectionView.supplementaryView(forElementKind:at:)": {
      _ = UICollectionView.supplementaryView(forElementKind:at:)
    },
    "UICollectionView.indexPathsForVisibleSupplementaryElements(ofKind:)": {
      _ = UICollectionView.indexPathsForVisibleSupplementaryElements(ofKind:)
    },
    "UICollectionView.scrollToItem(at:at:animated:)": { _ = UICollectionView.scrollToItem(at:at:animated:) },
    "UICollectionView.ScrollPosition.top": {
      #expect(
        [UICollectionView.ScrollPosition.top, .centeredVertically, .bottom, .left].map(\.rawValue) == [
          1, 2, 4, 8,
        ])
    },
    "UICollectionView.elementKindSectionHeader": {
      #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
      #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    },
    "UICollectionView.backgroundView": { sameObject(grid(), \.backgroundView, UIView()) },
    "UICollectionView.simulateUserTap(itemAt:)": {
      #expect(!grid().simulateUserTap(itemAt: IndexPath(item: 0, section: 0)))
    },
  ]

  static let collectionCells: [String: Use] = [
    "UICollectionReusableView.init(frame:)": {
      #expect(UICollectionReusableView(frame: .zero).reuseIdentifier == nil)
    },
    "UICollectionReusableView.reuseIdentifier": { _ = \UICollectionReusableView.reuseIdentifier },
    "UICollectionReusableView.prepareForReuse()": {
      UICollectionReusableView(frame: .zero).prepareForReuse()
    },
    "UICollectionReusableView.apply(_:)": {
      UICollectionReusableView(frame: .zero).apply(
        UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)))
    },
    "UICollectionViewCell.contentView": {
      let cell = UICollectionViewCell(frame: .zero)
      #expect(cell.contentView.superview === cell)
    },
    "UICollectionViewCell.isSelected": { roundTrip(UICollectionViewCell(frame: .zero), \.isSelected, true) },
    "UICollectionViewCell.isHighlighted": {
      roundTrip(UICollectionViewCell(frame: .zero), \.isHighlighted, true)
    },
    "UICollectionViewCell.backgroundView": {
      sameObject(UICollectionViewCell(frame: .zero), \.backgroundView, UIView())
    },
    "UICollectionViewCell.selectedBackgroundView": {
      sameObject(UICollectionViewCell(frame: .zero), \.selectedBackgroundView, UIView())
    },
    "UIEdgeInsets.init(top:left:bottom:right:)": {
      #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).left == 2 && UIEdgeInsets.zero.top == 0)
    },
    "NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)": {
      #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).trailing == 4)
    },
    "UICollectionViewDataSource.collectionView(_:numberOfItemsInSection:)": {
      let _: (any UICollectionViewDataSource, UICollectionView) -> Int = {
        $0.collectionView($1, numberOfItemsInSection: 0)
      }
    },
    "UICollectionViewDataSource.collectionView(_:cellForItemAt:)": {
      let _: (any UICollectionViewDataSource, UICollectionView) -> UICollectionViewCell = {
        $0.collectionView($1, cellForItemAt: IndexPath(item: 0, section: 0))
      }
    },
    "UICollectionViewDataSource.numberOfSections(in:)": {
      let _: (any UICollectionViewDataSource, UICollectionView) -> Int = { $0.numberOfSections(in: $1) }
    },
    "UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)": {
      let _: (any UICollectionViewDataSource, UICollectionView) -> UICollectionReusableView = {
        $0.collectionView($1, viewForSupplementaryElementOfKind: "", at: IndexPath(item: 0, section: 0))
      }
    },
    "UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:)": {
      let _: (any UICollectionViewDelegate, UICollectionView) -> Bool = {
        $0.collectionView($1, shouldSelectItemAt: IndexPath(item: 0, section: 0))
      }
    },
    "UICollectionViewDelegate.collectionView(_:didSelectItemAt:)": {
      let _: (any UICollectionViewDelegate, UICollectionView) -> Void = {
        $0.collectionView($1, didSelectItemAt: IndexPath(item: 0, section: 0))
      }
    },
    "UICollectionViewDelegate.collectionView(_:shouldDeselectItemAt:)": {
      let _: (any UICollectionViewDelegate, UICollectionView) -> Bool = {
        $0.collectionView($1, shouldDeselectItemAt: IndexPath(item: 0, section: 0))
      }
    },
    "UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)": {
      let _: (any UICollectionViewDelegate, UICollectionView) -> Void = {
        $0.collectionView($1, didDeselectItemAt: IndexPath(item: 0, section: 0))
      }
    },
    "UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)": {
      let _: (any UICollectionViewDelegate, UICollectionView, UICollectionViewCell) -> Void = {
        $0.collectionView($1, willDisplay: $2, forItemAt: IndexPath(item: 0, section: 0))
      }
    },
    "UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:)": {
      let _: (any UICollectionViewDelegate, UICollectionView, UICollectionViewCell) -> Void = {
        $0.collectionView($1, didEndDisplaying: $2, forItemAt: IndexPath(item: 0, section: 0))
      }
    },
    "UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)": {
      let _: (any UICollectionViewDelegateFlowLayout, UICollectionView) -> CGSize = {
        $0.collectionView($1, layout: $1.collectionViewLayout, sizeForItemAt: IndexPath(item: 0, section: 0))
      }
    },
  ]
}
