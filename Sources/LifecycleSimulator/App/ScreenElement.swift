/// One thing an app shows, as its snapshot (``ScreenSnapshot``) lists it: a window, a view
/// controller, a view, a table's visible row, a collection view's visible item, an alert, the
/// keyboard.
///
/// What the user entered or chose (``value``) is kept apart from what the app writes for the
/// user to read (``title``), and both from where the element is scrolled to (``offset``): the
/// explorer's no-data-loss oracle compares the first after a relaunch, all of it after a resume,
/// and the offsets on the way back to a screen. The text rendering (``line``) writes each part in
/// its own place, so text the app shows is never read as another part.
///
/// The UIKit layer describes its views with it (one place maps each view class to its kind),
/// the renderer lists them in tree order, and the UI driver names elements by the same
/// ``identifier`` and ``title``.
public struct ScreenElement: Hashable, Sendable, Codable {
  /// What the element is, with the parts of its line that only that kind shows.
  public var kind: Kind
  /// How deep in the tree: 0 for a window, an alert view and the keyboard; the text indents by
  /// two spaces a level.
  public var depth: Int
  /// The accessibility identifier (`accessibilityIdentifier`), by which a UI step names it
  /// first; not in the text.
  public var identifier: String?
  /// What the app writes on it for the user to read, by which a UI step names it when no
  /// identifier matches: a label's text, a button's title, a text field's placeholder, a cell's
  /// or row's text, a view controller's or an alert's title, an app's plain line. Output: it may
  /// rightly read otherwise after a relaunch.
  public var title: String?
  /// What the user entered or chose, as `expect APP value` reads it: a text field's or text
  /// view's text, a switch's `on` or `off`, a slider's value, the selected segment's title.
  /// Nil for an element that takes no input, and for segments with none selected.
  public var value: String?
  /// The content offset of a scroll view, table, collection view or text view; nil for other
  /// kinds.
  public var offset: ScreenPoint?
  /// How many rows a table holds, or items a collection view holds, all sections together; nil
  /// for other kinds.
  public var rowCount: Int?
  /// The row selected in a table, nil when none is (view state, not the user's data).
  public var selection: ScreenIndexPath?
  /// The items selected in a collection view, in the order it gives them; empty for other kinds
  /// (view state, not the user's data).
  public var selectedItems: [ScreenIndexPath]
  /// Whether a text field or text view is first responder (the `editing` mark): transient.
  public var isEditing: Bool
  /// Whether a control takes touches (`disabled` in the text when not).
  public var isEnabled: Bool

  /// An element of `kind` at `depth`; the other parts as given, none by default.
  public init(
    _ kind: Kind, depth: Int, identifier: String? = nil, title: String? = nil, value: String? = nil,
    offset: ScreenPoint? = nil, rowCount: Int? = nil, selection: ScreenIndexPath? = nil,
    selectedItems: [ScreenIndexPath] = [], isEditing: Bool = false, isEnabled: Bool = true
  ) {
    self.kind = kind
    self.depth = depth
    self.identifier = identifier
    self.title = title
    self.value = value
    self.offset = offset
    self.rowCount = rowCount
    self.selection = selection
    self.selectedItems = selectedItems
    self.isEditing = isEditing
    self.isEnabled = isEnabled
  }

