#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// The notes screen: one text field holding the note.
@MainActor
final class NoteViewController: UIViewController {
  /// The field the user types the note into.
  let textField = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 31))

  override func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    textField.placeholder = "Note"
    view.addSubview(textField)
    self.view = view
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Note"
  }

  /// The user taps the field and types `text` at the end of the note.
  func type(_ text: String) {
    textField.becomeFirstResponder()
    textField.insertText(text)
  }
}
