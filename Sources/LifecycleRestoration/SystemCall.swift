#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call's `errno`.
struct SystemCallError: Error {
  /// The `errno` value.
  var code: Int32
}

/// The POSIX calls the durable store makes, each retried when a signal interrupts it (`EINTR`)
/// and each reporting failure as a thrown `errno` rather than a sentinel return value.
enum SystemCall {
  /// Opens `path`, returning the descriptor.
  static func openFile(_ path: String, _ flags: Int32, mode: mode_t = 0) throws(SystemCallError) -> Int32 {
    try retrying { path.withCString { open($0, flags, mode) } }
  }

  /// Writes all of `bytes`, continuing after short writes.
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws(SystemCallError) {
    var written = 0
    while written < bytes.count {
      let count = try retrying {
        bytes.withUnsafeBytes { buffer in
          write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        }
      }
      // POSIX allows a zero-byte write only for a zero-byte request; treat it as out of space
      // rather than loop forever.
      guard count > 0 else { throw SystemCallError(code: ENOSPC) }
      written += count
    }
  }

  /// Reads from the descriptor until end of file.
  static func readAll(_ descriptor: Int32) throws(SystemCallError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = try retrying {
        chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
    }
  }

  /// Flushes the descriptor's data and metadata to the storage device.
  static func fsyncFile(_ descriptor: Int32) throws(SystemCallError) {
    _ = try retrying { fsync(descriptor) }
  }

  /// Closes the descriptor. Never retried: on Linux the descriptor is gone even when `close`
  /// reports `EINTR`, and retrying could close a descriptor another thread just opened.
  static func closeFile(_ descriptor: Int32) throws(SystemCallError) {
    guard close(descriptor) == 0 else { throw SystemCallError(code: errno) }
  }

  /// Renames `source` to `destination`, atomically replacing any file there.
  static func renameFile(_ source: String, to destination: String) throws(SystemCallError) {
    _ = try retrying { source.withCString { from in destination.withCString { to in rename(from, to) } } }
  }

  /// Removes the file at `path`.
  static func unlinkFile(_ path: String) throws(SystemCallError) {
    _ = try retrying { path.withCString { unlink($0) } }
  }

  /// Opens the folder at `path`, flushes its entries (the names that renames and removals
  /// changed) to the storage device, and closes it.
  static func fsyncDirectory(_ path: String) throws(SystemCallError) {
    let descriptor = try openFile(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    do {
      try fsyncFile(descriptor)
    } catch {
      try? closeFile(descriptor)
      throw error
    }
    try closeFile(descriptor)
  }

  /// The C library's message for an `errno` value (`Permission denied`).
  static func message(for code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// Calls `operation` until it does not fail with `EINTR`; a result of -1 throws `errno`.
  private static func retrying<Result: BinaryInteger>(
    _ operation: () -> Result
  ) throws(SystemCallError) -> Result {
    while true {
      let result = operation()
      if result != -1 { return result }
      let code = errno
      if code != EINTR { throw SystemCallError(code: code) }
    }
  }
}
