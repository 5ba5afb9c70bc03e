/// The envelope of every `--json` document: the same first keys, in the same order, whatever
/// the command, its mode or its outcome, so that a program reads any of them alike.
///
/// ```
/// {
///   "format": 1,                 // the shape's version
///   "command": "explore",        // the command that printed it
///   "exitCode": 1,               // the process's exit code: 0, 1, 2 (or 3, 130: the command's help)
///   …                            // the command's own keys, in its own fixed order
/// }
/// ```
///
/// A command that could not run (a usage error, a file it cannot write) prints the envelope and
/// `"error": {"message", "help"}` (`help`: the command whose help describes the usage, or null),
/// so that `--json` never leaves standard output empty; standard error says the same as text.
enum JSONEnvelope {
  /// The version of the shapes; a document whose keys change meaning gets a new one.
  static let format = 1

  /// The envelope's keys, first in every document, in this order.
  static let keys = ["format", "command", "exitCode"]

  /// Whether `arguments` ask for a JSON document: `--json` among the options (before any `--`).
  static func isAsked(_ arguments: [String]) -> Bool {
    arguments.prefix { $0 != "--" }.contains("--json")
  }

  /// `body`'s members after the envelope of `command` ending with `exitCode`; a member of
  /// `body` named as an envelope key is left out (the envelope says it), but for a `format` of
  /// its own (an exploration report's, `ExplorationReport.currentFormat`), which the envelope takes.
  static func wrap(_ body: JSONDocument, command: String, exitCode: Int32) -> JSONDocument {
    let version = body.members.first { $0.0 == "format" }?.1 ?? .int(format)
    return .object(
      [("format", version), ("command", .string(command)), ("exitCode", .int(Int(exitCode)))]
        + body.members.filter { !keys.contains($0.0) })
  }

  /// The body of a command that could not run: `"error": {"message", "help"}`.
  static func error(_ message: String, help command: String?) -> JSONDocument {
    .object([
      (
        "error",
        .object([
          ("message", .string(message)),
          ("help", .optional(command.map { "\(ProgramName.current) help \($0)" })),
        ])
      )
    ])
  }

  /// What a `--json` invocation of `command` prints: the result's document in the envelope with
  /// the result's exit code. A result without a document (one that stopped before it had one)
  /// gets an error document made from its standard error.
  static func finish(_ result: CommandResult, command: String) -> CommandResult {
    var finished = result
    if let document = result.document {
      finished.standardOutput = wrap(document, command: command, exitCode: result.exitCode).rendered()
    } else if result.standardOutput.isEmpty {
      let prefix = "lifecycle \(command): "
      let message = result.standardError.split(separator: "\n").map {
        $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : String($0)
      }.joined(separator: "\n")
      finished.standardOutput =
        wrap(error(message, help: nil), command: command, exitCode: result.exitCode).rendered()
    }
    return finished
  }
}
