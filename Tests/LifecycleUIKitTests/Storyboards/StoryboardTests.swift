import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

@MainActor
@Suite("Storyboards", .serialized)
struct StoryboardTests {
  init() { StoryboardApp.register() }

  private func notes() throws -> UIStoryboard {
    InterfaceBundle.shared = StoryboardApp.bundle
    defer { InterfaceBundle.shared = InterfaceBundle() }
    return try UIStoryboard.loadOrThrow(name: "Notes", bundle: nil)
  }

  @Test(
    "UIStoryboard(name:bundle:) finds NAME.storyboard in a Base.lproj folder; the initial controller is a navigation controller whose root its relationship segue names"
  )
  func initialController() throws {
    let storyboard = try notes()
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let list = try #require(navigation.viewControllers.first as? NotesListController)
    #expect(navigation.viewControllers.count == 1)
    #expect(list.storyboard === storyboard)
    #expect(navigation.storyboard === storyboard)
    #expect(list.title == "Notes")
    #expect(list.navigationItem.title == "Notes")
    #expect(list.addButton === list.navigationItem.rightBarButtonItem)
    #expect(!list.isViewLoaded)
    #expect(!list.clearsSelectionOnViewWillAppear)
    #expect(UIViewController().storyboard == nil)
  }

  @Test("a storyboard outside the folders searched is not found: fileNotFound naming the places looked in")
  func notFound() throws {
    InterfaceBundle.shared = InterfaceBundle(searchDirectories: [URL(fileURLWithPath: "/nonexistent")])
    defer { InterfaceBundle.shared = InterfaceBundle() }
    #expect {
      _ = try UIStoryboard.loadOrThrow(name: "Main", bundle: nil)
    } throws: { error in
      (error as? NibLoadingError)?.kind == .fileNotFound
        && "\(error)".contains("/nonexistent/{,*.lproj/}Main.storyboard")
    }
  }

  @Test(
    "each instantiation is a new controller, its scene's view loaded only when first needed, outlets connected"
  )
  func lazyScenes() throws {
    let storyboard = try notes()
    let first = try #require(
      storyboard.instantiateViewController(withIdentifier: "Detail") as? NoteDetailController)
    let second = try #require(
      storyboard.instantiateViewController(withIdentifier: "Detail") as? NoteDetailController)
    #expect(first !== second)
    #expect(!first.isViewLoaded)
    #expect(first.bodyLabel == nil)
    #expect(first.navigationItem.title == "Note")
    first.note = "Bread"
    _ = first.view
    #expect(first.bodyLabel?.text == "Bread")
    #expect(first.bodyLabel?.superview === first.view)
    #expect(second.bodyLabel == nil)
    // The storyboard ID is the restoration identifier: useStoryboardIdentifierAsRestorationIdentifier.
    #expect(first.restorationIdentifier == "Detail")
  }

  @Test(
    "a container view's embed segue adds the child and puts its view in the container, prepared before viewDidLoad"
  )
  func embed() throws {
    let detail = try #require(
      try notes().instantiateViewController(withIdentifier: "Detail") as? NoteDetailController)
    #expect(detail.children.isEmpty)
    _ = detail.view
    let footer = try #require(detail.children.first as? FooterController)
    #expect(footer.parent === detail)
    let container = try #require(detail.view.subviews.last)
    #expect(footer.view.superview === container)
    #expect(footer.view.subviews.compactMap { ($0 as? UILabel)?.text } == ["Footer"])
    #expect(detail.log == ["prepare embedFooter FooterController", "viewDidLoad"])
  }

  @Test("a tab bar controller's viewControllers relationship segues are its tabs, in document order")
  func tabs() throws {
    let tabs = try #require(
      try notes().instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
    let children = try #require(tabs.viewControllers)
    #expect(children.count == 2)
    #expect(children.first is FooterController)
    #expect(children.last is NoteDetailController)
  }

  @Test(
    "each dequeue of a prototype's reuse identifier is a new cell of its class, with its subviews and outlets"
  )
  func prototypes() throws {
    let list = try #require(
      try notes().instantiateViewController(withIdentifier: "List") as? NotesListController)
    let table = try #require(list.tableView)
    #expect(table.dataSource === list)
    let first = try #require(table.dequeueReusableCell(withIdentifier: "NoteCell") as? NoteCell)
    let second = try #require(
      table.dequeueReusableCell(withIdentifier: "NoteCell", for: IndexPath(row: 1, section: 0)) as? NoteCell)
    #expect(first !== second)
    #expect(first.reuseIdentifier == "NoteCell")
    #expect(first.titleLabel?.text == "Title")
    #expect(first.titleLabel !== second.titleLabel)
    #expect(first.titleLabel?.superview === first.contentView)
    // A cell of a built-in style: the storyboard's label is the cell's own textLabel.
    let basic = try #require(table.dequeueReusableCell(withIdentifier: "BasicCell"))
    #expect(basic.textLabel?.text == "Basic")
    #expect(basic.contentView.subviews.count == 1)
    #expect(table.dequeueReusableCell(withIdentifier: "Nope") == nil)
  }

  @Test("an identifier no scene has is thrown as unknownObject, naming the Storyboard IDs")
  func unknownIdentifier() throws {
    #expect {
      _ = try notes().instantiateViewControllerOrThrow(withIdentifier: "Settings")
    } throws: { error in
      (error as? NibLoadingError)?.kind == .unknownObject
        && "\(error)"
          == "Notes.storyboard: no view controller has the Storyboard ID 'Settings'; Storyboard IDs: 'Detail', 'Editor', 'List', 'Tabs'"
    }
  }

  @Test("a launch screen is read and ignored: no error, nothing instantiated, whatever it holds")
  func launchScreen() throws {
    InterfaceBundle.shared = XibFixtures.bundle
    defer { InterfaceBundle.shared = InterfaceBundle() }
    let launch = try UIStoryboard.loadOrThrow(name: "LaunchScreen", bundle: nil)
    #expect(launch.isLaunchScreen)
    #expect(launch.instantiateInitialViewController() == nil)
  }

  @Test("UINib refuses a storyboard, saying to load it with UIStoryboard")
  func nibRefusesStoryboard() throws {
    let xml = StoryboardSnippets.document(StoryboardSnippets.scene())
    #expect {
      _ = try UINib(data: Data(xml.utf8), bundle: nil).instantiateOrThrow(withOwner: nil)
    } throws: { error in
      (error as? NibLoadingError)?.kind == .unsupportedFormat
        && "\(error)".contains("UIStoryboard(name:bundle:)")
    }
  }
}

