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

  @Test(
    "one node per reachable state, one edge line per group of edges between two states, one loop per state",
    arguments: DiagramVariant.all)
  func nodesAndEdges(variant: DiagramVariant) {
    let diagram = variant.diagram
    let lines = StateDiagramDOT.render(diagram).split(separator: "\n").map(String.init)
    #expect(lines.first == "digraph \"\(variant.generation.rawValue)\" {")
    #expect(lines.last == "}")
    let nodes = lines.filter { $0.hasPrefix("  ") && $0.contains(" [label=") && !$0.contains(" -> ") }
    #expect(nodes.map { $0.split(separator: " ")[0] } == diagram.states.map { Substring($0.rawValue) })
    let groups = diagram.groupedEdges
    #expect(groups.map(\.events.count).reduce(0, +) == diagram.edges.count)
    let between = groups.filter { $0.edge.from != $0.edge.to }
    let edges = lines.filter { $0.contains(" -> ") && !Self.isLoop($0) }
    #expect(edges.count == between.count)
    for (line, group) in zip(edges, between) {
      let events = group.events.map(\.rawValue).joined(separator: ", ")
      #expect(line.hasPrefix("  \(group.edge.from.rawValue) -> \(group.edge.to.rawValue) [label=\"\(events)"))
    }
    // Each state that an edge leaves and comes back to has one loop, without a label: the
    // loops' events are in the state's box.
    let looping = diagram.states.filter { state in
      groups.contains { $0.edge.from == state && $0.edge.to == state }
    }
    let loops = lines.filter(Self.isLoop)
    #expect(loops == looping.map { "  \($0.rawValue) -> \($0.rawValue);" })
    for state in looping {
      let node = nodes.first { $0.hasPrefix("  \(state.rawValue) ") } ?? ""
      for group in groups where group.edge.from == state && group.edge.to == state {
        let events = group.events.map(\.rawValue).joined(separator: ", ")
        #expect(node.contains("<br/>\(events)") || node.contains(">\(events)"), "\(state): \(events)")
      }
    }
  }

  /// `  active -> active;` or with attributes: an edge line from a state to itself.
  static func isLoop(_ line: String) -> Bool {
    let words = line.split(separator: " ")
    return words.count >= 3 && words[1] == "->" && words[2].prefix { $0 != ";" } == words[0]
  }

  @Test("the edges that stay in a state are listed in its box, under a rule, one line of label a line")
  func loopsInTheBox() {
    let dot = StateDiagramDOT.render(StateDiagram(environment: LifecycleEnvironment(profile: .of(.ios13))))
    #expect(
      dot.contains(
        "  active [label=<<table border=\"0\" cellborder=\"0\" cellspacing=\"0\" cellpadding=\"2\"><tr><td>"
          + "active</td></tr><hr/><tr><td balign=\"left\"><font point-size=\"10\">memoryWarning /<br/>"
          + "applicationDidReceiveMemoryWarning<br/>remoteNotification, silentRemoteNotification /<br/>"
          + "applicationDidReceiveRemoteNotification<br/>openURL /<br/>applicationOpenURL</font></td></tr>"
          + "</table>>];\n"))
    #expect(dot.components(separatedBy: "  active -> active").count == 2)
    #expect(dot.contains("  active -> active;\n"))
    #expect(!dot.contains("\n  active -> active [label="))
  }

  @Test(
    "dot draws no edge label over another label, over a state, or over a loop's arc", .requires(.dot),
    arguments: DiagramVariant.all)
  func labelsApart(variant: DiagramVariant) throws {
    let output = try Graphviz.render(StateDiagramDOT.render(variant.diagram))
    #expect(output.exitCode == 0)
    let problems = Self.overlaps(in: GraphvizSVG(output.standardOutput))
    #expect(problems == [], "\(problems.count) overlaps")
  }

  /// Each pair of a label line and what it covers: another edge's label line, a state's box, a
  /// loop's arc; and each state with more than one loop or a loop with a label.
  static func overlaps(in svg: GraphvizSVG) -> [String] {
    var problems: [String] = []
    let edges = svg.elements("edge")
    let labels = edges.enumerated().flatMap { index, edge in edge.texts.map { (edge: index, text: $0) } }
    for (first, a) in labels.enumerated() {
      for b in labels[(first + 1)...] where a.edge != b.edge && a.text.box.overlaps(b.text.box) {
        problems.append("'\(a.text.content)' over '\(b.text.content)'")
      }
    }
    for node in svg.elements("node") {
      guard let box = node.shape else { continue }
      for label in labels where label.text.box.overlaps(box) {
        problems.append("'\(label.text.content)' over the state \(node.title)")
      }
    }
    var loopsOf: [String: Int] = [:]
    for (index, loop) in edges.enumerated() {
      guard let ends = loop.ends, ends.from == ends.to, let arc = loop.shape else { continue }
      loopsOf[ends.from, default: 0] += 1
      if !loop.texts.isEmpty { problems.append("the loop on \(ends.from) has a label") }
      for label in labels where label.edge != index && label.text.box.overlaps(arc) {
        problems.append("'\(label.text.content)' over the loop on \(ends.from)")
      }
    }
    problems += loopsOf.filter { $0.value > 1 }.keys.sorted().map { "\($0) has more than one loop" }
    return problems
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

  @Test("a cluster per diagram, each with its own prefixed nodes and all its edges, tied into one row")
  func clusters() {
    let dot = StateDiagramDOT.renderSideBySide(Self.diagrams, title: "every profile")
    #expect(dot == StateDiagramDOT.renderSideBySide(Self.diagrams, title: "every profile"))
    let lines = dot.split(separator: "\n").map(String.init)
    #expect(lines.first == "digraph \"lifecycle\" {")
    #expect(
      lines.filter { $0.hasPrefix("  subgraph \"cluster_") }
        == Self.diagrams.indices.map { "  subgraph \"cluster_\($0)\" {" })
    // The lines that only place the clusters are invisible; the rest is each diagram's own.
    let drawn = lines.filter { !$0.contains("style=invis") }
    for diagram in Self.diagrams {
      let prefix = diagram.environment.profile.generation.rawValue + "_"
      let single = StateDiagramDOT.render(diagram).split(separator: "\n").filter { $0.contains(" -> ") }
      let edges = drawn.filter { $0.hasPrefix("    \(prefix)") && $0.contains(" -> \(prefix)") }
      #expect(edges.count == single.count, "\(prefix)")
      let nodes = drawn.filter { $0.hasPrefix("    \(prefix)") && !$0.contains(" -> ") }
      #expect(nodes.count == diagram.states.count, "\(prefix)")
      #expect(lines.contains("    \(prefix)end [label=\"\", shape=point, width=0, height=0, style=invis];"))
    }
    let links = zip(Self.diagrams, Self.diagrams.dropFirst()).map { before, after in
      "  \(before.environment.profile.generation.rawValue)_end -> "
        + "\(after.environment.profile.generation.rawValue)_notRunning [style=invis, weight=0, minlen=2];"
    }
    #expect(Array(lines.dropLast().suffix(links.count)) == links)
  }

  @Test("dot -Tsvg draws the clusters in one row, the first diagram's on the left", .requires(.dot))
  func renders() throws {
    let output = try Graphviz.render(StateDiagramDOT.renderSideBySide(Self.diagrams, title: "every profile"))
    #expect(output.exitCode == 0)
    #expect(output.standardError == "")
    let svg = GraphvizSVG(output.standardOutput)
    let clusters = svg.elements("cluster")
    #expect(clusters.map(\.title) == Self.diagrams.indices.map { "cluster_\($0)" })
    #expect(
      clusters.map { $0.texts.map(\.content) }
        == Self.diagrams.map { [DiagramLabels.title($0).replacing("—", with: "&#8212;")] })
    let boxes = clusters.compactMap(\.shape)
    #expect(boxes.count == Self.diagrams.count)
    for (left, right) in zip(boxes, boxes.dropFirst()) {
      // Side by side: each box starts right of where the one before ends, at a height they share.
      #expect(left.maxX < right.minX, "\(left) then \(right)")
      #expect(left.minY < right.maxY && right.minY < left.maxY, "\(left) then \(right)")
    }
    // One row: a horizontal line crosses every box.
    let top = boxes.map(\.minY).max() ?? 0
    let bottom = boxes.map(\.maxY).min() ?? 0
    #expect(top < bottom, "no height every cluster shares")
    let problems = StateDiagramDOTTests.overlaps(in: svg)
    #expect(problems == [], "\(problems.count) overlaps")
  }
}
