import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// The `ScrollTestViewController` of the article “Scroll position after a memory warning”: a
/// table in a plain controller; the careful version records the offset in `viewDidUnload` and
/// restores it in `viewDidLoad`.
@MainActor
final class ScrollTestViewController: UIViewController, UITableViewDataSource {
  var tableView: UITableView?
  var lastScrollOffset = CGPoint.zero
  var recordsOffset = false

  override func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    let table = UITableView(frame: view.bounds, style: .plain)
    table.dataSource = self
    view.addSubview(table)
    tableView = table
    self.view = view
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    guard recordsOffset else { return }
    tableView?.reloadData()
    tableView?.setContentOffset(lastScrollOffset, animated: false)
  }

  override func viewDidUnload() {
    super.viewDidUnload()
    if recordsOffset { lastScrollOffset = tableView?.contentOffset ?? .zero }
    tableView = nil
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "item")
    cell.textLabel?.text = "Item \(indexPath.row)"
    return cell
  }
}

@MainActor
final class DetailViewController: UIViewController {}

/// A navigation stack with the list at the bottom; `open` pushes a detail screen.
@MainActor
final class TableAppDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  let list = ScrollTestViewController()
  var navigation: UINavigationController?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    list.recordsOffset = UserDefaults.standard.bool(forKey: "recordsOffset")
    let navigation = UINavigationController(rootViewController: list)
    self.navigation = navigation
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  static let scenarioScript = ScenarioScript(
    for: TableAppDelegate.self,
    actions: [
      "scroll": { app, arguments in
        app.list.tableView?.contentOffset = CGPoint(x: 0, y: Double(arguments.first ?? "") ?? 0)
      },
      "open": { app, _ in app.navigation?.pushViewController(DetailViewController(), animated: true) },
      "back": { app, _ in app.navigation?.popViewController(animated: true) },
    ],
    probes: [
      "offset": { app in app.list.tableView.map { String(Int($0.contentOffset.y)) } },
      "list-loaded": { app in String(app.list.isViewLoaded) },
    ])
}

@MainActor
@Suite("View unloading on memory warnings (“Scroll position after a memory warning”; “viewDidUnload”)")
struct ViewUnloadingTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("table") { TableAppDelegate() }

  /// Launches the table app, scrolls to 300, opens the detail screen, sends a memory
  /// warning; returns the device and the view-controller trace since the warning.
  func scrollOpenWarn(_ generation: OSGeneration, recordsOffset: Bool) throws -> (Device, [String]) {
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "List", appID: "table"))
    if recordsOffset { try device.changeSetting(of: "List", key: "recordsOffset", value: "YES") }
    try device.launch("List")
    _ = try device.perform("scroll", arguments: ["300"], in: "List")
    _ = try device.perform("open", arguments: [], in: "List")
    let before = viewControllerTrace(device, "List").count
    device.memoryWarning()
    return (device, Array(viewControllerTrace(device, "List").dropFirst(before)))
  }

  @Test("a memory warning on iOS 5 unloads the view of a controller that is off screen, with viewWillUnload")
  func iOS5Unloads() throws {
    let (device, trace) = try scrollOpenWarn(.ios5, recordsOffset: false)
    #expect(
      trace == [
        "didReceiveMemoryWarning ScrollTestViewController", "viewWillUnload ScrollTestViewController",
        "viewDidUnload ScrollTestViewController", "didReceiveMemoryWarning UINavigationController",
        "didReceiveMemoryWarning DetailViewController",
      ])
    #expect(try device.probe("list-loaded", of: "List") == "false")
    // The test's delegate does not implement the callback: the trace says so, before the view
    // controllers hear of the warning.
    let list = try #require(device.trace.appNames.firstIndex(of: "List"))
    let records = Array(device.trace.records)
    let warning = records.lastIndex {
      $0.event == .notImplemented(app: list, .applicationDidReceiveMemoryWarning)
    }
    let firstControllerWarning = records.lastIndex {
      $0.event
        == .viewController(
          app: list, callback: "didReceiveMemoryWarning", controller: "ScrollTestViewController")
    }
    #expect(try #require(warning) < #require(firstControllerWarning))
  }

  @Test("iOS 4 unloads too, without viewWillUnload")
  func iOS4UnloadsWithoutWillUnload() throws {
    let (_, trace) = try scrollOpenWarn(.ios4, recordsOffset: false)
    #expect(trace.contains("viewDidUnload ScrollTestViewController"))
    #expect(!trace.contains { $0.hasPrefix("viewWillUnload") })
  }

  @Test("a memory warning on iOS 6 unloads nothing")
  func iOS6KeepsViews() throws {
    let (device, trace) = try scrollOpenWarn(.ios6, recordsOffset: false)
    #expect(!trace.contains { $0.hasPrefix("viewDidUnload") })
    #expect(try device.probe("list-loaded", of: "List") == "true")
    _ = try device.perform("back", arguments: [], in: "List")
    #expect(try device.probe("offset", of: "List") == "300")
  }

  @Test(
    "the table loses its scroll position after the unload on iOS 5 (“Scroll position after a memory warning”)"
  )
  func offsetLost() throws {
    let (device, _) = try scrollOpenWarn(.ios5, recordsOffset: false)
    _ = try device.perform("back", arguments: [], in: "List")
    #expect(viewControllerTrace(device, "List").last == "viewDidAppear ScrollTestViewController")
    #expect(
      viewControllerTrace(device, "List").filter { $0 == "viewDidLoad ScrollTestViewController" }.count == 2)
    #expect(try device.probe("offset", of: "List") == "0")
    let snapshot = try #require(uikitApp("List", in: device)).snapshotText
    #expect(snapshot.contains("table offset=(0, 0) rows=50"))
    #expect(snapshot.contains("row [0, 0] \"Item 0\""))
  }

  @Test(
    "a controller that records the offset in viewDidUnload gets it back in viewDidLoad (“Scroll position after a memory warning”)"
  )
  func offsetRecorded() throws {
    let (device, _) = try scrollOpenWarn(.ios5, recordsOffset: true)
    _ = try device.perform("back", arguments: [], in: "List")
    #expect(try device.probe("offset", of: "List") == "300")
    let snapshot = try #require(uikitApp("List", in: device)).snapshotText
    #expect(snapshot.contains("table offset=(0, 300) rows=50"))
    #expect(snapshot.contains("row [0, 6] \"Item 6\""))
    #expect(!snapshot.contains("\"Item 5\""))
  }

  @Test("pushing and popping send the appearance callbacks in UIKit's order")
  func appearanceOrder() throws {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "List", appID: "table"))
    try device.launch("List")
    #expect(
      viewControllerTrace(device, "List") == [
        "viewDidLoad UINavigationController", "viewDidLoad ScrollTestViewController",
        "viewWillAppear UINavigationController", "viewWillAppear ScrollTestViewController",
        "viewDidAppear UINavigationController", "viewDidAppear ScrollTestViewController",
      ])
    let before = viewControllerTrace(device, "List").count
    _ = try device.perform("open", arguments: [], in: "List")
    #expect(
      Array(viewControllerTrace(device, "List").dropFirst(before)) == [
        "viewDidLoad DetailViewController", "viewWillDisappear ScrollTestViewController",
        "viewWillAppear DetailViewController", "viewDidDisappear ScrollTestViewController",
        "viewDidAppear DetailViewController",
      ])
    device.home()
    #expect(viewControllerTrace(device, "List").last == "viewDidAppear DetailViewController")
  }
}
