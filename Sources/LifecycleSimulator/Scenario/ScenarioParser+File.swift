public import Foundation

extension ScenarioParser {
  /// Reads and parses a scenario file.
  ///
  /// The file must be UTF-8 (a byte order mark is allowed). The scenario's ``Scenario/file``
  /// and every error's location carry the path as `url` gives it (relative when `url` is).
  ///
  /// - Parameter url: A file URL.
  /// - Returns: The scenario.
  /// - Throws: ``ScenarioError`` at line 1, column 1 when the file cannot be read (naming the
  ///   reason: missing, a directory, not a file URL, or the system's error); at the first
  ///   invalid byte when the file is not UTF-8; otherwise as ``parse(_:file:)``.
  public static func parse(contentsOf url: URL) throws(ScenarioError) -> Scenario {
    let file = url.isFileURL ? url.relativePath : url.absoluteString
    let data = try read(url, file: file)
    guard let text = String(validating: data, as: UTF8.self) else {
      throw invalidUTF8(data, file: file)
    }
    return try parse(text, file: file)
  }

  /// The file's bytes, or an error naming why they cannot be read.
  private static func read(_ url: URL, file: String) throws(ScenarioError) -> Data {
    func failure(_ reason: String) -> ScenarioError {
      ScenarioError(
        location: SourceLocation(file: file, line: 1, column: 1),
        message: "cannot read the scenario: \(reason)")
    }
    guard url.isFileURL else {
      throw failure("only local files can be read, not \(ScenarioMessage.quote(url.absoluteString))")
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw failure("no such file")
    }
    guard !isDirectory.boolValue else { throw failure("it is a directory") }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw failure(error.localizedDescription)
    }
  }

  /// The error for the first byte of `data` that is not valid UTF-8, at its line and
  /// column (lines end as ``ScenarioSourceLines`` says; the column counts the characters
  /// before the byte on its line).
  static func invalidUTF8(_ data: Data, file: String) -> ScenarioError {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = data.makeIterator()
    var offset = 0
    var line = 1
    var lineStart = 0
    var previousWasCarriageReturn = false
    var message = "the file is not valid UTF-8"
    decoding: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let byte = encoded.count == 1 ? encoded.first : nil
        if byte == 0x0A && previousWasCarriageReturn {
          lineStart = offset + 1  // the second half of "\r\n"
        } else if byte == 0x0A || byte == 0x0D {
          line += 1
          lineStart = offset + 1
        }
        previousWasCarriageReturn = byte == 0x0D
        offset += encoded.count
      case .error(let length):
        let bytes = data.dropFirst(offset).prefix(length).map {
          "0x" + String($0, radix: 16, uppercase: true)
        }
        message += ": invalid byte sequence \(bytes.joined(separator: " "))"
        break decoding
      case .emptyInput:
        break decoding
      }
    }
    let before = data.dropFirst(lineStart).prefix(offset - lineStart)
    var column = String(decoding: before, as: UTF8.self).count + 1
    if line == 1 && before.starts(with: [0xEF, 0xBB, 0xBF]) { column -= 1 }  // the byte order mark
    return ScenarioError(location: SourceLocation(file: file, line: line, column: column), message: message)
  }
}
