/// A position in a scenario file, 1-based, for error messages.
public struct SourceLocation: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The file's path as the user gave it (or a name such as `<demo>`).
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, counted in characters.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `notes.scn:4:6`.
  public var description: String { "\(file):\(line):\(column)" }
}
