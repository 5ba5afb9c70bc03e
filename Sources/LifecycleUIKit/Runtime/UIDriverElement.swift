import LifecycleSimulator

/// A view the UI driver (``LifecycleSimulator/UIDriverAction``) can name by what the user
/// reads on it, read the value of, tap and set. Each view class adopts it in its own file;
/// a class whose subclasses behave differently implements the members on the class, so
/// that the subclasses can override them.
@MainActor
protocol UIDriverElement: UIView {
  /// The title or text the user reads on the element (a button's title, a label's text),
  /// by which a step may name it; nil when it shows none.
  var driverTitle: String? { get }
  /// What `expect APP value TARGET == VALUE` reads: a slider's value, a switch's `on` or
  /// `off`, the selected segment's title, a label's or a field's text.
  var driverValue: String? { get }
  /// The user taps the element; an element that cannot be tapped throws, saying so.
  func driverTap() throws(AppActionError)
  /// The user sets the element's value (`set APP TARGET VALUE`); an element without a value
  /// the user can set, or a value it cannot take, throws, saying which values it takes.
  func driverSet(_ value: String) throws(AppActionError)
}

extension UIDriverElement {
  var driverTitle: String? { nil }
  var driverValue: String? { nil }
  func driverTap() throws(AppActionError) { throw AppActionError("\(type(of: self)) cannot be tapped") }
  func driverSet(_ value: String) throws(AppActionError) {
    throw AppActionError("\(type(of: self)) has no value the user can set")
  }
}

/// A container controller whose tabs the UI driver selects (`select-tab APP N`): the tab bar
/// controller adopts it.
@MainActor
protocol UIDriverTabContainer: UIViewController {
  /// The tabs' titles, in order, for errors that list them.
  var driverTabTitles: [String] { get }
  /// The index of the tab selected, nil when none is.
  var driverSelectedTabIndex: Int? { get }
  /// The user taps the tab at `index` (from 0), as on iOS: the delegate may refuse
  /// (`tabBarController(_:shouldSelect:)`), then the tab is selected and the delegate told.
  /// An index out of range throws, listing the tabs.
  func driverSelectTab(_ index: Int) throws(AppActionError)
}
