/// What a command printed and how it exited; the executable writes it out.
public struct CommandResult: Equatable, Sendable {
  /// Text for standard output.
  public var standardOutput: String
  /// Text for standard error.
  public var standardError: String
  /// The process exit code: 0 success, 1 a failed check, 2 a usage or input error.
  public var exitCode: Int32
  /// With `--json`: the command's document without the envelope, which ``LifecycleCommand/run(_:catalog:terminal:)``
  /// puts around it with the final exit code and prints in place of ``standardOutput``
  /// (``JSONEnvelope``); ignored without `--json` (a usage error has one either way).
  var document: JSONDocument?

  /// Creates a result.
  public init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = 0) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.exitCode = exitCode
  }

  /// A result whose output is `document` (with `--json`; ``document``).
  init(document: JSONDocument, standardError: String = "", exitCode: Int32 = 0) {
    self.init(standardError: standardError, exitCode: exitCode)
    self.document = document
  }

  /// A usage error: the message and where the command's help is, on standard error,
  /// exit code 2; with `--json`, the same as an error document on standard output.
  public static func usage(_ error: UsageError, command: String) -> CommandResult {
    var result = CommandResult(
      standardError: "lifecycle \(command): \(error.message)\nRun 'lifecycle help \(command)' for usage.\n",
      exitCode: 2
    )
    result.document = JSONEnvelope.error(error.message, help: command)
    return result
  }
}
