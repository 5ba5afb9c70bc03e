import LifecycleSimulator

/// The one place where a view class becomes a kind of ``ScreenElement``, for the snapshot
/// (``ViewHierarchyRenderer``) and the UI driver (``UIDriverScreen``) alike: a new kind of view
/// is one case in ``init(describing:depth:)``, its line one case in `ScreenElement.line`.
///
/// What the user entered or chose and what the driver names an element by come from the
/// view's ``UIDriverElement`` members (`driverValue`, `driverTitle`), which `expect APP value`
/// and the driver's look-up read too: the three cannot disagree.
extension ScreenElement {
  /// The element `view` is, at `depth`: a view of no kind of its own is a
  /// ``ScreenElement/Kind/container``, which the snapshot leaves out.
  @MainActor
  init(describing view: UIView, depth: Int) {
    let identifier = view.accessibilityIdentifier
    switch view {
    case let label as UILabel:
      self.init(.label, depth: depth, identifier: identifier, title: label.driverTitle)
    case let field as UITextField:
      self.init(
        .textField, depth: depth, identifier: identifier, title: field.driverTitle, value: field.driverValue,
        isEditing: field.isFirstResponder)
    case let textView as UITextView:
      self.init(
        .textView, depth: depth, identifier: identifier, value: textView.driverValue,
        offset: ScreenPoint(textView.contentOffset), isEditing: textView.isFirstResponder)
    case let table as UITableView:
      let rows = (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
      self.init(
        .table, depth: depth, identifier: identifier, offset: ScreenPoint(table.contentOffset),
        rowCount: rows,
        selection: table.indexPathForSelectedRow.map(ScreenIndexPath.init))
    case let collection as UICollectionView:
      let items = (0..<collection.numberOfSections).reduce(0) { $0 + collection.numberOfItems(inSection: $1) }
      self.init(
        .collection(scrollsHorizontally: collection.scrollsHorizontally), depth: depth,
        identifier: identifier,
        offset: ScreenPoint(collection.contentOffset), rowCount: items,
        selectedItems: (collection.indexPathsForSelectedItems ?? []).map(ScreenIndexPath.init))
    case let scroll as UIScrollView:
      self.init(.scrollView, depth: depth, identifier: identifier, offset: ScreenPoint(scroll.contentOffset))
    case let button as UIButton:
      self.init(
        .button, depth: depth, identifier: identifier, title: button.driverTitle, isEnabled: button.isEnabled)
    case let slider as UISlider:
      self.init(
        .slider(minimum: slider.minimumValue, maximum: slider.maximumValue), depth: depth,
        identifier: identifier, value: slider.driverValue, isEnabled: slider.isEnabled)
    case let picker as UIPickerView:
      self.init(
        .picker(components: picker.driverTitles), depth: depth, identifier: identifier,
        value: picker.driverValue)
    case let datePicker as UIDatePicker:
      self.init(
        .datePicker(mode: "\(datePicker.datePickerMode)"), depth: depth, identifier: identifier,
        value: datePicker.driverValue, isEnabled: datePicker.isEnabled)
    case let stepper as UIStepper:
      self.init(
        .stepper(minimum: stepper.minimumValue, maximum: stepper.maximumValue), depth: depth,
        identifier: identifier, value: stepper.driverValue, isEnabled: stepper.isEnabled)
    case let onOff as UISwitch:
      self.init(
        .switch, depth: depth, identifier: identifier, value: onOff.driverValue, isEnabled: onOff.isEnabled)
    case let segments as UISegmentedControl:
      let titles = (0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) ?? "\($0)" }
      self.init(
        .segments(titles: titles), depth: depth, identifier: identifier, value: segments.driverValue,
        isEnabled: segments.isEnabled)
    case let imageView as UIImageView:
      self.init(.image(name: imageView.driverValue), depth: depth, identifier: identifier)
    case let cell as UITableViewCell:
      self.init(
        .cell(detail: cell.detailTextLabel?.text), depth: depth, identifier: identifier,
        title: cell.textLabel?.text)
    default:
      // A view of another class the driver can name (it adopts UIDriverElement) keeps its title.
      self.init(
        .container, depth: depth, identifier: identifier, title: (view as? any UIDriverElement)?.driverTitle)
    }
  }

  /// The line of `controller`, whose view is at `depth`: an alert controller, a navigation or
  /// tab bar controller with their stack and tabs, else the controller's class and title.
  @MainActor
  init(describing controller: UIViewController, depth: Int) {
    let identifier = controller.viewIfLoaded?.accessibilityIdentifier
    switch controller {
    case let alert as UIAlertController:
      self.init(
        .alert(message: alert.message, buttons: alert.actions.map { $0.title ?? "" }), depth: depth,
        identifier: identifier, title: alert.title ?? "")
    case let navigation as UINavigationController where !(navigation is MFMailComposeViewController):
      let stack = navigation.viewControllers.map { String(describing: type(of: $0)) }
      self.init(.navigationController(stack: stack), depth: depth, identifier: identifier)
    case let tabs as UITabBarController:
      let selected = tabs.selectedViewController.map { _ in tabs.selectedIndex }
      self.init(
        .tabBarController(tabs: tabs.driverTabTitles, selected: selected, isBarHidden: tabs.tabBar.isHidden),
        depth: depth, identifier: identifier)
    default:
      self.init(
        .controller(className: String(describing: type(of: controller))), depth: depth,
        identifier: identifier,
        title: controller.title)
    }
  }

  /// The visible row `indexPath` of `table`, shown by `cell` (nil when the data source gave
  /// none): its text, its accessory, whether it is the selected row.
  @MainActor
  init(row indexPath: IndexPath, of table: UITableView, cell: UITableViewCell?, depth: Int) {
    let accessory = cell.flatMap { $0.accessoryType == .none ? nil : "\($0.accessoryType)" }
    self.init(
      .row(
        ScreenIndexPath(indexPath), accessory: accessory,
        isSelected: table.indexPathForSelectedRow == indexPath),
      depth: depth, identifier: cell?.accessibilityIdentifier, title: cell?.textLabel?.text)
  }
}

extension ScreenElement {
  /// The visible element `element` of `collection`: an item, named by the texts of its cell's
  /// labels and marked when selected, or a supplementary view (a section's header or footer)
  /// named by its labels' texts.
  @MainActor
  init(_ element: UICollectionView.VisibleElement, of collection: UICollectionView, depth: Int) {
    switch element {
    case .item(let indexPath, let cell):
      let isSelected = (collection.indexPathsForSelectedItems ?? []).contains(indexPath)
      self.init(
        .item(ScreenIndexPath(indexPath), isSelected: isSelected), depth: depth,
        identifier: cell.accessibilityIdentifier, title: cell.shownText)
    case .supplementary(let kind, let indexPath, let view):
      self.init(
        .supplementary(kind: kind, ScreenIndexPath(indexPath)), depth: depth,
        identifier: view.accessibilityIdentifier, title: UICollectionViewCell.shownText(of: view))
    }
  }
}

extension ScreenPoint {
  /// The point `point`, in points.
  init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension ScreenIndexPath {
  /// The section and row (or item) of `indexPath`.
  init(_ indexPath: IndexPath) { self.init(section: indexPath.section, row: indexPath.row) }
}
