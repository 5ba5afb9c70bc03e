import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Worker processes that run app code for the explorer, one request at a time each, so that a
/// trap or a hang in that code ends one worker — an outcome the caller turns into a `no-crash`
/// finding, and a fresh worker in its place — never the exploration; and the workers use every
/// core.
///
/// The pool knows frames (``WireFormat``), not what is in them: ``AppWorkerPool`` sends it
/// replays of an app's paths, ``RoundTripExplorer`` the runs of a scenario with a round-trip
/// injected. Each worker is the program that explores (`lifecycle`, or your own program that
/// runs `LifecycleCommand.main(catalog:)`) started in its worker mode, which reads a request a
/// frame from standard input and writes an answer a frame to standard output
/// (``serve(_:)``). A worker that closes its output or exits is taken as the app's process
/// dying, one that does not answer within ``timeout`` as the app hanging; it is killed and
/// started again.
@MainActor
package final class WorkerPool {
  /// What became of one request.
  package enum Outcome: Sendable {
    /// The worker's answer: a frame's payload.
    case answered([UInt8])
    /// The worker died or hung while answering: why, in words.
    case died(String)
  }

  /// How long a worker may take over one request before it is taken as hung.
  package let timeout: Duration
  private let executable: String
  private let arguments: [String]
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

  /// Starts `count` workers (at least one) running `executable` with `arguments`.
  package init(executable: String, arguments: [String], count: Int, timeout: Duration = .seconds(60)) throws {
    self.executable = executable
    self.arguments = arguments
    self.timeout = timeout
    for _ in 0..<max(count, 1) { workers.append(try start()) }
  }

  /// How many workers there are.
  package var count: Int { workers.count }

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
  package func shutDown() {
    for worker in workers { try? worker.input.close() }
    let deadline = ContinuousClock.now.advanced(by: .seconds(2))
    for worker in workers {
      while worker.process.isRunning, ContinuousClock.now < deadline { usleep(10_000) }
      if worker.process.isRunning { kill(worker.process.processIdentifier, SIGKILL) }
      worker.process.waitUntilExit()
    }
    workers = []
  }

  /// Sends each of `requests` (frame payloads) to a worker, spread over the workers; the
  /// outcomes in the order of `requests`.
  ///
  /// Each worker holds up to ``requestsInFlight`` requests, so that it starts on the next one
  /// while this process reads its last answer; a long list keeps every worker busy to its end.
  /// A worker that dies or hangs costs the request it was answering (a `died` outcome); the
  /// ones queued behind it go to the worker started in its place.
  package func exchange(_ requests: [[UInt8]]) -> [Outcome] {
    var outcomes = [Outcome?](repeating: nil, count: requests.count)
    var unanswered = requests.count
    // The requests not sent yet, the lowest index last (taken first).
    var pending = Array(requests.indices.reversed())
    // Per worker, the requests sent and not answered, oldest first, and since when the oldest
    // has been the one it answers.
    var queues = [[Int]](repeating: [], count: workers.count)
    let clock = ContinuousClock()
    var since = [ContinuousClock.Instant](repeating: clock.now, count: workers.count)

    /// Worker `index` ended (`why`: how it was found out, nil when its output closed): the
    /// request it was answering died with it, those behind it are sent again.
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
          if Self.writeAll(WireFormat.frame(requests[request]), to: workers[index].input.fileDescriptor) {
            if queues[index].isEmpty { since[index] = clock.now }
            queues[index].append(request)
          } else if queues[index].isEmpty {
            outcomes[request] = .died(restart(index, why: "the worker did not take the request"))
            unanswered -= 1
          } else {
            // It ended while answering an earlier request: that one is the one it died of.
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
              outcomes[request] = .answered(frame)
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

  /// How many requests a worker holds at once: the one it answers and the next, which it reads
  /// as soon as it has answered.
  static let requestsInFlight = 2

  /// Reads what worker `index` has written into its buffer; false when its output closed.
  private func readAvailable(from index: Int) -> Bool {
    let worker = workers[index]
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = read(worker.output, &chunk, chunk.count)
    if count <= 0 { return false }
    worker.buffer += chunk[..<count]
    return true
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

  /// A request a worker cannot answer: what was wrong with it, in words.
  package struct Refusal: Error {
    /// What was wrong.
    package var reason: String

    /// A refusal saying `reason`.
    package init(_ reason: String) { self.reason = reason }
  }

  /// Serves requests from standard input until it ends, one answer a frame on standard output:
  /// the worker's side. `answer` turns a request's payload into the answer's. A request that
  /// does not read (`answer` throws a ``Refusal``, or the input is not frames) ends the worker
  /// with status 2 and a line on standard error saying why: the explorer sees a worker that
  /// died of it.
  ///
  /// `replies` is the descriptor the answers go to: the program's own standard output, which a
  /// program that runs apps keeps apart from descriptor 1, where their code prints
  /// (``LifecycleSimulator/ProgramOutput``).
  package static func serve(replyingTo replies: Int32 = 1, _ answer: ([UInt8]) throws(Refusal) -> [UInt8]) {
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    func refuse(_ why: String) -> Never {
      FileHandle.standardError.write(Data("lifecycle worker: a request that does not read: \(why)\n".utf8))
      exit(2)
    }
    while true {
      let payload: [UInt8]
      do {
        guard let frame = try WireFormat.takeFrame(from: &buffer) else {
          let count = read(0, &chunk, chunk.count)
          if count < 0, errno == EINTR { continue }
          if count <= 0 {
            if !buffer.isEmpty { refuse("the input ended inside a frame") }
            return
          }
          buffer += chunk[..<count]
          continue
        }
        payload = frame
      } catch {
        refuse(error.description)
      }
      let reply: [UInt8]
      do { reply = try answer(payload) } catch { refuse(error.reason) }
      guard writeAll(WireFormat.frame(reply), to: replies) else { exit(2) }
    }
  }

  /// Writes every byte of `bytes` to file descriptor `descriptor`; false when it cannot (the
  /// other side closed: a worker that died, or an explorer that is gone).
  ///
  /// A write to a pipe whose reader has gone raises SIGPIPE, which ends the process unless
  /// handled; the explorer must live on when a worker dies between two requests, and a library
  /// should not change how the whole process handles a signal. So SIGPIPE is blocked on this
  /// thread for the write, and one the write raised is taken before it is unblocked
  /// (`AppWorkerPoolTests` write to a worker that has exited).
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
    defer {
      var pending = sigset_t()
      sigpending(&pending)
      if sigismember(&pending, SIGPIPE) == 1, sigismember(&previous, SIGPIPE) == 0 {
        var now = timespec(tv_sec: 0, tv_nsec: 0)
        _ = sigtimedwait(&pipeSignal, nil, &now)
      }
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + written, bytes.count - written)
      }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return false }
      written += count
    }
    return true
  }
}
