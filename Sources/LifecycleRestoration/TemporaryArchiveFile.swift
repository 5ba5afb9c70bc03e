import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names of the temporary files a ``DurableArchiveStore`` writes before renaming one over
/// the archive: `.<file name>.tmp-<writer's process id>-<random>`, hidden, in the archive's
/// own folder (a rename is atomic only within one file system).
///
/// A writer killed mid-write leaves its temporary file behind. The next save or discard
/// removes the ones whose writing process no longer exists; it never touches the file of a
/// live process, nor any other file.
struct TemporaryArchiveFile {
  /// The archive's file name.
  let fileName: String

  /// The prefix every temporary file of this archive starts with.
  var prefix: String { ".\(fileName).tmp-" }

  /// A fresh name for this process; `O_EXCL` guards against the (2⁻⁶⁴) chance of a clash.
  func newName() -> String {
    let suffix = String(UInt64.random(in: .min ... .max), radix: 16)
    return "\(prefix)\(getpid())-\(suffix)"
  }

  /// The names in `directory` of temporary files left by processes that no longer exist.
  /// Best effort: an unreadable folder gives none.
  func abandoned(in directory: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
    return names.filter { name in
      guard name.hasPrefix(prefix), let writer = Self.processID(in: name.dropFirst(prefix.count)) else {
        return false
      }
      return writer != getpid() && kill(writer, 0) == -1 && errno == ESRCH
    }
  }

  /// The process id in `<pid>-<random>`, if it is one.
  private static func processID(in rest: Substring) -> pid_t? {
    guard let dash = rest.firstIndex(of: "-") else { return nil }
    return pid_t(rest[..<dash]).flatMap { $0 > 0 ? $0 : nil }
  }
}
