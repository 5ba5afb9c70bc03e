/// What a test needs of the SVG that `dot -Tsvg` writes: each cluster, node and edge group
/// (`<g id="node3" class="node">`) with its title, the box around its shapes' points and the
/// boxes of its texts.
///
/// Graphviz writes coordinates in points, y growing downward (mostly negative numbers); a
/// shape's box is the bounding box of the numbers of its `points` or `d` (a Bézier curve lies
/// inside the box of its control points, so the box holds the curve). A text's box is estimated
/// from its anchor, baseline and font size: Helvetica's letters in these identifiers are about
/// half an em wide on average, so each character counts 0.55 em; the box reaches 0.75 em above
/// the baseline and 0.2 em below.
struct GraphvizSVG {
  /// A rectangle in the SVG's coordinates.
  struct Box: Equatable, CustomStringConvertible {
    var minX: Double
    var maxX: Double
    var minY: Double
    var maxY: Double

    /// Whether the two boxes share more than an edge.
    func overlaps(_ other: Box) -> Bool {
      minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    var description: String { "x \(minX)…\(maxX), y \(minY)…\(maxY)" }

    /// The box around `points`, `nil` for none.
    static func around(_ points: [(x: Double, y: Double)]) -> Box? {
      guard let first = points.first else { return nil }
      return points.dropFirst().reduce(Box(minX: first.x, maxX: first.x, minY: first.y, maxY: first.y)) {
        Box(
          minX: min($0.minX, $1.x), maxX: max($0.maxX, $1.x), minY: min($0.minY, $1.y),
          maxY: max($0.maxY, $1.y))
      }
    }
  }

  /// One text of an element and its estimated box.
  struct Text {
    var content: String
    var box: Box
  }

  /// A `<g>` element Graphviz writes for a cluster, a node or an edge.
  struct Element {
    /// `cluster`, `node` or `edge`.
    var kind: String
    /// Its `<title>` as written (`active&#45;&gt;inactive` for an edge).
    var title: String
    /// The box around the points of its polygons and paths (the arrowheads' too).
    var shape: Box?
    var texts: [Text]

    /// The edge's source and target, from its title; `nil` for a cluster or a node.
    var ends: (from: String, to: String)? {
      guard kind == "edge", let arrow = title.range(of: "&#45;&gt;") else { return nil }
      return (String(title[..<arrow.lowerBound]), String(title[arrow.upperBound...]))
    }
  }

  var elements: [Element] = []

  init(_ svg: String) {
    for chunk in svg.components(separatedBy: "<g id=\"").dropFirst() {
      guard let kind = Self.attribute("class", in: chunk), ["cluster", "node", "edge"].contains(kind),
        let titleStart = chunk.range(of: "<title>"),
        let titleEnd = chunk.range(of: "</title>", range: titleStart.upperBound..<chunk.endIndex)
      else { continue }
      let title = String(chunk[titleStart.upperBound..<titleEnd.lowerBound])
      var points: [(x: Double, y: Double)] = []
      var texts: [Text] = []
      for tag in chunk.components(separatedBy: "<").dropFirst() {
        if tag.hasPrefix("polygon ") || tag.hasPrefix("path ") || tag.hasPrefix("ellipse ") {
          let numbers = Self.numbers(
            in: Self.attribute("points", in: tag) ?? Self.attribute("d", in: tag) ?? "")
          points += stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
        } else if tag.hasPrefix("text "), let text = Self.text(tag) {
          texts.append(text)
        }
      }
      elements.append(Element(kind: kind, title: title, shape: Box.around(points), texts: texts))
    }
  }

  /// The elements of `kind` (`cluster`, `node`, `edge`), in the order of the SVG.
  func elements(_ kind: String) -> [Element] { elements.filter { $0.kind == kind } }

  /// `text x="…" y="…" font-size="…">content` (a tag without its `<`) as a text and its box.
  private static func text(_ tag: String) -> Text? {
    guard let close = tag.firstIndex(of: ">"), let x = attribute("x", in: tag).flatMap(Double.init),
      let y = attribute("y", in: tag).flatMap(Double.init),
      let size = attribute("font-size", in: tag).flatMap(Double.init)
    else { return nil }
    let content = String(tag[tag.index(after: close)...])
    // An entity (`&#45;`, `&amp;`) is one character.
    let characters = content.replacing(/&[#0-9a-zA-Z]+;/, with: "_").count
    let width = Double(characters) * size * 0.55
    let left: Double =
      switch attribute("text-anchor", in: tag) {
      case "middle": x - width / 2
      case "end": x - width
      default: x
      }
    return Text(
      content: content, box: Box(minX: left, maxX: left + width, minY: y - size * 0.75, maxY: y + size * 0.2))
  }

  /// The value of ` name="…"` in `tag`.
  private static func attribute(_ name: String, in tag: String) -> String? {
    let head = tag.prefix { $0 != ">" }
    guard let start = head.range(of: " \(name)=\"") else { return nil }
    return String(head[start.upperBound...].prefix { $0 != "\"" })
  }

  /// The numbers in `text`, whatever separates them (`M1,-2C3 4`).
  private static func numbers(in text: String) -> [Double] {
    text.split { !($0.isNumber || $0 == "." || $0 == "-") }.compactMap { Double($0) }
  }
}
