import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process running a built executable of this package, with its standard output read
/// through a pipe. Spawned with `posix_spawn`, killed and reaped by process id.
final class HelperProcess {
  /// The child's process id.
  let processID: pid_t
  private let output: Int32
  private var buffered: [UInt8] = []

  /// Starts `executable` with `arguments` (not including the program name).
  init(executable: String, arguments: [String]) throws {
    // Close-on-exec, so neither end leaks into other children (which would keep the pipe open
    // after this child dies); dup2 below clears the flag on the child's own stdout. (Glibc's
    // module does not export pipe2; nothing else in these tests spawns processes meanwhile.)
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw HelperError("pipe failed: errno \(errno)") }
    _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + environment).forEach { free($0) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, executable, &actions, nil, argv, environment)
    close(pipeEnds[1])
    guard result == 0 else {
      close(pipeEnds[0])
      throw HelperError("cannot start \(executable): \(String(cString: strerror(result)))")
    }
    processID = child
    output = pipeEnds[0]
  }

  deinit { close(output) }

  /// Reads output until a whole line equal to `line` has arrived, or `timeoutMilliseconds`
  /// pass, or the output ends. Returns whether the line arrived.
  func waitForLine(_ line: String, timeoutMilliseconds: Int32) -> Bool {
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeoutMilliseconds) * 1_000_000
    while !lines().contains(line) {
      let now = DispatchTime.now().uptimeNanoseconds
      guard now < deadline else { return false }
      var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32((deadline - now) / 1_000_000) + 1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0, readAvailable() else { return false }
    }
    return true
  }

  /// Sends SIGKILL, reaps the child, and returns every complete line it printed and whether
  /// it died of the signal (rather than exiting by itself first, as on an error).
  func killAndCollectOutput() -> (lines: [String], diedOfSIGKILL: Bool) {
    kill(processID, SIGKILL)
    var status: Int32 = 0
    while waitpid(processID, &status, 0) == -1 && errno == EINTR {}
    while readAvailable() {}
    return (lines(), status & 0x7F == SIGKILL)  // WTERMSIG, for a status that is not an exit
  }

  /// The complete (newline-terminated) lines read so far; a partial last line is left out.
  private func lines() -> [String] {
    guard let lastNewline = buffered.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
    return String(decoding: buffered[..<lastNewline], as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Reads what is available (blocking until something is, or end of file); false at the end.
  private func readAvailable() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      buffered += chunk[..<count]
      return true
    }
  }

  /// Where SwiftPM put the executable `name`: beside the running test binary (its build
  /// products folder), else in `.build/debug` or `.build/release` of this package. Throws a
  /// message listing the places looked in when it is in none of them.
  static func locate(_ name: String, filePath: String = #filePath) throws -> String {
    var folders: [String] = []
    if let override = ProcessInfo.processInfo.environment["LIFECYCLEKIT_HELPER_DIR"] {
      folders.append(override)
    }
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      folders.append((executable as NSString).deletingLastPathComponent)
    }
    if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent().path) }
    let argument0 = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    folders.append(argument0.deletingLastPathComponent().path)
    let packageRoot = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    folders += ["debug", "release"].map { packageRoot.appendingPathComponent(".build/\($0)").path }
    // An .xctest bundle on Darwin sits in the products folder but runs from Contents/MacOS.
    folders += folders.filter { $0.hasSuffix("/Contents/MacOS") }.map {
      ($0 as NSString).appendingPathComponent("../../..")
    }
    for folder in folders {
      let candidate = (folder as NSString).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw HelperError(
      "\(name) is not built. Looked in: \(folders.joined(separator: ", ")). "
        + "Build it with `swift build --product \(name)` (`swift test` builds it), "
        + "or set LIFECYCLEKIT_HELPER_DIR to the folder that holds it.")
  }
}

/// A problem starting or finding a helper process, with a message that says what to do.
struct HelperError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
