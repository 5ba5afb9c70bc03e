import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// An app whose Info.plist names `Notes` as its main storyboard: it makes no window itself.
@MainActor
final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate, SelectorRegistering {
  var window: UIWindow?
  /// What the window was when each launch method ran.
  var seen: [String] = []

  static func registerSelectors() { StoryboardApp.register() }

  private func describeWindow() -> String {
    guard let window else { return "no window" }
    let root = window.rootViewController.map { "\(type(of: $0))" } ?? "no root"
    return "\(root), \(window.isKeyWindow ? "key" : "not key")"
  }

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    seen.append("willFinish: \(describeWindow())")
    return true
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    seen.append("didFinish: \(describeWindow())")
    return true
  }
}

/// A scene app whose scene configuration names `Notes` as its storyboard.
@MainActor
final class StoryboardSceneAppDelegate: UIResponder, UIApplicationDelegate, SelectorRegistering {
  static func registerSelectors() { StoryboardApp.register() }
}

/// An app delegate that gives the connecting scene a storyboard in code, on the configuration
/// (“UISceneConfiguration”, `storyboard`), with none in the Info.plist.
final class StoryboardInCodeAppDelegate: UIResponder, UIApplicationDelegate, SelectorRegistering {
  static func registerSelectors() { StoryboardApp.register() }
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    configuration.storyboard = UIStoryboard(name: "Notes", bundle: nil)
    return configuration
  }
}

@MainActor
final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var seen: [String] = []

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let root = window?.rootViewController.map { "\(type(of: $0))" } ?? "no window"
    seen.append("willConnect: \(root), \(window?.isKeyWindow == true ? "key" : "not key")")
    seen.append("same scene: \(window?.windowScene === scene)")
  }
}

