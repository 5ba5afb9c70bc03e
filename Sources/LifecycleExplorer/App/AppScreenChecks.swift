import LifecycleSimulator

/// The checks for what a screen showed and shows no more: `expect APP value TARGET == VALUE`
/// for each text field, text view and label whose text changed and each table and scroll view
/// whose offset changed, and `expect APP rows TARGET == VALUE` for each table whose visible rows
/// changed (rows added twice, rows gone), named `CLASS[INDEX]` in the order the screen lists
/// them. It reads the screen's typed elements (``ScreenElement``), never their text.
enum AppScreenChecks {
  /// The kinds of element a check can name: the class the UI driver lists them as, and what
  /// `expect APP value` reads of them (a text, or a scroll view's vertical offset).
  private static let named:
    [(kind: ScreenElement.Kind, className: String, read: @Sendable (ScreenElement) -> String?)] = [
      (.textField, "UITextField", { $0.value ?? "" }), (.textView, "UITextView", { $0.value ?? "" }),
      (.label, "UILabel", { $0.title ?? "" }), (.table, "UITableView", verticalOffset),
      (.scrollView, "UIScrollView", verticalOffset),
    ]

  static func checks(for app: String, seen: [ScreenElement], now: [ScreenElement]) -> [ScenarioCommand] {
    var checks: [ScenarioCommand] = []
    for (kind, className, read) in named {
      let before = seen.filter { $0.kind == kind }
      let after = now.filter { $0.kind == kind }
      for (index, element) in before.enumerated() {
        guard let value = read(element), index >= after.count || read(after[index]) != value else { continue }
        checks.append(
          .expectValue(app: app, target: .classIndex(className: className, index: index), value: .text(value))
        )
      }
    }
    // Each table's visible rows, as `expect APP rows` reads them.
    let rowsBefore = tableRows(seen)
    let rowsAfter = tableRows(now)
    for (index, rows) in rowsBefore.enumerated() where index >= rowsAfter.count || rowsAfter[index] != rows {
      checks.append(
        .expectRows(
          app: app, target: .classIndex(className: "UITableView", index: index),
          value: rows.map { .text($0) } ?? .none))
    }
    // A table's selection: the `selection` probe every UIKit app answers.
    let selected = { (elements: [ScreenElement]) in
      elements.lazy.compactMap { $0.kind == .table ? $0.selection : nil }.first.map {
        "\($0.section), \($0.row)"
      }
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
    var tables: [[String]] = []
    var inTable = false
    for element in elements {
      if element.kind == .table {
        tables.append([])
        inTable = true
      } else if inTable, case .row(_, let accessory, _) = element.kind {
        tables[tables.count - 1].append((element.title ?? "") + (accessory == "checkmark" ? " ✓" : ""))
      } else {
        inTable = false
      }
    }
    return tables.map { $0.isEmpty ? nil : $0.joined(separator: ",") }
  }

  /// A scroll view's vertical offset, as the snapshot writes it (`240`); nil without one.
  private static func verticalOffset(_ element: ScreenElement) -> String? {
    element.offset.map { ScreenPoint.number($0.y) }
  }
}
