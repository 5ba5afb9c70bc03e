/// A data source that names its rows by model identifier, so that state restoration keeps
/// a table's selection and scroll position on the same items even when their index paths
/// changed between launches (App Programming Guide, “Visual Appearance Across Launches”;
/// “Programming iOS 6”, Table View State Restoration).
///
/// A table view with a ``UIView/restorationIdentifier`` whose data source adopts this saves
/// the identifiers of its first visible row and of its selected row, and finds them again
/// at restoration. Without it, a table restores only its content offset, as a scroll view.
@preconcurrency @MainActor
public protocol UIDataSourceModelAssociation: AnyObject {
  /// The identifier of the model object shown at `idx` in `view`, or nil.
  func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String?
  /// Where the model object `identifier` is shown in `view` now, or nil when it is gone.
  func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath?
}