@MainActor
@Suite("Storyboard apps", .serialized)
struct StoryboardAppTests {
  private func launch(_ generation: OSGeneration = .ios7) throws -> (Device, StoryboardAppDelegate) {
    let catalog = AppCatalog.builtIn.addingUIKitApp(
      "notes-storyboard", interfaceFiles: StoryboardApp.bundle, mainStoryboard: "Notes"
    ) { StoryboardAppDelegate() }
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "notes-storyboard"))
    try device.launch("Notes")
    let app = try #require(delegate(of: "Notes", in: device, as: StoryboardAppDelegate.self))
    return (device, app)
  }

  private func list(_ app: StoryboardAppDelegate) throws -> NotesListController {
    let navigation = try #require(app.window?.rootViewController as? UINavigationController)
    return try #require(navigation.viewControllers.first as? NotesListController)
  }

  @Test(
    "UIMainStoryboardFile: the window, its root the initial controller, is the delegate's before willFinishLaunching, key and visible after didFinishLaunching"
  )
  func mainStoryboard() throws {
    let (device, app) = try launch()
    #expect(
      app.seen == [
        "willFinish: UINavigationController, not key", "didFinish: UINavigationController, not key",
      ])
    #expect(app.window?.isKeyWindow == true)
    #expect(app.window?.isHidden == false)
    #expect(uikitApp("Notes", in: device)?.screenPath() == "UINavigationController > Notes")
    #expect(try list(app).isViewLoaded)
  }

  @Test(
    "UISceneStoryboardFile: the scene's window, from the storyboard, is the scene delegate's before scene(_:willConnectTo:options:), key after"
  )
  func sceneStoryboard() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp(
      "notes-scenes", interfaceFiles: StoryboardApp.bundle, sceneStoryboard: "Notes",
      delegate: { StoryboardSceneAppDelegate() }, sceneDelegate: { StoryboardSceneDelegate() })
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Journal", appID: "notes-scenes", info: AppInfo(adoptsScenes: true)))
    try device.launch("Journal")
    let scene = try #require(uikitApp("Journal", in: device)?.scenes.first)
    let sceneDelegate = try #require(scene.delegate as? StoryboardSceneDelegate)
    #expect(sceneDelegate.seen == ["willConnect: UINavigationController, not key", "same scene: true"])
    #expect(sceneDelegate.window?.isKeyWindow == true)
    #expect(uikitApp("Journal", in: device)?.screenPath() == "UINavigationController > Notes")
  }

  @Test("a storyboard the app delegate sets on the scene's configuration is the one the scene's window shows")
  func configurationStoryboard() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp(
      "notes-configured", interfaceFiles: StoryboardApp.bundle,
      delegate: { StoryboardInCodeAppDelegate() }, sceneDelegate: { StoryboardSceneDelegate() })
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(
      InstallSpec(name: "Journal", appID: "notes-configured", info: AppInfo(adoptsScenes: true)))
    try device.launch("Journal")
    let scene = try #require(uikitApp("Journal", in: device)?.scenes.first)
    let sceneDelegate = try #require(scene.delegate as? StoryboardSceneDelegate)
    #expect(sceneDelegate.seen == ["willConnect: UINavigationController, not key", "same scene: true"])
    #expect(uikitApp("Journal", in: device)?.screenPath() == "UINavigationController > Notes")
  }

  @Test("a main storyboard that is not there crashes the launch, as UIKit's exception does")
  func missingMainStoryboard() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp(
      "no-storyboard", interfaceFiles: InterfaceBundle(), mainStoryboard: "Main"
    ) { StoryboardAppDelegate() }
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Broken", appID: "no-storyboard"))
    try device.launch("Broken")
    #expect(device.state(of: "Broken") == .notRunning)
    #expect(device.reports.last?.details.contains("no storyboard named 'Main'") == true)
  }

  @Test(
    "selecting a row runs the cell's show segue: shouldPerform asked, prepare before didSelect, the detail pushed with what prepare gave it"
  )
  func selectionSegue() throws {
    let (device, app) = try launch()
    let list = try list(app)
    #expect(
      try device.drive(.selectRow(.classIndex(className: "UITableView", index: 0), row: 1), in: "Notes")
        == nil)
    #expect(list.log == ["should showNote", "prepare showNote NoteCell", "didSelect 1"])
    let navigation = try #require(list.navigationController)
    let detail = try #require(navigation.topViewController as? NoteDetailController)
    #expect(navigation.viewControllers.count == 2)
    #expect(detail.bodyLabel?.text == "Eggs")
    #expect(uikitApp("Notes", in: device)?.screenPath() == "UINavigationController > Notes > Note")

    // Done unwinds to the list: its backToList: gets the segue, then the stack pops to it.
    #expect(try device.drive(.tap(.named("Done")), in: "Notes") == nil)
    #expect(list.log.last == "backToList: from NoteDetailController")
    #expect(navigation.viewControllers.count == 1)
    #expect(device.misuses(of: "Notes").isEmpty, "\(device.misuses(of: "Notes"))")
  }

  @Test("shouldPerformSegue returning false keeps a triggered segue from running")
  func shouldPerformVetoes() throws {
    let (device, app) = try launch()
    let list = try list(app)
    list.allowsSegues = false
    #expect(
      try device.drive(.selectRow(.classIndex(className: "UITableView", index: 0), row: 0), in: "Notes")
        == nil)
    #expect(list.log == ["should showNote", "didSelect 0"])
    #expect(list.navigationController?.viewControllers.count == 1)
  }

  @Test(
    "a bar button item's presentation segue presents the editor; its Save button's unwind segue calls saveNote: on the list and dismisses"
  )
  func presentAndUnwind() throws {
    let (device, app) = try launch()
    let list = try list(app)
    #expect(try device.drive(.tap(.named("add")), in: "Notes") == nil)
    #expect(list.log == ["should addNote", "prepare addNote UIBarButtonItem"])
    let editor = try #require(list.navigationController?.presentedViewController as? NoteEditorController)
    #expect(editor.presentingViewController === list.navigationController)
    #expect(try device.drive(.type(.named("New note"), text: "Tea"), in: "Notes") == nil)
    #expect(try device.drive(.tap(.named("Save")), in: "Notes") == nil)
    #expect(list.notes == ["Milk", "Eggs", "Tea"])
    #expect(list.log.last == "saveNote:")
    #expect(list.navigationController?.presentedViewController == nil)
    #expect(uikitApp("Notes", in: device)?.screenPath() == "UINavigationController > Notes")
  }

  @Test(
    "performSegue(withIdentifier:sender:) runs the controller's manual segue without asking shouldPerformSegue; an unknown identifier crashes the app"
  )
  func performSegue() throws {
    let (device, app) = try launch()
    let list = try list(app)
    let runner = try #require(uikitApp("Notes", in: device))
    runner.runAsAppCode { list.performSegue(withIdentifier: "showNote", sender: "code") }
    #expect(list.log == ["prepare showNote String"])
    let detail = try #require(list.navigationController?.topViewController as? NoteDetailController)
    runner.runAsAppCode { detail.performSegue(withIdentifier: "edit", sender: nil) }
    #expect(list.navigationController?.topViewController is NoteEditorController)
    runner.runAsAppCode { list.performSegue(withIdentifier: "nowhere", sender: nil) }
    #expect(device.state(of: "Notes") == .notRunning)
    #expect(
      device.reports.last?.details.contains(
        "NSInvalidArgumentException: Receiver (<NotesListController>) has no segue with identifier 'nowhere'")
        == true)
  }

  @Test(
    "instantiateViewController(withIdentifier:) with an identifier no scene has is NSInvalidArgumentException: a crash report"
  )
  func unknownIdentifierCrashes() throws {
    let (device, _) = try launch()
    let runner = try #require(uikitApp("Notes", in: device))
    runner.runAsAppCode {
      _ = UIStoryboard(name: "Notes", bundle: nil).instantiateViewController(withIdentifier: "Settings")
    }
    #expect(device.state(of: "Notes") == .notRunning)
    #expect(
      device.reports.last?.details.contains(
        "NSInvalidArgumentException: Storyboard (<UIStoryboard: Notes>) doesn't contain a view controller with identifier 'Settings'"
      ) == true)
  }
}

