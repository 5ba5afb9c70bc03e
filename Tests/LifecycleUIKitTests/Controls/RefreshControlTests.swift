import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A news list written as iOS 6 code is: a table view controller whose refresh control, wired by
/// target–action, adds a headline and ends refreshing — at once, or, with the setting `slow`,
/// when its work finishes a second later.
@MainActor
final class NewsController: UITableViewController {
  var headlines = ["Old news"]
  var refreshes = 0
  var slow = false

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "news"
    let control = UIRefreshControl()
    control.addTarget(self, action: "refresh:", for: .valueChanged)
    refreshControl = control
  }

  @IBAction func refresh(_ sender: UIRefreshControl) {
    refreshes += 1
    let finish: @MainActor @Sendable () -> Void = { [weak self] in
      guard let self else { return }
      self.headlines.insert("Headline \(self.refreshes)", at: 0)
      self.tableView.reloadData()
      sender.endRefreshing()
    }
    if slow {
      DispatchQueue.global().async(taking: .seconds(1)) { finish() }
    } else {
      finish()
    }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    headlines.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = headlines[indexPath.row]
    return cell
  }
}

/// The news app; its scroll view screen (`scroll`) holds a refresh control through the iOS 10
/// property.
@MainActor
final class NewsAppDelegate: UIResponder, UIApplicationDelegate, SelectorRegistering, ScenarioScriptable {
  var window: UIWindow?
  let news = NewsController(style: .plain)

  static func registerSelectors() {
    SelectorDispatch.register("refresh:", for: NewsController.self) { $0.refresh($1 as! UIRefreshControl) }
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    news.slow = UserDefaults.standard.bool(forKey: "slow")
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = news
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  static let scenarioScript = ScenarioScript(
    for: NewsAppDelegate.self,
    actions: [
      "scroll-view-control": { _, _ in
        let scroll = UIScrollView(frame: .zero)
        scroll.refreshControl = UIRefreshControl()
      }
    ])
}

@MainActor
@Suite("UIRefreshControl: the user's pull to refresh (Apple, “UIRefreshControl”)")
struct RefreshControlTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("news") { NewsAppDelegate() }

  func run(_ steps: String, profile: String = "ios6") throws -> ScenarioRunResult {
    let text = "device profile=\(profile)\ninstall News app=news\n" + steps
    return ScenarioRunner(catalog: catalog).run(try ScenarioParser.parse(text, file: "news.scn"))
  }

  @Test("pull-to-refresh starts the control and sends .valueChanged; the app's action reloads and ends it")
  func pull() throws {
    let result = try run(
      """
      launch News
      expect News rows news == "Old news"
      pull-to-refresh News news
      expect News rows news == "Headline 1,Old news"
      pull-to-refresh News UITableView[0]
      expect News rows news == "Headline 2,Headline 1,Old news"
      """)
    #expect(result.error == nil, "\(String(describing: result.error))")
    #expect(result.failures.isEmpty, "\(result.failures)")
  }

  @Test("the snapshot shows the control under its table, refreshing until the app ends it")
  func snapshot() throws {
    let device = try makeDevice(.ios6, catalog: catalog)
    try device.install(InstallSpec(name: "News", appID: "news"))
    try device.changeSetting(of: "News", key: "slow", value: "YES")
    try device.launch("News")
    #expect(screen(device).contains("  refresh-control\n"))
    #expect(try device.drive(.pullToRefresh(.named("news")), in: "News") == nil)
    #expect(
      screen(device)
        == """
        window key
          NewsController
            table offset=(0, 0) rows=1
              refresh-control refreshing
              row [0, 0] "Old news"
        """)
    // A second pull while it refreshes is refused, saying why.
    #expect(throws: DeviceError.self) { try device.drive(.pullToRefresh(.named("news")), in: "News") }
    device.advance(by: .seconds(1))
    #expect(screen(device).contains("refresh-control\n      row [0, 0] \"Headline 1\""))
  }

  func screen(_ device: Device) -> String { uikitApp("News", in: device)?.snapshotText ?? "" }

  @Test("a view with no refresh control cannot be pulled; the step reads and prints back as written")
  func noControl() throws {
    let result = try run(
      """
      launch News
      pull-to-refresh News UITableViewCell[0]
      """)
    #expect(
      result.error?.description.contains("cannot be pulled to refresh") == true,
      "\(String(describing: result.error))")
    let scenario = try ScenarioParser.parse(
      "install News app=news\npull-to-refresh News \"a b\"\n", file: "p.scn")
    #expect(ScenarioPrinter.text(scenario).contains("pull-to-refresh News \"a b\""))
  }

  @Test("UIRefreshControl is iOS 6, UIScrollView.refreshControl iOS 10: earlier, the app crashes")
  func availability() throws {
    let old = try makeDevice(.ios5, catalog: catalog)
    try old.install(InstallSpec(name: "News", appID: "news"))
    try old.launch("News")
    #expect(old.reports.first?.description.contains("-[UIRefreshControl init]") == true)
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "News", appID: "news"))
    try device.launch("News")
    _ = try? device.perform("scroll-view-control", arguments: [], in: "News")
    #expect(device.reports.first?.description.contains("-[UIScrollView setRefreshControl:]") == true)
  }

  @Test("a table view controller's refreshControl element in an interface file is its refresh control")
  func fromInterfaceFile() throws {
    let xib = XibSnippets.document(
      #"<tableViewController id="c"><tableView key="view" id="t"/><refreshControl key="refreshControl" opaque="NO" enabled="NO" id="r"/></tableViewController>"#
    )
    let objects = try UINib(data: Data(xib.utf8), bundle: nil).instantiateOrThrow(withOwner: nil)
    let controller = try #require(objects.first as? UITableViewController)
    let control = try #require(controller.refreshControl)
    #expect(control.isEnabled && !control.isRefreshing)
    #expect(controller.tableView.attachedRefreshControl === control)
  }

  @Test("the explorer pulls a refresh control that is not refreshing")
  func explorerPulls() throws {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "News", appID: "news"))
    try device.launch("News")
    let app = try #require(uikitApp("News", in: device))
    #expect(
      app.userActions().contains(.drive(.pullToRefresh(.classIndex(className: "UITableView", index: 0))))
        || app.userActions().contains(.drive(.pullToRefresh(.named("news")))))
  }
}
