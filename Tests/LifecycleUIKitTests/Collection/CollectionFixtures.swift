import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A cell with one label in its content view; it counts how often it was prepared for reuse.
@MainActor
final class LabelCell: UICollectionViewCell {
  let label = UILabel()
  var reuses = 0

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.addSubview(label)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
    label.text = nil
  }
}

/// A data source and delegate over `items` (one section), whose cells are ``LabelCell``s
/// registered as `Item`; it logs what the collection view tells its delegate.
@MainActor
final class ItemSource: UICollectionViewDataSource, UICollectionViewDelegate {
  var items: [String]
  var log: [String] = []
  /// The items the delegate refuses to select.
  var unselectable: Set<Int> = []
  /// Whether `cellForItemAt` makes a cell without dequeuing it (UIKit refuses such a cell).
  var makesCellsDirectly = false

  init(_ items: [String]) { self.items = items }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    items.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      makesCellsDirectly
      ? LabelCell(frame: .zero)
      : collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    (cell as? LabelCell)?.label.text = items[indexPath.item]
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    log.append("should select \(indexPath.item)")
    return !unselectable.contains(indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("did select \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    log.append("should deselect \(indexPath.item)")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("did deselect \(indexPath.item)")
  }
}

/// The geometry every collection test uses: 320 × 200 points, items 100 × 50 with 10 points
/// between them — three to a line, a line every 60 points.
@MainActor
func gridLayout() -> UICollectionViewFlowLayout {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 50)
  return layout
}

/// A collection view over `source` (its data source and delegate), its cell class registered.
@MainActor
func collection(over source: ItemSource) -> UICollectionView {
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: gridLayout())
  view.register(LabelCell.self, forCellWithReuseIdentifier: "Item")
  view.dataSource = source
  view.delegate = source
  return view
}

/// The texts of the visible items' cells.
@MainActor
func shownTexts(_ view: UICollectionView) -> [String] {
  view.visibleCells.map { ($0 as? LabelCell)?.label.text ?? "?" }
}

/// `Item 0` … `Item n-1`.
func itemNames(_ count: Int) -> [String] { (0..<count).map { "Item \($0)" } }

/// A screen of a collection view over `source`, for tests that need an app (to crash it).
@MainActor
final class GridController: UIViewController {
  let source: ItemSource
  let collectionView: UICollectionView

  init(source: ItemSource, registers: Bool = true) {
    self.source = source
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: gridLayout())
    super.init(nibName: nil, bundle: nil)
    if registers { collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Item") }
  }

  required init?(coder: NSCoder) { return nil }

  override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    collectionView.dataSource = source
    collectionView.delegate = source
    view.addSubview(collectionView)
  }
}

/// A device with the restoring test app installed as `Notes`, showing a ``GridController``.
@MainActor
func launchedGrid(_ source: ItemSource, registers: Bool = true, _ generation: OSGeneration = .ios7) throws
  -> (Device, GridController)
{
  var options = RestoringAppDelegate.Options()
  let grid = GridController(source: source, registers: registers)
  options.build = { app in app.show(grid) }
  let device = try launchedNotes(generation, RestorationLog(), options)
  return (device, grid)
}

/// Runs `body` as the app's code of `Notes`.
@MainActor
func asNotes(_ device: Device, _ body: () -> Void) { uikitApp("Notes", in: device)?.runAsAppCode(body) }

/// The reason of the last crash report, or nil.
@MainActor
func lastCrash(_ device: Device) -> String? {
  device.reports.last.flatMap { $0.cause == .crash ? $0.details : nil }
}
