/// A scrollable, multi-line editable text view.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
  private var customInputView: UIView?
  private var customAccessoryView: UIView?

  /// The view shown in place of the keyboard while editing (a picker, say): kept and read back;
  /// the keyboard's notifications and frame stay the system keyboard's (nothing is laid out).
  override open var inputView: UIView? {
    get { customInputView }
    set { customInputView = newValue }
  }

  /// The view shown above the keyboard while editing: kept and read back.
  override open var inputAccessoryView: UIView? {
    get { customAccessoryView }
    set { customAccessoryView = newValue }
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

  /// Whether there is any text.
  public var hasText: Bool { !storedText.isEmpty }

  /// Appends typed text.
  public func insertText(_ text: String) { storedText += text }

  /// Deletes the last character.
  public func deleteBackward() {
    if !storedText.isEmpty { storedText.removeLast() }
  }
}
