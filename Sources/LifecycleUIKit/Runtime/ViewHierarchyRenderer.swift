/// The snapshot of an app as text: what the user sees, one element a line, indented
/// by nesting.
///
///     window key
///       NotesViewController "Notes"
///         label "Today"
///         text-field "buy milk" editing
///         table offset=(0, 132) rows=30 selected=[0, 4]
///           row [0, 3] "Item 3"
///     alert "Delete?" [Cancel, OK]
///     keyboard
///
/// Windows are shown when visible; views when not hidden. A controller's line names
/// its class and title; plain views are not shown, their subviews are. Tables show the
/// rows visible at their offset — a lost scroll position shows as other rows — and collection
/// views their visible items the same way (`collection offset=(0, 0) items=12`, then
/// `item [0, 3] "Item 3" selected` lines).
@MainActor
enum ViewHierarchyRenderer {
  static func render(_ host: UIKitAppHost) -> String {
    var lines: [String] = []
    for window in host.windows where !window.isHidden {
      lines.append("window" + (window.isKeyWindow ? " key" : ""))
      for subview in window.subviews { render(subview, depth: 1, into: &lines) }
    }
    for alert in host.alertViews {
      let buttons = (0..<alert.numberOfButtons).compactMap(alert.buttonTitle(at:))
      lines.append(alertLine(title: alert.title, message: alert.message, buttons: buttons))
    }
    if host.isKeyboardVisible { lines.append("keyboard") }
    return lines.joined(separator: "\n")
  }

  private static func render(_ view: UIView, depth: Int, into lines: inout [String]) {
    guard !view.isHidden else { return }
    let indent = String(repeating: "  ", count: depth)
    var childDepth = depth + 1
    if let controller = view.owningController {
      lines.append(indent + line(for: controller))
      if controller is UIAlertController { return }
      if let collection = view as? UICollectionView {
        lines += collectionLines(collection, indent: indent + "  ")
        return
      }
      // A table controller's view is its table: show the table under the controller.
      if controller is UITableViewController, let table = view as? UITableView, let line = line(for: table) {
        lines.append(indent + "  " + line)
        rows(of: table, indent: indent + "    ", into: &lines)
        return
      }
    } else if let collection = view as? UICollectionView {
      lines += collectionLines(collection, indent: indent)
      return
    } else if let line = line(for: view) {
      lines.append(indent + line)
      if let table = view as? UITableView {
        rows(of: table, indent: indent + "  ", into: &lines)
        return
      }
    } else {
      childDepth = depth
    }
    for subview in children(of: view) { render(subview, depth: childDepth, into: &lines) }
  }

