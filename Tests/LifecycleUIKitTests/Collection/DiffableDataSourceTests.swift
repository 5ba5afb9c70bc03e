import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// Diffable data sources (“NSDiffableDataSourceSnapshot”, “UICollectionViewDiffableDataSource”),
/// cell registrations, and the compositional layout's simple geometry.
@MainActor
@Suite("Diffable data sources, cell registrations and compositional layouts")
struct DiffableDataSourceTests {
  enum Section: Hashable, Sendable {
    case fruit, vegetables
  }

  typealias Snapshot = NSDiffableDataSourceSnapshot<Section, String>

  func snapshot(_ fruit: [String], _ vegetables: [String] = []) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections([.fruit, .vegetables])
    snapshot.appendItems(fruit, toSection: .fruit)
    snapshot.appendItems(vegetables, toSection: .vegetables)
    return snapshot
  }

  /// A collection view whose diffable data source makes ``LabelCell``s through a registration.
  func diffableGrid() -> (UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: gridLayout())
    let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in
      cell.label.text = item
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    return (view, dataSource)
  }

  @Test("a snapshot is built by identifier: sections, items, inserts, moves and deletions")
  func snapshotBuilding() {
    var built = snapshot(["apple", "pear"], ["leek"])
    built.insertItems(["fig"], beforeItem: "pear")
    built.moveItem("apple", afterItem: "leek")
    built.deleteItems(["pear", "nothing"])
    built.reloadItems(["fig"])
    #expect(built.itemIdentifiers(inSection: .fruit) == ["fig"])
    #expect(built.itemIdentifiers(inSection: .vegetables) == ["leek", "apple"])
    #expect(built.numberOfItems == 3 && built.numberOfSections == 2)
    #expect(built.sectionIdentifier(containingItem: "apple") == .vegetables)
    #expect(built.indexOfItem("apple") == 2)
    #expect(built.reloadedItemIdentifiers == ["fig"])
    built.deleteSections([.fruit])
    #expect(built.sectionIdentifiers == [.vegetables] && built.itemIdentifiers == ["leek", "apple"])
  }

  @Test(
    "applying a snapshot updates the items; the selection follows its item by identifier, and goes with it")
  func applyUpdatesTheItems() {
    let (view, dataSource) = diffableGrid()
    dataSource.apply(snapshot(["apple", "pear"], ["leek"]), animatingDifferences: false)
    #expect(shownTexts(view) == ["apple", "pear", "leek"])
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "leek")
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])  // pear
    var completed = false
    dataSource.apply(snapshot(["fig", "apple", "pear"], ["leek", "kale"])) { completed = true }
    #expect(completed)
    #expect(shownTexts(view) == ["fig", "apple", "pear", "leek", "kale"])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(dataSource.indexPath(for: "kale") == IndexPath(item: 1, section: 1))
    dataSource.apply(snapshot(["fig"], ["leek"]))
    #expect(view.indexPathsForSelectedItems == [])
    #expect(dataSource.snapshot().itemIdentifiers == ["fig", "leek"])
  }

  @Test("a registration's cells are registered on first use, configured with the item, and reused")
  func cellRegistration() {
    let (view, dataSource) = diffableGrid()
    dataSource.apply(snapshot((0..<40).map { "item \($0)" }))
    let first = view.visibleCells.compactMap { $0 as? LabelCell }
    #expect(first.count == 12 && first.first?.label.text == "item 0")
    view.contentOffset = CGPoint(x: 0, y: 600)
    let later = view.visibleCells.compactMap { $0 as? LabelCell }
    #expect(later.map { $0.label.text ?? "" } == (30..<40).map { "item \($0)" })
    #expect(later.allSatisfy { cell in first.contains { $0 === cell } && cell.reuses == 1 })
  }

  @Test("UIKit's refusals crash the app: identifiers that are not unique, items with no section")
  func snapshotRefusals() throws {
    let (device, _) = try launchedGrid(ItemSource([]))
    asNotes(device) {
      var snapshot = Snapshot()
      snapshot.appendItems(["apple"])
      #expect(snapshot.numberOfItems == 0)
    }
    #expect(
      lastCrash(device)?.contains(
        "NSInternalInconsistencyException: There are currently no sections in the data source. Please add a"
          + " section first.") == true)
    let (again, _) = try launchedGrid(ItemSource([]))
    asNotes(again) {
      var snapshot = Snapshot()
      snapshot.appendSections([.fruit])
      snapshot.appendItems(["apple", "pear", "apple"])
    }
    #expect(
      lastCrash(again)?.contains("supplied item identifiers are not unique. Duplicate identifiers: {(apple)}")
        == true)
  }

  @Test("a table's diffable data source shares the snapshot; its selected row follows its item")
  func tableDiffable() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { _, _, item in
      let cell = UITableViewCell(style: .default, reuseIdentifier: "Row")
      cell.textLabel?.text = item
      return cell
    }
    dataSource.apply(snapshot(["apple", "pear"]))
    _ = table.visibleCells  // the rows are on screen before the user selects one
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    dataSource.apply(snapshot(["fig", "apple", "pear"]))
    #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["fig", "apple", "pear"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(!dataSource.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
  }

  @Test(
    "a compositional layout repeats its group: three fractional items a row; a list is rows 44 points high")
  func compositionalGeometry() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let source = ItemSource(itemNames(20))
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200),
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    view.register(LabelCell.self, forCellWithReuseIdentifier: "Item")
    view.dataSource = source
    #expect(view.indexPathsForVisibleItems.map(\.item) == Array(0..<6))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 100, y: 110, width: 100, height: 100))
    #expect(view.contentSize.height == 760)  // seven rows of 100 points, 10 apart
    view.collectionViewLayout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    #expect(view.indexPathsForVisibleItems.count == 5)  // 0, 44, 88, 132, 176
    #expect(view.contentSize.height == 880)  // twenty rows of 44 points
  }
}
