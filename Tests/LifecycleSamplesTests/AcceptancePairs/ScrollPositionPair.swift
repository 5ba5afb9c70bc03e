#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "scroll position after a memory warning". Article “Scroll position after a memory
// warning”: on iPhone OS 3 to iOS 5 a memory warning releases the view of a controller that
// is off screen (pushed under another one); when the user comes back its view is loaded again
// and the table starts at the top, unless the controller recorded the offset in
// `viewDidUnload` and restores it after the view loads. “viewDidUnload”: from iOS 6 views are
// no longer released. The naive list forgets where it was scrolled to; the careful one keeps
// the offset across the unload.

/// A list of stations in a table; a row opens the station's screen.
@MainActor
class StationListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The table, made with the view (again after the view was released).
  var table: UITableView?

  override func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    let table = UITableView(frame: view.bounds, style: .plain)
    table.accessibilityIdentifier = "Stations"
    table.dataSource = self
    table.delegate = self
    view.addSubview(table)
    self.table = table
    self.view = view
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Stations"
  }

  override func viewDidUnload() {
    super.viewDidUnload()
    table = nil
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "station")
    cell.textLabel?.text = "Station \(indexPath.row + 1)"
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let station = UIViewController()
    station.title = "Station \(indexPath.row + 1)"
    navigationController?.pushViewController(station, animated: true)
  }
}

/// Releases its table with the view and starts at the top when it comes back.
@MainActor
final class NaiveStationListController: StationListController {}

/// Records the offset before the table goes and scrolls back to it once the view is loaded.
@MainActor
final class CarefulStationListController: StationListController {
  private var lastOffset = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    table?.setContentOffset(lastOffset, animated: false)
  }

  override func viewDidUnload() {
    lastOffset = table?.contentOffset ?? .zero
    super.viewDidUnload()
  }
}

/// The app: a navigation stack with the list at its root.
@MainActor
class StationsDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  /// The list's controller.
  func makeList() -> StationListController { StationListController() }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UINavigationController(rootViewController: makeList())
    window?.makeKeyAndVisible()
    return true
  }
}

/// Shows the list that forgets its offset.
@MainActor
final class NaiveStationsDelegate: StationsDelegate {
  override func makeList() -> StationListController { NaiveStationListController() }
}

/// Shows the list that keeps it.
@MainActor
final class CarefulStationsDelegate: StationsDelegate {
  override func makeList() -> StationListController { CarefulStationListController() }
}

#if !canImport(UIKit)
  extension NaiveStationsDelegate: MainInstantiable {}
  extension CarefulStationsDelegate: MainInstantiable {}
#endif
