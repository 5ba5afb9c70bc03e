/// The apps a scenario has installed so far, by name, for checking the apps later steps
/// name.
struct ScenarioInstalledApps {
  /// The names, in the order they were installed.
  private(set) var names: [String] = []
  /// The line of each name's `install` step.
  private var lines: [String: Int] = [:]

  /// The line where `name` was installed, or nil.
  func line(of name: String) -> Int? { lines[name] }

  /// Records `name` as installed on `line`.
  mutating func add(_ name: String, line: Int) {
    names.append(name)
    lines[name] = line
  }

  /// Throws `unknown app 'Notez'; installed apps: Notes, Game; did you mean 'Notes'?` when
  /// `token` does not name an installed app. `checks` are other words that could stand in the
  /// token's place (the kinds of `expect`): the message then names both (`'stat' is neither a
  /// check (state, …) nor an installed app (Notes, Game); did you mean 'state'?`), and offers
  /// whichever words are close.
  func check(
    _ token: ScenarioToken, reader: ScenarioStepArguments, checks: [String] = []
  ) throws(ScenarioError) {
    guard lines[token.text] == nil else { return }
    let name = token.quotedForMessage
    let installed = ScenarioMessage.list(names, limit: ScenarioMessage.maximumListedApps)
    var message: String
    if checks.isEmpty {
      message = "unknown app \(name); "
      message += names.isEmpty ? "no app is installed before this line" : "installed apps: " + installed
    } else {
      message = "\(name) is neither a check (\(checks.joined(separator: ", "))) nor "
      message +=
        names.isEmpty ? "an app (none is installed before this line)" : "an installed app (\(installed))"
    }
    let suggestions = ScenarioSpelling.suggestions(for: token.text, among: checks + names)
    if !suggestions.isEmpty { message += "; " + ScenarioMessage.didYouMean(suggestions) }
    throw reader.error(message, at: token)
  }
}
