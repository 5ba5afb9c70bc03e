import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// Adopts the protocol and implements nothing: Swift binds every requirement to the default.
@MainActor
class AdoptingBaseDelegate: UIResponder, UIApplicationDelegate {}

/// Declares a delegate method below the adopting class: iOS would call it; Swift cannot.
@MainActor
final class SubclassOnlyDelegate: AdoptingBaseDelegate {
  var enteredBackground = 0
  func applicationDidEnterBackground(_ application: UIApplication) { enteredBackground += 1 }
}

/// Declares the method where it adopts the protocol, so subclasses can override it.
@MainActor
class DeclaringBaseDelegate: UIResponder, UIApplicationDelegate {
  func applicationDidEnterBackground(_ application: UIApplication) {}
}

/// Overrides the method its superclass declares: Swift calls it, as iOS would.
@MainActor
final class OverridingDelegate: DeclaringBaseDelegate {
  var enteredBackground = 0
  override func applicationDidEnterBackground(_ application: UIApplication) { enteredBackground += 1 }
}

/// A scene delegate whose subclass declares the callback.
@MainActor
class AdoptingSceneDelegate: UIResponder, UIWindowSceneDelegate {}

/// Declares `sceneDidEnterBackground(_:)` and its own `window` below the adopting class.
@MainActor
final class SubclassSceneDelegate: AdoptingSceneDelegate {
  var window: UIWindow?
  func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A table data source whose subclass declares the optional `numberOfSections(in:)`.
@MainActor
class BaseDataSource: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

/// Two sections, as far as it knows: the table never asks.
@MainActor
final class SectionedDataSource: BaseDataSource {
  func numberOfSections(in tableView: UITableView) -> Int { 2 }
}

/// Sets a table's data source in its launch.
@MainActor
final class TableOwningDelegate: UIResponder, UIApplicationDelegate {
  let dataSource = SectionedDataSource()
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UITableView(frame: .zero, style: .plain).dataSource = dataSource
    return true
  }
}

/// A collection view's data source and delegate whose subclass declares the optional
/// `collectionView(_:didSelectItemAt:)`.
@MainActor
class BaseGridSource: UICollectionViewDataSource, UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) }
}

/// Opens the item the user taps, as far as it knows: the collection view never tells it.
@MainActor
final class SelectingGridSource: BaseGridSource {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// Sets a collection view's delegate in its launch.
@MainActor
final class GridOwningDelegate: UIResponder, UIApplicationDelegate {
  let source = SelectingGridSource()
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.dataSource = source
    grid.delegate = source
    return true
  }
}

/// Issue 11 item 3: a delegate method declared in a subclass of the adopting class is called
/// as on iOS, or the launch fails naming the class, the method and the fix.
@MainActor
@Suite("Delegate dispatch as on iOS")
struct DelegateDispatchTests {
  let catalog = AppCatalog.builtIn
    .addingUIKitApp("subclass-only") { SubclassOnlyDelegate() }
    .addingUIKitApp("overriding") { OverridingDelegate() }
    .addingUIKitApp("table-owner") { TableOwningDelegate() }
    .addingUIKitApp("grid-owner") { GridOwningDelegate() }
    .addingUIKitApp(
      "scene-subclass", delegate: { DeclaringBaseDelegate() }, sceneDelegate: { SubclassSceneDelegate() })

