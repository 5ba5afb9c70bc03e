import LifecycleSimulator

/// What the user can do on the screen an app shows, for the explorer (`lifecycle explore
/// --app`): derived from the views on screen, as the Android explorers Thor and DLD derive
/// their events from the widgets on screen, each with a small set of arguments.
extension UIKitAppHost {
  /// The text the explorer types into a field: one key, enough to make it hold user data.
  static let exploredText = "a"
  /// The offset the explorer scrolls to, in points, and back to 0 from anywhere else.
  static let exploredScrollOffset = 240.0
  /// How many visible rows of tables and items of collection views the explorer taps, from the top.
  static let exploredRows = 2

  /// While an alert is up, a tap on each of its buttons (the alert is modal). Otherwise, in
  /// the UI driver's order of what is on screen: a tap on each enabled button, bar button item
  /// and visible row or collection item (the first ``exploredRows``); ``exploredText`` typed into each enabled
  /// text field and text view; each switch turned over; each slider dragged to its other end;
  /// each segmented control's next segment and each search bar's next scope (while its scope bar shows); each stepper's + (its − at the maximum); each picker's next row in its first wheel; each date picker a day on; each scroll view and table scrolled to
  /// ``exploredScrollOffset`` (or back to 0), and pulled to refresh when it has a refresh control
  /// that is not refreshing; each tab not selected; `back` when a navigation
  /// controller on screen can go back. Then the delegate's declared actions with the
  /// arguments its script offers for exploring (``ScenarioScript``).
  var userActions: [UserAction] {
    run {
      if let alert = presentedAlertControllers.last {
        return alert.actions.compactMap(\.title).map { .drive(.tap(.named($0))) }
      }
      if let alert = alertViews.last {
        return (0..<alert.numberOfButtons).compactMap(alert.buttonTitle(at:)).map { .drive(.tap(.named($0))) }
      }
      let screen = UIDriverScreen(self)
      var actions: [UserAction] = []
      var rowsTapped = 0
      for element in screen.elements {
        let target = screen.shortestTarget(for: element)
        switch element {
        case .view(let view, _):
          actions += Self.actions(on: view, target: target)
        case .cell, .item:
          guard rowsTapped < Self.exploredRows else { continue }
          rowsTapped += 1
          actions.append(.drive(.tap(target)))
        case .barButton(let item):
          if item.isEnabled { actions.append(.drive(.tap(target))) }
        case .tab(let container, let index):
          if container.driverSelectedTabIndex != index { actions.append(.drive(.selectTab(index))) }
        }
      }
      if canGoBack { actions.append(.drive(.back)) }
      let declared = script?.exploredActions ?? []
      return actions + declared.map { .perform(action: $0.action, arguments: $0.arguments) }
    }
  }

  private static func actions(on view: UIView, target: UITarget) -> [UserAction] {
    switch view {
    case let field as UITextField:
      return field.isEnabled ? [.drive(.type(target, text: exploredText))] : []
    case let textView as UITextView:
      return textView.isEditable ? [.drive(.type(target, text: exploredText))] : []
    case let scroll as UIScrollView:
      let offset = scroll.driverOffset == 0 ? exploredScrollOffset : 0
      var actions: [UserAction] = [.drive(.scroll(target, offset: offset))]
      if let control = scroll.attachedRefreshControl, control.isEnabled, !control.isHidden,
        !control.isRefreshing
      {
        actions.append(.drive(.pullToRefresh(target)))
      }
      return actions
    case let button as UIButton:
      return button.isEnabled ? [.drive(.tap(target))] : []
    case let onOff as UISwitch:
      return onOff.isEnabled ? [.drive(.set(target, value: onOff.isOn ? "off" : "on"))] : []
    case let slider as UISlider:
      guard slider.isEnabled, slider.maximumValue > slider.minimumValue else { return [] }
      let end = slider.value == slider.maximumValue ? slider.minimumValue : slider.maximumValue
      return [.drive(.set(target, value: "\(end)"))]
    case let picker as UIPickerView:
      guard picker.numberOfComponents > 0, picker.numberOfRows(inComponent: 0) > 1 else { return [] }
      let next = (picker.selectedRow(inComponent: 0) + 1) % picker.numberOfRows(inComponent: 0)
      return [.drive(.set(target, value: "\(next)"))]
    case let datePicker as UIDatePicker:
      guard datePicker.isEnabled else { return [] }
      let next = UIDatePicker.text(datePicker.date.addingTimeInterval(86_400))
      return [.drive(.set(target, value: next))]
    case let stepper as UIStepper:
      guard stepper.isEnabled, stepper.maximumValue > stepper.minimumValue else { return [] }
      let up = stepper.wraps || stepper.value < stepper.maximumValue
      return [.drive(.set(target, value: up ? "increment" : "decrement"))]
    case let bar as UISearchBar:
      guard bar.isScopeBarShown, let count = bar.scopeButtonTitles?.count else { return [] }
      return [.drive(.set(target, value: "\((bar.selectedScopeButtonIndex + 1) % count)"))]
    case let segments as UISegmentedControl:
      guard segments.isEnabled, segments.numberOfSegments > 1 else { return [] }
      let next = (max(segments.selectedSegmentIndex, -1) + 1) % segments.numberOfSegments
      return [.drive(.set(target, value: "\(next)"))]
    default:
      return []
    }
  }

  /// Whether `back` would pop a controller: the navigation controller on screen shows more
  /// than its root and the top one does not hide its back button.
  private var canGoBack: Bool {
    let chain = visibleChain
    let sincePresentation = chain[(chain.lastIndex { $0.isPresented } ?? 0)...]
    guard
      let navigation = sincePresentation.lazy.reversed().compactMap({
        $0.controller as? UINavigationController
      }).first, navigation.viewControllers.count > 1, let top = navigation.topViewController
    else { return false }
    return !top.navigationItem.hidesBackButton
  }
}
