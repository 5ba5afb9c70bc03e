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

  /// Several diagrams beside each other in one DOT graph, the first on the left: a cluster per
  /// diagram, labelled with its title, named `cluster_N` by its place in `diagrams`; the nodes of
  /// each are prefixed with its profile (`ios4_background`) so that the clusters share none.
  ///
  /// Graphviz stacks unconnected clusters of a left-to-right graph one above the other, so the
  /// graph ties them into one row with lines it does not draw: each cluster holds an invisible
  /// point (`ios4_end`) that every one of its states points to, and that point points to the
  /// first state of the next cluster. Ranks run left to right, so each cluster starts to the
  /// right of the previous one's last state; `minlen=2` leaves a free rank between them for the
  /// labels of the edges at the edge of a cluster, and `weight=0` lets each cluster sit at the
  /// height its own layout gives it.
  public static func renderSideBySide(_ diagrams: [StateDiagram], title: String) -> String {
    var lines = [
      "digraph \"lifecycle\" {",
      "  label=\"\(escape(title))\";",
      "  labelloc=t;",
    ]
    lines += style(indent: "  ")
    var links: [String] = []
    var previousEnd: String?
    for (index, diagram) in diagrams.enumerated() {
      let prefix = "\(diagram.environment.profile.generation.rawValue)_"
      let end = prefix + "end"
      lines.append("  subgraph \"cluster_\(index)\" {")
      lines.append("    label=\"\(escape(DiagramLabels.title(diagram)))\";")
      lines += body(diagram, indent: "    ", prefix: prefix)
      lines.append("    \(end) [label=\"\", shape=point, width=0, height=0, style=invis];")
      let states = diagram.states.map { prefix + $0.rawValue }
      lines.append("    { \(states.joined(separator: " ")) } -> \(end) [style=invis, weight=0];")
      lines.append("  }")
      if let previousEnd, let first = states.first {
        links.append("  \(previousEnd) -> \(first) [style=invis, weight=0, minlen=2];")
      }
      previousEnd = end
    }
    lines += links
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func style(indent: String) -> [String] {
    [
      "rankdir=LR;",
      // The title and the clusters' labels in the nodes' and edges' font (Graphviz's own is Times).
      "fontname=\"Helvetica\";",
      "node [shape=box, style=\"rounded,filled\", fillcolor=\"#f4f6fb\", fontname=\"Helvetica\"];",
      "edge [fontname=\"Helvetica\", fontsize=10];",
    ].map { indent + $0 }
  }

  /// The nodes and edges of `diagram`, each node named `prefix` + its state.
  ///
  /// The edges that leave a state and come back to it (`memoryWarning` on `active`) are listed
  /// inside the state's box, under its name, and drawn as one unlabelled loop: Graphviz puts
  /// the labels of a left-to-right graph's loops on top of each other and of the loops' arcs.
  private static func body(_ diagram: StateDiagram, indent: String, prefix: String) -> [String] {
    let groups = diagram.groupedEdges
    var loops: [AppState: [StateDiagram.EdgeGroup]] = [:]
    for group in groups where group.edge.from == group.edge.to {
      loops[group.edge.from, default: []].append(group)
    }
    var lines: [String] = []
    for state in diagram.states {
      let extra = state == .notRunning ? ", peripheries=2" : ""
      let label = loops[state].map { nodeLabel(state, loops: $0) } ?? "\"\(state.rawValue)\""
      lines.append("\(indent)\(prefix)\(state.rawValue) [label=\(label)\(extra)];")
    }
    var loopsDrawn: Set<String> = []
    for group in groups {
      let edge = group.edge
      let style = colour(edge)
      let arrow = "\(indent)\(prefix)\(edge.from.rawValue) -> \(prefix)\(edge.to.rawValue)"
      if edge.from == edge.to {
        // One loop per state and colour, where the first of its edges would be.
        if loopsDrawn.insert("\(edge.from.rawValue)\(style)").inserted {
          lines.append(style.isEmpty ? "\(arrow);" : "\(arrow) [\(style.dropFirst(2))];")
        }
        continue
      }
      lines.append("\(arrow) [label=\"\(escape(DiagramLabels.edge(group)))\"\(style)];")
    }
    return lines
  }

  /// `, color="#c0392b"` for a system kill, grey for another termination, nothing otherwise.
  private static func colour(_ edge: StateDiagram.Edge) -> String {
    edge.terminationCause.map { $0.isSystemKill ? ", color=\"#c0392b\"" : ", color=\"#7f8c8d\"" } ?? ""
  }

  /// An HTML-like label: the state's name, a rule, then the label of each edge that stays in
  /// the state, one line of it per line, aligned left in a smaller font.
  private static func nodeLabel(_ state: AppState, loops: [StateDiagram.EdgeGroup]) -> String {
    let lines = loops.flatMap {
      DiagramLabels.edge($0).split(separator: "\n", omittingEmptySubsequences: false)
    }
    return "<<table border=\"0\" cellborder=\"0\" cellspacing=\"0\" cellpadding=\"2\"><tr><td>"
      + markup(state.rawValue) + "</td></tr><hr/><tr><td balign=\"left\"><font point-size=\"10\">"
      + lines.map { markup(String($0)) }.joined(separator: "<br/>") + "</font></td></tr></table>>"
  }

  /// `text` with `&`, `<`, `>` and `"` escaped for an HTML-like label.
  private static func markup(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
      .replacing("\"", with: "&quot;")
  }

  private static func escape(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      .replacing("\n", with: "\\n")
  }
}
