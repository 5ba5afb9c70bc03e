/// Reads the scenario language (`Docs/ScenarioLanguage.md`) into a ``Scenario``.
///
/// The parser checks everything it can without running the scenario: step names, the
/// number and form of arguments, durations and sizes, profiles, states, callback and
/// notification names, and that every app a step names was installed by an earlier
/// `install` step. The first problem found is thrown as a ``ScenarioError`` naming the
/// file, the line and the column of the offending token, and what was expected there —
/// with a "did you mean" suggestion for a misspelt word, or the list of valid words.
///
/// Rules the contract leaves open, as this parser decides them:
/// - Lines end at `\n`, `\r\n` or a lone `\r`; a byte order mark at the start is skipped.
///   Columns count characters (grapheme clusters), a tab as one.
/// - Step names, flag names and units are case-sensitive.
/// - At most one `device` step, and it must come before every other step (comments and
///   blank lines may precede it). Without one, the device is ``DeviceSpec/default``.
/// - A flag is given at most once per step; `device` takes only flags.
/// - An app is named by a word or a quoted string; the names `state`, `callbacks` and
///   `notifications` must be quoted after `expect` (`expect "state" mode == dark`).
/// - `expect callbacks` and `expect notifications` take names separated by commas, with
///   or without spaces around them; `none` alone stands for no name.
///
/// Parsing is linear in the size of the text and never traps, whatever the input.
public enum ScenarioParser {
  /// Parses scenario text.
  ///
  /// - Parameters:
  ///   - text: The whole scenario.
  ///   - file: The name errors and the scenario carry: the path as the user gave it, or a
  ///     name such as `<demo>`.
  /// - Returns: The scenario, one step per non-blank, non-comment line.
  /// - Throws: ``ScenarioError`` for the first problem in the text, or for a text with no
  ///   step at all (a scenario that checks nothing must not pass).
  public static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
    var context = ScenarioParserContext()
    var steps: [ScenarioStep] = []
    for (offset, source) in ScenarioSourceLines.split(text).enumerated() {
      let lexer = ScenarioLexer(file: file, line: offset + 1)
      let line = try lexer.tokenize(source)
      guard !line.tokens.isEmpty else { continue }
      var reader = ScenarioStepArguments(tokens: line.tokens, file: file, line: offset + 1)
      let command = try context.command(&reader)
      try reader.finish()
      let location = reader.location(line.tokens[0].column)
      steps.append(ScenarioStep(location: location, command: command, text: line.text))
    }
    guard !steps.isEmpty else {
      // A file of comments alone would pass with nothing checked: refuse it instead.
      throw ScenarioError(
        location: SourceLocation(file: file, line: 1, column: 1),
        message: "no steps: the file has only blank lines and comments; a scenario needs at least one step")
    }
    return Scenario(file: file, steps: steps)
  }
}
