import LifecycleSimulator

/// The `expect APP value TARGET == VALUE` checks for what a screen showed and shows no more:
/// each text field, text view and label whose text changed, each table and scroll view whose
/// offset changed, named `CLASS[INDEX]` in the order the screen lists them.
enum AppScreenChecks {
  /// The kinds of snapshot line a check can name, with the class the UI driver lists them as.
  private static let kinds: [(prefix: String, className: String)] = [
    ("text-field \"", "UITextField"), ("text-view \"", "UITextView"), ("label \"", "UILabel"),
    ("table offset=", "UITableView"), ("scroll offset=", "UIScrollView"), ("text-view offset=", "UITextView"),
  ]

  static func checks(for app: String, seen: [String], now: [String]) -> [ScenarioCommand] {
    var checks: [ScenarioCommand] = []
    for (prefix, className) in kinds {
      let before = seen.map(\.trimmingLeadingSpaces).filter { $0.hasPrefix(prefix) }
      let after = now.map(\.trimmingLeadingSpaces).filter { $0.hasPrefix(prefix) }
      for (index, line) in before.enumerated() where index >= after.count || after[index] != line {
        guard let value = value(of: line, prefix: prefix) else { continue }
        checks.append(
          .expectValue(app: app, target: .classIndex(className: className, index: index), value: .text(value))
        )
      }
    }
    // A table's selection: the `selection` probe every UIKit app answers.
    let selected = { (lines: [String]) in
      lines.lazy.compactMap { line -> String? in
        let trimmed = line.trimmingLeadingSpaces
        guard trimmed.hasPrefix("table "), let start = trimmed.range(of: "selected=[") else { return nil }
        return trimmed[start.upperBound...].split(separator: "]").first.map(String.init)
      }.first
    }
    if let before = selected(seen), selected(now) != before {
      checks.append(.expectProbe(app: app, probe: "selection", value: .text(before)))
    }
    return checks
  }

  /// The text between the first pair of quotes, or the vertical offset of `offset=(x, y)`.
  private static func value(of line: String, prefix: String) -> String? {
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
