import LifecycleLint
import Testing

/// Reading an app's sources for delegate methods declared below the class that adopts their
/// protocol, which Swift never calls and iOS would.
@Suite struct DelegateDispatchLintTests {
  /// The findings in `files` (name, text), as `Class.requirement`.
  private func found(_ files: [(String, String)]) -> [String] {
    DelegateDispatchLint.check(sources: files.map { (file: $0.0, source: $0.1) }).map {
      "\($0.declaringClass).\($0.requirement)"
    }
  }

  @Test func aSubclassMethodWhoseAdopterLacksItIsFoundAtItsPlaceAcrossFiles() throws {
    let base = """
      import UIKit

      class BaseDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }
      """
    let app = """
      import UIKit

      final class AppDelegate: BaseDelegate {
        func applicationDidEnterBackground(_ application: UIApplication) { save() }
        func save() {}
      }
      """
    let findings = DelegateDispatchLint.check(sources: [("Base.swift", base), ("App.swift", app)])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(
      finding.diagnostic.hasPrefix(
        "App.swift:4:8: error: AppDelegate declares applicationDidEnterBackground(_:)"))
    #expect(finding.adoptingClass == "BaseDelegate")
    #expect(finding.protocolName == "UIApplicationDelegate")
    #expect(
      finding.message.contains(
        "fix: declare applicationDidEnterBackground(_:) in BaseDelegate and override it"))
  }

  @Test func anOverrideOfTheAdoptersMethodAndTheAdoptersOwnAreFine() {
    let source = """
      class BaseDelegate: UIResponder, UIApplicationDelegate {
        func applicationDidEnterBackground(_ application: UIApplication) {}
        func applicationWillTerminate(_ application: UIApplication) {}
      }
      final class AppDelegate: BaseDelegate {
        override func applicationDidEnterBackground(_ application: UIApplication) {}
        @MainActor public override func applicationWillTerminate(_ application: UIApplication) {}
      }
      class Alone: UIResponder, UIApplicationDelegate {
        func applicationDidBecomeActive(_ application: UIApplication) {}
      }
      """
    #expect(found([("A.swift", source)]).isEmpty)
  }

  @Test func namesAreReadWithTheirLabelsThroughClosuresDefaultsAndGenericsAndTypeMembersAreNotTheInstances() {
    let source = """
      class Base: NSObject, UIApplicationDelegate {}
      class Sub: Base {
        func application(
          _ application: UIApplication,
          performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
        ) {}
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { true }
        func application<T>(_ application: T, didFinishLaunchingWithOptions: [String: Any]?) -> Bool { true }
        func applicationDidEnterBackground(_: UIApplication) {}
        class func make() -> Sub { Sub() }
        static func applicationWillTerminate(_ application: UIApplication) {}
      }
      """
    #expect(
      found([("A.swift", source)]) == [
        "Sub.application(_:performFetchWithCompletionHandler:)", "Sub.application(_:open:options:)",
        "Sub.application(_:didFinishLaunchingWithOptions:)", "Sub.applicationDidEnterBackground(_:)",
      ])
  }

  @Test func extensionsAdoptAndDeclareAsTheClassDoes() {
    let source = """
      class Base: UIResponder {}
      extension Base: UIApplicationDelegate {}
      final class Sub: Base {}
      extension Sub {
        func applicationWillEnterForeground(_ application: UIApplication) {}
      }
      extension Base {
        func applicationDidBecomeActive(_ application: UIApplication) {}
      }
      extension Sub {
        func applicationDidBecomeActive(_ application: UIApplication) {}
      }
      """
    // The adopter's extension declares didBecomeActive: Sub's is an override Swift would demand.
    #expect(found([("A.swift", source)]) == ["Sub.applicationWillEnterForeground(_:)"])
  }

  @Test func aChainIsFollowedToItsTopmostAdopterAndARefinedProtocolCounts() {
    let source = """
      class Top: UIResponder, UIWindowSceneDelegate {}
      class Middle: Top {
        func sceneDidEnterBackground(_ scene: UIScene) {}
      }
      final class Bottom: Middle {
        var window: UIWindow?
        override func sceneDidEnterBackground(_ scene: UIScene) {}
      }
      """
    #expect(found([("A.swift", source)]) == ["Middle.sceneDidEnterBackground(_:)", "Bottom.window"])
  }

  @Test func aDeclarationMarkedAllowedNestedBodiesAndOtherTypesAreLeftAlone() {
    let source = """
      import class Foundation.NSObject
      class Base: NSObject, UITableViewDataSource {}
      class Sub: Base {
        // lifecycle-lint: allow
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func helper() {
          func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        }
        struct Nested {
          func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        }
      }
      protocol Sibling: UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int
      }
      """
    #expect(found([("A.swift", source)]).isEmpty)
  }
}
