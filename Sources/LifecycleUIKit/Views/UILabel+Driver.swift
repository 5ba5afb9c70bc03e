/// The UI driver names a label by its text and reads its text; a tap on a label does nothing
/// on iOS, so `tap` on one is an error.
extension UILabel: UIDriverElement {
  var driverTitle: String? { text }
  var driverValue: String? { text }
}
