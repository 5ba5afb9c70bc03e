/// A search field with an optional Cancel button and scope bar (UIKit's `UISearchBar`).
///
/// The text lives in ``searchTextField``, a real text field among the bar's subviews: the UI
/// driver types into it as into any text field (`type APP UISearchTextField[0] TEXT`, or the bar
/// itself by its accessibility identifier), the snapshot lists it as a `text-field`, and the
/// explorer's no-data-loss oracle reads its text as what the user entered. Each key the user
/// types asks ``UISearchBarDelegate/searchBar(_:shouldChangeTextIn:replacementText:)``, then tells
/// ``UISearchBarDelegate/searchBar(_:textDidChange:)`` and — when the bar belongs to a
/// ``UISearchController`` — its results updater (Apple's “updateSearchResults(for:)”: “when the
/// search bar becomes the first responder or the search bar's text changes”). Setting ``text``
/// from code tells no one, as in UIKit.
///
/// The Cancel button is a `UIButton` titled `Cancel` among the subviews, shown while
/// ``showsCancelButton`` is true or while the bar's search controller is active; a tap tells
/// ``UISearchBarDelegate/searchBarCancelButtonClicked(_:)`` and deactivates the search controller.
/// The scope bar shows while ``showsScopeBar`` is true or the search controller is active and
/// there are ``scopeButtonTitles``: the driver's `set APP UISearchBar[0] TITLE-OR-INDEX` selects a
/// scope as the user's tap does, telling
/// ``UISearchBarDelegate/searchBar(_:selectedScopeButtonIndexDidChange:)``.
///
/// UIKit does not preserve the bar's text, scope or active state across launches: Apple's
/// TableSearch sample encodes them itself in `encodeRestorableState(with:)`. Neither does
/// LifecycleKit (the text field has no restoration identifier).
@preconcurrency @MainActor
open class UISearchBar: UIView, UIKeyInput {
  /// The text field the user types into (“searchTextField”, iOS 13): a ``UISearchTextField``.
  public let searchTextField: UISearchTextField
  /// The Cancel button, among the subviews; hidden unless shown (``showsCancelButton``, or an
  /// active search controller).
  let cancelButton: UIButton
  /// The search controller that made this bar, if any: it is told of the bar's editing.
  weak var searchController: UISearchController?

  /// The delegate told of editing, the buttons and the scope; not retained, as in UIKit.
  public weak var delegate: (any UISearchBarDelegate)? {
    didSet {
      // A delegate method declared below the adopting class is never called (a misuse).
      if let delegate { appHost?.verifyDispatch(of: delegate, against: .searchBarDelegate) }
    }
  }

  /// Creates a search bar with a frame.
  public override init(frame: CGRect) {
    searchTextField = UISearchTextField(
      frame: CGRect(x: 8, y: 6, width: max(frame.width - 16, 0), height: 36))
    cancelButton = UIButton(type: .system)
    super.init(frame: frame)
    setUp()
  }

  /// Creates a search bar from an interface file: reads `text` and `placeholder`.
  public required init?(coder: NSCoder) {
    searchTextField = UISearchTextField(frame: CGRect(x: 8, y: 6, width: 304, height: 36))
    cancelButton = UIButton(type: .system)
    super.init(coder: coder)
    setUp()
    searchTextField.text = coder.decodeObject(forKey: "text") as? String
    searchTextField.placeholder = coder.decodeObject(forKey: "placeholder") as? String
  }

  private func setUp() {
    searchTextField.searchBar = self
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.addSystemAction(for: .touchUpInside) { [weak self] in self?.cancelTapped() }
    cancelButton.isHidden = true
    addSubview(searchTextField)
    addSubview(cancelButton)
  }

