import LifecycleCore

/// Parses the checks: `expect state APP STATE`, `expect callbacks APP NAME, …`,
/// `expect notifications APP NAME, …`, `expect APP PROBE == VALUE` and the UI driver's
/// `expect APP value TARGET == VALUE` and `expect APP rows TARGET == VALUE`.
enum ScenarioExpectParser {
  /// The words that select a check other than a probe.
  static let kinds = ["state", "callbacks", "notifications", "report", "misuse"]

  /// View-controller callbacks: traced, but not checked by `expect callbacks`
  /// (`Docs/ScenarioLanguage.md`).
  static let viewControllerCallbacks: Set<String> = [
    "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    "didReceiveMemoryWarning", "viewWillUnload", "viewDidUnload",
  ]

  /// Reads the tokens after `expect`.
  static func parse(
    _ reader: inout ScenarioStepArguments, apps: ScenarioInstalledApps
  ) throws(ScenarioError) -> ScenarioCommand {
    let kind = try reader.requiredWord(
      "what to expect", hint: " (state, callbacks, notifications, report, misuse, or an app name for a probe)"
    )
    switch kind.isQuoted ? nil : kind.text {
    case "state":
      let app = try reader.app(in: apps)
      let token = try reader.requiredWord(
        "state", hint: " (\(AppState.allCases.map(\.rawValue).joined(separator: ", ")))")
      guard !token.isQuoted, let state = AppState(rawValue: token.text) else {
        let tail = ScenarioMessage.suggestionOrChoices(
          for: token.text, among: AppState.allCases.map(\.rawValue))
        throw reader.error("unknown state \(token.quotedForMessage); \(tail)", at: token)
      }
      return .expectState(app: app, state: state)
    case "callbacks":
      let app = try reader.app(in: apps)
      let items = try names(&reader, what: "callback name")
      var callbacks: [LifecycleCallback] = []
      for item in items {
        guard let callback = LifecycleCallback(rawValue: item.name) else {
          throw reader.error(unknownCallback(item.name), at: item.column)
        }
        callbacks.append(callback)
      }
      return .expectCallbacks(app: app, callbacks: callbacks)
    case "notifications":
      let app = try reader.app(in: apps)
      let items = try names(&reader, what: "notification name")
      let known = LifecycleNotification.allCases.map(\.rawValue)
      for item in items where LifecycleNotification(rawValue: item.name) == nil {
        let tail = ScenarioMessage.suggestionOrChoices(for: item.name, among: known)
        throw reader.error(
          "unknown notification \(ScenarioMessage.quote(item.name)); \(tail)", at: item.column)
      }
      return .expectNotifications(app: app, notifications: items.map(\.name))
    case "report":
      let app = try reader.app(in: apps)
      let names = ReportKind.allCases.map(\.rawValue) + ["none"]
      let token = try reader.requiredWord("report kind", hint: " (\(names.joined(separator: ", ")))")
      if token.isWord("none") { return .expectReport(app: app, kind: nil) }
      guard !token.isQuoted, let kind = ReportKind(rawValue: token.text) else {
        let tail = ScenarioMessage.suggestionOrChoices(for: token.text, among: names)
        throw reader.error("unknown report kind \(token.quotedForMessage); \(tail)", at: token)
      }
      return .expectReport(app: app, kind: kind)
    case "misuse":
      let app = try reader.app(in: apps)
      let text = try reader.requiredWord(
        "misuse text", hint: " (words the misuse's description contains, like \"endBackgroundTask\")")
      return .expectMisuse(app: app, text: text.text)
    default:
      return try probe(&reader, appToken: kind, apps: apps)
    }
  }

  /// `expect APP PROBE == VALUE`, the app's token already read.
  private static func probe(
    _ reader: inout ScenarioStepArguments, appToken: ScenarioToken, apps: ScenarioInstalledApps
  ) throws(ScenarioError) -> ScenarioCommand {
    try apps.check(appToken, reader: reader, checks: appToken.isQuoted ? [] : kinds)
    let probe = try reader.requiredWord("probe name", hint: " (expect APP PROBE == VALUE)")
    // `expect APP value TARGET == VALUE` and `expect APP rows TARGET == VALUE`; without a target
    // (`expect APP value == VALUE`) each stays a probe of that name.
    let readsScreen =
      (probe.isWord("value") || probe.isWord("rows")) && reader.peek().map { !$0.isWord("==") } == true
    let target = readsScreen ? try ScenarioDriverParser.target(&reader) : nil
    let context = reader.readSoFar
    let equals = try reader.required("'=='", hint: " (expect APP PROBE == VALUE)")
    guard equals.isWord("==") else {
      throw reader.error(
        "expected '==' after \(context), found \(equals.quotedForMessage) (write spaces around '==')",
        at: equals)
    }
    let value = try reader.required("value", hint: " (a word, a quoted string, or none)")
    let expected: ScenarioValue = value.isWord("none") ? .none : .text(value.text)
    if let target, probe.text == "rows" {
      return .expectRows(app: appToken.text, target: target, value: expected)
    }
    if let target { return .expectValue(app: appToken.text, target: target, value: expected) }
    return .expectProbe(app: appToken.text, probe: probe.text, value: expected)
  }

  /// The rest of the step as a list of names; `none` alone is the empty list.
  private static func names(
    _ reader: inout ScenarioStepArguments, what: String
  ) throws(ScenarioError) -> [ScenarioNameList.Item] {
    let context = reader.readSoFar
    var tokens: [ScenarioToken] = []
    while let token = reader.next() { tokens.append(token) }
    let items = try ScenarioNameList.split(tokens, what: what, reader: reader)
    guard !items.isEmpty else {
      let column = tokens.first?.column ?? reader.tokens[reader.tokens.count - 1].endColumn
      throw reader.error("missing \(what)s after \(context) (write 'none' for none)", at: column)
    }
    if items.count == 1 && items[0].name == "none" && !(tokens.first?.isQuoted ?? false) { return [] }
    if let none = items.first(where: { $0.name == "none" }) {
      throw reader.error("'none' cannot be listed with other \(what)s", at: none.column)
    }
    return items
  }

  /// The message for a name that is not a ``LifecycleCallback``.
  private static func unknownCallback(_ name: String) -> String {
    let quoted = ScenarioMessage.quote(name)
    if viewControllerCallbacks.contains(name) {
      return "\(quoted) is a view controller callback; 'expect callbacks' checks only "
        + "application, scene and background task callbacks"
    }
    let tail = ScenarioMessage.suggestionOrChoices(
      for: name, among: LifecycleCallback.allCases.map(\.rawValue))
    return "unknown callback \(quoted); \(tail)"
  }
}
