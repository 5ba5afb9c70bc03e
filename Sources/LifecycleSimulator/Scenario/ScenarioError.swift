/// A scenario that cannot be parsed or run: where, and what was expected.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, in one sentence (`unknown step 'hom'; did you mean 'home'?`).
  public var message: String

  /// Creates an error.
  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// `notes.scn:4:6: unknown step 'hom'; did you mean 'home'?`.
  public var description: String { "\(location): \(message)" }
}
