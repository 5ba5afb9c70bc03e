/// A view a collection view shows for an item or a supplementary element (a section's header or
/// footer), made by dequeuing a reuse identifier and reused when it leaves the screen.
///
/// As in UIKit (“UICollectionReusableView”), a view the collection view takes back is kept
/// for the next dequeue of its identifier, and ``prepareForReuse()`` is called before it is
/// handed out again: content a cell keeps from its last item shows unless the app resets it.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with (from its interface file for a storyboard's
  /// prototype); nil for a view made directly.
  public internal(set) var reuseIdentifier: String?

  /// Creates a view with a frame. (Required here, unlike UIKit, so that the collection view
  /// can make a registered class from its metatype: an override is written
  /// `required override init(frame:)`.)
  public required override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates the view from an interface file: reads `reuseIdentifier`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
  }

  /// Called before a dequeue hands the view out again, the collection view having taken it
  /// back (it left the screen, or the data was reloaded). Does nothing by default; override to
  /// reset the content, and call `super`.
  open func prepareForReuse() {}

  /// Takes the layout's attributes for the element it shows; the collection view has already
  /// set the frame. Does nothing by default.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// An item of a collection view: its custom content goes in ``contentView``.
///
/// The collection view keeps ``isSelected`` true while its item is selected; ``isHighlighted``
/// is set while the user's finger is on it (during a tap). Both are open for an override with
/// an observer, as apps use them to restyle the cell.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view the cell's content goes in (the collection view shows the cell's labels).
  public let contentView = UIView()
  /// A view behind the content: kept and read back (an inert value: not drawn).
  public var backgroundView: UIView?
  /// A view behind the content while the cell is selected: kept and read back (inert).
  public var selectedBackgroundView: UIView?
  /// Whether the cell's item is selected: the collection view sets it.
  open var isSelected = false
  /// Whether the user's finger is on the cell: the collection view sets it during a tap.
  open var isHighlighted = false
  /// The storyboard segue the cell's selection triggers (a prototype cell's `<segue>`).
  var selectionSegue: (@MainActor () -> Void)?

  /// Creates a cell with a frame.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates a cell from an interface file (its content view's subviews are the file's).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }
}
