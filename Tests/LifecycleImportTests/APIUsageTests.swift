import Testing

@testable import LifecycleImport

/// The corpus orders LifecycleKit's API work by what real apps use: the count must see the API an
/// app reaches and nothing the app declares, writes in a comment or spells in a string.
@Suite struct APIUsageTests {
  static func usage(_ files: [String: String]) -> APIUsage {
    APIUsage(files: files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
  }

  static func uses(_ usage: APIUsage, _ kind: APIUsage.Kind, _ name: String) -> Int {
    usage.entries.first { $0.kind == kind && $0.name == name }?.uses ?? 0
  }

  @Test func countsTypesMembersAndFunctionsTheAppDoesNotDeclare() {
    let usage = Self.usage([
      "List.swift": """
      import UIKit

      final class ListController: UIViewController {
        var items: [String] = []
        override func viewDidLoad() {
          super.viewDidLoad()
          view.layer.cornerRadius = 4
          let label = UILabel()
          label.text = NSLocalizedString("title", comment: "")
          os_log("shown")
          NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: view.topAnchor)])
          items.append("milk")
          reload()
        }
        func reload() {}
      }
      """
    ])
    #expect(Self.uses(usage, .type, "UIViewController") == 1)
    #expect(Self.uses(usage, .type, "NSLayoutConstraint") == 1)
    #expect(Self.uses(usage, .member, "topAnchor") == 2)
    #expect(Self.uses(usage, .member, "layer") == 1)
    #expect(Self.uses(usage, .function, "os_log") == 1)
    // A capitalised call reads as a type's initializer (`UILabel()`): a function spelt so counts there.
    #expect(Self.uses(usage, .type, "NSLocalizedString") == 1)
    // The app's own names are not API: its class, its property, its method.
    #expect(Self.uses(usage, .type, "ListController") == 0)
    #expect(Self.uses(usage, .member, "items") == 0)
    #expect(Self.uses(usage, .function, "reload") == 0)
    #expect(usage.imports == ["UIKit": 1])
  }

  @Test func commentsAndStringsDoNotCount() {
    let usage = Self.usage([
      "A.swift": """
      // UICollectionView would be nicer here.
      /* view.layer.cornerRadius */
      let note = "UITableView.reloadData()"
      """
    ])
    #expect(Self.uses(usage, .type, "UICollectionView") == 0)
    #expect(Self.uses(usage, .member, "layer") == 0)
    #expect(Self.uses(usage, .type, "UITableView") == 0)
  }

  @Test func declarationsInOneFileHideUsesInAnother() {
    let usage = Self.usage([
      "Model.swift": """
      enum Filter { case all, done, pending }
      struct Box<Element: Equatable, Key> { let value: Element, key: Key }
      """,
      "Use.swift": """
      let filter = Filter.done
      let other: Filter = .pending
      let box = Box<Int, String>(value: 1, key: "a")
      """,
    ])
    #expect(Self.uses(usage, .member, "done") == 0)
    #expect(Self.uses(usage, .member, "pending") == 0)
    #expect(Self.uses(usage, .type, "Element") == 0)
    #expect(Self.uses(usage, .type, "Key") == 0)
    #expect(Self.uses(usage, .type, "Equatable") == 1)
    #expect(Self.uses(usage, .member, "key") == 0)
  }

  @Test func mostUsedFirstWithTheFirstUseNamed() {
    let usage = Self.usage([
      "A.swift": "let a = UIColor.red\nlet b = UIColor.blue\nlet c = UIColor.red\n"
    ])
    #expect(usage.entries.first?.name == "UIColor")
    #expect(usage.entries.first?.uses == 3)
    #expect(usage.entries.first { $0.name == "red" }?.firstUse == "A.swift:1")
    #expect(usage.entries.first { $0.name == "blue" }?.firstUse == "A.swift:2")
  }

  /// A name no module LifecycleKit provides declares, used only in files that import SceneKit, is
  /// most likely SceneKit's: the count keeps the modules every file using a name imports.
  @Test func namesCarryTheModulesEveryFileUsingThemImports() {
    let usage = Self.usage([
      "Game.swift": """
      import UIKit
      import SceneKit
      let node = scene.rootNode
      let box = UIView()
      """,
      "Board.swift": """
      import SceneKit
      import UIKit
      import SnapKit
      let child = scene.rootNode.childNodes
      let other = UIView()
      """,
      "Menu.swift": """
      import UIKit
      let menu = UIView()
      """,
    ])
    let rootNode = usage.entries.first { $0.name == "rootNode" }
    #expect(rootNode?.importedWith == ["SceneKit", "UIKit"])
    let childNodes = usage.entries.first { $0.name == "childNodes" }
    #expect(childNodes?.importedWith == ["SceneKit", "SnapKit", "UIKit"])
    #expect(usage.entries.first { $0.name == "UIView" }?.importedWith == ["UIKit"])
  }
}
