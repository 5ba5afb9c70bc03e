import LifecycleSimulator

/// The UI driver reads a text view's text; a tap makes an editable one first responder (the
/// keyboard comes up). A tap on one that is not editable does nothing on iOS: an error here.
extension UITextView: UIDriverElement {
  var driverValue: String? { text }
  func driverTap() throws(AppActionError) {
    guard isEditable else { throw AppActionError("the text view is not editable: a tap on it does nothing") }
    guard isFirstResponder || becomeFirstResponder() else {
      throw AppActionError("the text view cannot become first responder: it is not in a window")
    }
  }
}
