/// A plain-text table with multi-line cells, for terminal output.
///
/// Each column is as wide as its widest line, as a terminal shows it (a cell's colour escape
/// codes take no room): cells are never cut. A caller that needs
/// a narrower table splits it with ``selecting(_:)``.
struct TextTable {
  var headers: [String]
  var rows: [[[String]]] = []
  /// Whether a rule separates each row from the next (for multi-line cells), or only the
  /// header from the rows.
  var rulesBetweenRows = true

  /// Adds a row; each cell is a list of lines.
  mutating func add(_ row: [[String]]) { rows.append(row) }

  /// The width of each column: its widest line, the header's included.
  var widths: [Int] {
    headers.indices.map { column in
      rows.reduce(TerminalStyle.visibleWidth(headers[column])) { widest, row in
        max(widest, row[column].map(TerminalStyle.visibleWidth).max() ?? 0)
      }
    }
  }

  /// The width of the rendered table's widest line, in characters.
  var width: Int { widths.reduce(0, +) + 3 * (headers.count - 1) }

  /// The table with only the columns at `columns`, in that order.
  func selecting(_ columns: [Int]) -> TextTable {
    TextTable(
      headers: columns.map { headers[$0] }, rows: rows.map { row in columns.map { row[$0] } },
      rulesBetweenRows: rulesBetweenRows)
  }

  func render() -> String {
    let widths = widths
    let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
    var out = line(headers, widths) + "\n" + rule + "\n"
    for (number, row) in rows.enumerated() {
      let height = row.map(\.count).max() ?? 1
      for index in 0..<height {
        out += line(row.map { index < $0.count ? $0[index] : "" }, widths) + "\n"
      }
      if rulesBetweenRows || number == rows.count - 1 { out += rule + "\n" }
    }
    return out
  }

  private func line(_ cells: [String], _ widths: [Int]) -> String {
    var text = zip(cells, widths).map { $0.padded(to: $1) }.joined(separator: " │ ")
    while text.last == " " { text.removeLast() }
    return text
  }
}
