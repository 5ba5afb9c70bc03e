import Foundation
import Testing

@testable import LifecycleImport

/// What the import does to a Swift file so that a compiler without an Objective-C runtime
/// accepts it — each expectation fails without the translation it names.
@Suite("Translating Swift sources")
struct TranslationTests {
  func translate(_ files: [(String, String)]) -> SourceTranslation {
    SourceTranslation(
      files.map { .init(path: $0.0, sourceLocationPath: "/project/" + $0.0, bytes: Array($0.1.utf8)) },
      modules: ModuleMapping())
  }

  func body(_ text: String) -> String {
    // The translated original: between the two #sourceLocation lines.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let end = lines.firstIndex { $0 == "#sourceLocation()" } ?? lines.count
    return lines[1..<end].joined(separator: "\n")
  }

  @Test("attributes that need the Objective-C runtime are blanked, keeping every line in place")
  func attributesBlanked() throws {
    let translation = translate([("Notes/NotesViewController.swift", Fixtures.controller)])
    let text = translation.outputs[0].text
    #expect(text.hasPrefix("#sourceLocation(file: \"/project/Notes/NotesViewController.swift\", line: 1)\n"))
    let translated = body(text)
    for attribute in ["@IBOutlet", "@IBAction", "@objc"] { #expect(!translated.contains(attribute)) }
    #expect(
      translated.split(separator: "\n", omittingEmptySubsequences: false).count
        == Fixtures.controller.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(translated.contains("              private weak var slider: UISlider!"))
  }

  @Test("#selector becomes the selector Swift would name, resolved against the project's methods")
  func selectorsResolved() {
    let translation = translate([("Notes/NotesViewController.swift", Fixtures.controller)])
    #expect(translation.outputs[0].text.contains("action: Selector(\"addNote\"))"))
  }

  @Test("each class, outlet and action is registered from its own file, private ones included")
  func registrations() throws {
    let translation = translate([("Notes/NotesViewController.swift", Fixtures.controller)])
    let output = translation.outputs[0]
    let function = try #require(output.registrationFunction)
    #expect(output.text.contains("@MainActor func \(function)() {"))
    #expect(
      output.text.contains(
        "ImportedCode.registerClass(NotesViewController.self, named: \"NotesViewController\")"))
    #expect(
      output.text.contains(
        "OutletDispatch.register(\"slider\", for: NotesViewController.self) { target, value in target.slider = value as? UISlider }"
      ))
    #expect(output.text.contains("(value as? [Any])?.compactMap { $0 as? UILabel }"))
    #expect(output.text.contains("ImportedCode.registerAction(\"addNote\", for: NotesViewController.self)"))
    #expect(
      output.text.contains(
        "ImportedCode.registerAction(\"chooseCityFrom:\", for: NotesViewController.self) { target, sender in if let sender = ImportedCode.sender(sender, as: UIButton.self, selector: \"chooseCityFrom:\", target: target) { target.chooseCity(from: sender) } }"
      ))
  }

  @Test("the app delegate is found from @UIApplicationMain, and from @main on a class")
  func applicationDelegate() {
    #expect(translate([("A.swift", Fixtures.appDelegate)]).applicationDelegate == "AppDelegate")
    let main = translate([
      ("A.swift", "import UIKit\n@main\nfinal class Delegate: UIResponder, UIApplicationDelegate {}\n")
    ])
    #expect(main.applicationDelegate == "Delegate")
    #expect(!main.outputs[0].text.contains("@main"))
    let swiftUI = translate([("A.swift", "import SwiftUI\n@main\nstruct Demo: App {}\n")])
    #expect(swiftUI.applicationDelegate == nil)
    #expect(swiftUI.swiftUIApp?.name == "Demo")
    #expect(swiftUI.swiftUIApp?.line == 2)
  }

  @Test("selectors with labels, qualified, getters and setters")
  func selectorForms() {
    let source = """
      import UIKit
      class A: NSObject {
          @objc var title = ""
          @objc func refresh(_ sender: Any) {}
          @objc func move(_ a: Int, to b: Int) {}
          func wire(_ control: UIControl) {
              control.addTarget(self, action: #selector(A.refresh(_:)), for: .valueChanged)
              control.addTarget(self, action: #selector(self.refresh), for: .valueChanged)
              _ = #selector(move(_:to:))
              _ = #selector(getter: A.title)
              _ = #selector(setter: title)
          }
      }
      """
    let text = translate([("A.swift", source)]).outputs[0].text
    #expect(text.contains("action: Selector(\"refresh:\"), for: .valueChanged)\n        control"))
    #expect(text.components(separatedBy: "Selector(\"refresh:\")").count == 3)
    #expect(text.contains("Selector(\"move:to:\")"))
    #expect(text.contains("Selector(\"title\")"))
    #expect(text.contains("Selector(\"setTitle:\")"))
  }

  @Test("a bare #selector that could name two methods is an error at its place")
  func ambiguousSelector() {
    let source = """
      import UIKit
      class A: NSObject {
          @objc func go() {}
          @objc func go(_ sender: Any) {}
          func wire() { _ = #selector(go) }
      }
      """
    let translation = translate([("A.swift", source)])
    let error = translation.diagnostics.first { $0.severity == .error }
    #expect(error?.line == 5)
    #expect(error?.message.contains("could name go or go:") == true)
  }

  @Test("framework imports are mapped; a third-party module is an error at its line")
  func imports() {
    let translation = translate([
      ("A.swift", "import Foundation\nimport UIKit\nimport MapKit\nimport Alamofire\n")
    ])
    let text = body(translation.outputs[0].text)
    #expect(
      text
        == "import LifecycleUIKit; import FoundationXML\nimport LifecycleUIKit\nimport LifecycleUIKit\nimport Alamofire"
    )
    #expect(
      translation.diagnostics.map(\.description) == [
        "A.swift:4: error: module 'Alamofire' is neither an Apple framework nor built by this project: give a checkout of it with --dependencies DIR (a folder with its Package.swift or .xcodeproj). Or put its uses behind `#if canImport(Alamofire)`, which is false here, or remove them (an edit of the generated Package.swift is undone by the next import)",
        "A.swift:3: warning: LifecycleKit does not shadow MapKit yet: the import is mapped to LifecycleUIKit, and the build stops at the first use of its API, at that line",
      ])
  }

  @Test("platform conditions are answered as on an iOS device")
  func platformConditions() {
    let source =
      "#if os(iOS) && !targetEnvironment(simulator)\nlet a = 1\n#elseif canImport(UIKit) || os(macOS)\nlet b = 2\n#endif\n"
    let text = body(translate([("A.swift", source)]).outputs[0].text)
    #expect(text == "#if true && !false\nlet a = 1\n#elseif true || false\nlet b = 2\n#endif")
  }

  @Test("nothing inside strings or comments is touched")
  func stringsAndComments() {
    let source = ##"""
      let a = "@objc #selector(x) @IBOutlet"
      let b = """
        @IBAction \(a.count) "quoted"
        """
      // @objc func commented()
      /* nested /* @objc */ @IBOutlet */
      let c = #"raw "@objc" \#(a)"#
      """##
    let text = body(translate([("A.swift", source)]).outputs[0].text)
    #expect(text + "\n" == source || text == source)
  }

  @Test(
    "a method implementing an @objc protocol's requirement is registered under its selector, as iOS exposes it"
  )
  func objcProtocolRequirementsAreRegistered() throws {
    let protocolFile = """
      @objc protocol ListRoutingLogic {
          func routeToShowOrder(segue: UIStoryboardSegue?)
      }

      """
    let router = """
      class ListRouter: NSObject, ListRoutingLogic {
          func routeToShowOrder(segue: UIStoryboardSegue?) {}
          func helper(segue: UIStoryboardSegue?) {}
      }

      """
    let translation = translate([("ListRoutingLogic.swift", protocolFile), ("ListRouter.swift", router)])
    let text = translation.outputs[1].text
    #expect(
      text.contains("ImportedCode.registerAction(\"routeToShowOrderWithSegue:\", for: ListRouter.self)"))
    #expect(!text.contains("helperWithSegue:"), "a method no @objc protocol requires stays unexposed")
  }

  @Test("@NSManaged properties read and write the object's value by name; addToX and removeFromX get bodies")
  func managedProperties() {
    let source = """
      class Shelf: NSManagedObject {
          @NSManaged public var name: String?
          @NSManaged var books: Set<Book>
          @NSManaged public func addToBooks(_ value: Book)
          @NSManaged func removeFromBooks(_ values: Set<Book>)
      }

      """
    let result = translate([("Shelf.swift", source)])
    let text = body(result.outputs[0].text)
    #expect(
      text.contains(
        "public var name: String? { get { lifecycleManagedValue(forKey: \"name\") } "
          + "set { lifecycleSetManagedValue(newValue, forKey: \"name\") } }"))
    #expect(text.contains("var books: Set<Book> { get { lifecycleManagedValue(forKey: \"books\") }"))
    #expect(text.contains("public func addToBooks(_ value: Book) { lifecycleAdd(value, toKey: \"books\") }"))
    #expect(
      text.contains(
        "func removeFromBooks(_ values: Set<Book>) { lifecycleRemove(values, fromKey: \"books\") }"))
    #expect(!text.contains("@NSManaged"))
    #expect(
      text.split(separator: "\n").count == source.split(separator: "\n").count, "every line stays in place")
    #expect(result.diagnostics.isEmpty)
  }

  @Test("an ordered relationship's generated accessors get bodies that insert, remove and replace by index")
  func orderedManagedAccessors() {
    let source = """
      class List: NSManagedObject {
          @NSManaged func insertIntoItems(_ value: Item, at idx: Int)
          @NSManaged func removeFromItems(at indexes: NSIndexSet)
          @NSManaged func replaceItems(at idx: Int, with value: Item)
          @NSManaged func sortItems()
      }

      """
    let result = translate([("List.swift", source)])
    let text = body(result.outputs[0].text)
    #expect(
      text.contains(
        "func insertIntoItems(_ value: Item, at idx: Int) { lifecycleInsert(value, at: idx, intoKey: \"items\") }"
      ))
    #expect(
      text.contains(
        "func removeFromItems(at indexes: NSIndexSet) { lifecycleRemove(at: indexes, fromKey: \"items\") }"))
    #expect(
      text.contains(
        "func replaceItems(at idx: Int, with value: Item) { lifecycleReplace(at: idx, with: value, inKey: \"items\") }"
      ))
    #expect(
      result.diagnostics.map(\.line) == [5], "a method Core Data does not generate is an error at its line")
    #expect(result.diagnostics.first?.message.contains("@NSManaged func sortItems") == true)
  }

  @Test("dynamic and @objc dynamic go; an identifier named dynamic stays")
  func dynamicModifier() {
    let source =
      "class A: NSObject {\n    @objc dynamic var name = \"\"\n    dynamic func f() {}\n    let dynamic = 1\n}\n"
    let text = body(translate([("A.swift", source)]).outputs[0].text)
    #expect(
      text
        == "class A: NSObject {\n                  var name = \"\"\n            func f() {}\n    let dynamic = 1\n}"
    )
  }
}
