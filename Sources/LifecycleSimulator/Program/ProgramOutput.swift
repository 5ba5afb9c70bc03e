#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program that runs simulated apps keeps its standard output for its own output: what the
/// apps' code prints goes to standard error.
///
/// App code prints — `print("saved")` in `applicationDidEnterBackground` is common — and on iOS
/// that goes to the device's console, not into anything a tool reads. Here the apps run inside
/// the program, so their prints would land in its standard output: between the lines of a trace,
/// inside `--format jsonl`'s JSON Lines, or in the frames an explorer's worker process answers
/// with. ``divert()`` points the process's standard output (descriptor 1, which `print` and C's
/// `stdout` write to) at standard error, and hands back a descriptor of the
/// original, where ``write(_:to:)`` puts the program's own output.
public enum ProgramOutput {
  /// Points descriptor 1 at standard error, and returns a new descriptor of the
  /// original standard output; returns 1 when the descriptors cannot be duplicated (then
  /// nothing is diverted).
  public static func divert() -> Int32 {
    fflush(nil)
    let original = dup(1)
    guard original >= 0 else { return 1 }
    guard dup2(2, 1) >= 0 else {
      close(original)
      return 1
    }
    return original
  }

  /// Writes `text` whole to `descriptor` (``divert()``'s), retrying a write a signal cut short;
  /// what C's streams still buffer (app code's prints) is flushed first, to standard error.
  public static func write(_ text: String, to descriptor: Int32) {
    fflush(nil)
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }
}

/// The C library's `write`, by a name the enum's own `write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
