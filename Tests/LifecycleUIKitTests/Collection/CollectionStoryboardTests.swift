import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// The classes `Base.lproj/Photos.storyboard` names.
@MainActor
enum PhotosStoryboard {
  static func register() {
    UINib.register(PhotosGridController.self)
    UINib.register(PhotoCell.self)
    UINib.register(PhotoHeader.self)
    UINib.register(PhotoDetailController.self)
  }
}

/// The storyboard's collection view controller: six photos under a header, through its
/// prototype cell; what it is told, in order.
@MainActor
final class PhotosGridController: UICollectionViewController {
  var photos = ["Dunes", "Surf", "Pier", "Gulls", "Shells", "Sunset"]
  var log: [String] = []

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  {
    photos.count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    (cell as? PhotoCell)?.titleLabel?.text = photos[indexPath.item]
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    (header as? PhotoHeader)?.titleLabel?.text = "Beach trip"
    return header
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.item)")
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    log.append("prepare \(segue.identifier ?? "-")")
    if let detail = segue.destination as? PhotoDetailController, let cell = sender as? PhotoCell {
      detail.photo = cell.titleLabel?.text
    }
  }
}

/// The prototype cell: its label is an outlet.
@MainActor
final class PhotoCell: UICollectionViewCell {
  var titleLabel: UILabel?

  override func setValue(_ value: Any?, forKey key: String) {
    guard key == "titleLabel" else { return super.setValue(value, forKey: key) }
    titleLabel = value as? UILabel
  }
}

/// The prototype section header: its label is an outlet.
@MainActor
final class PhotoHeader: UICollectionReusableView {
  var titleLabel: UILabel?

  override func setValue(_ value: Any?, forKey key: String) {
    guard key == "titleLabel" else { return super.setValue(value, forKey: key) }
    titleLabel = value as? UILabel
  }
}

/// The photo the grid's segue shows.
@MainActor
final class PhotoDetailController: UIViewController {
  var titleLabel: UILabel?
  var photo: String?

  override func setValue(_ value: Any?, forKey key: String) {
    guard key == "titleLabel" else { return super.setValue(value, forKey: key) }
    titleLabel = value as? UILabel
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel?.text = photo
  }
}

/// An app whose Info.plist names `Photos` as its main storyboard.
@MainActor
final class PhotosStoryboardAppDelegate: UIResponder, UIApplicationDelegate, SelectorRegistering {
  var window: UIWindow?
  static func registerSelectors() { PhotosStoryboard.register() }
}

@MainActor
@Suite("Collection views in interface files", .serialized)
struct CollectionStoryboardTests {
  init() { PhotosStoryboard.register() }

  func launch() throws -> (Device, PhotosStoryboardAppDelegate) {
    let catalog = AppCatalog.builtIn.addingUIKitApp(
      "photos-storyboard", interfaceFiles: StoryboardApp.bundle, mainStoryboard: "Photos"
    ) { PhotosStoryboardAppDelegate() }
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Photos", appID: "photos-storyboard"))
    try device.launch("Photos")
    return (device, try #require(delegate(of: "Photos", in: device, as: PhotosStoryboardAppDelegate.self)))
  }

  @Test(
    "a storyboard's collection view controller launches and shows its items through its prototype cell and header"
  )
  func launchesAndShowsItems() throws {
    let (device, app) = try launch()
    let navigation = try #require(app.window?.rootViewController as? UINavigationController)
    let grid = try #require(navigation.viewControllers.first as? PhotosGridController)
    #expect(!grid.clearsSelectionOnViewWillAppear)
    #expect(grid.collectionView.dataSource === grid)
    let layout = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
    #expect(layout.itemSize == CGSize(width: 100, height: 50) && layout.headerReferenceSize.height == 30)
    let snapshot = try #require(uikitApp("Photos", in: device)?.snapshot())
    #expect(
      snapshot.contains(
        """
              collection offset=(0, 0) items=6
                header [0] "Beach trip"
                item [0, 0] "Dunes"
                item [0, 1] "Surf"
        """))
    let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as? PhotoCell)
    #expect(cell.reuseIdentifier == "Photo" && cell.titleLabel?.superview === cell.contentView)
    #expect(cell.frame == CGRect(x: 220, y: 90, width: 100, height: 50))
  }

  @Test(
    "tapping an item runs its prototype cell's segue, prepared before the delegate hears of the selection")
  func itemSegue() throws {
    let (device, app) = try launch()
    try #require(device.drive(.tap(.named("Pier")), in: "Photos") == nil)
    let navigation = try #require(app.window?.rootViewController as? UINavigationController)
    let grid = try #require(navigation.viewControllers.first as? PhotosGridController)
    #expect(grid.log == ["prepare showPhoto", "didSelect 2"])
    let detail = try #require(navigation.topViewController as? PhotoDetailController)
    #expect(detail.titleLabel?.text == "Pier")
  }

  @Test("a cell registered from a nib is made from the nib's one top-level collection view cell")
  func nibRegisteredCell() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Photo" id="c-1" customClass="PhotoCell">
                  <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                  <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="cv-1">
                      <subviews>
                          <label opaque="NO" text="Photo" id="l-1"/>
                      </subviews>
                  </view>
                  <connections>
                      <outlet property="titleLabel" destination="l-1" id="o-1"/>
                  </connections>
              </collectionViewCell>
          </objects>
      </document>
      """
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: gridLayout())
    view.register(UINib(data: Data(xib.utf8), bundle: nil), forCellWithReuseIdentifier: "Photo")
    let cell = try #require(
      view.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
        as? PhotoCell)
    #expect(cell.reuseIdentifier == "Photo")
    #expect(cell.titleLabel?.text == "Photo" && cell.titleLabel?.superview === cell.contentView)
  }
}
