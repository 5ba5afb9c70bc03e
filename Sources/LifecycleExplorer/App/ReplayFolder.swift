public import Foundation

/// The folder the apps of one model's replays keep their files in: made once, emptied of files
/// (its folders kept) before each replay, removed when the model goes away. Making and removing
/// a folder per replay costs about a millisecond on overlay file systems, more than the replay.
public final class ReplayFolder: Sendable {
  /// The folder.
  public let url: URL

  /// A fresh folder under ``base``.
  public init() {
    url = Self.base.appendingPathComponent(
      "lifecycle-explore-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)", isDirectory: true
    )
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Where replay folders go: Linux's memory file system `/dev/shm` when it is there and
  /// writable and `TMPDIR` does not name a place, else the temporary directory. A replay writes
  /// and removes the apps' few small files thousands of times a search; on a disk's journalled
  /// file system those calls cost about an eighth of `lifecycle demo` (measured on ext4), on a
  /// memory file system much less. Nothing is kept between replays either way.
  static let base = URL(
    fileURLWithPath: chooseBase(
      temporaryDirectoryVariable: ProcessInfo.processInfo.environment["TMPDIR"],
      memoryFileSystemIsWritable: access("/dev/shm", W_OK) == 0,
      temporaryDirectory: FileManager.default.temporaryDirectory.path),
    isDirectory: true)

  /// The choice ``base`` makes, from what it reads.
  static func chooseBase(
    temporaryDirectoryVariable: String?, memoryFileSystemIsWritable: Bool, temporaryDirectory: String
  ) -> String {
    if let variable = temporaryDirectoryVariable, !variable.isEmpty { return temporaryDirectory }
    return memoryFileSystemIsWritable ? "/dev/shm" : temporaryDirectory
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Removes every file under the folder, keeping the folders: the next replay starts with
  /// no app data, as a fresh device does.
  public func removeFiles() { FileTree.removeFiles(under: url.path) }
}
