import LifecycleCore
import LifecycleReports
import Testing

/// The Mermaid rendering of state diagrams: a `stateDiagram-v2` (after a front-matter title),
/// an initial arrow into `notRunning`, and one line per edge.
@Suite("State diagrams as Mermaid")
struct StateDiagramMermaidTests {
  @Test("a stateDiagram-v2, titled in front matter, entered at notRunning", arguments: DiagramVariant.all)
  func header(variant: DiagramVariant) {
    let lines = StateDiagramMermaid.render(variant.diagram).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(Array(lines.prefix(5)).count == 5)
    #expect(lines[0] == "---")
    #expect(lines[1].hasPrefix("title: \(variant.generation.displayName) app lifecycle"))
    #expect(lines[2] == "---")
    #expect(lines[3] == "stateDiagram-v2")
    #expect(lines[4] == "  [*] --> notRunning")
    #expect(lines.last == "")
  }

  @Test(
    "one line per group of edges, in the diagram's order, labels on one line", arguments: DiagramVariant.all)
  func oneLinePerEdge(variant: DiagramVariant) {
    let diagram = variant.diagram
    let lines = StateDiagramMermaid.render(diagram).split(separator: "\n").map(String.init)
    let edgeLines = lines.dropFirst(5)
    let groups = diagram.groupedEdges
    #expect(edgeLines.count == groups.count)
    for (line, group) in zip(edgeLines, groups) {
      let events = group.events.map(\.rawValue).joined(separator: ", ")
      #expect(line.hasPrefix("  \(group.edge.from.rawValue) --> \(group.edge.to.rawValue): \(events)"))
    }
  }

  @Test("an edge line carries guard, callbacks and cause")
  func edgeLine() {
    let mermaid = StateDiagramMermaid.render(
      StateDiagram(environment: LifecycleEnvironment(profile: .of(.ios4))))
    #expect(
      mermaid.contains(
        "\n  active --> background: home [task held] / applicationWillResignActive, applicationDidEnterBackground\n"
      ))
    #expect(mermaid.contains("\n  suspended --> notRunning: jetsamKill (jetsam)\n"))
  }
}