  /// The text in the field; an empty string when none, as in UIKit. Setting it tells neither
  /// the delegate nor the search controller's updater (only the user's typing does).
  public var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  /// The grey text the field shows while it is empty.
  public var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// A line of text above the field: kept and read back (inert).
  public var prompt: String?
  /// The titles of the scope bar's buttons, first to last; nil for no scope bar.
  public var scopeButtonTitles: [String]?
  /// The index of the selected scope button (0 by default). Setting it from code tells no one.
  public var selectedScopeButtonIndex = 0
  /// Whether the scope bar shows even when no search controller is active.
  public var showsScopeBar = false
  /// Whether the Cancel button shows even when no search controller is active.
  public var showsCancelButton = false {
    didSet { updateCancelButton() }
  }
  /// Shows or hides the Cancel button, at once.
  public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }
  /// The look of the bar (`.default`, `.minimal`, `.prominent`): kept and read back (inert).
  public var searchBarStyle = UISearchBar.Style.default
  /// The bar's colour: kept and read back (inert).
  public var barTintColor: UIColor?
  /// The keyboard's capitalization: kept and read back (inert: the driver types as given).
  public var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// The keyboard's autocorrection: kept and read back (inert).
  public var autocorrectionType = UITextAutocorrectionType.default
  /// The keyboard's Return key (Search by default): kept and read back (inert).
  public var returnKeyType = UIReturnKeyType.search
  /// The keyboard's layout: kept and read back (inert).
  public var keyboardType = UIKeyboardType.default

  /// Whether the scope bar is on screen: there are titles, and the bar shows it always or its
  /// search controller is active.
  var isScopeBarShown: Bool {
    (scopeButtonTitles?.count ?? 0) > 1 && (showsScopeBar || searchController?.isActive == true)
  }

  func updateCancelButton() {
    let automatic = searchController.map { $0.isActive && $0.automaticallyShowsCancelButton } ?? false
    cancelButton.isHidden = !(showsCancelButton || automatic)
  }

  // MARK: The keyboard

  /// The bar takes the keyboard through its text field.
  open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
  /// Whether the bar's text field is first responder.
  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
  /// Makes the text field first responder (editing begins, as a tap on the field does).
  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
  /// The text field resigns (editing ends).
  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
  /// Whether the field has any text.
  public var hasText: Bool { searchTextField.hasText }
  /// Types `text` into the field, as the keyboard does.
  public func insertText(_ text: String) { searchTextField.insertText(text) }
  /// Deletes the last character of the field, as the keyboard does.
  public func deleteBackward() { searchTextField.deleteBackward() }

  // MARK: What the user does

  /// The user tapped Cancel: the delegate is told, and the search controller, if any, becomes
  /// inactive (its text cleared).
  func cancelTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    searchController?.cancel()
  }

  /// The user tapped the keyboard's Search key: the delegate is told
  /// (``UISearchBarDelegate/searchBarSearchButtonClicked(_:)``). The UI driver has no Return
  /// key; tests and scenario scripts call this (an addition).
  public func simulateSearchButtonTap() {
    delegate?.searchBarSearchButtonClicked(self)
  }

  /// The user tapped the scope button at `index`: it is selected and the delegate told, when it
  /// changes.
  func userSelectScope(_ index: Int) {
    guard index != selectedScopeButtonIndex else { return }
    selectedScopeButtonIndex = index
    delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
  }

  /// The user typed into the field (or deleted): the delegate, then the search controller's
  /// updater.
  func textDidChange() {
    delegate?.searchBar(self, textDidChange: text ?? "")
    searchController?.searchTextDidChange()
  }

  /// The bar accepts the `delegate` outlet interface files connect.
  open override func setValue(_ value: Any?, forKey key: String) {
    guard key == "delegate" else { return super.setValue(value, forKey: key) }
    delegate = value as? any UISearchBarDelegate
  }

  /// The looks of a search bar.
  public enum Style: Int, Sendable {
    /// The default look.
    case `default`
    /// A prominent, translucent bar.
    case prominent
    /// A bar with no background.
    case minimal
  }
}

/// The text field of a ``UISearchBar`` (UIKit's `UISearchTextField`, iOS 13): typing into it
/// asks and tells the bar's delegate, and tells its search controller, besides the field's own.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// The bar the field belongs to.
  weak var searchBar: UISearchBar?

  /// Editing begins if the bar's delegate lets it (`searchBarShouldBeginEditing(_:)`); then the
  /// delegate is told (`searchBarTextDidBeginEditing(_:)`) and the bar's search controller
  /// becomes active, its results updater told.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard let bar = searchBar else { return super.becomeFirstResponder() }
    guard canBecomeFirstResponder, window != nil else { return false }
    if bar.delegate?.searchBarShouldBeginEditing(bar) == false { return false }
    guard super.becomeFirstResponder() else { return false }
    bar.delegate?.searchBarTextDidBeginEditing(bar)
    bar.searchController?.searchBarDidBeginEditing()
    return true
  }

  /// Editing ends if the bar's delegate lets it (`searchBarShouldEndEditing(_:)`); then it is
  /// told (`searchBarTextDidEndEditing(_:)`).
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder, let bar = searchBar else { return super.resignFirstResponder() }
    if bar.delegate?.searchBarShouldEndEditing(bar) == false { return false }
    guard super.resignFirstResponder() else { return false }
    bar.delegate?.searchBarTextDidEndEditing(bar)
    return true
  }

  /// Types `text` at the end if the bar's delegate takes the change
  /// (`searchBar(_:shouldChangeTextIn:replacementText:)`) and the field's does; the bar's
  /// delegate and search controller are told of the new text.
  public override func insertText(_ text: String) {
    let before = self.text ?? ""
    if let bar = searchBar {
      let range = NSRange(location: (before as NSString).length, length: 0)
      if bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: text) == false { return }
    }
    super.insertText(text)
    if self.text != before { searchBar?.textDidChange() }
  }

  /// Deletes the last character if the bar's delegate and the field's take the change; the
  /// bar's delegate and search controller are told.
  public override func deleteBackward() {
    let before = self.text ?? ""
    guard let last = before.last else { return }
    if let bar = searchBar {
      let length = (String(last) as NSString).length
      let range = NSRange(location: (before as NSString).length - length, length: length)
      if bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: "") == false { return }
    }
    super.deleteBackward()
    if self.text != before { searchBar?.textDidChange() }
  }
}

/// The delegate of a search bar (UISearchBarDelegate): every method is optional.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Whether editing may begin (true by default).
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began: the bar's field is first responder.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether editing may end (true by default).
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing ended: the field resigned.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user changed the text (not called when code sets ``UISearchBar/text``).
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether the user's change of the characters in `range` to `text` is taken (true by default).
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  /// The user tapped the keyboard's Search key.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped Cancel.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The user selected another scope button.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  /// Lets editing begin.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// Lets editing end.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Takes every change.
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
