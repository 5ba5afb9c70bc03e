import Foundation
import LifecycleSimulator
import Testing

@testable import LifecycleCommandLine

/// Every scenario under Examples/Scenarios passes, and replays byte for byte. On the
/// main actor: the sample apps are UIKit apps, which must be driven from there.
@MainActor
@Suite("Example scenarios")
struct ExampleScenarioTests {
  nonisolated static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Scenarios")

  nonisolated static var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".scn") }.sorted()
  }

  @Test("the examples folder holds the stories' scenarios")
  func examplesExist() {
    #expect(Self.files.count >= 15)
  }

  @Test("every example scenario passes", arguments: files)
  func examplePasses(_ name: String) throws {
    let scenario = try ScenarioParser.parse(contentsOf: Self.folder.appendingPathComponent(name))
    let result = ScenarioRunner(catalog: LifecycleCommand.catalog).run(scenario)
    #expect(result.error == nil, "\(result.error.map(String.init(describing:)) ?? "")")
    #expect(result.failures.isEmpty, "\(result.failures.map(\.description).joined(separator: "\n"))")
    #expect(result.checkCount > 0)
  }

  @Test("every example scenario gives a byte-identical trace when run twice", arguments: files)
  func exampleIsDeterministic(_ name: String) throws {
    let scenario = try ScenarioParser.parse(contentsOf: Self.folder.appendingPathComponent(name))
    let runner = ScenarioRunner(catalog: LifecycleCommand.catalog)
    let first = TraceRenderer.jsonLines(runner.run(scenario).trace)
    let second = TraceRenderer.jsonLines(runner.run(scenario).trace)
    #expect(first == second)
    #expect(first.utf8.count > 100)
  }

  /// The articles the stories come from, by the titles Docs/Sources.md gives them.
  nonisolated static let articles = [
    "Multitasking pitfalls", "Treacherous multitasking", "Scroll position after a memory warning",
    "Lifecycle and state transitions", "Call or lock?",
  ]

  @Test("each example names the article or document it comes from in a comment", arguments: files)
  func exampleCitesItsSource(_ name: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    let comments = text.split(separator: "\n").filter { $0.hasPrefix("#") }.joined(separator: " ")
    let citesArticle = Self.articles.contains { comments.contains($0) }
    // `.txt`: the citation form of the examples not yet rewritten to name their article.
    #expect(
      citesArticle || comments.contains("Apple") || comments.contains(".scn") || comments.contains(".txt"))
  }
}
