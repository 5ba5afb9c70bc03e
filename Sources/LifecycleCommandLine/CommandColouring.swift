import Foundation

/// Colour for the text the commands print, applied after a command ran: the commands write
/// plain text (what a pipe or a test gets), and on a terminal ``LifecycleCommand`` paints the
/// words a reader looks for. Only whole words that the commands themselves write are painted
/// (a verdict at the start of a line, a table's result column, the summary lines), so the
/// text a terminal shows is the plain text exactly: ``TerminalStyle/visible(_:)`` of the
/// painted output is the output.
extension TerminalStyle {
  /// The verdicts of `lifecycle run`, by the word it prints.
  private func verdict(_ word: String) -> String? {
    switch word {
    case "PASS": pass(word)
    case "FAIL", "ERROR": fail(word)
    default: nil
    }
  }

  /// `lifecycle run`'s standard output: run headers bold, each run's PASS/FAIL/ERROR word, the
  /// FAILED checks in the traces, the table's header and result column, the closing lines that
  /// name the files that failed.
  func paintingRun(_ text: String) -> String {
    guard colours else { return text }
    return lines(of: text) { line in
      if line.hasPrefix("== ") { return heading(line) }
      if let space = line.firstIndex(of: " "), let word = verdict(String(line[..<space])) {
        return word + String(line[space...])
      }
      for prefix in ["failed: ", "error: "] where line.hasPrefix(prefix) {
        return fail(String(prefix.dropLast())) + " " + String(line.dropFirst(prefix.count))
      }
      // A row of the table: six cells between `│`, the result third.
      var cells = line.components(separatedBy: "│")
      if cells.count == 6 {
        let result = cells[2].trimmingCharacters(in: .whitespaces)
        if cells[0].hasPrefix("file ") && result == "result" { return heading(line) }
        if let painted = verdict(result), let start = cells[2].range(of: result) {
          cells[2].replaceSubrange(start, with: painted)
          return cells.joined(separator: "│")
        }
      }
      if let range = line.range(of: "  check        FAILED: ") {
        let start = line.index(range.lowerBound, offsetBy: "  check        ".count)
        let end = line.index(start, offsetBy: "FAILED".count)
        return String(line[..<start]) + fail("FAILED") + String(line[end...])
      }
      return line
    }
  }

  /// `lifecycle demo`'s tables: in each row, what went wrong red (`LOST`, `STALE`, `DOUBLED`,
  /// `LEFT UP`, `CRASH`, `PENALTY`, `WATCHDOG`, and the explorer's `found`), `kept` green.
  func paintingDemo(_ text: String) -> String {
    guard colours else { return text }
    let bad = ["LOST", "STALE", "DOUBLED", "LEFT UP", "CRASH", "PENALTY", "WATCHDOG", "found"]
    return lines(of: text) { line in
      guard line.contains("│") else { return line }
      return line.components(separatedBy: "│").map { cell in
        let word = cell.trimmingCharacters(in: .whitespaces)
        guard let range = cell.range(of: word), !word.isEmpty else { return cell }
        if bad.contains(word) { return cell.replacingCharacters(in: range, with: fail(word)) }
        if word == "kept" { return cell.replacingCharacters(in: range, with: pass(word)) }
        return cell
      }.joined(separator: "│")
    }
  }

  /// The text of `lifecycle explore` and `lifecycle report merge`: the first line (what was
  /// searched) bold, what was found red, "nothing found" green, warnings and notes yellow.
  func paintingSearch(_ text: String) -> String {
    guard colours else { return text }
    var first = true
    let found = ["property violated", "FAIL ", "interrupted (Ctrl-C)"]
    let clean = [
      "no violation found", "no invariant broke", "property holds", "no walk violated",
      "every round-trip keeps", "no property of the policy breaks",
    ]
    return lines(of: text) { line in
      defer { first = false }
      if first { return heading(line) }
      if line.hasPrefix("  minimal scenario (NOTE:") { return warning(line) }
      if clean.contains(where: line.hasPrefix) { return pass(line) }
      if found.contains(where: line.hasPrefix) || Self.countsFindings(line) { return fail(line) }
      if line.hasSuffix("  nothing found") {
        return String(line.dropLast("nothing found".count)) + pass("nothing found")
      }
      if let range = line.range(of: "  [0-9]+ found$", options: .regularExpression) {
        return String(line[..<range.lowerBound]) + "  " + fail(String(line[range].dropFirst(2)))
      }
      return line
    }
  }

  /// Standard error: `check failed` and `error:` red, `warning:` yellow.
  func paintingErrors(_ text: String) -> String {
    guard colours else { return text }
    return lines(of: text) { line in
      for (word, paint) in [("check failed:", fail), (" error:", fail), ("warning:", warning)] {
        if let range = line.range(of: word) {
          let trimmed = word.trimmingLeadingSpace
          let start = line.index(range.upperBound, offsetBy: -trimmed.count)
          return String(line[..<start]) + paint(trimmed) + String(line[range.upperBound...])
        }
      }
      return line
    }
  }

  /// Lines that count what a search found: `2 violations after 5 events`, `no-data-loss: 1
  /// violation after 4 events`, `3 findings: …`, `4 walks violated the property`, `2 of 40 runs
  /// failed`.
  private static func countsFindings(_ line: String) -> Bool {
    line.range(
      of: "^([a-z+-]+: )?[0-9,]+ (violations? after|findings?: |walks? violated|of [0-9,]+ runs failed)",
      options: .regularExpression) != nil
  }

  /// `text` with `paint` applied to each of its lines, the line ends kept.
  private func lines(of text: String, _ paint: (String) -> String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { paint(String($0)) }.joined(
      separator: "\n")
  }
}

extension String {
  fileprivate var trimmingLeadingSpace: String { hasPrefix(" ") ? String(dropFirst()) : self }
}
