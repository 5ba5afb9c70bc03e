import Foundation
import LifecycleCore
import LifecycleKit
import LifecycleSimulator
import Testing

/// The explorer's worker processes: a worker that dies or hangs is an outcome, not the end of
/// the exploration, and it is replaced.
@MainActor
@Suite("Worker processes")
struct AppWorkerPoolTests {
  let install = InstallSpec(name: "Notes", appID: "notes-naive")

  /// A pool of shell workers that run `script` for each request.
  func shellPool(_ script: String, timeout: Duration = .seconds(60)) throws -> AppWorkerPool {
    try AppWorkerPool(
      executable: "/bin/sh", arguments: ["-c", script], count: 1, install: install, timeout: timeout)
  }

  @Test(
    "A worker killed by a trap's signal is a death naming the trap, and the next request finds a fresh worker"
  )
  func trap() throws {
    let pool = try shellPool("read line; kill -ILL $$")
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
      #"while read line; do case "$line" in *unlock*) echo '{"fingerprint":3,"next":[],"violations":[]}';; *) echo '{"fingerprint":2,"next":[],"violations":[]}';; esac; done"#
    )
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
      #"while read line; do case "$line" in *home*) kill -ILL $$;; *) echo '{"fingerprint":5,"next":[],"violations":[]}';; esac; done"#
    )
    defer { pool.shutDown() }
    let outcomes = pool.replay([[.home], [.lock]])
    guard case .died(let why) = outcomes[0], case .replayed(let replay) = outcomes[1] else {
      Issue.record("expected a death and an answer, got \(outcomes)")
      return
    }
    #expect(why.contains("signal 4"))
    #expect(replay.fingerprint == 5)
  }

  @Test("A worker that does not answer in time is killed and reported as a hang")
  func hang() throws {
    let pool = try shellPool("read line && exec sleep 30", timeout: .milliseconds(300))
    defer { pool.shutDown() }
    guard case .died(let why) = pool.replay([[.home]])[0] else {
      Issue.record("expected a hang")
      return
    }
    #expect(why.contains("the app hung: no answer within"))
  }

  @Test("An answer that does not read is reported, not trusted")
  func garbage() throws {
    let pool = try shellPool("while read line; do echo 'not json'; done")
    defer { pool.shutDown() }
    guard case .died(let why) = pool.replay([[.home]])[0] else {
      Issue.record("expected a refusal")
      return
    }
    #expect(why.contains("does not read"))
  }

  @Test("A death in a worker becomes a no-crash finding of the explorer, with its shrunk steps")
  func deathIsAFinding() throws {
    // A worker that answers the start (Home can follow) and dies of a trap at Home.
    let pool = try shellPool(
      #"while read line; do case "$line" in *home*) kill -ILL $$;; *) echo '{"fingerprint":1,"next":["home"],"violations":[]}';; esac; done"#
    )
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
}
