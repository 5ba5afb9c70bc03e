public import Dispatch
import LifecycleSimulator

/// `DispatchQueue` as app code uses it, run in the simulated device: blocks run as the app's
/// code, on its main thread, in virtual time.
///
/// This type shadows Dispatch's for files that import LifecycleUIKit (as `UserDefaults` does,
/// `Docs/UIKitShadowing.md`). Inside an app's code:
///
/// - `DispatchQueue.main.async { … }` queues the block on the app's main run loop
///   (``AppRunLoop``): it runs right after the current call into the app returns, after the
///   blocks queued before it — as the main thread's next turn of its run loop does on iOS.
/// - `asyncAfter(deadline: .now() + 2) { … }` fires at that virtual instant (`.now()` reads the
///   device's time in app code). As on iOS it does not fire while the app is suspended: it
///   fires late, as soon as the app runs again; it is lost if the process ends first
///   (``LifecycleSimulator/AppProcess/startTimer(named:delay:completion:)``).
/// - `DispatchQueue.global().async { … }` (and the queues an app makes with
///   `DispatchQueue(label:)`) runs the block as app work that takes no virtual time: on the
///   main thread, queued with the main-queue blocks, so a `DispatchQueue.main.async` inside it
///   runs after it. Work that takes time says how long: `async(taking: .seconds(40))` runs the
///   block once the app has *run* that long (frozen while suspended, lost if killed).
/// - `sync { … }` runs the block at once; `DispatchQueue.main.sync` from the main thread crashes
///   the app, as it does on iOS.
///
/// Blocks are `@MainActor`: they run on the simulated main thread, so a block may call the
/// app's main-actor code directly. Outside any app's code (a test's own code) the blocks go to
/// Dispatch's main queue, in real time.
public final class DispatchQueue: Sendable {
  /// The queue's label (Dispatch's labels for the main and global queues).
  public let label: String
  private let isMain: Bool

  private init(label: String, isMain: Bool) {
    self.label = label
    self.isMain = isMain
  }

  /// A queue the app makes, serial or concurrent: in app code its blocks run as the global
  /// queue's do (on the main thread, taking no virtual time). The parameters are accepted for
  /// Dispatch's signature.
  public convenience init(
    label: String, qos: DispatchQoS = .unspecified, attributes: Dispatch.DispatchQueue.Attributes = [],
    autoreleaseFrequency: Dispatch.DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
  ) {
    self.init(label: label, isMain: false)
  }

  /// The app's main queue.
  public static let main = DispatchQueue(label: "com.apple.main-thread", isMain: true)

  /// The global queue for `qos`.
  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
    DispatchQueue(label: "com.apple.root.\(qos)-qos", isMain: false)
  }

  /// Queues `work` for the app's next run-loop turn (see the type's documentation). With a
  /// `group`, the group is entered now and left when the block has run.
  public func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    group?.enter()
    let block: @MainActor @Sendable () -> Void = {
      work()
      group?.leave()
    }
    let queued = AppThread.withHost { host in
      host.runLoop.enqueue(onItsThread(block, in: host))
      return true
    }
    if queued == nil { Dispatch.DispatchQueue.main.async { MainActor.assumeIsolated(block) } }
  }

  /// Queues the work item for the app's next run-loop turn; a cancelled item does nothing.
  public func async(execute workItem: DispatchWorkItem) {
    // Dispatch's work items are thread-safe objects its Swift overlay does not mark Sendable.
    nonisolated(unsafe) let item = workItem
    async { item.perform() }
  }

  /// Runs `work` at the virtual instant `deadline` (see the type's documentation).
  /// `DispatchTime.distantFuture` never comes.
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    guard deadline != .distantFuture else { return }
    // In app code `now()` is the device's uptime (the thread mark), so is `deadline`.
    let now = DispatchTime.now().uptimeNanoseconds
    let delay = Duration.nanoseconds(
      Int64(clamping: deadline.uptimeNanoseconds &- min(now, deadline.uptimeNanoseconds)))
    let scheduled = AppThread.withHost { host -> Bool in
      guard let process = host.process else { return true }
      let block = onItsThread(work, in: host)
      process.startTimer(named: "asyncAfter \(workName)", delay: delay) { host.runCode(block) }
      return true
    }
    if scheduled == nil {
      Dispatch.DispatchQueue.main.asyncAfter(deadline: deadline) { MainActor.assumeIsolated(work) }
    }
  }

  /// Runs the work item at the virtual instant `deadline`; a cancelled item does nothing.
  public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
    nonisolated(unsafe) let item = workItem
    asyncAfter(deadline: deadline) { item.perform() }
  }

  /// Runs `work` now and returns its result (in app code every queue's work runs on the
  /// simulated main thread, so nothing waits). `DispatchQueue.main.sync` called by the app's
  /// main-thread code — not from a global queue's block — crashes the app, as libdispatch
  /// crashes it on iOS instead of deadlocking (the block still runs, in the ended process).
  public func sync<T>(execute work: () throws -> T) rethrows -> T {
    if isMain {
      _ = AppThread.withHost { host in
        guard host.runLoop.globalWorkDepth == 0 else { return }
        host.crash(
          "BUG IN CLIENT OF LIBDISPATCH: dispatch_sync called on queue already owned by current thread "
            + "(DispatchQueue.main.sync on the main thread)")
      }
    }
    return try work()
  }

  /// Starts work that needs `duration` of the app's running time; `work` runs, as the app's
  /// code, when it is done: frozen while the app is suspended, lost if the process ends
  /// (``LifecycleSimulator/AppProcess/startWork(named:duration:completion:)``). Outside any
  /// app's code the block runs at once.
  @MainActor
  public func async(
    taking duration: Duration, named name: String? = nil,
    execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    guard let host = AppContext.current, let process = host.process else { return work() }
    process.startWork(named: name ?? workName, duration: duration) { host.runCode(work) }
  }

  /// How the trace names the queue's work: `main`, `global`, or the label of a queue the app made.
  private var workName: String { isMain ? "main" : label.hasPrefix("com.apple.root.") ? "global" : label }

  /// `block` as this queue runs it in `host`: a block of any queue but the main one runs as
  /// global work (on iOS it would run on another thread; see ``sync(execute:)``).
  @MainActor
  private func onItsThread(_ block: @escaping @MainActor @Sendable () -> Void, in host: UIKitAppHost)
    -> @MainActor @Sendable () -> Void
  {
    guard !isMain else { return block }
    return { [weak host] in host?.runLoop.runAsGlobalWork(block) }
  }
}
