import LifecycleSimulator

/// The checks for what a screen showed and shows no more: `expect APP value TARGET == VALUE`
/// for each text field, text view and label whose text changed and each table, collection view
/// and scroll view whose offset changed, and `expect APP rows TARGET == VALUE` for each table
/// whose visible rows changed (rows added twice, rows gone) and each collection view whose visible
/// items did, named `CLASS[INDEX]` in the order the screen lists them.
enum AppScreenChecks {
  /// The kinds of snapshot line a check can name, with the class the UI driver lists them as.
  private static let kinds: [(prefix: String, className: String)] = [
    ("text-field \"", "UITextField"), ("text-view \"", "UITextView"), ("label \"", "UILabel"),
    ("table offset=", "UITableView"), ("scroll offset=", "UIScrollView"), ("text-view offset=", "UITextView"),
    ("collection offset=", "UICollectionView"),
  ]
  /// The lists whose visible elements `expect APP rows` reads: the snapshot's line of the list,
  /// of each element, and the class the UI driver lists the list as.
  private static let lists: [(list: String, element: String, className: String)] = [
    ("table ", "row [", "UITableView"), ("collection ", "item [", "UICollectionView"),
  ]

  static func checks(for app: String, seen: [String], now: [String]) -> [ScenarioCommand] {
    var checks: [ScenarioCommand] = []
    for (prefix, className) in kinds {
      let before = seen.map(\.trimmingLeadingSpaces).filter { $0.hasPrefix(prefix) }
      let after = now.map(\.trimmingLeadingSpaces).filter { $0.hasPrefix(prefix) }
      for (index, line) in before.enumerated() where index >= after.count || after[index] != line {
        // A line may differ for another part (a table's rows) with the same value.
        guard let value = value(of: line, prefix: prefix),
          index >= after.count || self.value(of: after[index], prefix: prefix) != value
        else { continue }
        checks.append(
          .expectValue(app: app, target: .classIndex(className: className, index: index), value: .text(value))
        )
      }
    }
    // Each table's visible rows and each collection view's visible items, as `expect APP rows`
    // reads them.
    for (list, element, className) in lists {
      let rowsBefore = tableRows(seen, list: list, element: element)
      let rowsAfter = tableRows(now, list: list, element: element)
      for (index, rows) in rowsBefore.enumerated() where index >= rowsAfter.count || rowsAfter[index] != rows
      {
        checks.append(
          .expectRows(
            app: app, target: .classIndex(className: className, index: index),
            value: rows.map { .text($0) } ?? .none))
      }
    }
    // The first table's or collection view's selection: the `selection` probe every UIKit app
    // answers.
    let selected = { (lines: [String]) in
      lines.lazy.compactMap { line -> String? in
        let trimmed = line.trimmingLeadingSpaces
        guard trimmed.hasPrefix("table ") || trimmed.hasPrefix("collection ") else { return nil }
        guard let start = trimmed.range(of: "selected=[") else { return "" }
        return trimmed[start.upperBound...].split(separator: "]").first.map(String.init)
      }.first.flatMap { $0.isEmpty ? nil : $0 }
    }
    if let before = selected(seen), selected(now) != before {
      checks.append(.expectProbe(app: app, probe: "selection", value: .text(before)))
    }
    return checks
  }

  /// Each table's visible rows in the order the screen lists the tables (or each collection
  /// view's items, with `list: "collection "` and `element: "item ["`), as `expect APP rows`
  /// reads them: the rows' texts (` ✓` after a checked one) joined by commas, nil for a table
  /// showing none. The snapshot lists a table's rows right after it
  /// (`row [0, 3] "Item 3" checkmark selected`), a collection view's items among its headers and
  /// footers.
  static func tableRows(_ lines: [String], list: String = "table ", element: String = "row [") -> [String?] {
    var tables: [[String]] = []
    var inTable = false
    for line in lines.map(\.trimmingLeadingSpaces) {
      if line.hasPrefix(list) {
        tables.append([])
        inTable = true
      } else if inTable,
        line.hasPrefix("header [") || line.hasPrefix("footer [") || line.hasPrefix("supplementary ")
      {
        continue
      } else if inTable, line.hasPrefix(element), let text = value(of: line, prefix: "row [") {
        let quoted = line.drop { $0 != "\"" }
        let checked = quoted.dropFirst(text.count + 2).hasPrefix(" checkmark")
        tables[tables.count - 1].append(text + (checked ? " ✓" : ""))
      } else {
        inTable = false
      }
    }
    return tables.map { $0.isEmpty ? nil : $0.joined(separator: ",") }
  }

  /// The text between the first pair of quotes, or the vertical offset of `offset=(x, y)`.
  private static func value(of line: String, prefix: String) -> String? {
    if prefix == "row [" {
      guard let open = line.firstIndex(of: "\"") else { return nil }
      let rest = line[line.index(after: open)...]
      return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
    let rest = line.dropFirst(prefix.count)
    if prefix.hasSuffix("\"") {
      guard let end = rest.firstIndex(of: "\"") else { return nil }
      return String(rest[..<end])
    }
    guard rest.hasPrefix("("), let comma = rest.firstIndex(of: ","), let close = rest.firstIndex(of: ")")
    else {
      return nil
    }
    return String(rest[rest.index(after: comma)..<close]).trimmingLeadingSpaces
  }
}
