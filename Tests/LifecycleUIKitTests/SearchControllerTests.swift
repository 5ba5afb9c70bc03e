import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A list of fruit searched as Apple's TableSearch sample searches its products: a search
/// controller in the navigation item, its results in a table controller of their own, the list
/// the updater and the delegates, and (by default) the presentation context.
@MainActor
final class FruitListController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate,
  UISearchControllerDelegate
{
  static let fruit = ["Apple", "Apricot", "Banana", "Cherry"]
  let results = FruitResultsController(style: .plain)
  var searchController: UISearchController!
  var events: [String] = []
  /// Where the bar goes: the navigation item, or (false) the table's header.
  let inNavigationItem: Bool
  /// Whether the bar is placed at all (false: a search button presents the search controller).
  let placesBar: Bool
  let definesContext: Bool
  let withResultsController: Bool
  var filtered: [String] = FruitListController.fruit

  init(
    inNavigationItem: Bool = true, placesBar: Bool = true, definesContext: Bool = true,
    withResultsController: Bool = true
  ) {
    self.inNavigationItem = inNavigationItem
    self.placesBar = placesBar
    self.definesContext = definesContext
    self.withResultsController = withResultsController
    super.init(style: .plain)
    title = "Fruit"
  }

  required init?(coder: NSCoder) { fatalError("not from a file") }

  override func viewDidLoad() {
    super.viewDidLoad()
    results.tableView.delegate = self
    searchController = UISearchController(searchResultsController: withResultsController ? results : nil)
    searchController.searchResultsUpdater = self
    searchController.delegate = self
    searchController.searchBar.delegate = self
    searchController.searchBar.placeholder = "Find fruit"
    searchController.searchBar.scopeButtonTitles = ["All", "A", "B"]
    if !placesBar {
      // A search button presents the search controller (`present(_:animated:completion:)`).
    } else if inNavigationItem {
      navigationItem.searchController = searchController
      navigationItem.hidesSearchBarWhenScrolling = false
    } else {
      searchController.obscuresBackgroundDuringPresentation = false
      tableView.tableHeaderView = searchController.searchBar
    }
    definesPresentationContext = definesContext
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    withResultsController ? Self.fruit.count : filtered.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = withResultsController ? Self.fruit[indexPath.row] : filtered[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let listed = withResultsController ? Self.fruit : filtered
    let name = tableView === self.tableView ? listed[indexPath.row] : results.shown[indexPath.row]
    let detail = UIViewController()
    detail.title = name
    navigationController?.pushViewController(detail, animated: true)
  }

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    events.append("update '\(text)'")
    let scope = searchController.searchBar.selectedScopeButtonIndex
    let matches = Self.fruit.filter { text.isEmpty || $0.localizedCaseInsensitiveContains(text) }
      .filter { scope == 0 || $0.hasPrefix(scope == 1 ? "A" : "B") }
    filtered = text.isEmpty ? Self.fruit : matches
    results.shown = matches
    results.tableView.reloadData()
    if !withResultsController { tableView.reloadData() }
  }

  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("began") }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    events.append("text '\(searchText)'")
  }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    events.append("scope \(selectedScope)")
    updateSearchResults(for: searchController)
  }
  func willPresentSearchController(_ searchController: UISearchController) { events.append("will present") }
  func didPresentSearchController(_ searchController: UISearchController) { events.append("did present") }
  func willDismissSearchController(_ searchController: UISearchController) { events.append("will dismiss") }
  func didDismissSearchController(_ searchController: UISearchController) { events.append("did dismiss") }
}

/// The results table of ``FruitListController``.
@MainActor
final class FruitResultsController: UITableViewController {
  var shown: [String] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = shown[indexPath.row]
    return cell
  }
}

@MainActor
final class FruitAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let list: FruitListController

  init(_ list: FruitListController) { self.list = list }

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

@MainActor
@Suite("Search: UISearchController and UISearchBar, as the user types")
struct SearchControllerTests {
  /// A device running the fruit app, and its list.
  func launch(_ make: @escaping @MainActor () -> FruitListController) throws -> (Device, FruitListController)
  {
    let catalog = AppCatalog.builtIn.addingUIKitApp("fruit") { FruitAppDelegate(make()) }
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Fruit", appID: "fruit"))
    try device.launch("Fruit")
    let list = try #require(delegate(of: "Fruit", in: device, as: FruitAppDelegate.self)?.list)
    return (device, list)
  }

  func screenPath(_ device: Device) -> String? { uikitApp("Fruit", in: device)?.screenPath() }

