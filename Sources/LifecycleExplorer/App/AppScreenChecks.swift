import LifecycleSimulator

/// The checks for what a screen showed and shows no more: `expect APP value TARGET == VALUE`
/// for each text field, text view and label whose text changed, each table, collection view
/// and scroll view whose offset changed and each slider, switch, segmented control, stepper,
/// picker and date picker whose value changed, and `expect APP rows TARGET == VALUE` for each table
/// whose visible rows changed (rows added twice, rows gone) and each collection view whose visible
/// items did, named `CLASS[INDEX]` in the order the screen lists them. It reads the screen's
/// typed elements (``ScreenElement``), never their text.
enum AppScreenChecks {
  /// The kinds of element a check can name: whether an element is of the kind, the class the
  /// UI driver lists them as, and what `expect APP value` reads of them (a text, or a scroll
  /// view's offset along its scroll).
  private static let named:
    [(
      isKind: @Sendable (ScreenElement.Kind) -> Bool, className: String,
      read: @Sendable (ScreenElement) -> String?
    )] = [
      ({ $0 == .textField }, "UITextField", { $0.value ?? "" }),
      ({ $0 == .textView }, "UITextView", { $0.value ?? "" }),
      ({ $0 == .label }, "UILabel", { $0.title ?? "" }),
      ({ $0 == .table }, "UITableView", scrolledOffset),
      ({ $0 == .scrollView }, "UIScrollView", scrolledOffset),
      (isCollection, "UICollectionView", scrolledOffset),
      // The controls whose value the user sets, as `expect APP value` reads them.
      ({ if case .slider = $0 { true } else { false } }, "UISlider", { $0.value }),
      ({ $0 == .switch }, "UISwitch", { $0.value }),
      ({ if case .segments = $0 { true } else { false } }, "UISegmentedControl", { $0.value }),
      ({ if case .stepper = $0 { true } else { false } }, "UIStepper", { $0.value }),
      ({ if case .picker = $0 { true } else { false } }, "UIPickerView", { $0.value }),
      ({ if case .datePicker = $0 { true } else { false } }, "UIDatePicker", { $0.value }),
    ]

  /// The lists whose visible elements `expect APP rows` reads: whether an element is such a
  /// list, the class the UI driver lists it as, and the text of each of its elements (nil for
  /// one that is not a row or item, such as a collection view's header, which is skipped).
  private static let lists:
    [(
      isList: @Sendable (ScreenElement.Kind) -> Bool, className: String,
      entry: @Sendable (ScreenElement) -> String?
    )] =
      [
        ({ $0 == .table }, "UITableView", tableRow),
        (isCollection, "UICollectionView", collectionItem),
      ]

  static func checks(for app: String, seen: [ScreenElement], now: [ScreenElement]) -> [ScenarioCommand] {
    var checks: [ScenarioCommand] = []
    for (isKind, className, read) in named {
      let before = seen.filter { isKind($0.kind) }
      let after = now.filter { isKind($0.kind) }
      for (index, element) in before.enumerated() {
        guard let value = read(element), index >= after.count || read(after[index]) != value else { continue }
        checks.append(
          .expectValue(app: app, target: .classIndex(className: className, index: index), value: .text(value))
        )
      }
    }
    // Each table's visible rows and each collection view's visible items, as `expect APP rows`
    // reads them.
    for (isList, className, entry) in lists {
      let rowsBefore = rows(seen, isList: isList, entry: entry)
      let rowsAfter = rows(now, isList: isList, entry: entry)
      for (index, rows) in rowsBefore.enumerated() where index >= rowsAfter.count || rowsAfter[index] != rows
      {
        checks.append(
          .expectRows(
            app: app, target: .classIndex(className: className, index: index),
            value: rows.map { .text($0) } ?? .none))
      }
    }
    // The first table's or collection view's selection: the `selection` probe every UIKit app
    // answers (`SECTION, ROW`; a collection view's items joined by `; `).
    let selected = { (elements: [ScreenElement]) -> String? in
      guard let list = elements.first(where: { $0.kind == .table || isCollection($0.kind) }) else {
        return nil
      }
      let paths = list.kind == .table ? list.selection.map { [$0] } ?? [] : list.selectedItems
      return paths.isEmpty ? nil : paths.map { "\($0.section), \($0.row)" }.joined(separator: "; ")
    }
    if let before = selected(seen), selected(now) != before {
      checks.append(.expectProbe(app: app, probe: "selection", value: .text(before)))
    }
    return checks
  }

  /// Each table's visible rows in the order the screen lists the tables, as
  /// `expect APP rows` reads them: the rows' texts (` ✓` after a checked one) joined by commas,
  /// nil for a table showing none. A table's rows are the row elements right after it.
  static func tableRows(_ elements: [ScreenElement]) -> [String?] {
    rows(elements, isList: { $0 == .table }, entry: tableRow)
  }

  /// The lists `isList` picks, each with the texts `entry` reads of the elements right after
  /// it (supplementary views skipped), joined by commas; nil for a list showing none.
  private static func rows(
    _ elements: [ScreenElement], isList: (ScreenElement.Kind) -> Bool, entry: (ScreenElement) -> String?
  ) -> [String?] {
    var lists: [[String]] = []
    var inList = false
    for element in elements {
      if isList(element.kind) {
        lists.append([])
        inList = true
      } else if inList, case .supplementary = element.kind {
        continue
      } else if inList, let text = entry(element) {
        lists[lists.count - 1].append(text)
      } else {
        inList = false
      }
    }
    return lists.map { $0.isEmpty ? nil : $0.joined(separator: ",") }
  }

  /// A table row's text, ` ✓` after a checked one; nil for another element.
  private static func tableRow(_ element: ScreenElement) -> String? {
    guard case .row(_, let accessory, _) = element.kind else { return nil }
    return (element.title ?? "") + (accessory == "checkmark" ? " ✓" : "")
  }

  /// A collection view item's text; nil for another element.
  private static func collectionItem(_ element: ScreenElement) -> String? {
    guard case .item = element.kind else { return nil }
    return element.title ?? ""
  }

  /// Whether `kind` is a collection view.
  private static func isCollection(_ kind: ScreenElement.Kind) -> Bool {
    if case .collection = kind { return true }
    return false
  }

  /// A scroll view's offset along its scroll, as the snapshot writes it (`240`): the vertical
  /// one, but the horizontal one of a collection view that scrolls sideways, as the UI driver
  /// reads it; nil without one.
  private static func scrolledOffset(_ element: ScreenElement) -> String? {
    let sideways = element.kind == .collection(scrollsHorizontally: true)
    return element.offset.map { ScreenPoint.number(sideways ? $0.x : $0.y) }
  }
}
