import Foundation
import LifecycleCore
package import LifecycleSimulator

/// Worker processes that replay paths of an app for the explorer (`lifecycle explore --app ID
/// --workers N`): app code runs there, not in the explorer, so a trap or a hang in it ends one
/// worker — which becomes a `no-crash` finding with its path, and a fresh worker — never the
/// exploration; and the workers use every core.
///
/// A ``WorkerPool`` whose requests are replays: each worker is the `lifecycle` program itself
/// (or your own program that runs `LifecycleCommand.main(catalog:)`) started with `--worker`; it
/// reads one request at a time (``AppWorkerMessages/Request``) and answers one. One pool serves
/// every generation of an exploration and every configuration of a swarm: a request names its
/// setup (``replay(_:firstOf:resuming:on:)``), and a worker keeps a model per setup, so that
/// each worker starts once.
@MainActor
package final class AppWorkerPool {
  /// What became of one request.
  package enum Outcome: Sendable {
    /// The replay's result.
    case replayed(AppReplay)
    /// The worker died or hung while replaying: why, in words.
    case died(String)
  }

  /// How long a worker may take over one replay before it is taken as hung.
  package var timeout: Duration { pool.timeout }
  private let pool: WorkerPool
  private let install: InstallSpec

  /// Starts `count` workers running `executable` with `arguments`, for the app installed as
  /// `install`.
  package init(
    executable: String, arguments: [String], count: Int, install: InstallSpec,
    timeout: Duration = .seconds(60)
  ) throws {
    pool = try WorkerPool(executable: executable, arguments: arguments, count: count, timeout: timeout)
    self.install = install
  }

  /// How many workers there are.
  package var count: Int { pool.count }

  /// Ends every worker (``WorkerPool/shutDown()``).
  package func shutDown() { pool.shutDown() }

  /// Replays each of `paths` on `setup` (nil: the one the workers were started for), spread
  /// over the workers; the outcomes in the order of `paths`. With `firstOf`, each answer says
  /// where along its path that invariant first breaks (``AppReplay/firstViolationLength``)
  /// instead of what the path's end looks like. With `resuming`, one oracle per path (or nil),
  /// a worker checks only that path's last step, resuming the oracle as it stood before it
  /// (``AppModel/replay(_:resuming:)``).
  ///
  /// The requests go out as ``WorkerPool/exchange(_:)`` sends them: a long list keeps every
  /// worker busy to its end, and a worker that dies or hangs costs the request it was replaying
  /// (a `died` outcome).
  package func replay(
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
  package func replay(
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
    let requests = paths.indices.map { index in
      AppWorkerMessages.Request(
        path: AppWorkerMessages.lines(paths[index]), firstOf: firstOf?.rawValue, resuming: resuming?[index],
        variant: variants[index]
      ).payload
    }
    return pool.exchange(requests).map {
      switch $0 {
      case .answered(let frame): decode(frame)
      case .died(let why): .died(why)
      }
    }
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
}
