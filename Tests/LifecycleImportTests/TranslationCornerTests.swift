import Foundation
import Testing

@testable import LifecycleImport

/// Constructs public projects use that a plain rewrite gets wrong (found importing the corpus of
/// Docs/Import.md): @objc protocols with optional requirements, code compiled out on iOS,
/// overrides in extensions, key paths in interpolations, UIKit's edit actions.
@Suite("Translating what real projects do")
struct TranslationCornerTests {
  func translate(_ source: String, path: String = "A.swift") -> SourceTranslation {
    SourceTranslation(
      [.init(path: path, sourceLocationPath: "/p/" + path, bytes: Array(source.utf8))],
      modules: ModuleMapping())
  }

  @Test(
    "an @objc protocol stays class-bound; its optional requirements get defaults and their calls lose the ?")
  func objcProtocol() {
    let source = """
      import UIKit
      @objc protocol PageMenuDelegate {
          @objc optional func willMove(_ controller: UIViewController, index: Int)
          @objc optional func title(for index: Int) -> String?
      }
      @objc protocol Named: NSObjectProtocol {}
      class Menu {
          weak var delegate: PageMenuDelegate?
          func move() {
              delegate?.willMove?(UIViewController(), index: 0)
              _ = delegate?.title?(for: 1)
          }
      }
      """
    let text = translate(source).outputs[0].text
    #expect(text.contains("      protocol PageMenuDelegate: AnyObject {"))
    #expect(text.contains("                 func willMove(_ controller: UIViewController, index: Int)"))
    #expect(text.contains("      protocol Named: NSObjectProtocol {}"), "already class-bound")
    #expect(text.contains("delegate?.willMove (UIViewController(), index: 0)"))
    #expect(text.contains("delegate?.title (for: 1)"))
    #expect(
      text.contains(
        "extension PageMenuDelegate {\n  func willMove(_ controller: UIViewController, index: Int) {}\n}"))
    #expect(text.contains("extension PageMenuDelegate {\n  func title(for index: Int) -> String? { nil }\n}"))
  }

  @Test("an optional requirement returning a value that is not optional is an error at its line")
  func optionalRequirementWithValue() {
    let source = "@objc protocol P {\n    @objc optional func count() -> Int\n}\n"
    let error = translate(source).diagnostics.first { $0.severity == .error }
    #expect(error?.line == 2)
    #expect(error?.message.contains("returns Int") == true)
  }

  @Test("classes compiled out on iOS are not registered; those behind a flag are")
  func conditionalCompilation() {
    let source = """
      import UIKit
      #if os(macOS)
      class MacOnly: NSObject { @objc func a() {} }
      #elseif canImport(UIKit)
      class IOSOnly: UIViewController { @objc func b() {} }
      #else
      class Never: UIViewController { @objc func c() {} }
      #endif
      #if DEBUG
      class DebugOnly: UIViewController {}
      #endif
      #if canImport(SwiftUI) && DEBUG
      struct Preview {}
      class PreviewHost: UIViewController {}
      #endif
      class Always: UIViewController {}
      """
    let translation = translate(source)
    #expect(translation.classes == ["IOSOnly", "DebugOnly", "Always"])
    #expect(!translation.outputs[0].text.contains("MacOnly.self"))
    #expect(!translation.outputs[0].text.contains("Never.self"))
  }

  @Test("a class nested in an extension of a generic type is not registered: it cannot be named")
  func nestedInGenericExtension() {
    let translation = SourceTranslation(
      [
        .init(
          path: "A.swift", sourceLocationPath: "/p/A.swift", bytes: Array("struct Presenter<Item> {}\n".utf8)),
        .init(
          path: "B.swift", sourceLocationPath: "/p/B.swift",
          bytes: Array(
            "import UIKit\nextension Presenter {\n  class Coordinator: NSObject { @objc func done() {} }\n}\n"
              .utf8)),
      ], modules: ModuleMapping())
    #expect(translation.outputs[1].registrationFunction == nil)
  }

  @Test("an import in a branch compiled out on iOS is not reported")
  func importsCompiledOut() {
    let source =
      "#if canImport(AppKit)\nimport AppKit\n#elseif os(Linux)\nimport Glibc\n#else\nimport UIKit\n#endif\n"
    #expect(translate(source).diagnostics.isEmpty)
  }

  @Test(
    "imports after a semicolon on one line are mapped like the first (5o7/Beans, GameViewController.swift:1)")
  func importsOnOneLine() throws {
    let output = try #require(translate("import UIKit; import QuartzCore; import SceneKit\n").outputs.first)
    #expect(!output.text.contains("import QuartzCore"))
    #expect(!output.text.contains("import UIKit"))
    #expect(output.text.contains("import LifecycleUIKit"))
  }

  @Test("the platform answers and flags combine as Swift's #if does")
  func conditionValues() {
    #expect(ConditionEvaluator.evaluate("true && !false") == true)
    #expect(ConditionEvaluator.evaluate("false && DEBUG") == false)
    #expect(ConditionEvaluator.evaluate("true || DEBUG") == true)
    #expect(ConditionEvaluator.evaluate("DEBUG") == nil)
    #expect(ConditionEvaluator.evaluate("!(false || false)") == true)
    #expect(ConditionEvaluator.evaluate("swift(>=5.9) && false") == false)
  }

  @Test("an override in an extension moves into its class's body, still naming its own file and line")
  func overrideInExtensionMoved() {
    let list = "import UIKit\nclass List: UITableViewController {\n    var rows = 3\n}\n"
    let data = """
      import UIKit
      extension List {
          @objc override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              rows
          }
      }
      """
    let translation = SourceTranslation(
      [
        .init(path: "List.swift", sourceLocationPath: "/p/List.swift", bytes: Array(list.utf8)),
        .init(path: "List+Data.swift", sourceLocationPath: "/p/List+Data.swift", bytes: Array(data.utf8)),
      ], modules: ModuleMapping())
    #expect(translation.diagnostics.filter { $0.severity == .error }.isEmpty)
    let classFile = translation.outputs[0].text
    #expect(
      classFile.contains(
        """
            var rows = 3

        #sourceLocation(file: "/p/List+Data.swift", line: 3)
                  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                rows
            }
        #sourceLocation(file: "/p/List.swift", line: 4)
        }
        """))
    let extensionFile = translation.outputs[1].text
    #expect(!extensionFile.contains("override"))
    #expect(
      extensionFile.split(separator: "\n", omittingEmptySubsequences: false).count == 9, "\(extensionFile)")
  }

  @Test(
    "an override in an extension of a class the project does not declare is an error at its line, with the fix"
  )
  func overrideInExtension() {
    let source = """
      import UIKit
      extension UIViewController {
          override func viewDidLoad() {}
      }
      """
    let error = translate(source).diagnostics.first { $0.severity == .error }
    #expect(error?.line == 3)
    #expect(error?.message.contains("Move the override into the class's own declaration") == true)
  }

  @Test("#keyPath inside a string interpolation becomes its string")
  func keyPathInInterpolation() {
    let text = translate("let predicate = \"ANY \\(#keyPath(Book.subjects)).name\"\n").outputs[0].text
    #expect(text.contains("let predicate = \"ANY \\(\"subjects\").name\""))
  }

  @Test("UIKit's edit actions named bare take their sender")
  func editActions() {
    let source =
      "import UIKit\nlet a = #selector(UIResponderStandardEditActions.copy)\nlet b = #selector(UIResponder.resignFirstResponder)\n"
    let text = translate(source).outputs[0].text
    #expect(text.contains("Selector(\"copy:\")"))
    #expect(text.contains("Selector(\"resignFirstResponder\")"))
  }

  @Test("a build phase naming an object the file lacks is left out with a warning, as Xcode does")
  func danglingBuildFile() throws {
    let broken = Fixtures.pbxproj.replacingOccurrences(
      of: "files = (B1, B2, B5, );", with: "files = (B1, B2, B5, BX, );")
    let project = try XcodeProject(pbxproj: Array(broken.utf8), file: "p")
    #expect(project.targets[0].danglingReferences == ["BX"])
    #expect(project.targets[0].sources.count == 2)
  }
}