@MainActor
@Suite("Storyboard errors")
struct StoryboardErrorTests {
  private func error(_ xml: String) -> NibLoadingError? {
    do {
      _ = try UIStoryboard.loadOrThrow(name: "Bad", xml: xml)
      return nil
    } catch {
      return error
    }
  }

  @Test("a file that is not XML is malformed")
  func notXML() {
    let error = error("{ \"format\": 1 }")
    #expect(error?.kind == .malformed)
    #expect(error?.description == "Bad.storyboard: not a storyboard: the file is not XML")
  }

  @Test("a truncated file names the line where XML stopped")
  func truncated() {
    let xml = StoryboardSnippets.document(StoryboardSnippets.scene())
    let error = error(String(xml.prefix(400)))
    #expect(error?.kind == .malformed)
    #expect(error?.keyPath.hasPrefix("line ") == true)
  }

  @Test("an initial controller id no scene has names the document's line and the ids there are")
  func unknownInitial() {
    let error = error(StoryboardSnippets.document(StoryboardSnippets.scene(), initial: "gone-1"))
    #expect(error?.kind == .unknownObject)
    #expect(
      error?.description
        == "Bad.storyboard: line 2: <document>: initialViewController 'gone-1' is no scene's view controller; controllers: vc-1"
    )
  }

  @Test("a segue to an id no scene has names the file, the line and the segue")
  func segueToNowhere() {
    let scene = StoryboardSnippets.scene(
      subviews:
        #"<button id="b-1"><connections><segue destination="gone-2" kind="show" id="sg-1"/></connections></button>"#
    )
    let error = error(StoryboardSnippets.document(scene))
    #expect(error?.kind == .unknownObject)
    #expect(
      error?.description
        == "Bad.storyboard: line 8: segue 'sg-1' of button 'b-1': the segue's destination 'gone-2' is no scene's view controller"
    )
  }

  @Test("an unknown segue kind, and one not implemented, are refused with the line and the segue's id")
  func unknownKind() {
    for (kind, what) in [("teleport", "is not a segue kind"), ("custom", "is not implemented")] {
      let scene = StoryboardSnippets.scene(
        connections: #"<segue destination="vc-1" kind="\#(kind)" id="sg-2"/>"#)
      let error = error(StoryboardSnippets.document(scene))
      #expect(error?.kind == .unsupportedFormat)
      #expect(error?.keyPath == "line 10: segue 'sg-2'")
      #expect(error?.message.contains("segue kind '\(kind)' of viewController 'vc-1' \(what)") == true)
    }
  }

  @Test(
    "an element that changes behaviour and is not implemented is refused with the file, line and object id")
  func unknownElement() {
    let scene = StoryboardSnippets.scene(subviews: #"<mapView id="pk-1"/>"#)
    let error = error(StoryboardSnippets.document(scene))
    #expect(error?.kind == .unknownElement)
    #expect(
      error?.description.hasPrefix("Bad.storyboard: line 8: mapView 'pk-1': unknown element <mapView>")
        == true)
  }

  @Test("an unwind segue must lead to its scene's Exit; a relationship only a container has is refused")
  func unwindAndRelationship() {
    let unwind = StoryboardSnippets.scene(
      subviews:
        #"<button id="b-2"><connections><segue destination="vc-1" kind="unwind" unwindAction="done:" id="sg-3"/></connections></button>"#
    )
    #expect(error(StoryboardSnippets.document(unwind))?.kind == .unknownObject)
    let split = StoryboardSnippets.scene(
      connections:
        #"<segue destination="vc-1" kind="relationship" relationship="masterViewController" id="sg-4"/>"#)
    #expect(error(StoryboardSnippets.document(split))?.kind == .unsupportedFormat)
  }

  @Test("a scene's class that is not registered is reported when that scene is instantiated, not before")
  func lazyClassCheck() throws {
    let xml = StoryboardSnippets.document(
      StoryboardSnippets.scene()
        + #"<scene sceneID="s-2"><objects><viewController storyboardIdentifier="Later" id="vc-2" customClass="NotRegistered" sceneMemberID="viewController"/></objects></scene>"#
    )
    let storyboard = try UIStoryboard.loadOrThrow(name: "Lazy", xml: xml)
    #expect(storyboard.instantiateInitialViewController() != nil)
    #expect {
      _ = try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Later")
    } throws: { error in
      (error as? NibLoadingError)?.kind == .unknownClass
    }
  }
}
