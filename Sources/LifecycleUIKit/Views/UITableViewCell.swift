/// A row of a table view.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The cell's predefined layouts.
  public enum CellStyle: Int, Sendable {
    /// A text label only.
    case `default`
    /// A text label and a detail label on the right.
    case value1
    /// A text label and a detail label, side by side.
    case value2
    /// A text label and a detail label below it.
    case subtitle
  }

  /// How a table draws the lines between its rows (Apple, “UITableViewCell.SeparatorStyle”), with
  /// UIKit's raw values: ``UITableView/separatorStyle`` (inert).
  public enum SeparatorStyle: Int, Sendable {
    /// No lines.
    case none
    /// A thin line between rows (the default).
    case singleLine
    /// An etched line (grouped tables before iOS 7).
    case singleLineEtched
  }

  /// The reuse identifier the cell was made with.
  public let reuseIdentifier: String?
  /// The cell's main label.
  public let textLabel: UILabel?
  /// The cell's detail label (nil for the default style).
  public let detailTextLabel: UILabel?
  /// The view custom content goes in.
  public let contentView = UIView()
  private var madeImageView: UIImageView?
  private let styleHasImage: Bool

  /// The cell's image view, made (and put into the content view) the first time it is asked for,
  /// as UIKit makes it; nil for the `.value2` style, which has none (Apple's "UITableViewCell",
  /// `imageView`).
  public var imageView: UIImageView? {
    guard styleHasImage else { return nil }
    if let madeImageView { return madeImageView }
    let view = UIImageView(image: nil)
    contentView.insertSubview(view, at: 0)
    madeImageView = view
    return view
  }
  /// The standard control at the trailing edge; shown in the snapshot when not `.none`.
  public var accessoryType = AccessoryType.none
  /// How the cell looks when selected: an inert value (nothing is drawn).
  public var selectionStyle = SelectionStyle.default
  /// The view behind the cell's content (“backgroundView”): kept and read back (inert).
  public var backgroundView: UIView?
  /// The view behind a selected cell's content (“selectedBackgroundView”): kept and read back
  /// (inert; the snapshot shows the selection).
  public var selectedBackgroundView: UIView?
  /// The view behind a selected cell's content while the table allows several selections: kept
  /// and read back (inert).
  public var multipleSelectionBackgroundView: UIView?
  /// The storyboard segue the cell's selection triggers (a prototype cell's `<segue>`).
  var selectionSegue: (@MainActor () -> Void)?

  /// Creates a cell. (Required here, unlike UIKit, so that the table view can create
  /// registered cell classes by their metatype.)
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    styleHasImage = style != .value2
    textLabel = UILabel()
    detailTextLabel = style == .default ? nil : UILabel()
    super.init(frame: .zero)
    addSubview(contentView)
    for label in [textLabel, detailTextLabel].compactMap({ $0 }) { contentView.addSubview(label) }
  }

  /// A cell of the default style with no reuse identifier, as `UITableViewCell()` makes on iOS.
  public convenience init() { self.init(style: .default, reuseIdentifier: nil) }

  /// Creates a cell from an interface file: reads `reuseIdentifier`, and for a storyboard's
  /// cell of a built-in style its `style` (``CellStyle``'s raw value) and the texts of its own
  /// labels, `textLabelText` and `detailTextLabelText`.
  public required init?(coder: NSCoder) {
    reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
    let style = CellStyle(rawValue: coder.decodeInteger(forKey: "style")) ?? .default
    styleHasImage = style != .value2
    textLabel = UILabel()
    detailTextLabel = style == .default ? nil : UILabel()
    super.init(coder: coder)
    textLabel?.text = coder.decodeObject(forKey: "textLabelText") as? String
    detailTextLabel?.text = coder.decodeObject(forKey: "detailTextLabelText") as? String
    addSubview(contentView)
    for label in [textLabel, detailTextLabel].compactMap({ $0 }) { contentView.addSubview(label) }
  }
}
