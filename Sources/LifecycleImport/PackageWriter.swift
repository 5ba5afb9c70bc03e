import Foundation

/// Writes an import's files into the package folder, touching only what changed, or checks
/// that the folder is up to date.
///
/// The folder keeps a list of the files the import wrote (`.lifecycle-import`), so that a file
/// the project no longer gives is removed the next time, and files the user added (tests and
/// scenarios of their own) are never touched. Nothing is written outside the folder.
public enum PackageWriter {
  /// The list of generated files, in the package's folder.
  public static let manifestName = ".lifecycle-import"

  /// What a write did, or what a check found stale.
  public struct Changes: Hashable, Sendable {
    /// Files written because they were new.
    public var added: [String] = []
    /// Files written because their contents differed.
    public var changed: [String] = []
    /// Generated files the import no longer gives, removed (or, for a check, to remove).
    public var removed: [String] = []
    /// Files already as the import gives them.
    public var unchanged = 0

    /// Whether anything was (or would be) written or removed.
    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }
  }

  /// Writes `files` into `folder` (created if needed), each only when its contents differ, and
  /// removes the files an earlier import wrote that `files` no longer has.
  public static func write(_ files: [String: [UInt8]], to folder: String) throws(ImportError) -> Changes {
    var changes = try compare(files, with: folder)
    let manager = FileManager.default
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for path in changes.added + changes.changed {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(files[path]!).write(to: url, options: .atomic)
      }
      for path in changes.removed {
        try? manager.removeItem(atPath: folder + "/" + path)
      }
      let manifest = files.keys.sorted().joined(separator: "\n") + "\n"
      let manifestURL = URL(fileURLWithPath: folder).appendingPathComponent(manifestName)
      if (try? String(contentsOf: manifestURL, encoding: .utf8)) != manifest {
        try Data(manifest.utf8).write(to: manifestURL, options: .atomic)
      }
    } catch {
      throw ImportError(folder, "cannot write the package: \(error.localizedDescription)")
    }
    changes.removed.sort()
    return changes
  }

  /// What writing `files` into `folder` would change (nothing is written).
  public static func compare(_ files: [String: [UInt8]], with folder: String) throws(ImportError) -> Changes {
    var changes = Changes()
    for path in files.keys.sorted() {
      guard Self.isInside(path) else {
        throw ImportError(path, "a generated path that leaves the package's folder")
      }
      let full = folder + "/" + path
      guard let existing = FileManager.default.contents(atPath: full) else {
        changes.added.append(path)
        continue
      }
      if existing.elementsEqual(files[path]!) { changes.unchanged += 1 } else { changes.changed.append(path) }
    }
    let manifestPath = folder + "/" + manifestName
    if let manifest = try? String(contentsOfFile: manifestPath, encoding: .utf8) {
      for line in manifest.split(separator: "\n") {
        let path = String(line)
        if files[path] == nil, Self.isInside(path),
          FileManager.default.fileExists(atPath: folder + "/" + path)
        {
          changes.removed.append(path)
        }
      }
    }
    return changes
  }

  static func isInside(_ path: String) -> Bool {
    !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
  }
}
