/// Reads and writes the UI steps (`tap`, `type`, `scroll`, `select-row`, `delete-row`,
/// `select-tab`, `set`, `pull-to-refresh`, `back`) and their targets.
///
/// A target is an unquoted `CLASS[INDEX]` (`UISlider[0]`: the first slider, from 0, in the
/// depth-first order of what is on screen) or a name: a word or a quoted string, matched
/// against accessibility identifiers first, then titles and texts. An unquoted word that
/// contains `[` and ends in `]` must be a well-formed `CLASS[INDEX]` (quote it to name a
/// title that looks like one), so a typo in an index is an error, never a silent title.
enum ScenarioDriverParser {
  /// The largest scroll offset a step takes, in points.
  static let maximumOffset = 1_000_000.0

  /// The action of the UI step `keyword`, the app already read.
  static func action(
    _ keyword: ScenarioKeyword, _ reader: inout ScenarioStepArguments
  ) throws(ScenarioError) -> UIDriverAction {
    switch keyword {
    case .tap: return .tap(try target(&reader))
    case .type:
      let target = try target(&reader)
      let text = try reader.required("text to type", hint: " (a word or a quoted string)")
      return .type(target, text: text.text)
    case .scroll:
      let target = try target(&reader)
      let token = try reader.requiredWord(
        "offset", hint: " (the vertical content offset in points, like 240)")
      return .scroll(target, offset: try offset(token, reader: reader))
    case .selectRow:
      let (target, row) = try targetAndRow(&reader)
      return .selectRow(target, row: row)
    case .deleteRow:
      let (target, row) = try targetAndRow(&reader)
      return .deleteRow(target, row: row)
    case .selectTab:
      let token = try reader.requiredWord("tab number", hint: " (from 0)")
      return .selectTab(
        try ScenarioQuantity.wholeNumber(token.text, at: reader.location(token.column), what: "a tab"))
    case .set:
      let target = try target(&reader)
      let value = try reader.required("value", hint: " (like 0.5, on, off, or a segment's title or index)")
      return .set(target, value: value.text)
    case .pullToRefresh: return .pullToRefresh(try target(&reader))
    case .back: return .back
    default: preconditionFailure("\(keyword) is not a UI step")
    }
  }

  /// A table and one of its rows: `UITableView[0] 3`.
  private static func targetAndRow(_ reader: inout ScenarioStepArguments) throws(ScenarioError) -> (
    UITarget, Int
  ) {
    let target = try target(&reader)
    let token = try reader.requiredWord("row number", hint: " (from 0)")
    return (
      target, try ScenarioQuantity.wholeNumber(token.text, at: reader.location(token.column), what: "a row")
    )
  }

  /// The next token as a target.
  static func target(_ reader: inout ScenarioStepArguments) throws(ScenarioError) -> UITarget {
    let token = try reader.requiredWord(
      "target", hint: " (an accessibility identifier, a title, or CLASS[INDEX] like UISlider[0])")
    if token.isQuoted || !(token.text.contains("[") && token.text.hasSuffix("]")) {
      return .named(token.text)
    }
    let parts = token.text.dropLast().split(separator: "[", maxSplits: 1, omittingEmptySubsequences: false)
    let name = parts[0]
    let digits = parts.count == 2 ? parts[1] : ""
    let isIdentifier =
      name.first.map { !$0.isNumber } == true
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    guard isIdentifier, !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
      throw reader.error(
        "expected CLASS[INDEX] like UISlider[0], found \(token.quotedForMessage); "
          + "quote it to name a title or an identifier", at: token)
    }
    guard let index = Int(digits) else {
      throw reader.error("the index in \(token.quotedForMessage) is too large", at: token)
    }
    return .classIndex(className: String(name), index: index)
  }

  /// A scroll offset: a number of points from 0 to ``maximumOffset``, with at most three
  /// decimals (`240`, `12.5`).
  private static func offset(_ token: ScenarioToken, reader: ScenarioStepArguments) throws(ScenarioError)
    -> Double
  {
    let parts = token.text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let isDigits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
    guard !token.isQuoted, isDigits(parts[0]),
      parts.count == 1 || (isDigits(parts[1]) && parts[1].count <= 3),
      let value = Double(token.text), value <= maximumOffset
    else {
      throw reader.error(
        "expected an offset in points from 0 to 1000000 with at most three decimals (like 240 or 12.5), "
          + "found \(token.quotedForMessage)", at: token)
    }
    return value
  }

  /// The step as a scenario line; `app` is already written as a word.
  static func line(app: String, _ action: UIDriverAction) -> String {
    switch action {
    case .tap(let target): return "tap \(app) \(self.target(target))"
    case .type(let target, let text):
      return "type \(app) \(self.target(target)) \(ScenarioPrinter.word(text))"
    case .scroll(let target, let offset): return "scroll \(app) \(self.target(target)) \(number(offset))"
    case .selectRow(let target, let row): return "select-row \(app) \(self.target(target)) \(row)"
    case .deleteRow(let target, let row): return "delete-row \(app) \(self.target(target)) \(row)"
    case .selectTab(let index): return "select-tab \(app) \(index)"
    case .set(let target, let value):
      return "set \(app) \(self.target(target)) \(ScenarioPrinter.word(value))"
    case .pullToRefresh(let target): return "pull-to-refresh \(app) \(self.target(target))"
    case .back: return "back \(app)"
    }
  }

  /// The step's name (`tap`, `select-row`), for messages.
  static func stepName(_ action: UIDriverAction) -> String {
    switch action {
    case .tap: "tap"
    case .type: "type"
    case .scroll: "scroll"
    case .selectRow: "select-row"
    case .deleteRow: "delete-row"
    case .selectTab: "select-tab"
    case .set: "set"
    case .pullToRefresh: "pull-to-refresh"
    case .back: "back"
    }
  }

  /// A target as a scenario writes it: `UISlider[0]`, `Save`, `"Sign in"`; a name that would
  /// read back as `CLASS[INDEX]` is quoted.
  static func target(_ target: UITarget) -> String {
    switch target {
    case .classIndex(let className, let index): return "\(className)[\(index)]"
    case .named(let name):
      let looksLikeClassIndex = name.contains("[") && name.hasSuffix("]")
      return looksLikeClassIndex ? ScenarioPrinter.quoted(name) : ScenarioPrinter.word(name)
    }
  }

  /// An offset as a scenario writes it: whole points without a fraction (`240`), else the
  /// shortest decimal that reads back as the same number (`12.5`).
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }
}
