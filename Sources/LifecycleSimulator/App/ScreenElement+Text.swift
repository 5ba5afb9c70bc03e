/// The text of an element, as traces, `expect` checks, reports and golden files show the
/// snapshot: one line an element, its kind's word first.
///
///     window key
///     NotesViewController "Notes"
///     label "Today"
///     text-field "buy milk" editing
///     table offset=(0, 132) rows=30 selected=[0, 4]
///     row [0, 3] "Item 3" checkmark selected
///     collection offset=(0, 120) items=30 selected=[0, 7; 0, 9]
///     header [0] "Fruit"
///     item [0, 7] "Item 7" selected
///     refresh-control refreshing
///     stepper 3 in 0...10
///     picker [Red, Green, Blue] selected="Green"
///     date-picker 2024-03-01T09:30:00Z mode=dateAndTime
///     alert "Delete?" [Cancel, OK]
///     keyboard
///
/// The text is written from the element and never read back: what an element shows (a label
/// reading `offset=(0, 40)`, text over two lines) stays its ``ScreenElement/title`` or
/// ``ScreenElement/value``, whatever the line looks like.
extension ScreenElement {
  /// The element's line, without indentation: its kind's ``Kind/word``, then what it shows.
  public var line: String {
    let word = kind.word
    switch kind {
    case .window(let isKey): return word + (isKey ? " key" : "")
    case .controller: return word + (title.map { " " + Self.quoted($0) } ?? "")
    case .navigationController(let stack): return word + " [\(stack.joined(separator: " > "))]"
    case .tabBarController(let tabs, let selected, let isBarHidden):
      return word + " tabs=[\(tabs.joined(separator: ", "))]" + (selected.map { " selected=\($0)" } ?? "")
        + (isBarHidden ? " bar-hidden" : "")
    case .alert(let message, let buttons):
      return word + " " + Self.quoted(title) + (message.map { " " + Self.quoted($0) } ?? "")
        + " [\(buttons.joined(separator: ", "))]"
    case .label: return word + " " + Self.quoted(title)
    case .textField: return word + " " + Self.quoted(value) + editing
    case .textView:
      return word + " " + Self.quoted(value) + (offset.flatMap { $0 == .zero ? nil : " offset=\($0)" } ?? "")
        + editing
    case .table:
      return word + " offset=\(offset ?? .zero) rows=\(rowCount ?? 0)"
        + (selection.map { " selected=\($0)" } ?? "")
    case .row(let indexPath, let accessory, let isSelected):
      return word + " \(indexPath) " + Self.quoted(title) + (accessory.map { " " + $0 } ?? "")
        + (isSelected ? " selected" : "")
    case .scrollView: return word + " offset=\(offset ?? .zero)"
    case .collection:
      let selected = selectedItems.map { "\($0.section), \($0.row)" }.joined(separator: "; ")
      return word + " offset=\(offset ?? .zero) items=\(rowCount ?? 0)"
        + (selectedItems.isEmpty ? "" : " selected=[\(selected)]")
    case .item(let indexPath, let isSelected):
      return word + " \(indexPath) " + Self.quoted(title) + (isSelected ? " selected" : "")
    case .supplementary(let kind, let indexPath):
      let place =
        switch kind {
        case Kind.headerKind, Kind.footerKind: "[\(indexPath.section)]"
        default: "\(kind) \(indexPath)"
        }
      return word + " " + place + " " + Self.quoted(title)
    case .button: return word + " " + Self.quoted(title) + disabled
    case .slider(let minimum, let maximum):
      return word + " \(value ?? "") in \(minimum)...\(maximum)" + disabled
    case .switch: return word + " " + (value ?? "") + disabled
    case .picker(let components):
      let wheels = components.map { "[\($0.joined(separator: ", "))]" }.joined(separator: " ")
      return word + " " + wheels + " selected=" + Self.quoted(value)
    case .datePicker(let mode): return word + " " + (value ?? "") + " mode=" + mode + disabled
    case .stepper(let minimum, let maximum):
      return word + " \(value ?? "") in \(Self.number(minimum))...\(Self.number(maximum))" + disabled
    case .segments(let titles):
      return word + " [\(titles.joined(separator: ", "))] selected=" + (value.map(Self.quoted) ?? "none")
        + disabled
    case .image(let name): return word + " " + Self.quoted(name)
    case .cell(let detail):
      return word + " " + Self.quoted(title) + (detail.map { " " + Self.quoted($0) } ?? "")
    case .keyboard, .container: return word
    case .refreshControl(let isRefreshing): return word + (isRefreshing ? " refreshing" : "") + disabled
    case .plainText: return title ?? ""
    }
  }

  /// The line indented two spaces a level of ``depth``.
  public var indentedLine: String { String(repeating: "  ", count: depth) + line }

  private var editing: String { isEditing ? " editing" : "" }
  private var disabled: String { isEnabled ? "" : " disabled" }

  /// A stepper's end as the line writes it: whole numbers without a fraction (`100`).
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }

  /// `"text"` (an absent text as `""`), as the snapshot quotes what an element shows.
  private static func quoted(_ text: String?) -> String { "\"\(text ?? "")\"" }
}

extension ScreenElement.Kind {
  /// The kind's name in the text, the word its line starts with: `text-field`, `table`, a
  /// view controller's class; empty for a plain line, which is only its text.
  public var word: String {
    switch self {
    case .window: "window"
    case .controller(let className): className
    case .navigationController: "UINavigationController"
    case .tabBarController: "UITabBarController"
    case .alert: "alert"
    case .label: "label"
    case .textField: "text-field"
    case .textView: "text-view"
    case .table: "table"
    case .row: "row"
    case .scrollView: "scroll"
    case .collection: "collection"
    case .item: "item"
    case .supplementary(let kind, _):
      switch kind {
      case Self.headerKind: "header"
      case Self.footerKind: "footer"
      default: "supplementary"
      }
    case .button: "button"
    case .slider: "slider"
    case .switch: "switch"
    case .stepper: "stepper"
    case .picker: "picker"
    case .datePicker: "date-picker"
    case .segments: "segments"
    case .image: "image"
    case .cell: "cell"
    case .keyboard: "keyboard"
    case .refreshControl: "refresh-control"
    case .container: "view"
    case .plainText: ""
    }
  }
}
