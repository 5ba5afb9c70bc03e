/// The tokens of one step, read from left to right, with the errors that reading can raise.
///
/// Token 0 is the step name. Errors about a missing argument point just past the last
/// token read; errors about a token point at that token.
struct ScenarioStepArguments {
  /// The step's tokens, the step name first; never empty.
  let tokens: [ScenarioToken]
  /// The file, for error locations.
  let file: String
  /// The 1-based line, for error locations.
  let line: Int
  /// The index of the next token to read.
  private(set) var position = 1

  /// Creates a reader positioned after the step name.
  init(tokens: [ScenarioToken], file: String, line: Int) {
    precondition(!tokens.isEmpty, "a step has at least its name")
    self.tokens = tokens
    self.file = file
    self.line = line
  }

  /// The step name token.
  var nameToken: ScenarioToken { tokens[0] }

  /// Whether every token has been read.
  var isAtEnd: Bool { position == tokens.count }

  /// The location of `column` on this line.
  func location(_ column: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }

  /// An error at `column` of this line.
  func error(_ message: String, at column: Int) -> ScenarioError {
    ScenarioError(location: location(column), message: message)
  }

  /// An error at `token`.
  func error(_ message: String, at token: ScenarioToken) -> ScenarioError {
    error(message, at: token.column)
  }

  /// The tokens read so far as written, for messages: `'expect state Notes'`.
  var readSoFar: String {
    ScenarioMessage.quote(
      tokens[..<position].map { $0.isQuoted ? "\"\($0.text)\"" : $0.text }.joined(separator: " "))
  }

  /// The next token, or nil at the end of the step.
  mutating func next() -> ScenarioToken? {
    guard position < tokens.count else { return nil }
    defer { position += 1 }
    return tokens[position]
  }

  /// The next token without reading it, or nil at the end of the step.
  func peek() -> ScenarioToken? { position < tokens.count ? tokens[position] : nil }

  /// The next token; at the end of the step, an error `missing WHAT after '…'`.
  mutating func required(_ what: String, hint: String = "") throws(ScenarioError) -> ScenarioToken {
    if let token = next() { return token }
    throw error("missing \(what) after \(readSoFar)\(hint)", at: tokens[position - 1].endColumn)
  }

  /// The next token as a plain word: not a `KEY=VALUE` flag, not empty.
  mutating func requiredWord(_ what: String, hint: String = "") throws(ScenarioError) -> ScenarioToken {
    let token = try required(what, hint: hint)
    if token.text.isEmpty { throw error("\(what) must not be empty", at: token) }
    return token
  }

  /// The next token as the name of an app installed earlier in the file.
  mutating func app(in apps: ScenarioInstalledApps) throws(ScenarioError) -> String {
    let token = try requiredWord("app name")
    try apps.check(token, reader: self)
    return token.text
  }

  /// Checks that every token has been read: `unexpected extra argument 'x' after 'home'`.
  func finish() throws(ScenarioError) {
    guard position < tokens.count else { return }
    let extra = tokens[position]
    throw error("unexpected extra argument \(extra.quotedForMessage) after \(readSoFar)", at: extra)
  }
}
