import Foundation
public import LifecycleSimulator

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Worker processes that replay paths of an app for the explorer (`lifecycle explore --app ID
/// --workers N`): app code runs there, not in the explorer, so a trap or a hang in it ends one
/// worker — which becomes a `no-crash` finding with its path, and a fresh worker — never the
/// exploration; and the workers use every core.
///
/// Each worker is the `lifecycle` program itself (or your own program that runs
/// `LifecycleCommand.main(catalog:)`) started with `--worker`: it reads one request a line
/// (``AppWorkerMessages/Request``) and answers one line. A worker that closes its output or
/// exits is taken as the app's process dying, one that does not answer within ``timeout`` as
/// the app hanging; it is killed and started again.
@MainActor
public final class AppWorkerPool {
  /// What became of one request.
  public enum Outcome: Sendable {
    /// The replay's result.
    case replayed(AppReplay)
    /// The worker died or hung while replaying: why, in words.
    case died(String)
  }

  /// How long a worker may take over one replay before it is taken as hung.
  public let timeout: Duration
  private let executable: String
  private let arguments: [String]
  private let install: InstallSpec
  private var workers: [Worker] = []

  private final class Worker {
    let process: Process
    let input: FileHandle
    let output: Int32
    var buffer: [UInt8] = []

    init(process: Process, input: FileHandle, output: Int32) {
      self.process = process
      self.input = input
      self.output = output
    }
  }

  /// Starts `count` workers running `executable` with `arguments`, for the app installed as
  /// `install`.
  public init(
    executable: String, arguments: [String], count: Int, install: InstallSpec,
    timeout: Duration = .seconds(60)
  ) throws {
    self.executable = executable
    self.arguments = arguments
    self.install = install
    self.timeout = timeout
    for _ in 0..<max(count, 1) { workers.append(try start()) }
  }

  /// How many workers there are.
  public var count: Int { workers.count }

  private func start() throws -> Worker {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    // Every worker must fingerprint a state alike: the device state's text lists sets and
    // dictionaries in the order of Swift's hash seed, which is per process unless fixed.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    // The child's ends: the parent keeps only its own, so that the worker's death closes the
    // output (end of file) instead of leaving it open until the timeout.
    try? output.fileHandleForWriting.close()
    try? input.fileHandleForReading.close()
    return Worker(
      process: process, input: input.fileHandleForWriting, output: output.fileHandleForReading.fileDescriptor)
  }

  /// Ends every worker: their input closes and they exit; one still running two seconds later
  /// is killed.
  public func shutDown() {
    for worker in workers { try? worker.input.close() }
    let deadline = ContinuousClock.now.advanced(by: .seconds(2))
    for worker in workers {
      while worker.process.isRunning, ContinuousClock.now < deadline { usleep(10_000) }
      if worker.process.isRunning { kill(worker.process.processIdentifier, SIGKILL) }
      worker.process.waitUntilExit()
    }
    workers = []
  }

  /// Replays each of `paths`, spread over the workers; the outcomes in the order of `paths`.
  /// With `firstOf`, each answer says where along its path that invariant first breaks
  /// (``AppReplay/firstViolationLength``) instead of what the path's end looks like.
  public func replay(_ paths: [[ScenarioCommand]], firstOf: AppInvariant? = nil) -> [Outcome] {
    var outcomes = [Outcome?](repeating: nil, count: paths.count)
    var next = 0
    // Which request each worker is busy with, and since when.
    var busy: [Int: (request: Int, since: ContinuousClock.Instant)] = [:]
    let clock = ContinuousClock()
    while outcomes.contains(where: { $0 == nil }) {
      for index in workers.indices where busy[index] == nil && next < paths.count {
        if send(paths[next], firstOf: firstOf, to: index) {
          busy[index] = (next, clock.now)
        } else {
          outcomes[next] = .died(restart(index, why: "the worker did not take the request"))
        }
        next += 1
      }
      var descriptors = busy.keys.sorted().map {
        pollfd(fd: workers[$0].output, events: Int16(POLLIN), revents: 0)
      }
      let ready = poll(&descriptors, nfds_t(descriptors.count), 100)
      let now = clock.now
      for (position, index) in busy.keys.sorted().enumerated() {
        guard let (request, since) = busy[index] else { continue }
        if ready > 0, descriptors[position].revents != 0 {
          switch receive(from: index) {
          case .line(let line):
            busy[index] = nil
            outcomes[request] = decode(line)
          case .waiting:
            break
          case .closed:
            busy[index] = nil
            outcomes[request] = .died(restart(index, why: nil))
          }
        } else if since.duration(to: now) > timeout {
          busy[index] = nil
          // SIGKILL, not SIGTERM: a process stuck in app code may not be in a state to handle a signal.
          kill(workers[index].process.processIdentifier, SIGKILL)
          outcomes[request] = .died(restart(index, why: "the app hung: no answer within \(timeout)"))
        }
      }
    }
    return outcomes.map { $0! }
  }

  private func send(_ path: [ScenarioCommand], firstOf: AppInvariant?, to index: Int) -> Bool {
    guard
      let data = try? JSONEncoder().encode(
        AppWorkerMessages.Request(path: AppWorkerMessages.lines(path), firstOf: firstOf?.rawValue))
    else { return false }
    do {
      try workers[index].input.write(contentsOf: data + Data("\n".utf8))
      return true
    } catch {
      return false
    }
  }

  private enum ReadResult {
    case line(String)
    case waiting
    case closed
  }

  private func receive(from index: Int) -> ReadResult {
    let worker = workers[index]
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = read(worker.output, &chunk, chunk.count)
    if count <= 0 { return .closed }
    worker.buffer += chunk[..<count]
    guard let newline = worker.buffer.firstIndex(of: 10) else { return .waiting }
    let line = String(decoding: worker.buffer[..<newline], as: UTF8.self)
    worker.buffer.removeSubrange(...newline)
    return .line(line)
  }

  private func decode(_ line: String) -> Outcome {
    guard let answer = try? JSONDecoder().decode(AppWorkerMessages.Answer.self, from: Data(line.utf8)),
      let replay = AppWorkerMessages.replay(answer, install: install)
    else { return .died("the worker answered what does not read: \(line.prefix(200))") }
    return .replayed(replay)
  }

  /// Replaces worker `index` with a fresh one; says how the old one ended.
  private func restart(_ index: Int, why: String?) -> String {
    let old = workers[index]
    try? old.input.close()
    old.process.waitUntilExit()
    let ended: String
    switch old.process.terminationReason {
    case .uncaughtSignal:
      let signal = old.process.terminationStatus
      let name =
        signal == SIGILL || signal == SIGTRAP
        ? " (a Swift runtime trap: a failed precondition, a force-unwrapped nil, an index out of range)" : ""
      ended = "the app's process died of signal \(signal)\(name)"
    case .exit:
      ended = "the app's process exited with status \(old.process.terminationStatus)"
    @unknown default:
      ended = "the app's process ended"
    }
    if let started = try? start() { workers[index] = started }
    return why.map { "\($0); \(ended)" } ?? ended
  }
}
