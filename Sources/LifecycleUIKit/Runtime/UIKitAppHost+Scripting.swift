import LifecycleSimulator

/// Scenario actions and probes: the delegate's ``ScenarioScript``, then the ones every
/// UIKit app has.
extension UIKitAppHost {
  /// Probes every UIKit app answers.
  static let builtInProbes = ["alert", "application-state", "keyboard", "screen", "screen-path", "selection"]
  /// Actions every UIKit app has.
  static let builtInActions = ["tap-alert", "tap-bar-button", "delete-row"]

  var script: ScenarioScript? { scriptSource() }

  var actionNames: [String] {
    let own = script?.actionNames ?? []
    return own + Self.builtInActions.filter { !own.contains($0) }
  }

  var probeNames: [String] {
    let own = script?.probeNames ?? []
    return own + Self.builtInProbes.filter { !own.contains($0) }
  }

  func perform(action: String, arguments: [String]) throws(AppActionError) {
    if let own = script?.actions[action] {
      guard let delegate else { throw AppActionError("the app has no delegate") }
      try run { own(delegate, arguments) }.get()
      return
    }
    switch action {
    case "tap-alert": try run { () throws(AppActionError) in try tapAlert(arguments.joined(separator: " ")) }
    case "tap-bar-button":
      try run { () throws(AppActionError) in try tapBarButton(arguments.joined(separator: " ")) }
    case "delete-row": try run { () throws(AppActionError) in try deleteRow(arguments) }
    default: throw .unknownAction(action, known: actionNames)
    }
  }

  func probe(_ name: String) throws(AppActionError) -> String? {
    if let own = script?.probes[name] { return run { delegate.flatMap(own) } }
    switch name {
    case "alert": return visibleAlertTitles.last
    case "application-state": return application.map { "\($0.state)" }
    case "keyboard": return isKeyboardVisible ? "shown" : nil
    case "screen": return visibleController.map { String(describing: type(of: $0)) }
    case "screen-path": return run { screenPath }
    case "selection": return run { selectedRow }
    default: throw .unknownProbe(name, known: probeNames)
    }
  }

  /// The selected row of the first table or collection view on screen, `SECTION, ROW` (a
  /// collection view's selected items `SECTION, ITEM` each, joined by `; `, as the snapshot's
  /// `selected=[…]`); nil when none is selected.
  private var selectedRow: String? {
    var list: UIScrollView?
    visibleController?.viewIfLoaded?.forEachInTree { view in
      if list == nil, view is UITableView || view is UICollectionView, !view.isHidden {
        list = view as? UIScrollView
      }
    }
    if let collection = list as? UICollectionView {
      let selected = collection.indexPathsForSelectedItems ?? []
      return selected.isEmpty ? nil : selected.map { "\($0.section), \($0.item)" }.joined(separator: "; ")
    }
    return (list as? UITableView)?.indexPathForSelectedRow.map { "\($0.section), \($0.row)" }
  }

  /// The controller the user sees: the key window's root, through presentations and
  /// containers (``UIViewController/visibleChild``).
  var visibleController: UIViewController? {
    var controller = (windows.first { $0.isKeyWindow } ?? windows.first)?.rootViewController
    while let current = controller {
      if let presented = current.presentedViewController, presented.coversPresenter {
        controller = presented
      } else if let child = current.visibleChild {
        controller = child
      } else {
        break
      }
    }
    return controller
  }

  /// The user taps a bar button item of the controller on screen, or of the containers it is
  /// in, found by its title or its system item's name (`add`). A disabled item is an error; an
  /// item with only a target and an action records its misuse (``UIBarButtonItem/simulateUserTap()``).
  private func tapBarButton(_ name: String) throws(AppActionError) {
    var items: [UIBarButtonItem] = []
    var controller = visibleController
    while let current = controller {
      items += current.navigationItem.allItems
      controller = current.parent
    }
    guard let item = items.first(where: { $0.displayName == name }) else {
      let names = items.map(\.displayName)
      throw AppActionError(
        "no bar button '\(name)' on screen; "
          + (names.isEmpty ? "the screen has none" : "buttons: " + names.joined(separator: ", ")))
    }
    guard item.isEnabled else { throw AppActionError("the bar button '\(name)' is disabled") }
    item.simulateUserTap()
  }

  /// The user swipes a row of the table on screen (the first in the visible controller's view)
  /// and taps Delete: `delete-row ROW` (section 0) or `delete-row SECTION ROW`.
  private func deleteRow(_ arguments: [String]) throws(AppActionError) {
    let numbers = arguments.compactMap { Int($0) }
    guard numbers.count == arguments.count, (1...2).contains(numbers.count) else {
      throw AppActionError("delete-row takes ROW or SECTION ROW, as whole numbers")
    }
    let indexPath = IndexPath(row: numbers.last!, section: numbers.count == 2 ? numbers[0] : 0)
    var table: UITableView?
    visibleController?.viewIfLoaded?.forEachInTree { view in
      if table == nil, let found = view as? UITableView, !found.isHidden { table = found }
    }
    guard let table else { throw AppActionError("no table on screen") }
    if let refusal = table.userDeleteRow(at: indexPath) {
      throw AppActionError("the table on screen \(refusal.reason(forRowAt: indexPath))")
    }
  }

  /// The user taps the button titled `title` of the frontmost alert.
  func tapAlert(_ title: String) throws(AppActionError) {
    if let alert = presentedAlertControllers.last {
      guard alert.simulateUserTap(actionTitled: title) else {
        throw AppActionError(
          "the alert '\(alert.title ?? "")' has no button '\(title)'; buttons: "
            + alert.actions.compactMap(\.title).joined(separator: ", "))
      }
    } else if let alert = alertViews.last {
      guard let index = (0..<alert.numberOfButtons).first(where: { alert.buttonTitle(at: $0) == title })
      else {
        throw AppActionError(
          "the alert '\(alert.title)' has no button '\(title)'; buttons: "
            + (0..<alert.numberOfButtons).compactMap(alert.buttonTitle(at:)).joined(separator: ", "))
      }
      alert.simulateUserTap(buttonAt: index)
    } else {
      throw AppActionError("no alert is up")
    }
  }
}
