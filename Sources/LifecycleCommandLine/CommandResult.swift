/// What a command printed and how it exited; the executable writes it out.
public struct CommandResult: Equatable, Sendable {
  /// Text for standard output.
  public var standardOutput: String
  /// Text for standard error.
  public var standardError: String
  /// The process exit code: 0 success, 1 a failed check, 2 a usage or input error.
  public var exitCode: Int32

  /// Creates a result.
  public init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = 0) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.exitCode = exitCode
  }

  /// A usage error: the message and where the command's help is, on standard error,
  /// exit code 2.
  public static func usage(_ error: UsageError, command: String) -> CommandResult {
    CommandResult(
      standardError: "lifecycle \(command): \(error.message)\nRun 'lifecycle help \(command)' for usage.\n",
      exitCode: 2
    )
  }
}
