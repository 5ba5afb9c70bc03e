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
  /// `token` does not name an installed app. `alsoSuggest` are other words that could
  /// stand in the token's place (the kinds of `expect`), offered when they are close.
  func check(
    _ token: ScenarioToken, reader: ScenarioStepArguments, alsoSuggest: [String] = []
  ) throws(ScenarioError) {
    guard lines[token.text] == nil else { return }
    let name = token.quotedForMessage
    var message = "unknown app \(name); "
    message +=
      names.isEmpty
      ? "no app is installed before this line"
      : "installed apps: " + ScenarioMessage.list(names, limit: ScenarioMessage.maximumListedApps)
    let suggestions = ScenarioSpelling.suggestions(for: token.text, among: alsoSuggest + names)
    if !suggestions.isEmpty { message += "; " + ScenarioMessage.didYouMean(suggestions) }
    throw reader.error(message, at: token)
  }
}
