import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// Rows `Item 0` to `Item 29`, the fourth checked.
@MainActor
final class CheckedRowsSource: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Item \(indexPath.row)"
    cell.accessibilityIdentifier = "row-\(indexPath.row)"
    if indexPath.row == 3 { cell.accessoryType = .checkmark }
    return cell
  }
}

/// A device showing a screen with every kind of element the snapshot lists, in a navigation
/// controller, with the keyboard up, and an alert view when `alert`.
@MainActor
func launchedRichScreen(alert: Bool = true) throws -> Device {
  var options = RestoringAppDelegate.Options()
  options.build = { app in
    let detail = UIViewController()
    detail.title = "Detail"
    let today = UILabel()
    today.text = "Today"
    let tricky = UILabel()
    tricky.text = "text-field \"x\" offset=(1, 2) rows=3\nkeyboard"
    let hidden = UILabel()
    hidden.text = "hidden"
    hidden.isHidden = true
    let field = UITextField()
    field.text = "buy milk"
    field.placeholder = "Item"
    field.accessibilityIdentifier = "item"
    let notes = UITextView()
    notes.text = "notes"
    notes.contentOffset = CGPoint(x: 0, y: 12.5)
    let source = CheckedRowsSource()
    app.keep(source)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    table.dataSource = source
    table.reloadData()
    table.contentOffset = CGPoint(x: 0, y: 132)
    table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
    let scroll = UIScrollView()
    scroll.contentOffset = CGPoint(x: 0, y: 40)
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = "Total"
    cell.detailTextLabel?.text = "3"
    let segments = UISegmentedControl(items: ["Day", "Week"])
    segments.isEnabled = false
    let slider = UISlider()
    slider.maximumValue = 2
    slider.value = 0.25
    slider.isEnabled = false
    let onOff = UISwitch()
    let save = UIButton(type: .system)
    save.setTitle("Save", for: .normal)
    save.isEnabled = false
    let group = UIView()
    let inner = UILabel()
    inner.text = "inside a plain view"
    group.addSubview(inner)
    for view in [
      today, tricky, hidden, field, notes, table, scroll, cell, segments, slider, onOff, save, UIImageView(),
      group,
    ] as [UIView] {
      detail.view.addSubview(view)
    }
    let root = UIViewController()
    root.title = "Lists"
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(detail, animated: false)
    app.show(navigation)
  }
  let device = try launchedNotes(.ios7, RestorationLog(), options)
  let app = try #require(uikitApp("Notes", in: device))
  app.runAsAppCode {
    let navigation = app.windows.first?.rootViewController as? UINavigationController
    let field = navigation?.topViewController?.view.subviews.first { $0 is UITextField }
    _ = field?.becomeFirstResponder()
    guard alert else { return }
    UIAlertView(
      title: "Discard?", message: "The note is not saved", delegate: nil, cancelButtonTitle: "Cancel",
      otherButtonTitles: "Discard"
    ).show()
  }
  return device
}

@MainActor
@Suite("The snapshot's text of a screen with every kind of element")
struct RichScreenTextTests {
  @Test("each element one line, indented by depth, as traces and golden files have always shown it")
  func richScreen() throws {
    let device = try launchedRichScreen()
    let app = try #require(uikitApp("Notes", in: device))
    #expect(
      app.snapshotText == """
        window key
          UINavigationController [UIViewController > UIViewController]
            UIViewController "Detail"
              label "Today"
              label "text-field "x" offset=(1, 2) rows=3\nkeyboard"
              text-field "buy milk" editing
              text-view "notes" offset=(0, 12.5)
              table offset=(0, 132) rows=30 selected=[0, 4]
                row [0, 3] "Item 3" checkmark
                row [0, 4] "Item 4" selected
                row [0, 5] "Item 5"
                row [0, 6] "Item 6"
                row [0, 7] "Item 7"
              scroll offset=(0, 40)
              cell "Total" "3"
              segments [Day, Week] selected=none disabled
              slider 0.25 in 0.0...2.0 disabled
              switch off
              button "Save" disabled
              image ""
              label "inside a plain view"
        alert "Discard?" "The note is not saved" [Cancel, Discard]
        keyboard
        """)
  }
}
