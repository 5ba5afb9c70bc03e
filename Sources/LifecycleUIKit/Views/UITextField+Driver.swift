import LifecycleSimulator

/// The UI driver names a text field by its placeholder and reads its text; a tap makes it
/// first responder (the keyboard comes up), and `type` does that, then inserts the text as the
/// keyboard does (``insertText(_:)``).
extension UITextField: UIDriverElement {
  var driverTitle: String? { placeholder }
  var driverValue: String? { text }
  func driverTap() throws(AppActionError) {
    guard isFirstResponder || becomeFirstResponder() else {
      throw AppActionError("the text field cannot become first responder: it is not in a window")
    }
  }
}
