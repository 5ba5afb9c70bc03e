/// A scrollable, multi-line editable text view.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
  /// The selection (``UITextInput``): kept and read back; typing leaves the caret at the end.
  public var selectedTextRange: UITextRange?
  /// The text positions count.
  public var textInputContent: String { storedText }

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

  /// The text (never nil when read).
  public var text: String! {
    get { storedText }
    set { storedText = newValue ?? "" }
  }
  private var storedText = "" {
    didSet { attributedStorage = nil }
  }
  /// The attributed text the app set last, if it set one after the text.
  var attributedStorage: NSAttributedString?
  /// Whether the user can edit the text.
  public var isEditable = true

  /// Creates a text view with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a text view from an interface file: reads `text` and `isEditable`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    storedText = coder.decodeObject(forKey: "text") as? String ?? ""
    if coder.containsValue(forKey: "isEditable") { isEditable = coder.decodeBool(forKey: "isEditable") }
  }

  /// Editable text views take the keyboard.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// The text's colour: kept and read back (inert).
  public var textColor: UIColor?
  /// The text's font: kept and read back (inert).
  public var font: UIFont?
  /// How the text is aligned: kept and read back (inert).
  public var textAlignment = NSTextAlignment.natural
  /// Whether the user can select the text: kept and read back.
  public var isSelectable = true

  /// The delegate, as a text view's (the scroll view's `delegate`, which UIKit's text view narrows
  /// to `UITextViewDelegate`): asked and told of editing as below.
  var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// Becomes first responder if the delegate lets editing begin; tells it
  /// (`textViewDidBeginEditing(_:)`) before the keyboard's notifications.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil else { return false }
    if textViewDelegate?.textViewShouldBeginEditing(self) == false { return false }
    return KeyboardUpdates.batch {
      guard super.becomeFirstResponder() else { return false }
      textViewDelegate?.textViewDidBeginEditing(self)
      return true
    }
  }

  /// Resigns if the delegate lets editing end; tells it (`textViewDidEndEditing(_:)`).
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if textViewDelegate?.textViewShouldEndEditing(self) == false { return false }
    KeyboardUpdates.batch {
      _ = super.resignFirstResponder()
      textViewDelegate?.textViewDidEndEditing(self)
    }
    return true
  }

  /// Whether there is any text.
  public var hasText: Bool { !storedText.isEmpty }

  /// Appends typed text, if the delegate accepts the change (the range is the end of the text),
  /// then tells it (`textViewDidChange(_:)`), as typing does; setting ``text`` tells it nothing,
  /// as in UIKit.
  public func insertText(_ text: String) {
    let range = NSRange(location: (storedText as NSString).length, length: 0)
    if textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) == false { return }
    storedText += text
    selectedTextRange = textRange(from: endOfDocument, to: endOfDocument)
    textViewDelegate?.textViewDidChange(self)
  }

  /// Deletes the last character, if the delegate accepts the change, then tells it.
  public func deleteBackward() {
    guard !storedText.isEmpty else { return }
    var shortened = storedText
    let last = String(shortened.removeLast())
    let length = (last as NSString).length
    let range = NSRange(location: (storedText as NSString).length - length, length: length)
    if textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: "") == false { return }
    storedText = shortened
    selectedTextRange = textRange(from: endOfDocument, to: endOfDocument)
    textViewDelegate?.textViewDidChange(self)
  }
}

/// The delegate of a text view (Apple's “UITextViewDelegate”), a scroll view's delegate too:
/// every method is optional.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin (true by default).
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began: the text view is first responder.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether editing may end (true by default).
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing ended: the text view resigned.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the text in `range` may be replaced by `text` (true by default).
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  /// The user changed the text (typing, deleting); not called when the app sets it.
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Lets editing begin.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Lets editing end.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Takes every change.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
}
