/// A one-line editable text field: a control (UIControl), so it sends its editing events to the
/// actions attached for them, and asks and tells its ``delegate`` as UIKit does.
///
/// Typing is ``insertText(_:)`` (UIKit's `UIKeyInput`); the field must be first
/// responder — in a window — for the keyboard to show. Becoming first responder asks
/// `textFieldShouldBeginEditing(_:)`, then tells `textFieldDidBeginEditing(_:)` and sends
/// `.editingDidBegin`; each insertion asks `textField(_:shouldChangeCharactersIn:replacementString:)`
/// and, when taken, sends `.editingChanged`; resigning asks `textFieldShouldEndEditing(_:)`,
/// then tells `textFieldDidEndEditing(_:)` and sends `.editingDidEnd`.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
  /// The selection (``UITextInput``): kept and read back; typing leaves the caret at the end.
  public var selectedTextRange: UITextRange?
  /// The text positions count.
  public var textInputContent: String { storedText ?? "" }

  /// The view shown in place of the keyboard while editing (a picker, say): kept and read back;
  /// the keyboard's notifications and frame stay the system keyboard's (nothing is laid out).
  override open var inputView: UIView? {
    get { givenInputViews.input }
    set { givenInputViews.input = newValue }
  }

  /// The view shown above the keyboard while editing: kept and read back.
  override open var inputAccessoryView: UIView? {
    get { givenInputViews.accessory }
    set { givenInputViews.accessory = newValue }
  }

  /// The text; an empty string when none was set, as in UIKit.
  public var text: String? {
    get { storedText ?? "" }
    set { storedText = newValue }
  }
  private var storedText: String? {
    didSet { attributedStorage = nil }
  }
  /// The attributed text the app set last, if it set one after the text.
  var attributedStorage: NSAttributedString?
  /// The grey text shown while the field is empty.
  public var placeholder: String?
  /// The font: kept and read back (an inert value).
  public var font: UIFont?
  /// The text's colour: kept and read back (inert).
  public var textColor: UIColor?
  /// Where the text sits: kept and read back (inert).
  public var textAlignment = NSTextAlignment.natural
  /// The delegate asked before editing begins, each change and editing ends, and told after.
  /// Not retained, as in UIKit. Interface files set it through the `delegate` outlet.
  public weak var delegate: (any UITextFieldDelegate)? {
    didSet {
      // A delegate method declared below the adopting class is never called (a misuse).
      if let delegate { appHost?.verifyDispatch(of: delegate, against: .textFieldDelegate) }
    }
  }

  /// Creates a text field with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a text field from an interface file: reads the control's keys, `text` and
  /// `placeholder`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    storedText = coder.decodeObject(forKey: "text") as? String
    placeholder = coder.decodeObject(forKey: "placeholder") as? String
  }

  /// Text fields take the keyboard, unless disabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Becomes first responder if the delegate lets editing begin; tells it, and sends
  /// `.editingDidBegin`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil else { return false }
    if delegate?.textFieldShouldBeginEditing(self) == false { return false }
    // The keyboard's notifications follow the delegate's `textFieldDidBeginEditing(_:)`.
    return KeyboardUpdates.batch {
      guard super.becomeFirstResponder() else { return false }
      delegate?.textFieldDidBeginEditing(self)
      sendActions(for: .editingDidBegin)
      return true
    }
  }

  /// Resigns if the delegate lets editing end; tells it, and sends `.editingDidEnd`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if delegate?.textFieldShouldEndEditing(self) == false { return false }
    // The keyboard's notifications follow the delegate's `textFieldDidEndEditing(_:)`.
    KeyboardUpdates.batch {
      _ = super.resignFirstResponder()
      delegate?.textFieldDidEndEditing(self)
      sendActions(for: .editingDidEnd)
    }
    return true
  }

  /// Whether the field has any text.
  public var hasText: Bool { !(storedText ?? "").isEmpty }

  /// Appends typed text, if the delegate accepts the change (the range is the end of the text);
  /// sends `.editingChanged`.
  public func insertText(_ text: String) {
    let current = storedText ?? ""
    let range = NSRange(location: (current as NSString).length, length: 0)
    if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) == false { return }
    storedText = current + text
    selectedTextRange = textRange(from: endOfDocument, to: endOfDocument)
    sendActions(for: .editingChanged)
  }

  /// Deletes the last character, if the delegate accepts the change; sends `.editingChanged`.
  public func deleteBackward() {
    guard var current = storedText, !current.isEmpty else { return }
    let last = String(current.removeLast())
    let length = (last as NSString).length
    let range = NSRange(location: ((storedText ?? "") as NSString).length - length, length: length)
    if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") == false { return }
    storedText = current
    selectedTextRange = textRange(from: endOfDocument, to: endOfDocument)
    sendActions(for: .editingChanged)
  }

  /// Accepts the `delegate` outlet interface files connect.
  open override func setValue(_ value: Any?, forKey key: String) {
    guard key == "delegate" else { return super.setValue(value, forKey: key) }
    delegate = value as? any UITextFieldDelegate
  }
}

/// The delegate of a text field (UITextFieldDelegate): every method is optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin (true by default).
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began: the field is first responder.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end (true by default).
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended: the field resigned.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether the characters in `range` may be replaced by `string` (true by default).
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
  /// Whether the Return key is handled (true by default); the UI driver has no Return key.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Lets editing begin.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Lets editing end.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Takes every change.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// Handles Return.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
