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
    ]
    lines += style(indent: "  ")
    lines += body(diagram, indent: "  ", prefix: "")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Several diagrams beside each other in one DOT graph: a cluster per diagram, labelled with
  /// its title, named `cluster_N` by its place in `diagrams`; the nodes of each are prefixed with
  /// its profile (`ios4_background`) so that the clusters share none. Graphviz stacks the
  /// clusters of a left-to-right graph from the bottom up, so they are written last first: the
  /// first diagram is drawn at the top.
  public static func renderSideBySide(_ diagrams: [StateDiagram], title: String) -> String {
    var lines = [
      "digraph \"lifecycle\" {",
      "  label=\"\(escape(title))\";",
      "  labelloc=t;",
    ]
    lines += style(indent: "  ")
    for (index, diagram) in diagrams.enumerated().reversed() {
      let prefix = "\(diagram.environment.profile.generation.rawValue)_"
      lines.append("  subgraph \"cluster_\(index)\" {")
      lines.append("    label=\"\(escape(DiagramLabels.title(diagram)))\";")
      lines += body(diagram, indent: "    ", prefix: prefix)
      lines.append("  }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func style(indent: String) -> [String] {
    [
      "rankdir=LR;",
      "node [shape=box, style=\"rounded,filled\", fillcolor=\"#f4f6fb\", fontname=\"Helvetica\"];",
      "edge [fontname=\"Helvetica\", fontsize=10];",
    ].map { indent + $0 }
  }

  /// The nodes and edges of `diagram`, each node named `prefix` + its state.
  private static func body(_ diagram: StateDiagram, indent: String, prefix: String) -> [String] {
    var lines: [String] = []
    for state in diagram.states {
      let extra = state == .notRunning ? ", peripheries=2" : ""
      lines.append("\(indent)\(prefix)\(state.rawValue) [label=\"\(state.rawValue)\"\(extra)];")
    }
    for group in diagram.groupedEdges {
      let edge = group.edge
      let style =
        edge.terminationCause.map { $0.isSystemKill ? ", color=\"#c0392b\"" : ", color=\"#7f8c8d\"" } ?? ""
      lines.append(
        "\(indent)\(prefix)\(edge.from.rawValue) -> \(prefix)\(edge.to.rawValue) "
          + "[label=\"\(escape(DiagramLabels.edge(group)))\"\(style)];"
      )
    }
    return lines
  }

  private static func escape(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      .replacing("\n", with: "\\n")
  }
}