  /// The visible rows of `table`, one a line: `row [0, 3] "Item 3" checkmark selected`.
  private static func rows(of table: UITableView, indent: String, into lines: inout [String]) {
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      let cell = table.cellForRow(at: indexPath)
      let text = cell?.textLabel?.text ?? ""
      let accessory = cell.map { $0.accessoryType == .none ? "" : " \($0.accessoryType)" } ?? ""
      let selected = table.indexPathForSelectedRow == indexPath ? " selected" : ""
      lines.append(indent + "row [\(indexPath.section), \(indexPath.row)] \"\(text)\"\(accessory)\(selected)")
    }
  }

  /// A collection view as a table is shown: its line, then its visible items and supplementary
  /// views in order, one a line, the texts of a cell's labels on its item's line:
  ///
  ///     collection offset=(0, 120) items=30 selected=[0, 7; 0, 9]
  ///       header [0] "Fruit"
  ///       item [0, 6] "Item 6"
  ///       item [0, 7] "Item 7" selected
  private static func collectionLines(_ collection: UICollectionView, indent: String) -> [String] {
    let items = (0..<collection.numberOfSections).reduce(0) { $0 + collection.numberOfItems(inSection: $1) }
    let selected = (collection.indexPathsForSelectedItems ?? []).map { "\($0.section), \($0.item)" }
    var lines = [
      indent + "collection offset=\(point(collection.contentOffset)) items=\(items)"
        + (selected.isEmpty ? "" : " selected=[\(selected.joined(separator: "; "))]")
    ]
    for element in collection.visibleElements {
      switch element {
      case .item(let indexPath, let cell):
        let mark = (collection.indexPathsForSelectedItems ?? []).contains(indexPath) ? " selected" : ""
        lines.append(indent + "  item [\(indexPath.section), \(indexPath.item)] \"\(cell.shownText)\"" + mark)
      case .supplementary(let kind, let indexPath, let view):
        let name =
          switch kind {
          case UICollectionView.elementKindSectionHeader: "header [\(indexPath.section)]"
          case UICollectionView.elementKindSectionFooter: "footer [\(indexPath.section)]"
          default: "supplementary \(kind) [\(indexPath.section), \(indexPath.item)]"
          }
        lines.append(indent + "  " + name + " \"\(UICollectionViewCell.shownText(of: view))\"")
      }
    }
    return lines
  }

  /// The subviews to render: a cell's own labels are part of its line.
  private static func children(of view: UIView) -> [UIView] {
    guard let cell = view as? UITableViewCell else { return view.subviews }
    let own: [UIView] = [cell.contentView, cell.textLabel, cell.detailTextLabel].compactMap { $0 }
    let content = cell.contentView.subviews + cell.subviews
    return content.filter { subview in !own.contains { $0 === subview } }
  }

  private static func line(for controller: UIViewController) -> String {
    switch controller {
    case let alert as UIAlertController:
      return alertLine(
        title: alert.title ?? "", message: alert.message, buttons: alert.actions.map { $0.title ?? "" })
    case let navigation as UINavigationController where !(navigation is MFMailComposeViewController):
      let stack = navigation.viewControllers.map { String(describing: type(of: $0)) }
      return "UINavigationController [\(stack.joined(separator: " > "))]"
    case let tabs as UITabBarController:
      let selected = tabs.selectedViewController.map { _ in " selected=\(tabs.selectedIndex)" } ?? ""
      return "UITabBarController tabs=[\(tabs.driverTabTitles.joined(separator: ", "))]" + selected
        + (tabs.tabBar.isHidden ? " bar-hidden" : "")
    default:
      let name = String(describing: type(of: controller))
      return name + (controller.title.map { " \"\($0)\"" } ?? "")
    }
  }

  private static func line(for view: UIView) -> String? {
    switch view {
    case let label as UILabel: return "label \"\(label.text ?? "")\""
    case let field as UITextField:
      return "text-field \"\(field.text ?? "")\"" + (field.isFirstResponder ? " editing" : "")
    case let textView as UITextView:
      return "text-view \"\(textView.text ?? "")\"" + offset(textView.contentOffset)
        + (textView.isFirstResponder ? " editing" : "")
    case let table as UITableView:
      let rows = (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
      let selected = table.indexPathForSelectedRow.map { " selected=[\($0.section), \($0.row)]" } ?? ""
      return "table offset=\(point(table.contentOffset)) rows=\(rows)" + selected
    case let scroll as UIScrollView: return "scroll offset=\(point(scroll.contentOffset))"
    case let button as UIButton:
      return "button \"\(button.currentTitle ?? "")\"" + (button.isEnabled ? "" : " disabled")
    case let slider as UISlider:
      return "slider \(slider.value) in \(slider.minimumValue)...\(slider.maximumValue)"
        + (slider.isEnabled ? "" : " disabled")
    case let onOff as UISwitch:
      return "switch " + (onOff.isOn ? "on" : "off") + (onOff.isEnabled ? "" : " disabled")
    case let segments as UISegmentedControl:
      let titles = (0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) ?? "\($0)" }
      return "segments [\(titles.joined(separator: ", "))] selected="
        + (segments.driverValue.map { "\"\($0)\"" } ?? "none") + (segments.isEnabled ? "" : " disabled")
    case let imageView as UIImageView: return "image \"\(imageView.image?.name ?? "")\""
    case let cell as UITableViewCell:
      return "cell \"\(cell.textLabel?.text ?? "")\""
        + (cell.detailTextLabel?.text.map { " \"\($0)\"" } ?? "")
    default: return nil
    }
  }

  /// `alert "Title" "message" [Cancel, OK]`, for alert views and alert controllers alike.
  private static func alertLine(title: String, message: String?, buttons: [String]) -> String {
    "alert \"\(title)\"" + (message.map { " \"\($0)\"" } ?? "") + " [\(buttons.joined(separator: ", "))]"
  }

  private static func offset(_ point: CGPoint) -> String {
    point == .zero ? "" : " offset=\(Self.point(point))"
  }

  private static func point(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }

  private static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
  }
}
