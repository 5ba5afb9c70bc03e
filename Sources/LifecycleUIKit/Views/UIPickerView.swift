import LifecycleSimulator

/// A picker: spinning wheels, one per component, each showing rows its data source counts and
/// its delegate titles (Apple, “UIPickerView”).
///
/// The counts are asked of the data source when the picker first needs them and again on
/// ``reloadAllComponents()`` or ``reloadComponent(_:)``, as UIKit caches them; the titles are
/// asked of the delegate when the snapshot or the UI driver reads them. The app's
/// ``selectRow(_:inComponent:animated:)`` tells nobody; the user's pick — the UI driver's
/// `set APP TARGET VALUE`, a row's title or index in the first wheel, or `COMPONENT:ROW` (`1:3`,
/// `1:Blue`) in another — selects the row and tells the delegate
/// (`pickerView(_:didSelectRow:inComponent:)`). Row heights, widths and custom row views are
/// inert: nothing is drawn.
@preconcurrency @MainActor
open class UIPickerView: UIView, UIDriverElement {
  /// The data source: how many wheels and rows (not retained, as in UIKit).
  public weak var dataSource: (any UIPickerViewDataSource)?
  /// The delegate: the rows' titles and the user's picks (not retained). A delegate method
  /// declared where the protocol's default hides it is a misuse (``DelegateDispatchCheck``).
  public weak var delegate: (any UIPickerViewDelegate)? {
    didSet { if let delegate { appHost?.verifyDispatch(of: delegate, against: .pickerViewDelegate) } }
  }
  /// Whether the selection indicator is drawn: kept and read back (inert).
  public var showsSelectionIndicator = false

  /// The rows of each wheel as last counted; nil until first needed or after a reload.
  private var counts: [Int]?
  /// The selected row of each wheel counted so far (0 where none was chosen).
  private var selection: [Int: Int] = [:]

  /// An empty picker.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A picker from an interface file.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  private var rowCounts: [Int] {
    if let counts { return counts }
    let components = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
    let made = (0..<components).map { max(0, dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0) }
    counts = made
    return made
  }

  /// The number of wheels, as the data source last said.
  public var numberOfComponents: Int { rowCounts.count }

  /// The number of rows of wheel `component`, as the data source last said (0 for a wheel that
  /// does not exist).
  public func numberOfRows(inComponent component: Int) -> Int {
    let counts = rowCounts
    return counts.indices.contains(component) ? counts[component] : 0
  }

  /// Asks the data source again for every wheel's rows; a selection past the new end moves to
  /// the last row.
  public func reloadAllComponents() {
    counts = nil
    clampSelection()
  }

  /// Asks the data source again for the rows of wheel `component`.
  public func reloadComponent(_ component: Int) {
    counts = nil
    clampSelection()
  }

  private func clampSelection() {
    for (component, row) in selection {
      let rows = numberOfRows(inComponent: component)
      selection[component] = rows == 0 ? 0 : min(row, rows - 1)
    }
  }

  /// Selects `row` of wheel `component` (no animation here) without telling the delegate, as
  /// in UIKit. A row or wheel that does not exist crashes the app, as UIKit's range check does.
  public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard row >= 0, row < numberOfRows(inComponent: component) else {
      appHost?.crash(
        "NSRangeException: -[UIPickerView selectRow:inComponent:animated:]: row \(row) of component"
          + " \(component) is out of bounds (\(numberOfRows(inComponent: component)) rows)")
      return
    }
    selection[component] = row
  }

  /// The selected row of wheel `component`: 0 until another is chosen, -1 for a wheel with no
  /// rows (Apple, “selectedRow(inComponent:)”).
  public func selectedRow(inComponent component: Int) -> Int {
    numberOfRows(inComponent: component) == 0 ? -1 : (selection[component] ?? 0)
  }

  /// The title the delegate gives `row` of `component` (its attributed title's characters when
  /// it gives only that), or nil.
  func title(forRow row: Int, inComponent component: Int) -> String? {
    if let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) { return title }
    return delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
  }

  /// The titles of every wheel's rows, in order.
  var driverTitles: [[String]] {
    (0..<numberOfComponents).map { component in
      (0..<numberOfRows(inComponent: component)).map { title(forRow: $0, inComponent: component) ?? "?" }
    }
  }

  /// What the driver reads: the selected row's title in each wheel, joined by `, `.
  var driverValue: String? {
    let titles = (0..<numberOfComponents).compactMap { component -> String? in
      let row = selectedRow(inComponent: component)
      return row < 0 ? nil : (title(forRow: row, inComponent: component) ?? "\(row)")
    }
    return titles.joined(separator: ", ")
  }

  /// The user spins a wheel to a row and lets go: `VALUE` is a row of the first wheel, by title
  /// or index, or `COMPONENT:ROW` with the row by title or index. The row is selected and the
  /// delegate told, even when it was already the selected one (the wheel settles on it again).
  func driverSet(_ value: String) throws(AppActionError) {
    var component = 0
    var rowText = value
    if let colon = value.firstIndex(of: ":"), let number = Int(value[..<colon]) {
      component = number
      rowText = String(value[value.index(after: colon)...])
    }
    guard component >= 0, component < numberOfComponents else {
      throw AppActionError(
        "\(driverName) has \(numberOfComponents) components; component \(component) does not exist")
    }
    let titles = driverTitles[component]
    let row: Int
    if let index = titles.firstIndex(of: rowText) {
      row = index
    } else if let index = Int(rowText), titles.indices.contains(index) {
      row = index
    } else {
      throw AppActionError(
        "\(driverName) has no row '\(rowText)' in component \(component): its rows are"
          + " \(titles.joined(separator: ", ")) (or an index from 0)")
    }
    selection[component] = row
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }

  private var driverName: String {
    accessibilityIdentifier.map { "UIPickerView '\($0)'" } ?? "UIPickerView"
  }

  /// Accepts the `dataSource` and `delegate` outlets interface files connect.
  open override func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case "dataSource": dataSource = value as? any UIPickerViewDataSource
    case "delegate": delegate = value as? any UIPickerViewDelegate
    default: super.setValue(value, forKey: key)
    }
  }
}

/// The data source of a picker: both methods are required.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  /// How many wheels the picker has.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// How many rows wheel `component` has.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The delegate of a picker: every method is optional.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  /// The title of `row` in wheel `component` (nil by default).
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
  /// The title of `row` as attributed text, asked when there is no plain title (nil by default).
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// The user picked `row` in wheel `component`.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// No title.
  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    nil
  }
  /// No attributed title.
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  /// Does nothing.
  public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
