/// Why an app's bundle folder cannot be read: the file, where in it when known, and what is wrong.
///
/// ``AppBundle/init(contentsOf:)`` throws it for a missing or corrupt `Info.plist`, an asset
/// catalog's `Contents.json` that is not JSON, a strings file with a syntax error, a Settings
/// bundle pane without `PreferenceSpecifiers`, and the like; it never traps.
public struct AppBundleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's path inside the bundle (`Info.plist`, `de.lproj/Localizable.strings`).
  public var file: String
  /// The line, from 1, when the problem is on one line.
  public var line: Int?
  /// What is wrong.
  public var problem: String

  /// Creates an error.
  public init(file: String, line: Int? = nil, _ problem: String) {
    self.file = file
    self.line = line
    self.problem = problem
  }

  /// `de.lproj/Localizable.strings:3: expected ';' after the value`.
  public var description: String {
    (line.map { "\(file):\($0)" } ?? file) + ": " + problem
  }
}
