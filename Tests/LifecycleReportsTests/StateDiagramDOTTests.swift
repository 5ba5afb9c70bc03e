import Foundation
import LifecycleCore
import LifecycleReports
import LifecycleTestSupport
import Testing

/// The Graphviz rendering of state diagrams: valid for `dot` on every profile and variant,
/// one node per reachable state, one edge per diagram edge, kills drawn in colour.
@Suite("State diagrams as DOT")
struct StateDiagramDOTTests {
  @Test("dot -Tsvg renders the diagram without error", .requires(.dot), arguments: DiagramVariant.all)
  func rendersWithGraphviz(variant: DiagramVariant) throws {
    let output = try Graphviz.render(StateDiagramDOT.render(variant.diagram))
    #expect(output.exitCode == 0)
    #expect(output.standardError == "")
    #expect(output.standardOutput.contains("<svg"))
  }

  @Test("dot reports an error for broken input, so the rendering test can fail", .requires(.dot))
  func graphvizRejectsBrokenInput() throws {
    let output = try Graphviz.render("digraph \"ios4\" { notRunning -> [label=\"home\"]; }\n")
    #expect(output.exitCode != 0)
    #expect(!output.standardError.isEmpty)
  }

  @Test("one node per reachable state and one edge line per group of edges", arguments: DiagramVariant.all)
  func nodesAndEdges(variant: DiagramVariant) {
    let diagram = variant.diagram
    let lines = StateDiagramDOT.render(diagram).split(separator: "\n").map(String.init)
    #expect(lines.first == "digraph \"\(variant.generation.rawValue)\" {")
    #expect(lines.last == "}")
    let nodes = lines.filter { $0.hasPrefix("  ") && $0.contains(" [label=") && !$0.contains(" -> ") }
    #expect(nodes.map { $0.split(separator: " ")[0] } == diagram.states.map { Substring($0.rawValue) })
    let edges = lines.filter { $0.contains(" -> ") }
    let groups = diagram.groupedEdges
    #expect(edges.count == groups.count)
    #expect(groups.map(\.events.count).reduce(0, +) == diagram.edges.count)
    for (line, group) in zip(edges, groups) {
      let events = group.events.map(\.rawValue).joined(separator: ", ")
      #expect(line.hasPrefix("  \(group.edge.from.rawValue) -> \(group.edge.to.rawValue) [label=\"\(events)"))
    }
  }

  @Test("the title names the profile and the variant")
  func title() {
    let dot = StateDiagramDOT.render(
      StateDiagram(
        environment: LifecycleEnvironment(
          profile: .of(.ios4), device: DeviceCapabilities(multitaskingSupported: false)),
        app: AppInfo(exitsOnSuspend: true, backgroundModes: [.voip, .audio], adoptsScenes: true)))
    #expect(
      dot.contains(
        "  label=\"iOS 4 app lifecycle — device without multitasking — UIApplicationExitsOnSuspend — scenes"
          + " — UIBackgroundModes audio,voip\";\n"))
  }

  @Test("edge labels carry the event, the guard, the callbacks and the cause, with escaped line breaks")
  func edgeLabels() {
    let dot = StateDiagramDOT.render(StateDiagram(environment: LifecycleEnvironment(profile: .of(.ios4))))
    #expect(
      dot.contains(
        "  active -> background [label=\"home [task held] /\\napplicationWillResignActive,\\n"
          + "applicationDidEnterBackground\"];\n"))
    #expect(dot.contains("  notRunning [label=\"notRunning\", peripheries=2];\n"))
  }

  @Test("system kills are red, other terminations grey, other edges uncoloured")
  func killColours() {
    let dot = StateDiagramDOT.render(StateDiagram(environment: LifecycleEnvironment(profile: .of(.ios3))))
    #expect(dot.contains("  active -> notRunning [label=\"jetsamKill\\n(jetsam)\", color=\"#c0392b\"];\n"))
    #expect(
      dot.contains(
        "  active -> notRunning [label=\"home /\\napplicationWillTerminate\\n(quitOnHome)\", color=\"#7f8c8d\"];\n"
      ))
    #expect(
      dot.contains("  active -> inactive [label=\"callIncoming, lock /\\napplicationWillResignActive\"];\n"))
  }
}

/// Several diagrams in one DOT graph, a cluster each.
@Suite("State diagrams side by side as DOT")
struct StateDiagramSideBySideTests {
  static let diagrams = OSProfile.catalog.map { StateDiagram(environment: LifecycleEnvironment(profile: $0)) }

  @Test("a cluster per diagram, each with its own prefixed nodes and all its edges")
  func clusters() {
    let dot = StateDiagramDOT.renderSideBySide(Self.diagrams, title: "every profile")
    let lines = dot.split(separator: "\n").map(String.init)
    #expect(lines.first == "digraph \"lifecycle\" {")
    #expect(lines.filter { $0.hasPrefix("  subgraph \"cluster_") }.count == Self.diagrams.count)
    for diagram in Self.diagrams {
      let prefix = diagram.environment.profile.generation.rawValue + "_"
      let edges = lines.filter { $0.hasPrefix("    \(prefix)") && $0.contains(" -> \(prefix)") }
      #expect(edges.count == diagram.groupedEdges.count, "\(prefix)")
      let nodes = lines.filter { $0.hasPrefix("    \(prefix)") && !$0.contains(" -> ") }
      #expect(nodes.count == diagram.states.count, "\(prefix)")
    }
  }

  @Test("dot -Tsvg renders the clusters, the first diagram's on top", .requires(.dot))
  func renders() throws {
    let output = try Graphviz.render(StateDiagramDOT.renderSideBySide(Self.diagrams, title: "every profile"))
    #expect(output.exitCode == 0)
    #expect(output.standardError == "")
    // Graphviz's y grows downward in SVG coordinates as negative numbers from the bottom: the
    // first cluster's title is the highest on the page, so its y is the most negative.
    func titleY(_ name: String) -> Double? {
      guard let range = output.standardOutput.range(of: ">\(name) app lifecycle</text>") else { return nil }
      let before = output.standardOutput[..<range.lowerBound]
      guard let y = before.range(of: " y=\"", options: .backwards) else { return nil }
      return Double(before[y.upperBound...].prefix { $0 != "\"" })
    }
    let first = try #require(titleY("iOS 3"))
    let last = try #require(titleY("iOS 13+"))
    #expect(first < last)
  }
}