  /// The kinds of element the snapshot lists, each with what only its line shows. The text of
  /// each is in ``ScreenElement/line``; the UIKit layer maps its view classes to them in one
  /// place.
  public enum Kind: Hashable, Sendable, Codable {
    /// A visible window, `key` when it is the key window.
    case window(isKey: Bool)
    /// A view controller's view, named by the controller's class (its title in ``title``).
    case controller(className: String)
    /// A navigation controller, with the classes of its stack, root first.
    case navigationController(stack: [String])
    /// A tab bar controller: its tabs' titles, the selected tab's index, whether its bar is hidden.
    case tabBarController(tabs: [String], selected: Int?, isBarHidden: Bool)
    /// An alert (an alert view or an alert controller), its title in ``title``: transient.
    case alert(message: String?, buttons: [String])
    /// A label: its text in ``title``.
    case label
    /// A text field: its text in ``value``, its placeholder in ``title``.
    case textField
    /// A text view: its text in ``value``.
    case textView
    /// A table: ``offset``, ``rowCount`` and ``selection``; its visible rows follow it.
    case table
    /// A visible row of the table before it: where it is, its accessory (`checkmark`, …) and
    /// whether it is the selected one; its cell's text in ``title``.
    case row(ScreenIndexPath, accessory: String?, isSelected: Bool)
    /// A scroll view: its ``offset``.
    case scrollView
    /// A collection view: ``offset``, ``rowCount`` (its items) and ``selectedItems``; whether its
    /// layout scrolls sideways (then its offset along the scroll is the horizontal one). Its
    /// visible items and supplementary views follow it.
    case collection(scrollsHorizontally: Bool)
    /// A visible item of the collection view before it: where it is and whether it is selected;
    /// the texts of its cell's labels in ``title``.
    case item(ScreenIndexPath, isSelected: Bool)
    /// A visible supplementary view of the collection view before it, of this element kind
    /// (``headerKind``, ``footerKind`` or an app's own) at this place; the texts of its labels
    /// in ``title``.
    case supplementary(kind: String, ScreenIndexPath)
    /// A button: its title in ``title``.
    case button
    /// A slider, between these values; its value in ``value``.
    case slider(minimum: Float, maximum: Float)
    /// A picker with these rows' titles, one list a wheel; the selected rows' titles, joined by
    /// `, `, in ``value``.
    case picker(components: [[String]])
    /// A date picker in this mode (`dateAndTime`, `date`, `time`, `countDownTimer`); its date in
    /// ``value``, ISO 8601 in UTC.
    case datePicker(mode: String)
    /// A stepper, between these values; its value in ``value``.
    case stepper(minimum: Double, maximum: Double)
    /// A switch: `on` or `off` in ``value``.
    case `switch`
    /// A segmented control with these segment titles; the selected one's in ``value``.
    case segments(titles: [String])
    /// An image view, showing the image of this name.
    case image(name: String?)
    /// A table cell outside a table's rows: its text in ``title``, and its detail text.
    case cell(detail: String?)
    /// The keyboard, up: transient.
    case keyboard
    /// The pull-to-refresh control of the scroll view or table before it, and whether it is
    /// refreshing (from the user's pull or the app's `beginRefreshing()` to its
    /// `endRefreshing()`).
    case refreshControl(isRefreshing: Bool)
    /// A view of no kind of its own (a plain `UIView`, a custom subclass): the snapshot leaves
    /// it out and lists its subviews in its place; the UI driver names it by its identifier (or
    /// its title, when the view gives one).
    case container
    /// A line an app without views shows, as it is (``title``): the tracer's name.
    case plainText

    /// The element kind of a section's header (UIKit's
    /// `UICollectionView.elementKindSectionHeader`).
    public static let headerKind = "UICollectionElementKindSectionHeader"
    /// The element kind of a section's footer (UIKit's
    /// `UICollectionView.elementKindSectionFooter`).
    public static let footerKind = "UICollectionElementKindSectionFooter"
  }

  /// Whether the element is there only for a moment, which the user does not expect to find
  /// again after leaving: an alert or the keyboard. (The ``isEditing`` mark is transient too.)
  public var isTransient: Bool {
    switch kind {
    case .alert, .keyboard: true
    default: false
    }
  }

  /// The element reduced to the user's data, for comparing what a relaunch must bring back:
  /// its kind, identifier and ``value``, or a table's or collection view's ``rowCount``; nil for
  /// an element that holds none (a label's text is output; offsets and selections are view
  /// state).
  public var userData: ScreenElement? {
    guard value != nil || rowCount != nil else { return nil }
    return ScreenElement(kind, depth: 0, identifier: identifier, value: value, rowCount: rowCount)
  }

  /// The element reduced to where it is scrolled to: its kind, identifier and ``offset``; nil
  /// for an element that does not scroll.
  public var scrollPosition: ScreenElement? {
    offset.map { ScreenElement(kind, depth: 0, identifier: identifier, offset: $0) }
  }
}

/// A point of content offset, in points.
public struct ScreenPoint: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The horizontal offset.
  public var x: Double
  /// The vertical offset.
  public var y: Double

  /// The point (`x`, `y`).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// No offset: `(0, 0)`.
  public static let zero = ScreenPoint(x: 0, y: 0)

  /// `(0, 240)`: whole numbers without a fraction, others as `Double` writes them.
  public var description: String { "(\(Self.number(x)), \(Self.number(y)))" }

  /// A coordinate as the snapshot writes it: `240`, `12.5`.
  public static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// A row's place in a table (or an item's in a collection view): its section and its row (or
/// item) in it.
public struct ScreenIndexPath: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The section, from 0.
  public var section: Int
  /// The row in the section, from 0.
  public var row: Int

  /// The row `row` of section `section`.
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// `[0, 3]`, as the snapshot writes it.
  public var description: String { "[\(section), \(row)]" }
}