  @Test(
    "a method only a subclass of the adopting class declares fails the launch, naming class, method and fix")
  func subclassOnlyMethodFailsTheLaunch() throws {
    let device = try makeDevice(.ios4, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "subclass-only"))
    try device.launch("Notes")
    let misuses = device.misuses(of: "Notes")
    #expect(misuses.count == 1)
    let misuse = try #require(misuses.first)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(misuse.contains("SubclassOnlyDelegate declares applicationDidEnterBackground(_:)"))
    #expect(misuse.contains("AdoptingBaseDelegate adopts UIApplicationDelegate without it"))
    #expect(misuse.contains("fix: declare applicationDidEnterBackground(_:) in"))
    #expect(misuse.contains("override it in"))
    #expect(device.state(of: "Notes") == .notRunning)
    #expect(device.reports.first?.cause == .crash)
    #expect(
      device.reports.first?.description.contains(
        "cannot launch this app as iOS would: LifecycleUIKitTests.SubclassOnlyDelegate declares "
          + "applicationDidEnterBackground(_:) that Swift never calls (the misuse records say why, and the fix)"
      )
        == true)
    #expect(!device.trace.callbacks(of: "Notes").contains(.applicationDidFinishLaunching))
  }

  @Test("a method the adopting class declares and a subclass overrides is called, with no misuse")
  func overrideIsCalled() throws {
    let device = try makeDevice(.ios4, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "overriding"))
    try device.launch("Notes")
    device.home()
    #expect(delegate(of: "Notes", in: device, as: OverridingDelegate.self)?.enteredBackground == 1)
    #expect(device.misuses(of: "Notes").isEmpty)
    let notes = try #require(device.trace.appNames.firstIndex(of: "Notes"))
    let events = device.trace.records(about: "Notes").map(\.event)
    #expect(events.contains(.delivered(app: notes, .callback(.applicationDidEnterBackground))))
    #expect(events.contains(.notImplemented(app: notes, .applicationDidBecomeActive)))
  }

  @Test("a scene delegate's subclass declaring scene callbacks and window fails the scene's connection")
  func sceneSubclass() throws {
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(
      InstallSpec(name: "Journal", appID: "scene-subclass", info: AppInfo(adoptsScenes: true)))
    try device.launch("Journal")
    let misuses = device.misuses(of: "Journal")
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(misuses.contains { $0.contains("SubclassSceneDelegate declares sceneDidEnterBackground(_:)") })
    #expect(misuses.contains { $0.contains("SubclassSceneDelegate declares window") })
    #expect(device.state(of: "Journal") == .notRunning)
  }

  @Test("a table data source's subclass declaring numberOfSections(in:) is a misuse when it is set")
  func dataSourceSubclass() throws {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "List", appID: "table-owner"))
    try device.launch("List")
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(
      device.misuses(of: "List").contains {
        $0.contains("SectionedDataSource declares numberOfSections(in:)")
          && $0.contains("UITableViewDataSource")
      })
  }

  @Test(
    "a collection view delegate's subclass declaring collectionView(_:didSelectItemAt:) is a misuse when it is set"
  )
  func collectionDelegateSubclass() throws {
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Grid", appID: "grid-owner"))
    try device.launch("Grid")
    #expect(
      device.misuses(of: "Grid").contains {
        $0.contains("SelectingGridSource declares collectionView(_:didSelectItemAt:)")
          && $0.contains("UICollectionViewDelegate")
      })
  }

  @Test("without a symbol table (a stripped binary) the check says it cannot be made, and why")
  func strippedTable() {
    let outcome = DelegateDispatchCheck.evaluate(
      SubclassOnlyDelegate.self, against: .applicationDelegate,
      symbols: { _, _ throws(ELFSymbolTable.Failure) in throw .noSymbolTable })
    guard case .cannotCheck(let reason) = outcome else {
      Issue.record("expected cannotCheck, got \(outcome)")
      return
    }
    #expect(reason.contains("SubclassOnlyDelegate"))
    #expect(reason.contains("no symbol table"))
    #expect(reason.contains("stripped"))
    #expect(reason.contains("declare every UIApplicationDelegate method in"))
  }

  @Test("a class that adopts the protocol itself needs no symbol table at all")
  func adopterNeedsNoTable() {
    let outcome = DelegateDispatchCheck.evaluate(
      AdoptingBaseDelegate.self, against: .applicationDelegate,
      symbols: { _, _ throws(ELFSymbolTable.Failure) in throw .noSymbolTable })
    #expect(outcome == .fine)
  }

  @Test(
    "each protocol's list of requirements with defaults is what its extension's symbols declare",
    arguments: [
      ("UIApplicationDelegate", DelegateDispatchCheck.DelegateProtocol.applicationDelegate.requirements),
      ("UISceneDelegate", DelegateDispatchCheck.DelegateProtocol.sceneDelegate.requirements),
      ("UIWindowSceneDelegate", DelegateDispatchCheck.DelegateProtocol.windowSceneDelegate.requirements),
      ("UITableViewDataSource", DelegateDispatchCheck.DelegateProtocol.tableViewDataSource.requirements),
      (
        "UICollectionViewDataSource",
        DelegateDispatchCheck.DelegateProtocol.collectionViewDataSource.requirements
      ),
      (
        "UICollectionViewDelegateFlowLayout",
        DelegateDispatchCheck.DelegateProtocol.collectionViewDelegateFlowLayout.requirements
      ),
      ("UIScrollViewDelegate", DelegateDispatchCheck.DelegateProtocol.scrollViewDelegate.requirements),
      ("UIAlertViewDelegate", DelegateDispatchCheck.DelegateProtocol.alertViewDelegate.requirements),
      (
        "MFMailComposeViewControllerDelegate",
        DelegateDispatchCheck.DelegateProtocol.mailComposeDelegate.requirements
      ),
      ("UITextFieldDelegate", DelegateDispatchCheck.DelegateProtocol.textFieldDelegate.requirements),
      ("UISearchBarDelegate", DelegateDispatchCheck.DelegateProtocol.searchBarDelegate.requirements),
      (
        "UISearchControllerDelegate",
        DelegateDispatchCheck.DelegateProtocol.searchControllerDelegate.requirements
      ),
      (
        "SFSafariViewControllerDelegate",
        DelegateDispatchCheck.DelegateProtocol.safariViewControllerDelegate.requirements
      ),
      (
        "UITabBarControllerDelegate",
        DelegateDispatchCheck.DelegateProtocol.tabBarControllerDelegate.requirements
      ),
      ("UIPickerViewDelegate", DelegateDispatchCheck.DelegateProtocol.pickerViewDelegate.requirements),
    ])
  func requirementListsMatchTheDefaults(_ name: String, _ requirements: [String]) throws {
    let table = try ELFSymbolTable(contentsOf: "/proc/self/exe")
    let prefix = "$s14LifecycleUIKit\(name.utf8.count)\(name)P"
    let defaults = Set(
      (table.names(withPrefixes: [prefix])[prefix] ?? []).compactMap { symbol in
        SwiftSymbols.demangle(symbol).flatMap { SwiftSymbols.member(of: $0, in: "LifecycleUIKit.\(name)") }
      })
    #expect(defaults == Set(requirements))
  }

  @Test("what the check costs: reading the executable's table and finding a class's members")
  func cost() throws {
    let clock = ContinuousClock()
    var table: ELFSymbolTable?
    let read = try clock.measure { table = try ELFSymbolTable(contentsOf: "/proc/self/exe") }
    let symbols = try #require(table)
    let prefixes = ["$s" + (_mangledTypeName(SubclassOnlyDelegate.self) ?? "?")]
    let scan = clock.measure { _ = symbols.names(withPrefixes: prefixes) }
    let check = clock.measure {
      _ = DelegateDispatchCheck.evaluate(
        SubclassOnlyDelegate.self, against: .applicationDelegate, symbols: DelegateDispatchCheck.imageSymbols)
    }
    print(
      "delegate dispatch check: \(symbols.count) symbols; mapping the table \(read), one scan \(scan),"
        + " a whole check of a subclass (cached table) \(check)")
    #expect(symbols.count > 1000)
  }
}
