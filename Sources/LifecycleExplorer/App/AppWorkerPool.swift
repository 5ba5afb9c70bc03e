import Foundation
import LifecycleCore
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
/// `LifecycleCommand.main(catalog:)`) started with `--worker`: it reads one request at a time
/// (``AppWorkerMessages/Request``, a frame of ``WireFormat``) and answers one. A worker that closes its output or
/// exits is taken as the app's process dying, one that does not answer within ``timeout`` as
/// the app hanging; it is killed and started again. One pool serves every generation of an
/// exploration and every configuration of a swarm: a request names its setup
/// (``replay(_:firstOf:resuming:on:)``), and a worker keeps a model per setup, so that each
/// worker starts once.
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

    /// The first whole answer in the buffer, taken out of it; nil while there is none; a
    /// ``WireError`` when what the worker wrote cannot be a frame.
    func takeFrame() throws(WireError) -> [UInt8]? { try WireFormat.takeFrame(from: &buffer) }

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

  /// Replays each of `paths` on `setup` (nil: the one the workers were started for), spread
  /// over the workers; the outcomes in the order of `paths`. With `firstOf`, each answer says
  /// where along its path that invariant first breaks (``AppReplay/firstViolationLength``)
  /// instead of what the path's end looks like. With `resuming`, one oracle per path (or nil),
  /// a worker checks only that path's last step, resuming the oracle as it stood before it
  /// (``AppModel/replay(_:resuming:)``).
  ///
  /// Each worker holds up to ``requestsInFlight`` requests, so that it starts the next replay
  /// while this process reads its last answer; a long list keeps every worker busy to its end.
  /// A worker that dies or hangs costs the request it was replaying (a `died` outcome); the
  /// ones queued behind it go to the worker started in its place.
  public func replay(
    _ paths: [[ScenarioCommand]], firstOf: AppInvariant? = nil, resuming: [AppOracle?]? = nil,
    on setup: AppExplorationSetup? = nil
  ) -> [Outcome] {
    let variant = setup.map(AppWorkerMessages.Variant.init)
    return replay(
      paths, firstOf: firstOf, resuming: resuming,
      variants: Array(repeating: variant, count: paths.count))
  }

  /// Replays each of `paths` on its own setup (`setups[k]` for `paths[k]`: the walks of a
  /// swarm, each on the configuration it drew), resuming `resuming[k]`, as
  /// ``replay(_:firstOf:resuming:on:)`` does.
  public func replay(
    _ paths: [[ScenarioCommand]], resuming: [AppOracle?], on setups: [AppExplorationSetup]
  ) -> [Outcome] {
    precondition(setups.count == paths.count, "one setup per path")
    return replay(
      paths, firstOf: nil, resuming: resuming, variants: setups.map(AppWorkerMessages.Variant.init))
  }

  private func replay(
    _ paths: [[ScenarioCommand]], firstOf: AppInvariant?, resuming: [AppOracle?]?,
    variants: [AppWorkerMessages.Variant?]
  ) -> [Outcome] {
    precondition(resuming.map { $0.count == paths.count } ?? true, "one oracle per path, or none")
    var outcomes = [Outcome?](repeating: nil, count: paths.count)
    var unanswered = paths.count
    // The requests not sent yet, the lowest index last (taken first).
    var pending = Array(paths.indices.reversed())
    // Per worker, the requests sent and not answered, oldest first, and since when the oldest
    // has been the one it replays.
    var queues = [[Int]](repeating: [], count: workers.count)
    let clock = ContinuousClock()
    var since = [ContinuousClock.Instant](repeating: clock.now, count: workers.count)

    /// Worker `index` ended (`why`: how it was found out, nil when its output closed): the
    /// request it was replaying died with it, those behind it are sent again.
    func lose(_ index: Int, why: String?) {
      let lost = queues[index]
      queues[index] = []
      let ended = restart(index, why: why)
      guard let first = lost.first else { return }
      outcomes[first] = .died(ended)
      unanswered -= 1
      pending.append(contentsOf: lost.dropFirst().reversed())
    }

    while unanswered > 0 {
      for index in workers.indices {
        while queues[index].count < Self.requestsInFlight, let request = pending.popLast() {
          if send(
            paths[request], firstOf: firstOf, resuming: resuming?[request], variant: variants[request],
            to: index)
          {
            if queues[index].isEmpty { since[index] = clock.now }
            queues[index].append(request)
          } else if queues[index].isEmpty {
            outcomes[request] = .died(restart(index, why: "the worker did not take the request"))
            unanswered -= 1
          } else {
            // It ended while replaying an earlier request: that one is the one it died of.
            pending.append(request)
            lose(index, why: nil)
            break
          }
        }
      }
      let busy = workers.indices.filter { !queues[$0].isEmpty }
      if busy.isEmpty { continue }
      var descriptors = busy.map { pollfd(fd: workers[$0].output, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&descriptors, nfds_t(descriptors.count), 100)
      let now = clock.now
      for (position, index) in busy.enumerated() {
        if ready > 0, descriptors[position].revents != 0 {
          guard readAvailable(from: index) else {
            lose(index, why: nil)
            continue
          }
          // One read may bring several answers, in the order of the requests.
          do {
            while let request = queues[index].first, let frame = try workers[index].takeFrame() {
              queues[index].removeFirst()
              outcomes[request] = decode(frame)
              unanswered -= 1
              since[index] = now
            }
          } catch {
            // A stream that cannot be frames any more: the worker is replaced, and the request
            // it was answering fails with what was wrong.
            kill(workers[index].process.processIdentifier, SIGKILL)
            lose(index, why: "the worker wrote what does not read (\(error.description))")
          }
        } else if since[index].duration(to: now) > timeout {
          // SIGKILL, not SIGTERM: a process stuck in app code may not be in a state to handle a signal.
          kill(workers[index].process.processIdentifier, SIGKILL)
          lose(index, why: "the app hung: no answer within \(timeout)")
        }
      }
    }
    return outcomes.map { $0! }
  }

  /// How many requests a worker holds at once: the one it replays and the next, which it reads
  /// as soon as it has answered.
  static let requestsInFlight = 2

  private func send(
    _ path: [ScenarioCommand], firstOf: AppInvariant?, resuming: AppOracle?,
    variant: AppWorkerMessages.Variant?, to index: Int
  ) -> Bool {
    let request = AppWorkerMessages.Request(
      path: AppWorkerMessages.lines(path), firstOf: firstOf?.rawValue, resuming: resuming, variant: variant)
    return AppWorkerMessages.writeAll(
      WireFormat.frame(request.payload), to: workers[index].input.fileDescriptor)
  }

  /// Reads what worker `index` has written into its buffer; false when its output closed.
  private func readAvailable(from index: Int) -> Bool {
    let worker = workers[index]
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = read(worker.output, &chunk, chunk.count)
    if count <= 0 { return false }
    worker.buffer += chunk[..<count]
    return true
  }

  private func decode(_ frame: [UInt8]) -> Outcome {
    let answer: AppWorkerMessages.Answer
    do { answer = try AppWorkerMessages.Answer(payload: frame) } catch {
      return .died("the worker answered what does not read: \(error.description)")
    }
    guard let replay = AppWorkerMessages.replay(answer, install: install) else {
      return .died("the worker answered steps that do not read: \(answer.next.prefix(5))")
    }
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
