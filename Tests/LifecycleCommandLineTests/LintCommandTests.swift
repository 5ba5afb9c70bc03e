import Foundation
import Testing

@testable import LifecycleCommandLine

/// `lifecycle lint`: the build plugin's check of Foundation-only escapes, from the command line.
@MainActor
@Suite struct LintCommandTests {
  /// A folder with one clean file and one that reads Foundation's locale and defaults.
  private func project() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lint-command-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try "#if canImport(UIKit)\nimport UIKit\n#else\nimport LifecycleUIKit\n#endif\nlet x = Locale.current\n"
      .write(
        to: root.appendingPathComponent("Clean.swift"), atomically: true, encoding: .utf8)
    try "import Foundation\n\nlet region = Locale.current.identifier\nlet queue = RunLoop.main\n"
      .write(
        to: root.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
    return root
  }

  @Test func eachEscapeIsACompilerErrorAndTheRunExitsOne() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = LifecycleCommand.run(["lint", root.path])
    let model = root.appendingPathComponent("Model.swift").path
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(result.exitCode == 1)
    #expect(lines.count == 3)
    #expect(
      lines[0].hasPrefix("\(model):3:14: error: `Locale.current` in a file that imports Foundation alone"))
    #expect(lines[1].hasPrefix("\(model):4:13: error: `RunLoop.main`"))
    #expect(lines[2] == "2 Swift files checked: 2 escapes in 1 file, no delegate method Swift will not call.")
  }

  @Test func cleanFilesExitZero() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = LifecycleCommand.run(["lint", root.appendingPathComponent("Clean.swift").path])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput
        == "1 Swift file checked: no Foundation-only escape, no delegate method Swift will not call.\n")
  }

  @Test func jsonCarriesThePlaceAndTheAPIAsFields() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = LifecycleCommand.run(["lint", "--json", root.path])
    #expect(result.exitCode == 1)
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(document["command"] as? String == "lint")
    #expect(document["files"] as? Int == 2)
    let findings = try #require(document["findings"] as? [[String: Any]])
    #expect(findings.map { $0["api"] as? String } == ["Locale.current", "RunLoop.main"])
    #expect(findings.map { $0["line"] as? Int } == [3, 4])
    #expect(findings.map { $0["column"] as? Int } == [14, 13])
  }

  @Test func aDelegateMethodSwiftWillNotCallIsFoundAcrossFilesInTextAndJSON() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    try "class BaseDelegate: UIResponder, UIApplicationDelegate {}\n"
      .write(to: root.appendingPathComponent("Base.swift"), atomically: true, encoding: .utf8)
    try
      "final class AppDelegate: BaseDelegate {\n  func applicationDidEnterBackground(_ application: UIApplication) {}\n}\n"
      .write(to: root.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
    let text = LifecycleCommand.run(["lint", root.path])
    #expect(text.exitCode == 1)
    let lines = text.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix(
        "\(root.appendingPathComponent("AppDelegate.swift").path):2:8: error: AppDelegate declares "
          + "applicationDidEnterBackground(_:), but BaseDelegate adopts UIApplicationDelegate without it")
        == true)
    #expect(
      lines.last == "4 Swift files checked: 2 escapes in 1 file, 1 delegate method Swift will not call.")
    let json = LifecycleCommand.run(["lint", "--json", root.path])
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let unreachable = try #require(document["unreachableDelegateMethods"] as? [[String: Any]])
    #expect(unreachable.count == 1)
    #expect(unreachable.first?["class"] as? String == "AppDelegate")
    #expect(unreachable.first?["adoptingClass"] as? String == "BaseDelegate")
    #expect(unreachable.first?["requirement"] as? String == "applicationDidEnterBackground(_:)")
    #expect(unreachable.first?["line"] as? Int == 2)
  }

  @Test func aMissingPathOrNoneIsAnInputOrUsageError() throws {
    let missing = LifecycleCommand.run(["lint", "/no/such/folder"])
    #expect(missing.exitCode == 2)
    #expect(missing.standardError == "lifecycle lint: /no/such/folder: no such file or folder\n")
    #expect(missing.standardOutput.isEmpty, "no '0 Swift files checked' beside the error")
    let none = LifecycleCommand.run(["lint"])
    #expect(none.exitCode == 2)
    #expect(none.standardError.contains("give the Swift files or folders to check"))
    // A bad path beside a good one: the good one is still checked, and the run exits 2.
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    let mixed = LifecycleCommand.run(["lint", "--json", "/no/such/folder", root.path])
    #expect(mixed.exitCode == 2)
    #expect(mixed.standardError == "lifecycle lint: /no/such/folder: no such file or folder\n")
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(mixed.standardOutput.utf8)) as? [String: Any])
    #expect((document["findings"] as? [Any])?.count == 2)
    #expect((document["errors"] as? [[String: String]])?.first?["path"] == "/no/such/folder")
    let mixedText = LifecycleCommand.run(["lint", "/no/such/folder", root.path])
    #expect(
      mixedText.standardOutput.hasSuffix(
        " checked: 2 escapes in 1 file, no delegate method Swift will not call.\n"))
  }
}
