/// A command line that cannot be run as written.
public struct UsageError: Error, Equatable, Sendable {
  /// What is wrong, in one sentence naming the valid values where there are some.
  public var message: String

  /// Creates a usage error.
  public init(_ message: String) { self.message = message }
}
