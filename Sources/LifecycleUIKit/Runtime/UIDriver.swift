import LifecycleSimulator

/// The UI driver: the scenario steps that act on what is on screen (`tap`, `type`, `scroll`,
/// `select-row`, `delete-row`, `select-tab`, `set`, `pull-to-refresh`, `back`) and the checks that read it
/// (`expect APP value TARGET == VALUE`, `expect APP rows TARGET == VALUE`), carried out as the
/// app's code, as a user's touch would run it. Targets are found by ``UIDriverScreen``.
extension UIKitAppHost {
  /// Carries out a UI step as the app's code; an element that is missing, ambiguous or does
  /// not take the step throws, naming what is on screen.
  func drive(_ action: UIDriverAction) throws(AppActionError) {
    try run { () throws(AppActionError) in try carryOut(action) }
  }

  /// What the element `target` shows (`expect APP value …`), read as the app's code.
  func driverValue(of target: UITarget) throws(AppActionError) -> String? {
    try run { () throws(AppActionError) -> String? in
      let screen = UIDriverScreen(self)
      let element = try screen.find(target)
      switch element {
      case .view(let view as any UIDriverElement, _): return view.driverValue
      case .view(let scroll as UIScrollView, _): return Self.points(scroll.driverOffset)
      case .cell(let cell, _, _, _), .view(let cell as UITableViewCell, _): return cell.textLabel?.text
      case .item(_, _, _, let shown): return shown.title ?? ""
      case .barButton(let item): return item.displayName
      case .tab: return element.title
      case .view: throw AppActionError("\(screen.describe(element)) shows no value")
      }
    }
  }

  /// The rows the table `target` shows (`expect APP rows …`), read as the app's code: each
  /// visible row's cell text label, in order across sections, a checkmark accessory written
  /// as ` ✓` after it, joined by commas (`milk ✓,eggs`); nil when no row is visible. For a
  /// collection view, its visible items' texts (``UICollectionView/driverRows``).
  func driverRows(of target: UITarget) throws(AppActionError) -> String? {
    try run { () throws(AppActionError) -> String? in
      let screen = UIDriverScreen(self)
      let element = try screen.find(target)
      if case .view(let collection as UICollectionView, _) = element { return collection.driverRows }
      guard case .view(let table as UITableView, _) = element else {
        throw AppActionError("\(screen.describe(element)) is not a table view or a collection view")
      }
      let rows = (table.indexPathsForVisibleRows ?? []).compactMap { indexPath -> String? in
        guard let cell = table.cellForRow(at: indexPath), !cell.isHidden else { return nil }
        return (cell.textLabel?.text ?? "") + (cell.accessoryType == .checkmark ? " ✓" : "")
      }
      return rows.isEmpty ? nil : rows.joined(separator: ",")
    }
  }

  private func carryOut(_ action: UIDriverAction) throws(AppActionError) {
    // An alert is modal: while one is up the user can only tap its buttons, by title.
    if let alert = visibleAlertTitles.last {
      guard case .tap(.named(let title)) = action else {
        throw AppActionError(
          "the alert '\(alert)' is up: the user can only tap one of its buttons (tap APP TITLE)")
      }
      return try tapAlert(title)
    }
    switch action {
    case .tap(let target): try tap(target)
    case .type(let target, let text):
      let screen = UIDriverScreen(self)
      let element = try screen.find(target)
      guard case .view(let view, _) = element, let input = view as? any UIKeyInput else {
        throw AppActionError(
          "\(screen.describe(element)) does not take text (a text field or a text view does)")
      }
      // The keyboard comes up for the field first, as the user's tap on it brings it.
      guard view.isFirstResponder || view.becomeFirstResponder() else {
        throw AppActionError(
          "\(screen.describe(element)) cannot become first responder (not editable, or not in a window)")
      }
      // Key by key, as the keyboard types: the field's delegate is asked for each.
      for character in text { input.insertText(String(character)) }
    case .scroll(let target, let offset):
      let screen = UIDriverScreen(self)
      let element = try screen.find(target)
      guard case .view(let scroll as UIScrollView, _) = element else {
        throw AppActionError(
          "\(screen.describe(element)) does not scroll (a scroll view, table or text view does)")
      }
      // The delegate's scrollViewDidScroll(_:) runs from contentOffset's setter.
      scroll.driverOffset = CGFloat(offset)
    case .selectRow(let target, let row): try selectRow(row, of: target)
    case .deleteRow(let target, let row): try deleteRow(row, of: target)
    case .selectTab(let index):
      guard let tabs = visibleChain.lazy.compactMap({ $0.controller as? any UIDriverTabContainer }).first
      else {
        throw AppActionError("no tab bar controller on screen (\(screenPath ?? "no screen"))")
      }
      try tabs.driverSelectTab(index)
    case .set(let target, let value):
      let screen = UIDriverScreen(self)
      let element = try screen.find(target)
      guard case .view(let view as any UIDriverElement, _) = element else {
        throw AppActionError("\(screen.describe(element)) has no value the user can set")
      }
      try view.driverSet(value)
    case .pullToRefresh(let target):
      let screen = UIDriverScreen(self)
      let element = try screen.find(target)
      guard case .view(let scroll as UIScrollView, _) = element else {
        throw AppActionError(
          "\(screen.describe(element)) cannot be pulled to refresh (a scroll view, table or collection view can)"
        )
      }
      guard let control = scroll.attachedRefreshControl, !control.isHidden else {
        throw AppActionError(
          "\(screen.describe(element)) has no refresh control to pull (set its refreshControl, or the table"
            + " view controller's)")
      }
      try control.driverPull()
    case .back: try goBack()
    }
  }

