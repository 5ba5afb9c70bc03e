public import LifecycleCore

/// The built-in app `tracer`: implements every callback, records them, and does
/// nothing else (a completion handler it is handed, it calls at once).
///
/// Probes: `callbacks` (every callback this process received, comma-separated),
/// `last-callback`, `state`. No actions.
@MainActor
public final class TracerApp: SimulatedApp {
  /// The callbacks this process received, in order.
  public var received: [LifecycleCallback] { log.callbacks }
  @exclusivity(unchecked) private var log = CallbackLog()
  // Held strongly: the process does not hold its app's code, so there is no cycle, and a
  // weak reference would cost a side table per process.
  private var process: AppProcess?

  /// Creates a tracer.
  public init() {}

  /// Keeps the process. A tracer that declares the `fetch` mode asks to be woken as often as
  /// the system allows (`setMinimumBackgroundFetchInterval(_:)` with the minimum), as an app
  /// implementing `application(_:performFetchWithCompletionHandler:)` does, where the
  /// generation has background fetch.
  public func start(in process: AppProcess) {
    self.process = process
    let modes = process.info.backgroundModes
    if !modes.isEmpty, modes.contains(.fetch), process.environment.profile.hasBackgroundWakes {
      process.setMinimumBackgroundFetchInterval(.zero)
    }
  }

  /// Records callbacks, and calls at once the completion handler a background fetch or a
  /// remote notification hands it (with `noData`: the tracer has nothing to fetch).
  @inline(__always)
  public func receive(_ delivery: Delivery) {
    if case .callback(let callback) = delivery {
      log.append(callback)
      // Only a callback that carries a completion handler can have one pending: the others
      // do not ask the process (a question that costs more than the recording).
      if callback.carriesCompletionHandler, let handler = process?.pendingCompletionHandler {
        process?.callCompletionHandler(handler, of: callback, result: "noData")
      }
    }
  }

  /// The tracer observes no notification: the device's trace records them already.
  public var observesNotifications: Bool { false }

  /// The tracer's screen: its name, the same whatever happened. What it received is in the
  /// trace and its probes; a screen that counted its callbacks would change with every step the
  /// explorer tries or round-trip it injects, which its no-data-loss oracle would read as data
  /// the user lost.
  public func screenSnapshot() -> ScreenSnapshot {
    ScreenSnapshot([ScreenElement(.plainText, depth: 0, title: "tracer")])
  }

  /// The tracer has no actions.
  public var actionNames: [String] { [] }

  /// Always fails: the tracer has no actions.
  public func perform(action: String, arguments: [String]) throws(AppActionError) {
    throw .unknownAction(action, known: actionNames)
  }

  /// `callbacks`, `last-callback`, `state`.
  public var probeNames: [String] { ["callbacks", "last-callback", "state"] }

  /// None: the tracer keeps no data of the user's. Its probes record the lifecycle itself,
  /// which an explored step or an injected round-trip changes by design, so the explorer's
  /// no-data-loss oracle compares none of them.
  public var declaredProbeNames: [String] { [] }

  /// Answers a probe.
  public func probe(_ name: String) throws(AppActionError) -> String? {
    switch name {
    case "callbacks": log.callbacks.map(\.rawValue).joined(separator: ",")
    case "last-callback": log.last?.rawValue
    case "state": process?.state.rawValue
    default: throw .unknownProbe(name, known: probeNames)
    }
  }
}
