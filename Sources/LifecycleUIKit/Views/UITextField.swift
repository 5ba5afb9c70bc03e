/// A one-line editable text field.
///
/// Typing is ``insertText(_:)`` (UIKit's `UIKeyInput`); the field must be first
/// responder — in a window — for the keyboard to show.
@preconcurrency @MainActor
open class UITextField: UIView, UIKeyInput {
  /// The text; an empty string when none was set, as in UIKit.
  public var text: String? {
    get { storedText ?? "" }
    set { storedText = newValue }
  }
  private var storedText: String?
  /// The grey text shown while the field is empty.
  public var placeholder: String?

  /// Creates a text field with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a text field from an interface file: reads `text` and `placeholder`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    storedText = coder.decodeObject(forKey: "text") as? String
    placeholder = coder.decodeObject(forKey: "placeholder") as? String
  }

  /// Text fields take the keyboard.
  open override var canBecomeFirstResponder: Bool { true }

  /// Whether the field has any text.
  public var hasText: Bool { !(storedText ?? "").isEmpty }

  /// Appends typed text.
  public func insertText(_ text: String) { storedText = (storedText ?? "") + text }

  /// Deletes the last character.
  public func deleteBackward() {
    if var current = storedText, !current.isEmpty {
      current.removeLast()
      storedText = current
    }
  }
}
