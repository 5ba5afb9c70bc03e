import Foundation

/// A fresh folder under the system's temporary directory, removed by ``remove()``.
struct TemporaryFolder {
  /// The folder's path.
  let path: String

  /// Creates `…/lifecycle-restoration-<label>-<random>`.
  init(_ label: String) throws {
    let name = "lifecycle-restoration-\(label)-\(UInt32.random(in: 0...UInt32.max))"
    path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  /// The names in the folder, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  /// Removes the folder and everything in it.
  func remove() {
    try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
    try? FileManager.default.removeItem(atPath: path)
  }
}
