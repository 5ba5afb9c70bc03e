import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// An app whose screen is a grid of 30 items in a collection view controller, in code: 100 × 50
/// points each, three to a line, 60 points from line to line, on a 320 × 480 screen.
@MainActor
final class PhotosAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let grid = PhotoGridController(collectionViewLayout: gridLayout())

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: grid)
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

/// The grid: it records the items the user selects.
@MainActor
final class PhotoGridController: UICollectionViewController {
  var photos = itemNames(30)
  var selected: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photos"
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Item")
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  {
    photos.count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    (cell as? LabelCell)?.label.text = photos[indexPath.item]
    return cell
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath.item)
  }
}

/// What the user sees of a collection view and what the UI driver's steps do to it.
@MainActor
@Suite("UI driver and snapshot: collection views")
struct CollectionDriverTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("photos") { PhotosAppDelegate() }

  func run(_ steps: String) throws -> ScenarioRunResult {
    ScenarioRunner(catalog: catalog).run(
      try ScenarioParser.parse("install Photos app=photos\nlaunch Photos\n" + steps, file: "photos.scn"))
  }

  /// `Item a,…,Item b-1`, as `expect rows` reads them.
  func items(_ range: Range<Int>) -> String { range.map { "Item \($0)" }.joined(separator: ",") }

  @Test(
    "the snapshot shows a collection view as a table: its offset, item count and selection, then its visible items"
  )
  func snapshot() throws {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Photos", appID: "photos"))
    try device.launch("Photos")
    let app = try #require(delegate(of: "Photos", in: device, as: PhotosAppDelegate.self))
    try #require(device.drive(.tap(.named("Item 4")), in: "Photos") == nil)
    let lines = try #require(uikitApp("Photos", in: device)?.snapshot()).split(separator: "\n").map(
      String.init)
    #expect(lines.contains("    PhotoGridController \"Photos\""))
    #expect(lines.contains("      collection offset=(0, 0) items=30 selected=[0, 4]"))
    #expect(lines.contains("        item [0, 3] \"Item 3\""))
    #expect(lines.contains("        item [0, 4] \"Item 4\" selected"))
    #expect(lines.filter { $0.hasPrefix("        item [") }.count == 24)
    #expect(app.grid.selected == [4])
  }

  @Test(
    "tap selects an item by its text, scroll scrolls, select-row selects by number, rows reads the items shown"
  )
  func steps() throws {
    let result = try run(
      """
      expect Photos rows UICollectionView[0] == "\(items(0..<24))"
      tap Photos "Item 4"
      expect Photos selection == "0, 4"
      scroll Photos UICollectionView[0] 240
      expect Photos value UICollectionView[0] == "240"
      expect Photos rows UICollectionView[0] == "\(items(12..<30))"
      select-row Photos UICollectionView[0] 20
      expect Photos selection == "0, 20"
      expect Photos value "Item 21" == "Item 21"
      """)
    #expect(result.error == nil, "\(String(describing: result.error))")
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(result.checkCount == 6)
  }

  @Test(
    "delete-row and select-row refuse what iOS does not offer, naming the collection view",
    arguments: [
      (
        "delete-row Photos UICollectionView[0] 0",
        "photos.scn:3:1: Photos: UICollectionView[0] is a collection view: UIKit offers no swipe to delete on its items"
      ),
      (
        "select-row Photos UICollectionView[0] 30",
        "photos.scn:3:1: Photos: UICollectionView[0] has 30 items in section 0; item 30 does not exist"
      ),
    ])
  func refusals(step: String, message: String) throws {
    #expect(try run(step + "\n").error?.description == message)
  }
}