/// The storyboard app, opted in to state restoration: it makes no controller itself.
@MainActor
final class StoryboardRestoringDelegate: UIResponder, UIApplicationDelegate, SelectorRegistering {
  var window: UIWindow?
  /// The storyboard each controller's coder held when the delegate was asked for it, by path.
  var coderStoryboards: [String] = []

  static func registerSelectors() { StoryboardApp.register() }

  func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { true }
  func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
    true
  }

  func application(
    _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
    coder: NSCoder
  ) -> UIViewController? {
    let storyboard = coder.decodeObject(forKey: UIApplication.stateRestorationViewControllerStoryboardKey)
    coderStoryboards.append(
      identifierComponents.joined(separator: "/") + ": " + ((storyboard as? UIStoryboard)?.name ?? "none"))
    return nil
  }
}

@MainActor
@Suite("Storyboard state restoration")
struct StoryboardRestorationTests {
  @Test(
    "a storyboard controller is preserved with its storyboard and found in it again by its restoration identifier"
  )
  func implicitLookup() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp(
      "notes-restoring", interfaceFiles: StoryboardApp.bundle, mainStoryboard: "Notes"
    ) { StoryboardRestoringDelegate() }
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "notes-restoring"))
    try device.launch("Notes")
    #expect(
      try device.drive(.selectRow(.classIndex(className: "UITableView", index: 0), row: 0), in: "Notes")
        == nil)
    #expect(uikitApp("Notes", in: device)?.screenPath() == "UINavigationController > Notes > Note")
    device.home()
    device.memoryPressure()
    #expect(device.state(of: "Notes") == .notRunning)
    try device.launch("Notes")

    let app = try #require(delegate(of: "Notes", in: device, as: StoryboardRestoringDelegate.self))
    let navigation = try #require(app.window?.rootViewController as? UINavigationController)
    #expect(
      navigation.viewControllers.map { "\(type(of: $0))" } == ["NotesListController", "NoteDetailController"])
    #expect(navigation.topViewController?.storyboard?.name == "Notes")
    #expect(uikitApp("Notes", in: device)?.screenPath() == "UINavigationController > Notes > Note")
    #expect(app.coderStoryboards == ["Nav: Notes", "Nav/List: Notes", "Nav/Detail: Notes"])
  }
}

/// A delegate without a `window` property: UIKit cannot hand it the storyboard's window.
@MainActor
final class WindowlessStoryboardDelegate: UIResponder, UIApplicationDelegate, SelectorRegistering {
  static func registerSelectors() { StoryboardApp.register() }
}

@MainActor
@Suite("Storyboard apps without a window property")
struct WindowlessStoryboardAppTests {
  @Test("a delegate without a window property is told, as UIKit tells it, that it must have one")
  func noWindowProperty() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp(
      "notes-windowless", interfaceFiles: StoryboardApp.bundle, mainStoryboard: "Notes"
    ) { WindowlessStoryboardDelegate() }
    let device = try makeDevice(.ios7, catalog: catalog)
    try device.install(InstallSpec(name: "Notes", appID: "notes-windowless"))
    try device.launch("Notes")
    #expect(
      device.trace.logs(of: "Notes").contains(
        "The app delegate must implement the window property if it wants to use a main storyboard file."))
  }
}
