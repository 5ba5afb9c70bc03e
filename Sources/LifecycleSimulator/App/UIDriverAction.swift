/// An element on the screen of an app that a UI step names: `tap Notes Save`,
/// `set Photos UISlider[0] 0.5`.
///
/// The UI driver looks the element up among the views the user sees (the key window's
/// visible controllers, presented ones on top, hidden views left out). Exactly one element
/// must match: none, or more than one, is an error listing what is on screen.
public enum UITarget: Hashable, Sendable {
  /// An element whose accessibility identifier is this name; where none has it, the
  /// element whose title or text is (a button's or bar button's title, a label's text, a
  /// tab's title, a text field's placeholder).
  case named(String)
  /// The `index`-th element (from 0, in the order a depth-first walk of the visible tree
  /// meets them) that is an instance of the class named `className` or of a subclass.
  case classIndex(className: String, index: Int)
}

/// What a UI step does to an app's interface, as a user would: the steps that need no code
/// written for LifecycleKit (`tap`, `type`, `scroll`, `select-row`, `delete-row`, `select-tab`,
/// `set`, `pull-to-refresh`, `back`). The scenario language and the explorer both send these; the device delivers one
/// only while the app is active, as it does `do APP ACTION`.
public enum UIDriverAction: Hashable, Sendable {
  /// Taps the element: a button's or a control's touch-up-inside, a bar button item, a
  /// table cell (selects its row), a text field (it becomes first responder).
  case tap(UITarget)
  /// Makes the text field or text view first responder and types `text` into it.
  case type(UITarget, text: String)
  /// Scrolls the scroll view or table view to the vertical content offset `offset`.
  case scroll(UITarget, offset: Double)
  /// Selects row `row` (section 0) of the table view, as a tap on its cell does.
  case selectRow(UITarget, row: Int)
  /// Deletes row `row` (section 0) of the table view as the user does: a swipe across it, then
  /// a tap on Delete; refused where UIKit offers no Delete for the row.
  case deleteRow(UITarget, row: Int)
  /// Selects the tab at `index` (from 0) of the tab bar controller on screen.
  case selectTab(Int)
  /// Sets a control's value as the user does: a slider's value, a switch's `on`/`off`,
  /// a segmented control's segment (by index or title), a stepper's `increment` or `decrement`
  /// (a press on its + or −); the control sends its value-changed actions.
  case set(UITarget, value: String)
  /// Pulls the scroll view or table view down past its refresh control, as the user does to
  /// refresh: the control starts refreshing and sends `.valueChanged`; refused when it has none,
  /// or it is disabled or already refreshing.
  case pullToRefresh(UITarget)
  /// Goes back one screen: the back button of the navigation controller on screen.
  case back
}
