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

  /// The Swift files `paths` name, and what is wrong with the paths that name none: each
  /// `.swift` file as given, and every `.swift` file under each folder (hidden folders and
  /// `.build` left out), sorted, so the same tree gives the same order. A path that does not
  /// exist, a file that is not Swift and a folder with no Swift file are each an error (a check
  /// of nothing must not look like a clean one); the other paths are still read.
  public static func swiftFiles(in paths: [String]) -> (files: [String], errors: [FileError]) {
    var files: [String] = []
    var errors: [FileError] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        errors.append(FileError(path: path, reason: "no such file or folder"))
        continue
      }
      guard isFolder.boolValue else {
        if path.hasSuffix(".swift") {
          files.append(path)
        } else {
          errors.append(FileError(path: path, reason: "not a Swift file (.swift)"))
        }
        continue
      }
      guard let walker = manager.enumerator(atPath: path) else {
        errors.append(FileError(path: path, reason: "cannot list the folder"))
        continue
      }
      var found: [String] = []
      while let relative = walker.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if name.hasPrefix(".") {
          walker.skipDescendants()
          continue
        }
        if name.hasSuffix(".swift") { found.append((path as NSString).appendingPathComponent(relative)) }
      }
      if found.isEmpty { errors.append(FileError(path: path, reason: "no Swift file in the folder")) }
      files += found.sorted()
    }
    return (files, errors)
  }

  /// Checks each file; the findings of all of them, file by file, and the files that could not
  /// be read.
  public static func check(files: [String]) -> (findings: [Finding], errors: [FileError]) {
    var findings: [Finding] = []
    var errors: [FileError] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        errors.append(FileError(path: file, reason: "cannot read the file"))
        continue
      }
      guard let source = String(data: data, encoding: .utf8) else {
        errors.append(FileError(path: file, reason: "not UTF-8 text"))
        continue
      }
      findings += check(source: source, file: file)
    }
    return (findings, errors)
  }
}
