import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A collection view as its users meet it: the items a flow layout shows at an offset, the
/// selection through the delegate, cells reused, and UIKit's exceptions where it raises them.
@MainActor
@Suite("UICollectionView: items, selection, reuse and UIKit's exceptions")
struct CollectionViewTests {
  @Test("a flow layout wraps items at the width; the items visible are those whose frames meet the bounds")
  func flowGeometry() throws {
    let source = ItemSource(itemNames(30))
    let view = collection(over: source)
    #expect(view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 30)
    #expect(view.indexPathsForVisibleItems == (0..<12).map { IndexPath(item: $0, section: 0) })
    #expect(view.contentSize == CGSize(width: 320, height: 10 * 50 + 9 * 10))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 110, y: 60, width: 100, height: 50))
    view.contentOffset = CGPoint(x: 0, y: 120)
    #expect(view.indexPathsForVisibleItems.map(\.item) == Array(6..<18))
    #expect(shownTexts(view).first == "Item 6")
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test(
    "a tap asks the delegate, selects, and tells it; a single selection gives up the last one with didDeselect"
  )
  func selectionReachesTheDelegate() throws {
    let source = ItemSource(itemNames(6))
    source.unselectable = [5]
    let view = collection(over: source)
    view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    #expect(source.log.isEmpty, "the app's own selection tells the delegate nothing")
    #expect(view.simulateUserTap(itemAt: IndexPath(item: 2, section: 0)))
    #expect(source.log == ["should select 2", "did deselect 0", "did select 2"])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    source.log = []
    #expect(!view.simulateUserTap(itemAt: IndexPath(item: 5, section: 0)))
    #expect(source.log == ["should select 5"])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    // Several at once: a second tap deselects.
    view.allowsMultipleSelection = true
    source.log = []
    view.simulateUserTap(itemAt: IndexPath(item: 3, section: 0))
    view.simulateUserTap(itemAt: IndexPath(item: 2, section: 0))
    #expect(source.log == ["should select 3", "did select 3", "should deselect 2", "did deselect 2"])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    // Without selection the tap reaches nothing.
    view.allowsSelection = false
    source.log = []
    view.simulateUserTap(itemAt: IndexPath(item: 1, section: 0))
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    #expect(source.log.isEmpty)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
  }

  @Test("cells that leave the screen are reused: prepareForReuse runs before the next dequeue hands one out")
  func cellsAreReused() throws {
    let source = ItemSource(itemNames(60))
    let view = collection(over: source)
    let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)
    _ = view.visibleCells
    view.contentOffset = CGPoint(x: 0, y: 600)  // lines 10 to 13: the first twelve cells are taken back
    let reused = view.visibleCells.compactMap { $0 as? LabelCell }
    #expect(reused.contains { $0 === first })
    #expect(first.reuses == 1)
    #expect((30..<42).map { "Item \($0)" }.contains(first.label.text ?? ""))
    #expect(shownTexts(view) == (30..<42).map { "Item \($0)" })
  }

  @Test("a reload reads the data source again, takes every cell back and clears the selection")
  func reload() throws {
    let source = ItemSource(itemNames(3))
    let view = collection(over: source)
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    source.items = ["x", "y"]
    #expect(view.numberOfItems(inSection: 0) == 3, "not read again until reloaded")
    view.reloadData()
    #expect(shownTexts(view) == ["x", "y"])
    #expect(view.indexPathsForSelectedItems == [])
  }

  @Test("dequeuing an identifier never registered crashes the app with UIKit's message")
  func dequeueWithoutRegistering() throws {
    let (device, grid) = try launchedGrid(ItemSource(itemNames(3)), registers: false)
    asNotes(device) { _ = grid.collectionView.visibleCells }
    #expect(device.state(of: "Notes") == .notRunning)
    #expect(
      lastCrash(device)?.contains(
        "NSInternalInconsistencyException: could not dequeue a view of kind: UICollectionElementKindCell with"
          + " identifier Item - must register a nib or a class for the identifier or connect a prototype cell in a"
          + " storyboard") == true)
  }

  @Test("a cell made without dequeuing is refused, as UIKit refuses it: the app crashes")
  func cellNotDequeued() throws {
    let source = ItemSource(itemNames(3))
    source.makesCellsDirectly = true
    let (device, grid) = try launchedGrid(source)
    asNotes(device) { _ = grid.collectionView.visibleCells }
    #expect(lastCrash(device)?.contains("does not have a reuseIdentifier") == true)
  }

  @Test(
    "a batch the data source does not match crashes with UIKit's message; a consistent one moves the selection"
  )
  func batchUpdates() throws {
    let source = ItemSource(["a", "b", "c", "d"])
    let (device, grid) = try launchedGrid(source)
    let view = grid.collectionView
    var completed = false
    asNotes(device) {
      view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
      view.performBatchUpdates({
        source.items = ["b", "x", "d", "c"]  // a deleted, x inserted, c moved after d
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        view.insertItems(at: [IndexPath(item: 1, section: 0)])
        view.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 3, section: 0))
      }) { completed = $0 }
    }
    #expect(completed)
    #expect(shownTexts(view) == ["b", "x", "d", "c"])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])  // d
    asNotes(device) {
      view.performBatchUpdates({
        source.items.append("forgotten")  // added to the model, but the view is told of a deletion
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      })
    }
    #expect(device.state(of: "Notes") == .notRunning)
    #expect(
      lastCrash(device)?.contains(
        "NSInternalInconsistencyException: Invalid update: invalid number of items in section 0. The number of items"
          + " contained in an existing section after the update (5) must be equal to the number of items contained"
          + " in that section before the update (4), plus or minus the number of items inserted or deleted from"
          + " that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that"
          + " section (0 moved in, 0 moved out).") == true)
  }

  @Test(
    "an insertion announced right after reloadData is checked against counts read after the model changed, and crashes; inside performBatchUpdates it is fine"
  )
  func insertAfterReload() throws {
    let source = ItemSource(itemNames(3))
    let (device, grid) = try launchedGrid(source)
    let view = grid.collectionView
    asNotes(device) {
      view.reloadData()
      view.performBatchUpdates {
        source.items.append("new")
        view.insertItems(at: [IndexPath(item: 3, section: 0)])
      }
    }
    #expect(device.state(of: "Notes") != .notRunning)
    #expect(view.numberOfItems(inSection: 0) == 4)
    asNotes(device) {
      view.reloadData()
      source.items.append("newer")
      view.insertItems(at: [IndexPath(item: 4, section: 0)])
    }
    #expect(
      lastCrash(device)?.contains(
        "Invalid update: invalid number of items in section 0. The number of items contained in an existing section"
          + " after the update (5) must be equal to the number of items contained in that section before the update"
          + " (5), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)"
      )
        == true)
  }

  @Test("scrolling to an item the view lacks crashes the app with UIKit's message")
  func scrollPastTheEnd() throws {
    let (device, grid) = try launchedGrid(ItemSource(itemNames(30)))
    asNotes(device) {
      grid.collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
    }
    #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: 180))
    asNotes(device) {
      grid.collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
    }
    #expect(
      lastCrash(device)?.contains(
        "NSInternalInconsistencyException: Attempted to scroll the collection view to an out-of-bounds item (30)"
          + " when there are only 30 items in section 0.") == true)
  }
}
