import Foundation
import LifecycleCore
import LifecycleKit
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// The explorer's worker processes: a worker that dies or hangs is an outcome, not the end of
/// the exploration, and it is replaced.
@MainActor
@Suite("Worker processes")
struct AppWorkerPoolTests {
  let install = InstallSpec(name: "Notes", appID: "notes-naive")

  /// A pool of one shell worker that runs `script`.
  func shellPool(_ script: String, timeout: Duration = .seconds(60)) throws -> AppWorkerPool {
    try AppWorkerPool(
      executable: "/bin/sh", arguments: ["-c", script], count: 1, install: install, timeout: timeout)
  }

  /// A pool of one worker that answers the start (Home can follow) and dies of a trap at Home.
  func diesAtHome() throws -> AppWorkerPool {
    try shellPool(
      Self.eachRequest(
        #"case "$request" in *home*) kill -ILL $$;; *) "# + Self.reply(1, next: ["home"]) + ";; esac"))
  }

  /// A shell loop that reads each request's frame — its 4-byte length, then that many bytes,
  /// with `dd` one byte at a time so that nothing of the next request is read — and runs
  /// `body` with the request's bytes (NUL bytes left out) in `$request`, until the input ends.
  static func eachRequest(_ body: String) -> String {
    #"while length=$(dd bs=1 count=4 2>/dev/null | od -An -tu4 | tr -d ' \n'); [ -n "$length" ]; do "#
      + #"request=$(dd bs=1 count="$length" 2>/dev/null | tr -d '\000'); "# + body + "; done"
  }

  /// A shell command that writes the frame of an answer with `fingerprint` and `next`.
  static func reply(_ fingerprint: UInt64, next: [String] = []) -> String {
    let answer = AppWorkerMessages.Answer(
      fingerprint: fingerprint, refused: nil, next: next, violations: [], length: nil, steps: nil, oracle: nil
    )
    return printing(answer.payload)
  }

  /// A shell command that writes the frame of `payload`.
  static func printing(_ payload: [UInt8]) -> String {
    let escaped = WireFormat.frame(payload).map { byte in
      "\\" + String(repeating: "0", count: 3 - String(byte, radix: 8).count) + String(byte, radix: 8)
    }
    return "printf '" + escaped.joined() + "'"
  }

  @Test(
    "A worker killed by a trap's signal is a death naming the trap, and the next request finds a fresh worker"
  )
  func trap() throws {
    let pool = try shellPool("dd bs=1 count=4 >/dev/null 2>&1; kill -ILL $$")
    defer { pool.shutDown() }
    let outcomes = pool.replay([[.home], [.home]])
    for outcome in outcomes {
      guard case .died(let why) = outcome else {
        Issue.record("expected a death, got \(outcome)")
        continue
      }
      #expect(why.contains("signal 4"))
      #expect(why.contains("a Swift runtime trap"))
    }
    #expect(pool.count == 1)
  }

  @Test("With two requests held by each worker, the answers come back to the requests they belong to")
  func answersInOrder() throws {
    let pool = try shellPool(
      Self.eachRequest(
        #"case "$request" in *unlock*) "# + Self.reply(3) + ";; *) " + Self.reply(2) + ";; esac"))
    defer { pool.shutDown() }
    let fingerprints: [UInt64] = pool.replay([[.lock], [.unlock], [.lock], [.unlock], [.unlock]]).map {
      guard case .replayed(let replay) = $0 else { return 0 }
      return replay.fingerprint
    }
    #expect(fingerprints == [2, 3, 2, 3, 3])
  }

  @Test("The request queued behind one a worker dies of goes to the worker started in its place")
  func queuedBehindADeath() throws {
    // Dies of a trap at Home; answers anything else. Both requests reach the first worker
    // before it dies, so the second is lost with it unless sent again.
    let pool = try shellPool(
      Self.eachRequest(#"case "$request" in *home*) kill -ILL $$;; *) "# + Self.reply(5) + ";; esac"))
    defer { pool.shutDown() }
    let outcomes = pool.replay([[.home], [.lock]])
    guard case .died(let why) = outcomes[0], case .replayed(let replay) = outcomes[1] else {
      Issue.record("expected a death and an answer, got \(outcomes)")
      return
    }
    #expect(why.contains("signal 4"))
    #expect(replay.fingerprint == 5)
  }

  @Test("A request written to a worker that has already exited is its death, not the explorer's (no SIGPIPE)")
  func writeToAnExitedWorker() throws {
    let pool = try shellPool("exit 3")
    defer { pool.shutDown() }
    // Time for the worker to exit, so that the request meets a pipe nobody reads.
    usleep(300_000)
    let outcomes = pool.replay([[.home], [.lock], [.unlock]])
    #expect(outcomes.count == 3)
    for outcome in outcomes {
      guard case .died(let why) = outcome else {
        Issue.record("expected a death, got \(outcome)")
        continue
      }
      #expect(why.contains("exited with status 3"))
    }
  }

  @Test("A worker that does not answer in time is killed and reported as a hang")
  func hang() throws {
    let pool = try shellPool("dd bs=1 count=4 >/dev/null 2>&1 && exec sleep 30", timeout: .milliseconds(300))
    defer { pool.shutDown() }
    guard case .died(let why) = pool.replay([[.home]])[0] else {
      Issue.record("expected a hang")
      return
    }
    #expect(why.contains("the app hung: no answer within"))
  }

  @Test("An answer that does not read is reported, not trusted")
  func garbage() throws {
    // "not " read as a frame's length is about 540 million bytes: no frame is that long.
    let pool = try shellPool(Self.eachRequest("echo 'not a frame'"))
    defer { pool.shutDown() }
    guard case .died(let why) = pool.replay([[.home]])[0] else {
      Issue.record("expected a refusal")
      return
    }
    #expect(why.contains("does not read"))
  }

  @Test("A death in a worker becomes a no-crash finding of the explorer, with its shrunk steps")
  func deathIsAFinding() throws {
    let pool = try diesAtHome()
    defer { pool.shutDown() }
    let setup = AppExplorationSetup(catalog: AppCatalog.builtIn, appID: "tracer")
    let model = AppModel(setup: setup, workers: pool)
    let report = AppExplorer.explore(model, depth: 2)
    let finding = try #require(report.findings.first { $0.invariant == .noCrash })
    #expect(finding.message.contains("signal 4"))
    #expect(finding.replayFails)
    #expect(finding.steps == [.home])
    #expect(finding.scenario.contains("# (no expect line: the app's process dies at the last step)"))
  }

  @Test(
    "Walks and a swarm in workers: a trap at Home is a no-crash finding with its steps, not the end of the explorer"
  )
  func deathInWalks() throws {
    let pool = try diesAtHome()
    defer { pool.shutDown() }
    let setup = AppExplorationSetup(catalog: AppCatalog.builtIn, appID: "tracer")
    let walked = AppExplorer.walk(setup, runs: 5, length: 3, seed: 1, workers: pool)
    let swarmed = AppExplorer.swarm(setup, runs: 5, length: 3, seed: 1, workers: pool)
    for report in [walked, swarmed] {
      let finding = try #require(report.findings.first { $0.invariant == .noCrash })
      #expect(finding.message.contains("signal 4"))
      #expect(finding.steps == [.home])
      #expect(finding.replayFails)
      // Each of the five walks takes Home, dies there, and has nothing after it.
      #expect(report.edges == 5)
    }
  }

  @Test("A worker that dies as the app launches: a no-crash finding with no steps, not an empty search")
  func deathAtLaunch() throws {
    let pool = try shellPool("dd bs=1 count=4 >/dev/null 2>&1; kill -ILL $$")
    defer { pool.shutDown() }
    let setup = AppExplorationSetup(catalog: AppCatalog.builtIn, appID: "tracer")
    let report = AppExplorer.explore(AppModel(setup: setup, workers: pool), depth: 3)
    let finding = try #require(report.findings.first { $0.invariant == .noCrash })
    #expect(finding.steps.isEmpty)
    #expect(finding.message.contains("signal 4"))
    #expect(finding.replayFails)
    #expect(report.states == 1)
  }
}
