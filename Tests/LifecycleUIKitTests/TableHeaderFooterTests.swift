import LifecycleUIKit
import Testing

/// A section header written as for iOS: its own initializer overrides UIKit's.
final class MenuHeader: UITableViewHeaderFooterView {
  let title = UILabel()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(title)
  }

  required init?(coder: NSCoder) { fatalError("not from an interface file") }
}

/// A table delegate that gives each section a registered header, as apps with custom headers do.
@MainActor
final class MenuSource: UITableViewDataSource, UITableViewDelegate {
  var asked: [Int] = []
  func numberOfSections(in tableView: UITableView) -> Int { 2 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    asked.append(section)
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Menu") as? MenuHeader
    header?.title.text = ["Lists", "Tags"][section]
    return header
  }
}

@MainActor
@Suite("Section header and footer views: registered, dequeued, asked of the delegate when needed")
struct TableHeaderFooterTests {
  @Test(
    "a registered header class is made by dequeue, its own override init run; the delegate's header is the section's"
  )
  func headers() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let source = MenuSource()
    table.dataSource = source
    table.delegate = source
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Menu") == nil, "none registered")
    table.register(MenuHeader.self, forHeaderFooterViewReuseIdentifier: "Menu")
    table.reloadData()
    let header = try #require(table.headerView(forSection: 1) as? MenuHeader)
    #expect(header.title.text == "Tags" && header.reuseIdentifier == "Menu")
    #expect(header.title.superview === header.contentView)
    #expect(table.headerView(forSection: 1) === header, "asked once until the rows are read again")
    #expect(table.footerView(forSection: 0) == nil && table.headerView(forSection: 5) == nil)
    table.reloadData()
    _ = table.headerView(forSection: 1)
    #expect(source.asked == [1, 1])
  }
}
