import Foundation
import LifecycleCommandLine
import Testing

/// `lifecycle import` as a user runs it: the summary of what was built beside the app, and a
/// checkout that cannot be read.
@MainActor
@Suite("lifecycle import")
struct ImportCommandTests {
  /// A project folder (an app whose code imports `Kit`) and a checkout of `Kit`, removed at the end.
  final class Workspace {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "import-cli-\(UUID().uuidString)")

    init() throws {
      try write(
        "App/AppDelegate.swift",
        "import UIKit\nimport Kit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n"
          + "    var window: UIWindow?\n    let badge = Badge()\n}\n")
      try write(
        "checkouts/Kit/Package.swift",
        "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"Kit\", targets: "
          + "[.target(name: \"Kit\")])\n")
      try write("checkouts/Kit/Sources/Kit/Badge.swift", "public struct Badge { public init() {} }\n")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ relative: String, _ text: String) throws {
      let url = root.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
  }

  @Test(
    "a checkout given with --dependencies is built beside the app, and the summary says where it comes from")
  func summaryNamesDependencies() throws {
    let workspace = try Workspace()
    let result = LifecycleCommand.run([
      "import", workspace.path("App"), "--output", workspace.path("out"), "--dependencies",
      workspace.path("checkouts"),
    ])
    #expect(result.exitCode == 0, "\(result.standardOutput)\n\(result.standardError)")
    #expect(result.standardOutput.contains("built beside it: 1 module, 1 Swift file translated"))
    #expect(result.standardOutput.contains("    Kit: the target 'Kit' of the package 'Kit' at "))
    #expect(FileManager.default.fileExists(atPath: workspace.path("out/Sources/Kit/Badge.imported.swift")))
  }

  @Test(
    "without the checkout, the import names the module at its line and how to give it; a missing checkout exits 2"
  )
  func missingCheckout() throws {
    let workspace = try Workspace()
    let without = LifecycleCommand.run(["import", workspace.path("App"), "--output", workspace.path("out")])
    #expect(without.exitCode == 1)
    #expect(without.standardError.contains("AppDelegate.swift:2: error: module 'Kit'"))
    #expect(without.standardError.contains("give a checkout of it with --dependencies DIR"))
    let wrong = LifecycleCommand.run([
      "import", workspace.path("App"), "--output", workspace.path("out"), "--dependencies",
      workspace.path("nowhere"),
    ])
    #expect(wrong.exitCode == 2)
    #expect(
      wrong.standardError.contains(workspace.path("nowhere"))
        && wrong.standardError.contains("no such folder"))
  }
}
