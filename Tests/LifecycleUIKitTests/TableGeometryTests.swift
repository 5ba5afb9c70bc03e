import LifecycleUIKit
import Testing

/// A data source of several sections; a cell's text is `section.row`.
private final class SectionedSource: UITableViewDataSource {
  let counts: [Int]
  init(_ counts: [Int]) { self.counts = counts }
  func numberOfSections(in tableView: UITableView) -> Int { counts.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
    return cell
  }
}

@MainActor
@Suite("Table geometry: rows laid one after the other across sections")
struct TableGeometryTests {
  /// A 220-point table (five 44-point rows show) over sections of `counts` rows.
  fileprivate func table(_ counts: [Int]) -> (UITableView, SectionedSource) {
    let source = SectionedSource(counts)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    table.dataSource = source
    table.reloadData()
    return (table, source)
  }

  func shown(_ table: UITableView) -> [String] {
    (table.indexPathsForVisibleRows ?? []).map { "\($0.section).\($0.row)" }
  }

  @Test("the visible rows run on from one section into the next, past an empty one")
  func visibleAcrossSections() {
    let (table, source) = table([2, 0, 3, 40])
    #expect(shown(table) == ["0.0", "0.1", "2.0", "2.1", "2.2"])
    table.contentOffset = CGPoint(x: 0, y: 88)
    #expect(shown(table) == ["2.0", "2.1", "2.2", "3.0", "3.1"])
    #expect(table.contentSize.height == CGFloat(45 * 44))
    _ = source
  }

  @Test("self-sizing rows (automaticDimension) are kept, and laid out at 44 points: cells are not measured")
  func automaticDimension() {
    let (table, source) = table([2, 0, 3, 40])
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 80
    table.reloadData()
    #expect(table.rowHeight == UITableView.automaticDimension)
    #expect(table.contentSize.height == CGFloat(45 * 44))
    #expect(shown(table) == ["0.0", "0.1", "2.0", "2.1", "2.2"])
    _ = source
  }

  @Test("a cell is made for a visible row only, and for no row the table lacks")
  func cellsOfVisibleRowsOnly() {
    let (table, source) = table([2, 0, 3, 40])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 2))?.textLabel?.text == "2.2")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 3)) == nil)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) == nil)
    #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 9)) == nil)
    _ = source
  }

  @Test("scrolling to a row puts it at the top; a row the table lacks leaves the offset")
  func scrollToRow() {
    let (table, source) = table([2, 0, 3, 40])
    table.scrollToRow(at: IndexPath(row: 10, section: 3), at: .top, animated: false)
    #expect(table.contentOffset.y == CGFloat(15 * 44))
    #expect(shown(table).first == "3.10")
    table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
    #expect(table.contentOffset.y == CGFloat(15 * 44))
    #expect(table.visibleCells.map { $0.textLabel?.text ?? "?" } == ["3.10", "3.11", "3.12", "3.13", "3.14"])
    _ = source
  }

  @Test("past the last row nothing shows")
  func pastTheEnd() {
    let (table, source) = table([3])
    table.contentOffset = CGPoint(x: 0, y: 500)
    #expect(table.indexPathsForVisibleRows == [])
    _ = source
  }
}
