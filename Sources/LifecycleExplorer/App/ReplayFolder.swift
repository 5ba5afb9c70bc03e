public import Foundation

/// The folder the apps of one model's replays keep their files in: made once, emptied of files
/// (its folders kept) before each replay, removed when the model goes away. Making and removing
/// a folder per replay costs about a millisecond on overlay file systems, more than the replay.
public final class ReplayFolder: Sendable {
  /// The folder.
  public let url: URL

  /// A fresh folder under the temporary directory.
  public init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lifecycle-explore-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)", isDirectory: true
    )
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Removes every file under the folder, keeping the folders: the next replay starts with
  /// no app data, as a fresh device does.
  public func removeFiles() { FileTree.removeFiles(under: url.path) }
}
