public import LifecycleCore

/// Renders a ``StateDiagram`` as a Mermaid `stateDiagram-v2`.
public enum StateDiagramMermaid {
  /// The Mermaid source: `[*]` points at `notRunning`; each edge is labelled like the DOT one.
  public static func render(_ diagram: StateDiagram) -> String {
    var lines = [
      "---",
      "title: \(DiagramLabels.title(diagram))",
      "---",
      "stateDiagram-v2",
      "  [*] --> notRunning",
    ]
    for group in diagram.groupedEdges {
      let edge = group.edge
      // Mermaid ends a label at a newline and treats ':' as the label separator only once.
      let label = DiagramLabels.edge(group).replacing("\n", with: " ")
      lines.append("  \(edge.from.rawValue) --> \(edge.to.rawValue): \(label)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
