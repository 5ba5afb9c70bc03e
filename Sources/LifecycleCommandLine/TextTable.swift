/// A plain-text table with multi-line cells, for terminal output.
struct TextTable {
  var headers: [String]
  var widths: [Int]
  var rows: [[[String]]] = []

  /// Adds a row; each cell is a list of lines.
  mutating func add(_ row: [[String]]) { rows.append(row) }

  func render() -> String {
    let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
    var out = line(headers) + "\n" + rule + "\n"
    for row in rows {
      let height = row.map(\.count).max() ?? 1
      for index in 0..<height {
        out += line(row.map { index < $0.count ? $0[index] : "" }) + "\n"
      }
      out += rule + "\n"
    }
    return out
  }

  private func line(_ cells: [String]) -> String {
    var parts: [String] = []
    for (cell, width) in zip(cells, widths) {
      let clipped = cell.count > width ? String(cell.prefix(width - 1)) + "…" : cell
      parts.append(clipped.padded(to: width))
    }
    var text = parts.joined(separator: " │ ")
    while text.last == " " { text.removeLast() }
    return text
  }
}
