import LifecycleSimulator

/// Which simulated app's code is running now: what `UIApplication.shared`,
/// `NotificationCenter.default`, `UserDefaults.standard` and `UIDevice.current` answer.
///
/// The adapter (``UIKitApp``) enters an app's context around every call into the app's
/// code — `start`, each delivery, actions and probes, expiration handlers, finished
/// ``WorkQueue`` work, main-queue blocks and timers — and leaves it when the call returns.
/// Contexts nest: an app whose code makes the device warn another app of low memory runs that
/// app's code in its context, then gets its own back. Outside any app, the singletons are
/// detached stand-ins that belong to no app. The outermost call also carries into the app what
/// its code hands Foundation's own singletons instead (``FoundationEscapes``).
///
/// Entering also marks the thread (``AppThread``): from any isolation, "which app's code runs on
/// this thread" is the mark, and the C library's clocks answer the device's virtual time. When
/// the last call into an app returns, its main run loop turns (``AppRunLoop``): the blocks its
/// code queued on `DispatchQueue.main` run then, in order, each as the app's code.
///
/// - Warning: UIKit-shaped apps must be driven on the main actor, as on iOS: the
///   device's methods run the app's code synchronously, and the adapter checks with
///   `MainActor.assumeIsolated` that it is on the main actor.
@MainActor
enum AppContext {
  private static var stack: [UIKitAppHost] = []

  /// The app whose code is running, if any.
  static var current: UIKitAppHost? { stack.last }

  /// The process of the app whose code is running, if any and still alive.
  static var process: AppProcess? { current?.process }

  /// Runs `body` as code of `host`; when this was the last call into `host` on the stack, its
  /// main run loop turns afterwards.
  static func run<T, Failure: Error>(in host: UIKitAppHost, _ body: () throws(Failure) -> T) throws(Failure)
    -> T
  {
    let turnsRunLoop = !stack.contains { $0 === host }
    let result: Result<T, Failure>
    do throws(Failure) {
      result = .success(try frame(in: host, body))
    } catch {
      result = .failure(error)
    }
    if turnsRunLoop { host.runLoop.turn(for: host) }
    return try result.get()
  }

  /// One call into `host`'s code, with the watches around it.
  private static func frame<T, Failure: Error>(in host: UIKitAppHost, _ body: () throws(Failure) -> T)
    throws(Failure) -> T
  {
    // The outermost call into app code watches for escapes to Foundation's singletons.
    let outermost = stack.isEmpty
    if outermost {
      FoundationEscapes.watchNotifications()
      ThreadEscapes.report()
    }
    stack.append(host)
    ProcessGlobals.callBegins(for: host)
    let outerMark = AppThread.enter(host)
    defer {
      let started = AppThread.leave(restoring: outerMark)
      ProcessGlobals.callEnds(in: host)
      if started.tasks > 0 { TaskEscapes.report(started.tasks, of: host) }
      if started.threads > 0 { TaskEscapes.reportThreads(started.threads, of: host) }
      if started.sockets > 0 { NetworkEscapes.report(started.sockets, of: host) }
      if started.foundationBlocks > 0 {
        FoundationEscapes.reportQueuedBlocks(started.foundationBlocks, of: host)
      }
      if outermost { ThreadEscapes.report() }
      stack.removeLast()
    }
    return try body()
  }
}