  /// A tap: a view's own (``UIDriverElement/driverTap()``), a cell's row selected, a bar
  /// button item's action.
  private func tap(_ target: UITarget) throws(AppActionError) {
    let screen = UIDriverScreen(self)
    let element = try screen.find(target)
    switch element {
    case .view(let view, _): try tap(view, described: screen.describe(element))
    case .cell(_, let table, let indexPath, _): table.simulateUserTap(rowAt: indexPath)
    case .item(_, let collection, let indexPath, _): collection.simulateUserTap(itemAt: indexPath)
    case .barButton(let item):
      guard item.isEnabled else { throw AppActionError("the bar button '\(item.displayName)' is disabled") }
      // An item with only an unregistered selector records its misuse (which fails the run).
      _ = item.simulateUserTap()
    case .tab(let container, let index): try container.driverSelectTab(index)
    }
  }

  /// A tap on a view, as a finger down and up at its centre (``DriverTouches``): a view that takes
  /// user interaction gets `touchesBegan(_:with:)` (forwarded up the responder chain by default),
  /// then a tap recognizer on it takes the tap first, as UIKit's recognizers see touches first,
  /// and the touches are cancelled in the view (`cancelsTouchesInView`); otherwise the touches end
  /// (`touchesEnded(_:with:)`) and a control or a text input does what a tap does to it
  /// (``UIDriverElement/driverTap()``). A plain view's tap is its touches alone; a scroll view
  /// (a table) or a view taking no touches, with no tap of its own, cannot be tapped.
  private func tap(_ view: UIView, described: String) throws(AppActionError) {
    let element = view as? any UIDriverElement
    guard let touches = DriverTouches(tapping: view) else {
      guard let element else { throw AppActionError("\(described) cannot be tapped") }
      return try element.driverTap()
    }
    if element == nil, view is UIScrollView, !view.hasEnabledTapRecognizer {
      throw AppActionError("\(described) cannot be tapped")
    }
    touches.begin()
    if let recognizer = view.recognizeTap() {
      return recognizer.cancelsTouchesInView ? touches.cancel() : touches.end()
    }
    touches.end()
    try element?.driverTap()
  }

  /// `select-row`: the row of section 0 is selected and the table's delegate told, as a tap
  /// on its cell does (the row need not be visible); for a collection view, its item `row` of
  /// section 0, as a tap on it (``UICollectionView/simulateUserTap(itemAt:)``).
  private func selectRow(_ row: Int, of target: UITarget) throws(AppActionError) {
    let screen = UIDriverScreen(self)
    let element = try screen.find(target)
    if case .view(let collection as UICollectionView, _) = element {
      let count = collection.numberOfSections > 0 ? collection.numberOfItems(inSection: 0) : 0
      guard row < count else {
        throw AppActionError(
          "\(screen.describe(element)) has \(count) items in section 0; item \(row) does not exist")
      }
      collection.simulateUserTap(itemAt: IndexPath(item: row, section: 0))
      return
    }
    guard case .view(let table as UITableView, _) = element else {
      throw AppActionError("\(screen.describe(element)) is not a table view or a collection view")
    }
    let count = table.numberOfSections > 0 ? table.numberOfRows(inSection: 0) : 0
    guard row < count else {
      throw AppActionError(
        "\(screen.describe(element)) has \(count) rows in section 0; row \(row) does not exist")
    }
    table.simulateUserTap(rowAt: IndexPath(row: row, section: 0))
  }

  /// `delete-row`: the user swipes across the row of section 0 and taps Delete, where UIKit
  /// offers it (``UITableView/userDeleteRow(at:)``): the data source is told to commit the
  /// deletion. Where it offers none, the error names the table and why.
  private func deleteRow(_ row: Int, of target: UITarget) throws(AppActionError) {
    let screen = UIDriverScreen(self)
    let element = try screen.find(target)
    if case .view(is UICollectionView, _) = element {
      // A collection view has no Delete button (a list layout's swipe actions are not modelled).
      throw AppActionError(
        "\(screen.describe(element)) is a collection view: UIKit offers no swipe to delete on its items")
    }
    guard case .view(let table as UITableView, _) = element else {
      throw AppActionError("\(screen.describe(element)) is not a table view")
    }
    let indexPath = IndexPath(row: row, section: 0)
    if let refusal = table.userDeleteRow(at: indexPath) {
      throw AppActionError("\(screen.describe(element)) \(refusal.reason(forRowAt: indexPath))")
    }
  }

  /// `back`: the back button of the navigation controller on screen (the innermost one since
  /// the last presentation) pops its top controller.
  private func goBack() throws(AppActionError) {
    let chain = visibleChain
    let sincePresentation = chain[(chain.lastIndex { $0.isPresented } ?? 0)...]
    guard
      let navigation = sincePresentation.lazy.reversed().compactMap({
        $0.controller as? UINavigationController
      }).first
    else {
      throw AppActionError("no navigation controller on screen to go back in (\(screenPath ?? "no screen"))")
    }
    guard navigation.viewControllers.count > 1, let top = navigation.topViewController else {
      let root = navigation.topViewController.map { Self.levelName(of: $0) } ?? "nothing"
      throw AppActionError("nothing to go back to: the navigation controller shows its root, \(root)")
    }
    guard !top.navigationItem.hidesBackButton else {
      throw AppActionError(
        "\(Self.levelName(of: top)) hides its back button (navigationItem.hidesBackButton)")
    }
    navigation.popViewController(animated: true)
  }

  /// A number of points as the scroll step writes it: `240`, `12.5`.
  static func points(_ value: CGFloat) -> String {
    let number = Double(value)
    return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
  }
}
