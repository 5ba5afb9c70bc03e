import Foundation

/// A folder a command will write into (`explore --out DIR`), made ready before the work starts: a
/// search of minutes must not end in "cannot write", its exit code no longer saying what it found.
enum OutputFolder {
  /// Makes `path` (and the folders above it) when missing and tries writing a file there; nil
  /// when that worked, else why not, in words. (Permission bits alone do not tell: the superuser
  /// passes every check, and a read-only or virtual file system refuses what they allow.)
  static func problem(_ path: String) -> String? {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
      return "\(path) is a file, not a folder"
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      // A file on the way is the common case, and Foundation names it only by a code.
      var above = URL(fileURLWithPath: path).deletingLastPathComponent()
      while above.path != "/" {
        if FileManager.default.fileExists(atPath: above.path, isDirectory: &isDirectory) {
          if !isDirectory.boolValue { return "the folder cannot be made (\(above.path) is a file)" }
          break
        }
        above.deleteLastPathComponent()
      }
      return "the folder cannot be made (\(reason(error)))"
    }
    let probe = URL(fileURLWithPath: path).appendingPathComponent(".lifecycle-write-test-\(getpid())")
    do {
      try Data().write(to: probe)
      try? FileManager.default.removeItem(at: probe)
      return nil
    } catch {
      return "no file can be written in it (\(reason(error)))"
    }
  }

  /// The C library's words for the system error under `error`, else Foundation's.
  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
    return nsError.localizedDescription
  }
}
