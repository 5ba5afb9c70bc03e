/// Text input from the keyboard: what text fields and text views adopt. While a
/// `UIKeyInput` is its window's first responder, the keyboard is shown.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
  /// Whether there is any text.
  var hasText: Bool { get }
  /// Inserts typed text at the end (the simulator has no cursor).
  func insertText(_ text: String)
  /// Deletes the last character.
  func deleteBackward()
}
