extension UITableViewCell {
  /// The standard control at a cell's trailing edge. The snapshot shows it after the row's
  /// text (`row [0, 2] "Milk" checkmark`); nothing is drawn. Raw values are UIKit's.
  public enum AccessoryType: Int, Sendable, CustomStringConvertible {
    /// No accessory.
    case none
    /// A chevron: tapping the row shows more.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// An info button (iOS 7 and later).
    case detailButton

    /// The name the snapshot shows: `checkmark`, `disclosureIndicator`, …
    public var description: String {
      switch self {
      case .none: "none"
      case .disclosureIndicator: "disclosureIndicator"
      case .detailDisclosureButton: "detailDisclosureButton"
      case .checkmark: "checkmark"
      case .detailButton: "detailButton"
      }
    }
  }

  /// What editing a row does, passed to the data source's
  /// ``UITableViewDataSource/tableView(_:commit:forRowAt:)``. Raw values are UIKit's.
  public enum EditingStyle: Int, Sendable {
    /// The row cannot be edited.
    case none
    /// The user deletes the row.
    case delete
    /// The user inserts a row there.
    case insert
  }

  /// How a selected cell looks: an inert value (nothing is drawn; selection is still kept by
  /// the table). Raw values are UIKit's.
  public enum SelectionStyle: Int, Sendable {
    /// No highlight.
    case none
    /// Blue (before iOS 7; grey since).
    case blue
    /// Grey.
    case gray
    /// The system's highlight (iOS 7 and later).
    case `default`
  }
}
