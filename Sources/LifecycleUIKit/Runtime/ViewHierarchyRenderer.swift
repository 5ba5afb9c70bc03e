import LifecycleSimulator

/// The snapshot of an app (``ScreenSnapshot``): what the user sees, one element an entry,
/// with its depth in the tree. As text (``ScreenSnapshot/text``):
///
///     window key
///       NotesViewController "Notes"
///         label "Today"
///         text-field "buy milk" editing
///         table offset=(0, 132) rows=30 selected=[0, 4]
///           row [0, 3] "Item 3"
///         collection offset=(0, 120) items=30 selected=[0, 7]
///           refresh-control refreshing
///           header [0] "Fruit"
///           item [0, 7] "Item 7" selected
///     alert "Delete?" [Cancel, OK]
///     keyboard
///
/// Windows are listed when visible; views when not hidden. A controller's entry names its
/// class and title; plain views are not listed, their subviews are. Tables list the rows
/// visible at their offset — a lost scroll position shows as other rows — and collection
/// views their visible items and supplementary views the same way
/// (`collection offset=(0, 0) items=12`, then `header [0] "Fruit"` and
/// `item [0, 3] "Item 3" selected` entries). What each view is comes from one place,
/// `ScreenElement.init(describing:depth:)`, which the UI driver uses too.
@MainActor
enum ViewHierarchyRenderer {
  static func render(_ host: UIKitAppHost) -> ScreenSnapshot {
    var elements: [ScreenElement] = []
    for window in host.windows where !window.isHidden {
      elements.append(ScreenElement(.window(isKey: window.isKeyWindow), depth: 0))
      for subview in window.subviews { render(subview, depth: 1, into: &elements) }
    }
    for alert in host.alertViews {
      let buttons = (0..<alert.numberOfButtons).compactMap(alert.buttonTitle(at:))
      elements.append(
        ScreenElement(.alert(message: alert.message, buttons: buttons), depth: 0, title: alert.title))
    }
    if host.isKeyboardVisible { elements.append(ScreenElement(.keyboard, depth: 0)) }
    return ScreenSnapshot(elements)
  }

  private static func render(_ view: UIView, depth: Int, into elements: inout [ScreenElement]) {
    guard !view.isHidden else { return }
    var childDepth = depth + 1
    if let controller = view.owningController {
      elements.append(ScreenElement(describing: controller, depth: depth))
      if controller is UIAlertController { return }
      // A collection view lists its items under the controller whose view it is.
      if let collection = view as? UICollectionView {
        elements.append(ScreenElement(describing: collection, depth: depth + 1))
        items(of: collection, depth: depth + 2, into: &elements)
        return
      }
      // A table controller's view is its table: list the table under the controller.
      if controller is UITableViewController, let table = view as? UITableView {
        elements.append(ScreenElement(describing: table, depth: depth + 1))
        rows(of: table, depth: depth + 2, into: &elements)
        return
      }
    } else {
      let element = ScreenElement(describing: view, depth: depth)
      if element.kind == .container {
        childDepth = depth
      } else {
        elements.append(element)
        if let table = view as? UITableView {
          rows(of: table, depth: depth + 1, into: &elements)
          return
        }
        if let collection = view as? UICollectionView {
          items(of: collection, depth: depth + 1, into: &elements)
          return
        }
        if let scroll = view as? UIScrollView {
          refreshControl(of: scroll, depth: depth + 1, into: &elements)
        }
      }
    }
    for subview in children(of: view) { render(subview, depth: childDepth, into: &elements) }
  }

  /// The refresh control `scroll` holds, if any, first under it: `refresh-control refreshing`.
  private static func refreshControl(
    of scroll: UIScrollView, depth: Int, into elements: inout [ScreenElement]
  ) {
    guard let control = scroll.attachedRefreshControl, !control.isHidden else { return }
    elements.append(
      ScreenElement(
        .refreshControl(isRefreshing: control.isRefreshing), depth: depth,
        identifier: control.accessibilityIdentifier, isEnabled: control.isEnabled))
  }

  /// The visible rows of `table`, one an element, after its refresh control and its header view:
  /// `row [0, 3] "Item 3" checkmark selected`.
  private static func rows(of table: UITableView, depth: Int, into elements: inout [ScreenElement]) {
    refreshControl(of: table, depth: depth, into: &elements)
    // The header view (a search bar, often) is above the rows.
    if let header = table.tableHeaderView, header.superview === table {
      render(header, depth: depth, into: &elements)
    }
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      elements.append(
        ScreenElement(row: indexPath, of: table, cell: table.cellForRow(at: indexPath), depth: depth))
    }
  }

  /// The visible items and supplementary views of `collection`, in order, one an element, the
  /// texts of a cell's labels on its item's entry (a cell's other content is not listed):
  ///
  ///     header [0] "Fruit"
  ///     item [0, 6] "Item 6"
  ///     item [0, 7] "Item 7" selected
  private static func items(of collection: UICollectionView, depth: Int, into elements: inout [ScreenElement])
  {
    refreshControl(of: collection, depth: depth, into: &elements)
    for element in collection.visibleElements {
      elements.append(ScreenElement(element, of: collection, depth: depth))
    }
  }

  /// The subviews to render: a cell's own labels are part of its line.
  private static func children(of view: UIView) -> [UIView] {
    guard let cell = view as? UITableViewCell else { return view.subviews }
    return cell.listedSubviews
  }
}

extension UITableViewCell {
  /// The cell's subviews besides its own content view and text labels (which its line or row
  /// shows): what the snapshot and the UI driver list after it.
  var listedSubviews: [UIView] {
    let own: [UIView] = [contentView, textLabel, detailTextLabel].compactMap { $0 }
    return (contentView.subviews + subviews).filter { subview in !own.contains { $0 === subview } }
  }
}
