import Foundation
import LifecycleSimulator

/// Reads and parses scenario files for the commands, turning every problem into a
/// message that names the file, line and column and shows the offending line.
enum ScenarioLoading {
  /// The scenario in `path`, or the error message to print.
  static func load(_ path: String) -> Result<Scenario, LoadFailure> {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
      return .failure(LoadFailure(message: "\(path): error: \(reason)", reason: reason))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      let reason = "the file is not valid UTF-8 text"
      return .failure(
        LoadFailure(
          message: "\(path):1:1: error: \(reason)", reason: reason,
          location: SourceLocation(file: path, line: 1, column: 1)))
    }
    do throws(ScenarioError) {
      return .success(try ScenarioParser.parse(text, file: path))
    } catch {
      return .failure(
        LoadFailure(message: render(error, source: text), reason: error.message, location: error.location))
    }
  }

  /// The text of the scenario file at `path`, when it can still be read as UTF-8.
  static func text(of path: String) -> String? {
    FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
  }

  /// `file:line:col: error: message`, then the line and a caret under the column.
  static func render(_ error: ScenarioError, source: String?) -> String {
    var out = "\(error.location): error: \(error.message)"
    let lines = source.map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
    if error.location.line >= 1 && error.location.line <= lines.count {
      let line = lines[error.location.line - 1].replacing("\r", with: "")
      if line.count <= 200 {
        let number = String(error.location.line)
        let gutter = String(repeating: " ", count: number.count)
        let caretColumn = max(0, min(error.location.column - 1, line.count))
        let prefix = line.prefix(caretColumn).map { $0 == "\t" ? "\t" : " " }.joined()
        out += "\n \(number) | \(line)\n \(gutter) | \(prefix)^"
      }
    }
    return out
  }

  struct LoadFailure: Error {
    /// The whole message, as standard error shows it.
    var message: String
    /// What is wrong, without the place (`unknown step 'hom'`).
    var reason: String
    /// Where, when the problem is in the file's text.
    var location: SourceLocation?
  }
}
