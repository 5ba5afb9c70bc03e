import Foundation

extension FoundationOnlyLint {
  /// A path that could not be read.
  public struct FileError: Error, CustomStringConvertible, Equatable {
    /// The path as given.
    public var path: String
    /// Why.
    public var reason: String
    /// Names `path` and what is wrong with it.
    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
    /// `PATH: REASON`.
    public var description: String { "\(path): \(reason)" }
  }

  /// The Swift files `paths` name: each file as given, and every `.swift` file under each folder
  /// (hidden folders and `.build` left out), sorted, so the same tree gives the same order.
  public static func swiftFiles(in paths: [String]) throws(FileError) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw FileError(path: path, reason: "no such file or folder")
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      guard let walker = manager.enumerator(atPath: path) else {
        throw FileError(path: path, reason: "cannot list the folder")
      }
      var found: [String] = []
      while let relative = walker.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if name.hasPrefix(".") || name == ".build" {
          walker.skipDescendants()
          continue
        }
        if name.hasSuffix(".swift") { found.append((path as NSString).appendingPathComponent(relative)) }
      }
      files += found.sorted()
    }
    return files
  }

  /// Checks each file; the findings of all of them, file by file.
  public static func check(files: [String]) throws(FileError) -> [Finding] {
    var findings: [Finding] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw FileError(path: file, reason: "cannot read the file")
      }
      guard let source = String(data: data, encoding: .utf8) else {
        throw FileError(path: file, reason: "not UTF-8 text")
      }
      findings += check(source: source, file: file)
    }
    return findings
  }
}
