public import LifecycleCore

/// Renders a ``StateDiagram`` as a Graphviz DOT digraph (`dot -Tsvg`).
public enum StateDiagramDOT {
  /// The DOT source: one node per state, one edge per ``StateDiagram/Edge``, labelled
  /// `event [guard] / callback, callback`.
  public static func render(_ diagram: StateDiagram) -> String {
    let profile = diagram.environment.profile.generation
    var lines = [
      "digraph \"\(profile.rawValue)\" {",
      "  label=\"\(escape(DiagramLabels.title(diagram)))\";",
      "  labelloc=t;",
      "  rankdir=LR;",
      "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f4f6fb\", fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    for state in diagram.states {
      let extra = state == .notRunning ? ", peripheries=2" : ""
      lines.append("  \(state.rawValue) [label=\"\(state.rawValue)\"\(extra)];")
    }
    for group in diagram.groupedEdges {
      let edge = group.edge
      let style =
        edge.terminationCause.map { $0.isSystemKill ? ", color=\"#c0392b\"" : ", color=\"#7f8c8d\"" } ?? ""
      lines.append(
        "  \(edge.from.rawValue) -> \(edge.to.rawValue) [label=\"\(escape(DiagramLabels.edge(group)))\"\(style)];"
      )
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func escape(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      .replacing("\n", with: "\\n")
  }
}
