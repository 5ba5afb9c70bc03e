import Foundation
import LifecycleCore
import LifecycleTestSupport
import Testing

@testable import LifecycleCommandLine

/// `lifecycle diagram --format svg` through Graphviz's dot, `--all-profiles`, `--json`.
@MainActor
@Suite("lifecycle diagram: SVG, every profile, JSON")
struct DiagramOutputTests {
  @Test("--format svg renders the DOT with dot -Tsvg", .requires(.dot))
  func svg() throws {
    _ = try ExternalProgram.dot.locateOrFail()
    let result = LifecycleCommand.run(["diagram", "--format", "svg", "--profile", "ios13", "--scenes"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.contains("<svg"))
    #expect(result.standardOutput.contains("iOS 13+ app lifecycle — scenes"))
  }

  @Test("--format svg --all-profiles draws one SVG with every profile's cluster", .requires(.dot))
  func svgAllProfiles() throws {
    _ = try ExternalProgram.dot.locateOrFail()
    let result = LifecycleCommand.run(["diagram", "--format", "svg", "--all-profiles"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.components(separatedBy: "<svg").count == 2)
    for generation in OSGeneration.allCases {
      #expect(
        result.standardOutput.contains(">\(generation.displayName) app lifecycle</text>"), "\(generation)")
    }
  }

  @Test("without dot on PATH, --format svg exits 3 naming the Debian package")
  func svgWithoutDot() {
    let result = DiagramCommand.run(["--format", "svg"], environment: ["PATH": ""])
    #expect(result.exitCode == 3)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix(
        "lifecycle diagram: --format svg needs Graphviz's dot, which is not on PATH; install the Debian "
          + "package graphviz"))
  }

  @Test("--all-profiles: one DOT graph with a cluster per profile, nodes prefixed by the profile")
  func dotAllProfiles() {
    let result = LifecycleCommand.run(["diagram", "--all-profiles"])
    #expect(result.exitCode == 0)
    let dot = result.standardOutput
    #expect(dot.hasPrefix("digraph \"lifecycle\" {\n"))
    #expect(dot.components(separatedBy: "subgraph \"cluster_").count == OSGeneration.allCases.count + 1)
    for generation in OSGeneration.allCases {
      let single = LifecycleCommand.run(["diagram", "--profile", generation.rawValue]).standardOutput
      let edges = single.split(separator: "\n").filter { $0.contains(" -> ") }.count
      // The invisible lines only place the clusters in a row; the rest are the profile's edges.
      let prefixed = dot.split(separator: "\n").filter {
        $0.contains(" \(generation.rawValue)_") && $0.contains(" -> ") && !$0.contains("style=invis")
      }
      #expect(prefixed.count == edges, "\(generation)")
    }
  }

  @Test("--all-profiles --format mermaid: one diagram per profile, oldest first")
  func mermaidAllProfiles() {
    let result = LifecycleCommand.run(["diagram", "--all-profiles", "--format", "mermaid"])
    #expect(result.exitCode == 0)
    let titles = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("title: ") }
    #expect(titles == OSGeneration.allCases.map { "title: \($0.displayName) app lifecycle"[...] })
    #expect(result.standardOutput.components(separatedBy: "stateDiagram-v2\n").count == 7)
  }

  @Test("--all-profiles refuses the options of one profile's app and device")
  func allProfilesRefusesOptions() {
    for extra in [["--scenes"], ["--profile", "ios4"], ["--background-modes", "audio"]] {
      let result = LifecycleCommand.run(["diagram", "--all-profiles"] + extra)
      #expect(result.exitCode == 2, "\(extra)")
      #expect(
        result.standardError.hasPrefix("lifecycle diagram: --all-profiles draws every profile's standard app")
      )
    }
  }

  @Test("--json: states and edges as fields, the same bytes each time")
  func json() throws {
    let result = LifecycleCommand.run([
      "diagram", "--json", "--profile", "ios7", "--background-modes", "audio",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput
        == LifecycleCommand.run(["diagram", "--json", "--profile", "ios7", "--background-modes", "audio"])
        .standardOutput)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let diagram = try #require((document["diagrams"] as? [[String: Any]])?.first)
    let model = StateDiagram(
      environment: LifecycleEnvironment(profile: .of(.ios7)), app: AppInfo(backgroundModes: [.audio]))
    #expect(diagram["profile"] as? String == "ios7")
    #expect(diagram["states"] as? [String] == model.states.map(\.rawValue))
    #expect(diagram["background_modes"] as? [String] == ["audio"])
    let edges = try #require(diagram["edges"] as? [[String: Any]])
    #expect(edges.count == model.groupedEdges.count)
    #expect(edges.first?["from"] as? String == model.groupedEdges.first?.edge.from.rawValue)
    let all = LifecycleCommand.run(["diagram", "--json", "--all-profiles"])
    let every = try #require(
      try JSONSerialization.jsonObject(with: Data(all.standardOutput.utf8)) as? [String: Any])
    #expect(
      (every["diagrams"] as? [[String: Any]])?.compactMap { $0["profile"] as? String }
        == OSGeneration.allCases.map(\.rawValue))
    #expect(LifecycleCommand.run(["diagram", "--json", "--format", "dot"]).exitCode == 2)
  }
}
