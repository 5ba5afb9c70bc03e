#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "reload on return". Article “Treacherous multitasking”: when the app comes back to the
// foreground it is still alive in memory, with everything it had loaded, so what it reloads
// there must replace, not add to, what it holds. Both apps load their list at launch and
// again in `applicationWillEnterForeground` (another device may have changed it meanwhile).
// The naive app appends what it reads to the rows it still has; the careful one replaces them.

/// A reading list in a table, loaded from the defaults.
@MainActor
class ReadingListDelegate: UIResponder, UIApplicationDelegate, UITableViewDataSource, UITableViewDelegate {
  var window: UIWindow?
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
  /// The titles shown, in order.
  var titles: [String] = []

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    table.accessibilityIdentifier = "ReadingList"
    table.dataSource = self
    table.delegate = self
    titles = Self.stored()
    controller.view.addSubview(table)
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  /// The titles stored, two to begin with.
  static func stored() -> [String] {
    UserDefaults.standard.stringArray(forKey: "titles") ?? ["Walden", "Emma"]
  }

  func applicationWillEnterForeground(_ application: UIApplication) {
    reload()
    table.reloadData()
  }

  /// Reads the stored titles again.
  func reload() {
    titles.append(contentsOf: Self.stored())
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "title")
    cell.textLabel?.text = titles[indexPath.row]
    return cell
  }

  /// A row opens nothing yet: it only flashes (`reloadData` would clear a selection left up).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

/// Appends the titles it reads again to those it has.
@MainActor
final class NaiveReadingListDelegate: ReadingListDelegate {}

/// Replaces the titles it has with those it reads.
@MainActor
final class CarefulReadingListDelegate: ReadingListDelegate {
  override func reload() {
    titles = Self.stored()
  }
}

#if !canImport(UIKit)
  extension NaiveReadingListDelegate: MainInstantiable {}
  extension CarefulReadingListDelegate: MainInstantiable {}
#endif
