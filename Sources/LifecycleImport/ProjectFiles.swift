import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files of the project being imported, read only inside its root.
///
/// Every path is resolved (symbolic links followed, by `realpath(3)`) before it is read, and one
/// that ends outside the root, loops, or is not a regular file is an error naming the path as
/// the project gives it: the import never reads, copies or shows a file from outside the
/// project. Files are read up to ``maximumFileBytes``.
public struct ProjectFiles: Sendable {
  /// The largest file read (interface files, sources, plists): 64 MiB.
  public static let maximumFileBytes = 64 << 20

  /// The project's root, resolved.
  public let root: String

  /// The files rooted at `path` (a folder), or an error when it does not exist.
  public init(root path: String) throws(ImportError) {
    guard let resolved = Self.realPath(path) else {
      throw ImportError(path, "no such folder (or it cannot be resolved: \(Self.lastError()))")
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder), isFolder.boolValue else {
      throw ImportError(
        path, "not a folder: give an .xcodeproj, a folder holding one, or a folder of Swift sources")
    }
    root = resolved
  }

  /// The absolute path of `relative`, resolved, if it lies inside the root.
  public func resolve(_ relative: String) throws(ImportError) -> String {
    let joined = relative.isEmpty ? root : root + "/" + relative
    guard let resolved = Self.realPath(joined) else {
      if errno == ELOOP { throw ImportError(relative, "a loop of symbolic links") }
      throw ImportError(relative, "no such file (the project names it, but it is not on disk)")
    }
    guard resolved == root || resolved.hasPrefix(root + "/") else {
      throw ImportError(
        relative, "it leads outside the project's folder; the import reads nothing outside it")
    }
    return resolved
  }

  /// The bytes of the regular file `relative`.
  public func read(_ relative: String) throws(ImportError) -> [UInt8] {
    let path = try resolve(relative)
    var status = stat()
    guard stat(path, &status) == 0 else { throw ImportError(relative, "cannot be read: \(Self.lastError())") }
    guard (status.st_mode & S_IFMT) == S_IFREG else { throw ImportError(relative, "not a regular file") }
    guard Int(status.st_size) <= Self.maximumFileBytes else {
      throw ImportError(relative, "larger than \(Self.maximumFileBytes >> 20) MiB; not read")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ImportError(relative, "cannot be read")
    }
    return [UInt8](data)
  }

  /// Whether `relative` is a folder inside the root.
  public func isFolder(_ relative: String) -> Bool {
    guard let path = try? resolve(relative) else { return false }
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// Whether `relative` exists inside the root.
  public func exists(_ relative: String) -> Bool { (try? resolve(relative)) != nil }

  /// The entries of the folder `relative`: names, folders with a trailing `/`; nil when it is no
  /// folder inside the root.
  public func list(_ relative: String) -> [String]? {
    guard let path = try? resolve(relative),
      let names = try? FileManager.default.contentsOfDirectory(atPath: path)
    else { return nil }
    return names.sorted().map { name in
      // A plain folder or file says what it is by lstat; only a link needs resolving.
      var status = stat()
      guard lstat(path + "/" + name, &status) == 0 else { return name }
      switch status.st_mode & S_IFMT {
      case S_IFDIR: return name + "/"
      case S_IFLNK: return isFolder(relative.isEmpty ? name : relative + "/" + name) ? name + "/" : name
      default: return name
      }
    }
  }

  /// Every file below the folder `relative` (relative paths, sorted), each folder visited once
  /// even when links lead to it twice, at most `limit` files.
  public func walk(_ relative: String, limit: Int = 200_000) throws(ImportError) -> [String] {
    var files: [String] = []
    var visited: Set<String> = []
    var pending = [relative]
    while let folder = pending.popLast() {
      let resolved = try resolve(folder)
      guard visited.insert(resolved).inserted else { continue }
      for entry in list(folder) ?? [] where !entry.hasPrefix(".") {
        let isFolder = entry.hasSuffix("/")
        let name = isFolder ? String(entry.dropLast()) : entry
        let child = folder.isEmpty ? name : folder + "/" + name
        if isFolder {
          pending.append(child)
        } else {
          files.append(child)
          if files.count > limit { throw ImportError(relative, "more than \(limit) files; not imported") }
        }
      }
    }
    return files.sorted()
  }

  static func realPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  static func lastError() -> String { String(cString: strerror(errno)) }
}

/// An import that could not be done: the file (as the user or the project names it) and why.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file or folder.
  public var path: String
  /// What is wrong with it.
  public var message: String

  /// Creates an error about `path`.
  public init(_ path: String, _ message: String) {
    self.path = path
    self.message = message
  }

  /// `PATH: error: MESSAGE`.
  public var description: String { "\(path): error: \(message)" }
}
