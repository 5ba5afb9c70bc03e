#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The regular files under a folder, read with `opendir`/`readdir` — the explorer walks the
/// app's folder twice per replay (to empty it, and to fingerprint it), and Foundation's
/// enumerator with resource values cost a fifth of a replay there.
enum FileTree {
  /// The paths below `root` (without it, starting with `/`) of every regular file, sorted.
  static func files(under root: String) -> [String] {
    var found: [String] = []
    walk(root, relative: "", into: &found)
    return found.sorted()
  }

  /// Removes every regular file under `root`, keeping the folders.
  static func removeFiles(under root: String) {
    for file in files(under: root) { unlink(root + file) }
  }

  private static func walk(_ root: String, relative: String, into found: inout [String]) {
    guard let directory = opendir(root + relative) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let path = relative + "/" + name
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): walk(root, relative: path, into: &found)
      case Int32(DT_REG): found.append(path)
      default:
        // A file system that does not fill d_type: ask.
        var info = stat()
        guard stat(root + path, &info) == 0 else { continue }
        if info.st_mode & S_IFMT == S_IFDIR {
          walk(root, relative: path, into: &found)
        } else if info.st_mode & S_IFMT == S_IFREG {
          found.append(path)
        }
      }
    }
  }
}