  @Test(
    "typing into the navigation item's search bar activates the search, tells the delegates and the updater")
  func typingSearches() throws {
    let (device, list) = try launch { FruitListController() }
    #expect(screenPath(device) == "UINavigationController > Fruit")
    #expect(try device.drive(.type(.named("Find fruit"), text: "ap"), in: "Fruit") == nil)
    #expect(list.searchController.searchBar.text == "ap")
    #expect(list.searchController.isActive)
    #expect(
      list.events == [
        "began", "will present", "did present", "update ''", "text 'a'", "update 'a'", "text 'ap'",
        "update 'ap'",
      ])
    // The results cover the list: the user sees and taps them.
    #expect(screenPath(device) == "UINavigationController > Fruit > UISearchController")
    #expect(
      try device.rows(of: .classIndex(className: "UITableView", index: 0), in: "Fruit") == "Apple,Apricot")
    #expect(try device.value(of: .classIndex(className: "UITextField", index: 0), in: "Fruit") == "ap")
    let snapshot = try #require(uikitApp("Fruit", in: device)).screenSnapshot().text
    #expect(snapshot.contains(#"text-field "ap" editing"#), "\(snapshot)")
    #expect(snapshot.contains("keyboard"))
  }

  @Test("deleting a character is a change too; setting the text from code tells no one")
  func deletingAndSettingFromCode() throws {
    let (device, list) = try launch { FruitListController() }
    _ = try device.drive(.type(.named("Find fruit"), text: "ba"), in: "Fruit")
    list.events = []
    uikitApp("Fruit", in: device)?.host.run { list.searchController.searchBar.deleteBackward() }
    #expect(list.events == ["text 'b'", "update 'b'"])
    list.events = []
    uikitApp("Fruit", in: device)?.host.run { list.searchController.searchBar.text = "cherry" }
    #expect(list.events.isEmpty)
  }

  @Test("Cancel clears the text, tells the updater, ends the search and shows the list again")
  func cancelEndsTheSearch() throws {
    let (device, list) = try launch { FruitListController() }
    _ = try device.drive(.type(.named("Find fruit"), text: "b"), in: "Fruit")
    list.events = []
    #expect(try device.drive(.tap(.named("Cancel")), in: "Fruit") == nil)
    #expect(list.events == ["cancel", "update ''", "will dismiss", "did dismiss"])
    #expect(!list.searchController.isActive)
    #expect(list.searchController.searchBar.text == "")
    #expect(!list.searchController.searchBar.isFirstResponder)
    #expect(screenPath(device) == "UINavigationController > Fruit")
    #expect(throws: DeviceError.self) { try device.drive(.tap(.named("Cancel")), in: "Fruit") }
  }

  @Test("a search presented in the list's context stays with the list: a push covers it, back shows it again")
  func definesPresentationContext() throws {
    let (device, list) = try launch { FruitListController() }
    _ = try device.drive(.type(.named("Find fruit"), text: "ch"), in: "Fruit")
    #expect(try device.drive(.tap(.named("Cherry")), in: "Fruit") == nil)
    #expect(screenPath(device) == "UINavigationController > Fruit > Cherry")
    #expect(try device.drive(.back, in: "Fruit") == nil)
    #expect(screenPath(device) == "UINavigationController > Fruit > UISearchController")
    #expect(list.searchController.isActive)
    #expect(try device.rows(of: .classIndex(className: "UITableView", index: 0), in: "Fruit") == "Cherry")
  }

  @Test("without a presentation context the search covers the root: a pushed screen goes under it, as on iOS")
  func withoutPresentationContext() throws {
    let (device, _) = try launch { FruitListController(definesContext: false) }
    _ = try device.drive(.type(.named("Find fruit"), text: "ch"), in: "Fruit")
    _ = try device.drive(.tap(.named("Cherry")), in: "Fruit")
    #expect(screenPath(device) == "UINavigationController > Fruit > Cherry > UISearchController")
  }

  @Test("a bar in the table header that filters the list itself: the user keeps seeing and tapping the list")
  func tableHeaderFiltersInPlace() throws {
    let (device, list) = try launch {
      FruitListController(inNavigationItem: false, withResultsController: false)
    }
    #expect(try device.drive(.type(.named("Find fruit"), text: "an"), in: "Fruit") == nil)
    #expect(list.searchController.isActive)
    #expect(screenPath(device) == "UINavigationController > Fruit")
    #expect(try device.rows(of: .classIndex(className: "UITableView", index: 0), in: "Fruit") == "Banana")
    let snapshot = try #require(uikitApp("Fruit", in: device)).screenSnapshot().text
    #expect(snapshot.contains(#"text-field "an" editing"#), "\(snapshot)")
    _ = try device.drive(.tap(.named("Banana")), in: "Fruit")
    #expect(screenPath(device) == "UINavigationController > Fruit > Banana")
  }

  @Test("obscuring the content: before the user types, only the search bar can be used")
  func obscuredBeforeTyping() throws {
    let (device, list) = try launch { FruitListController() }
    uikitApp("Fruit", in: device)?.host.run { _ = list.searchController.searchBar.becomeFirstResponder() }
    #expect(list.searchController.isActive)
    #expect(throws: DeviceError.self) { try device.drive(.tap(.named("Apple")), in: "Fruit") }
    #expect(try device.drive(.type(.named("Find fruit"), text: "a"), in: "Fruit") == nil)
    #expect(
      try device.rows(of: .classIndex(className: "UITableView", index: 0), in: "Fruit")
        == "Apple,Apricot,Banana")
  }

  @Test("setting isActive presents and dismisses the search, without the keyboard or the updater")
  func isActiveFromCode() throws {
    let (device, list) = try launch { FruitListController() }
    let host = try #require(uikitApp("Fruit", in: device)).host
    host.run { list.searchController.isActive = true }
    #expect(list.searchController.isActive)
    #expect(!list.searchController.searchBar.isFirstResponder)
    #expect(list.events == ["will present", "did present"])
    #expect(list.searchController.presentingViewController === list)
    #expect(screenPath(device) == "UINavigationController > Fruit > UISearchController")
    list.events = []
    host.run { list.searchController.isActive = false }
    #expect(!list.searchController.isActive)
    #expect(list.events == ["will dismiss", "did dismiss"])
    #expect(list.presentedViewController == nil)
    #expect(screenPath(device) == "UINavigationController > Fruit")
  }

  @Test(
    "a search the app presents itself (a search button): active, its bar on top and first responder; dismiss ends it"
  )
  func presentedByTheApp() throws {
    let (device, list) = try launch { FruitListController(placesBar: false) }
    let host = try #require(uikitApp("Fruit", in: device)).host
    host.run { list.present(list.searchController, animated: true) }
    #expect(list.searchController.isActive)
    #expect(list.searchController.searchBar.superview === list.searchController.view)
    #expect(list.searchController.searchBar.isFirstResponder)
    #expect(list.events == ["began", "update ''"])
    // The list stays in the window beneath the search, as under UIKit's own presentation.
    #expect(list.viewIfLoaded?.window != nil)
    #expect(try device.drive(.type(.named("Find fruit"), text: "ap"), in: "Fruit") == nil)
    #expect(
      try device.rows(of: .classIndex(className: "UITableView", index: 0), in: "Fruit") == "Apple,Apricot")
    list.events = []
    host.run { list.searchController.dismiss(animated: true) }
    #expect(!list.searchController.isActive)
    #expect(!list.searchController.searchBar.isFirstResponder)
    #expect(list.events == ["will dismiss", "did dismiss"])
    #expect(screenPath(device) == "UINavigationController > Fruit")
    #expect(try device.drive(.tap(.named("Banana")), in: "Fruit") == nil)
    #expect(screenPath(device) == "UINavigationController > Fruit > Banana")
  }

  @Test(
    "on the iOS 7 profile (iOS 7.0) making a search controller crashes the app: UISearchController is iOS 8")
  func searchControllerIsIOS8() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp("fruit") { FruitAppDelegate(FruitListController()) }
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Fruit", appID: "fruit"))
    try? device.launch("Fruit")
    #expect(device.state(of: "Fruit") == .notRunning)
    let report = try #require(device.reports.first)
    #expect(
      report.description.contains("initWithSearchResultsController:]: unrecognized selector"), "\(report)")
  }

  @Test("the scope bar shows while the search is active; the user's choice of scope tells the delegate")
  func scope() throws {
    let (device, list) = try launch { FruitListController() }
    let bar = UITarget.classIndex(className: "UISearchBar", index: 0)
    #expect(throws: DeviceError.self) { try device.drive(.set(bar, value: "B"), in: "Fruit") }
    _ = try device.drive(.type(.named("Find fruit"), text: "a"), in: "Fruit")
    list.events = []
    #expect(try device.drive(.set(bar, value: "B"), in: "Fruit") == nil)
    #expect(list.events == ["scope 2", "update 'a'"])
    #expect(try device.value(of: bar, in: "Fruit") == "B")
    #expect(try device.rows(of: .classIndex(className: "UITableView", index: 0), in: "Fruit") == "Banana")
  }

  @Test("the explorer types into the search bar and tries its scopes, as it types into text fields")
  func explorerActions() throws {
    let (device, _) = try launch { FruitListController() }
    let typeIntoBar = ScenarioCommand.drive(app: "Fruit", .type(.named("Find fruit"), text: "a"))
    #expect(device.userActions(of: "Fruit").contains(typeIntoBar))
    _ = try device.drive(.type(.named("Find fruit"), text: "a"), in: "Fruit")
    let during = device.userActions(of: "Fruit")
    let nextScope = ScenarioCommand.drive(
      app: "Fruit", .set(.classIndex(className: "UISearchBar", index: 0), value: "1"))
    #expect(during.contains(nextScope), "\(during)")
    #expect(during.contains(.drive(app: "Fruit", .tap(.named("Cancel")))), "\(during)")
  }
}
