import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps one ``RestorationArchive`` in a file so that, whenever the writing process dies —
/// killed without notice, as iOS kills suspended apps — the file holds either the previous
/// archive or the new one, whole, and never a mixture or a damaged file.
///
/// ``save(_:)`` writes the new archive to a temporary file in the same folder, flushes it to
/// the device (`fsync`), renames it over the archive (atomic on POSIX file systems), and
/// flushes the folder so the rename itself survives a power cut. ``load()`` validates
/// everything it reads and reports damage instead of guessing.
///
/// ```swift
/// let store = DurableArchiveStore(directory: "Notes")
/// try store.save(RestorationArchive(root: ["text": "buy milk"]))
/// let restored = try store.load()          // the archive, or nil if none was saved
/// try store.discard()                      // as UIKit does after a failed restoration
/// ```
///
/// The file is created readable and writable by its owner only (`0600`): preserved state may
/// hold what the user typed.
///
/// - Warning: One archive, many readers, one writer at a time. Two processes saving at once
///   each leave a whole archive, but which one wins is not defined. On Darwin `fsync` does not
///   force the drive's own cache (`F_FULLFSYNC` would); LifecycleKit targets Linux first.
public struct DurableArchiveStore: Hashable, Sendable {
  /// The folder holding the archive, as given.
  public let directory: String
  /// The archive's file name within ``directory``.
  public let fileName: String

  /// The archive's path, ``directory`` and ``fileName`` joined; errors name it.
  public var path: String {
    directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
  }

  /// A store for the archive `fileName` in the existing folder `directory`.
  ///
  /// - Precondition: `fileName` is a plain name: not empty, not `.` or `..`, no `/`.
  public init(directory: String, fileName: String = "restoration.archive") {
    precondition(
      !fileName.isEmpty && fileName != "." && fileName != ".." && !fileName.contains("/"),
      "archive file name must be a plain name, not \(String(reflecting: fileName))"
    )
    self.directory = directory
    self.fileName = fileName
  }

  /// Replaces the stored archive with `archive`, atomically and durably.
  ///
  /// When this returns, the new archive is on the device. When it throws, or when the process
  /// dies before it returns, the file holds the previous archive or the new one (which, if it
  /// throws after the rename, while flushing the folder, is stated in the error).
  ///
  /// - Throws: ``ArchiveError`` naming ``path``: the archive cannot be encoded, or a system
  ///   call failed (the temporary file is removed).
  public func save(_ archive: RestorationArchive) throws(ArchiveError) {
    let bytes = [UInt8](try archive.encoded(source: path))
    removeAbandonedTemporaryFiles()
    let temporaryPath = join(temporaryFiles.newName())
    let descriptor = try attempt("create temporary file \(temporaryPath)") {
      () throws(SystemCallError) in
      try SystemCall.openFile(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: 0o600)
    }
    do throws(ArchiveError) {
      do throws(ArchiveError) {
        try attempt("write temporary file \(temporaryPath)") { () throws(SystemCallError) in
          try SystemCall.writeAll(descriptor, bytes)
        }
        try attempt("flush temporary file \(temporaryPath) to disk") { () throws(SystemCallError) in
          try SystemCall.fsyncFile(descriptor)
        }
      } catch {
        try? SystemCall.closeFile(descriptor)
        throw error
      }
      try attempt("close temporary file \(temporaryPath)") { () throws(SystemCallError) in
        try SystemCall.closeFile(descriptor)
      }
      try attempt("rename \(temporaryPath) over the archive") { () throws(SystemCallError) in
        try SystemCall.renameFile(temporaryPath, to: path)
      }
    } catch {
      try? SystemCall.unlinkFile(temporaryPath)
      throw error
    }
    try attempt("flush folder \(directory) to disk after replacing the archive") {
      () throws(SystemCallError) in
      try SystemCall.fsyncDirectory(directory)
    }
  }

  /// The stored archive, or `nil` when there is none.
  ///
  /// - Throws: ``ArchiveError`` naming ``path``: the file is damaged (see
  ///   ``RestorationArchive/init(decoding:source:)``) or cannot be read.
  public func load() throws(ArchiveError) -> RestorationArchive? {
    let descriptor: Int32
    do {
      descriptor = try SystemCall.openFile(path, O_RDONLY | O_CLOEXEC)
    } catch {
      if error.code == ENOENT { return nil }
      throw ArchiveError(path: path, reason: .system(operation: "open the archive", errno: error.code))
    }
    let bytes: [UInt8]
    do {
      bytes = try SystemCall.readAll(descriptor)
      try? SystemCall.closeFile(descriptor)
    } catch {
      try? SystemCall.closeFile(descriptor)
      throw ArchiveError(path: path, reason: .system(operation: "read the archive", errno: error.code))
    }
    return try RestorationArchive(decoding: Data(bytes), source: path)
  }

  /// Removes the stored archive, durably; does nothing when there is none.
  ///
  /// - Throws: ``ArchiveError`` naming ``path`` when a system call fails.
  public func discard() throws(ArchiveError) {
    removeAbandonedTemporaryFiles()
    do {
      try SystemCall.unlinkFile(path)
    } catch {
      if error.code == ENOENT { return }
      throw ArchiveError(path: path, reason: .system(operation: "remove the archive", errno: error.code))
    }
    try attempt("flush folder \(directory) to disk after removing the archive") {
      () throws(SystemCallError) in
      try SystemCall.fsyncDirectory(directory)
    }
  }

  private var temporaryFiles: TemporaryArchiveFile { TemporaryArchiveFile(fileName: fileName) }

  private func join(_ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// Removes temporary files that writers killed mid-save left; best effort.
  private func removeAbandonedTemporaryFiles() {
    for name in temporaryFiles.abandoned(in: directory) { try? SystemCall.unlinkFile(join(name)) }
  }

  /// Runs a system call, turning its `errno` into an ``ArchiveError`` that names the archive
  /// and says what was being done.
  private func attempt<Result>(
    _ operation: String,
    _ body: () throws(SystemCallError) -> Result
  ) throws(ArchiveError) -> Result {
    do {
      return try body()
    } catch {
      throw ArchiveError(path: path, reason: .system(operation: operation, errno: error.code))
    }
  }
}
