import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program run to completion with its own figures: its output, exit status, wall time and
/// peak resident memory — the last read from the kernel's accounting of that one child
/// (`wait4`'s `ru_maxrss`).
///
/// Linux carries the resident memory of the process that starts a child into the child's
/// `ru_maxrss` (`posix_spawn` shares the starter's memory until the `exec`, whose high-water mark
/// the child keeps), so that figure is never below the starter's. Before each start this process
/// resets its own high-water mark to what it holds now (`/proc/self/clear_refs`), and
/// ``starterResidentBytes`` says what that was: the floor under the child's figure.
struct MeasuredProcess {
  var status: Int32
  var output: String
  var seconds: Double
  var peakResidentBytes: Int
  /// This process's resident memory when it started the child: `peakResidentBytes` is at least
  /// this, whatever the child used.
  var starterResidentBytes: Int

  /// Runs `executable` with `arguments` in `directory`, its standard output and error going
  /// to one file there that is read back when it ends.
  static func run(_ executable: String, _ arguments: [String], in directory: URL) throws(BenchError)
    -> MeasuredProcess
  {
    let log = directory.appendingPathComponent("output-\(UInt32.random(in: 0...UInt32.max)).txt").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // The shell changes folder and replaces itself with the program (same process, so the
    // accounting is the program's).
    let script =
      "cd \(quoted(directory.path)) && exec " + ([executable] + arguments).map(quoted).joined(separator: " ")
    let words: [String] = ["/bin/sh", "-c", script]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let starter = lowerTheFloor()
    var pid = pid_t()
    let clock = ContinuousClock()
    let start = clock.now
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw BenchError("cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else {
        throw BenchError("waiting for \(executable): \(String(cString: strerror(errno)))")
      }
    }
    let elapsed = start.duration(to: clock.now)
    let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(atPath: log)
    // Exited normally: the exit code; killed by a signal: 128 + the signal, as a shell says.
    let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return MeasuredProcess(
      status: code, output: output,
      seconds: elapsed.inSeconds,
      peakResidentBytes: usage.ru_maxrss * 1024, starterResidentBytes: starter)
  }

  /// Resets this process's high-water mark to its resident memory, and returns the mark (0 where
  /// `/proc` does not say).
  private static func lowerTheFloor() -> Int {
    if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
      try? handle.write(contentsOf: Data("5".utf8))
      try? handle.close()
    }
    return ExploreCommand.peakResidentBytes() ?? 0
  }

  /// `text` in single quotes for the shell.
  static func quoted(_ text: String) -> String { "'" + text.replacing("'", with: "'\\''") + "'" }

  /// Where `program` is on `PATH`, or nil.
  static func which(_ program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(program)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The first match of `pattern`'s first group in `text`, or nil.
  static func capture(_ pattern: String, in text: String) -> String? {
    guard let expression = try? NSRegularExpression(pattern: pattern),
      let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      match.numberOfRanges > 1, let range = Range(match.range(at: 1), in: text)
    else { return nil }
    return String(text[range])
  }
}
