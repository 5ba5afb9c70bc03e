import LifecycleUIKit
import Testing

/// A data source of several sections of texts.
@MainActor
final class TextSectionsSource: UITableViewDataSource {
  var sections: [[String]]
  init(_ sections: [[String]]) { self.sections = sections }
  func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }
}

@MainActor
@Suite("Table section updates and moves: counted again as UIKit counts them")
struct TableSectionUpdateTests {
  func table(over source: TextSectionsSource) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    table.dataSource = source
    table.reloadData()
    return table
  }

  func texts(_ table: UITableView) -> [[String]] {
    (0..<table.numberOfSections).map { section in
      (0..<table.numberOfRows(inSection: section)).map {
        table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text ?? "?"
      }
    }
  }

  @Test("a moved row takes its selection with it, across sections")
  func moveRow() {
    let source = TextSectionsSource([["milk", "eggs"], ["soap"]])
    let table = table(over: source)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    source.sections = [["milk"], ["eggs", "soap"]]
    table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
    #expect(texts(table) == [["milk"], ["eggs", "soap"]])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
  }

  @Test("inserted and deleted sections shift the others; a reloaded one may change its number of rows")
  func sections() {
    let source = TextSectionsSource([["a"], ["b", "c"]])
    let table = table(over: source)
    table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
    source.sections = [["new"], ["a"], ["b", "c"]]
    table.insertSections(IndexSet(integer: 0), with: .automatic)
    #expect(texts(table) == [["new"], ["a"], ["b", "c"]])
    #expect(
      table.indexPathForSelectedRow == IndexPath(row: 1, section: 2),
      "the selection moved down with its section")
    source.sections = [["new"], ["b", "c"]]
    table.deleteSections(IndexSet(integer: 1), with: .fade)
    #expect(texts(table) == [["new"], ["b", "c"]])
    source.sections = [["new", "newer", "newest"], ["b", "c"]]
    table.reloadSections(IndexSet(integer: 0), with: .none)
    #expect(texts(table) == [["new", "newer", "newest"], ["b", "c"]])
  }

  @Test("a cell's index path, while the table shows it")
  func indexPathOfCell() throws {
    let source = TextSectionsSource([["a", "b"]])
    let table = table(over: source)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(table.indexPath(for: cell) == IndexPath(row: 1, section: 0))
    #expect(table.indexPath(for: UITableViewCell(style: .default, reuseIdentifier: nil)) == nil)
  }
}
