import LifecycleSimulator

@testable import LifecycleUIKit

/// A small app driven with no code written for LifecycleKit: a navigation stack of a city
/// list (a search field, a table, an Add button, a disabled Edit button) and a pushed detail
/// (a label, a note field with an identifier, a text view, a test-only switch).
final class CitiesAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let list = CityListController(style: .plain)

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: list)
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

final class CityListController: UITableViewController {
  var cities = ["Paris", "Rome", "Oslo", "Lima"]
  var scrolledTo: [CGFloat] = []
  let search = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Cities"
    search.placeholder = "Search"
    tableView.addSubview(search)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Add",
      primaryAction: UIAction { [unowned self] _ in
        cities.append("City \(cities.count)")
        tableView.reloadData()
      })
    let edit = UIBarButtonItem(title: "Edit", primaryAction: nil)
    edit.isEnabled = false
    navigationItem.leftBarButtonItem = edit
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    cities.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "city")
    cell.textLabel?.text = cities[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    navigationController?.pushViewController(
      CityDetailController(city: cities[indexPath.row]), animated: true)
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrolledTo.append(scrollView.contentOffset.y)
  }
}

final class CityDetailController: UIViewController {
  let city: String
  let name = UILabel()
  let note = UITextField()
  let diary = UITextView()
  let favourite = TestSwitch()

  init(city: String) {
    self.city = city
    super.init(nibName: nil, bundle: nil)
    title = city
  }

  required init?(coder: NSCoder) { fatalError("not from a file") }

  override func viewDidLoad() {
    super.viewDidLoad()
    name.text = city
    note.accessibilityIdentifier = "note"
    note.placeholder = "Paris"  // the same text as the label: the identifier tells them apart
    let hidden = UILabel()
    hidden.text = "Secret"
    hidden.isHidden = true
    for view in [name, note, diary, favourite, hidden] { self.view.addSubview(view) }
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Share",
      primaryAction: UIAction { [unowned self] _ in
        let share = UIViewController()
        share.title = "Share"
        present(share, animated: true, completion: nil)
      })
  }
}

/// A control the UI driver can set and read, standing in for the switch the controls add.
final class TestSwitch: UIView, UIDriverElement {
  var isOn = false
  var driverTitle: String? { "Favourite" }
  var driverValue: String? { isOn ? "on" : "off" }
  func driverTap() throws(AppActionError) { isOn.toggle() }
  func driverSet(_ value: String) throws(AppActionError) {
    switch value {
    case "on": isOn = true
    case "off": isOn = false
    default: throw AppActionError("a switch is set to on or off, not '\(value)'")
    }
  }
}

/// A tab container standing in for the tab bar controller the controls add.
final class TestTabs: UIViewController, UIDriverTabContainer {
  var selectedIndex = 0
  var driverSelectedTabIndex: Int? { selectedIndex }

  init(_ tabs: [UIViewController]) {
    super.init(nibName: nil, bundle: nil)
    for tab in tabs { addChild(tab) }
  }

  required init?(coder: NSCoder) { fatalError("not from a file") }

  override var visibleChild: UIViewController? {
    children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    show()
  }

  var driverTabTitles: [String] { children.map { $0.title ?? "" } }

  func driverSelectTab(_ index: Int) throws(AppActionError) {
    guard children.indices.contains(index) else {
      throw AppActionError("no tab \(index); tabs: \(driverTabTitles.joined(separator: ", "))")
    }
    selectedIndex = index
    show()
  }

  private func show() {
    for subview in view.subviews { subview.removeFromSuperview() }
    if let child = visibleChild { view.addSubview(child.view) }
  }
}

/// An app whose root is a ``TestTabs`` of two titled controllers, each with a label.
final class TabsAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let tabs = ["Today", "Week"].map { name -> UIViewController in
      let controller = UIViewController()
      controller.title = name
      let label = UILabel()
      label.text = "\(name) label"
      controller.view.addSubview(label)
      return controller
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = TestTabs(tabs)
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}
