import CLifecycleAppThread
import LifecycleCore
import LifecycleSimulator

/// The mark on the thread that runs an app's code: which app, and the device's virtual time.
///
/// ``AppContext`` sets it around every call into an app's code and puts the previous one back
/// when the call returns. It is thread-local (the C target `CLifecycleAppThread`), so it answers
/// "which app's code runs now" from any isolation — a nonisolated `UserDefaults` method, a
/// `deinit` — and a thread that is not running app code (a real background thread, the test
/// runner's) never sees one.
///
/// While it is set, the clock functions of the C library (`clock_gettime`, `gettimeofday`,
/// `time`) answer the device's virtual time on this thread and `getenv` answers `HOME`,
/// `CFFIXED_USER_HOME` and `TMPDIR` with the app's sandbox, so Foundation's `Date()`, `ProcessInfo.systemUptime`,
/// `NSHomeDirectory()` and `NSTemporaryDirectory()` are the simulated device's even in a file
/// that imports Foundation alone; so are `getpid` and `sysconf(_SC_PHYS_PAGES)`, which
/// `ProcessInfo.processIdentifier` and `physicalMemory` read. Everywhere else they are the host's.
enum AppThread {
  /// The app whose code runs on this thread, if any. Such a thread is on the main actor (app
  /// code runs only there), so the host can be used at once.
  static var host: UIKitAppHost? {
    guard let pointer = lk_app_thread_app() else { return nil }
    return MainActor.assumeIsolated { Unmanaged<UIKitAppHost>.fromOpaque(pointer).takeUnretainedValue() }
  }

  /// Whether this thread runs an app's code now (and so is on the main actor).
  static var isRunningAppCode: Bool { lk_app_thread_app() != nil }

  /// Runs `body` with the app whose code runs on this thread, on the main actor; nil when this
  /// thread runs no app code.
  static func withHost<T: Sendable>(_ body: @MainActor (UIKitAppHost) -> T) -> T? {
    guard let pointer = lk_app_thread_app() else { return nil }
    return MainActor.assumeIsolated {
      body(Unmanaged<UIKitAppHost>.fromOpaque(pointer).takeUnretainedValue())
    }
  }

  /// Whether this executable's clock and environment functions are this package's (they are in
  /// every executable that links LifecycleUIKit on Linux).
  static var isInterposed: Bool { lk_virtual_time_is_interposed() != 0 }

  /// The kernel's real time since the Unix epoch, whatever the mark says.
  static var realTimeSince1970: Duration {
    .nanoseconds(lk_real_clock_nanoseconds(0))  // CLOCK_REALTIME
  }

  /// Marks this thread as running `host`'s code; returns the mark to put back.
  @MainActor
  static func enter(_ host: UIKitAppHost) -> lk_app_thread {
    let folders = host.runLoop.sandboxPaths(of: host)
    let process = host.process
    let clock = process.map { Unmanaged.passUnretained($0.clock).toOpaque() }
    return lk_app_thread_set(
      lk_app_thread(
        app: Unmanaged.passUnretained(host).toOpaque(), now: clock == nil ? nil : readVirtualClock,
        clock: clock,
        boot_epoch_seconds: VirtualWallClock.bootSecondsSince1970,
        uptime_at_start_seconds: VirtualWallClock.uptimeAtStartSeconds, home: folders?.home.pointer,
        tmp: folders?.tmp.pointer,
        system_release: process.map { release(of: $0.environment.profile.generation) },
        tasks_started: 0, blocks_queued: 0, threads_started: 0, globals_owner: host.globalsOwner,
        random_state: host.randomStream?.state, process_identifier: process?.processIdentifier ?? 0,
        physical_memory: UInt64(process?.deviceMemoryBytes ?? 0),
        processor_count: Int32(process?.deviceProcessorCount ?? 0), sockets_refused: 0))
  }

  /// The release `uname` answers app code on `generation` (`13.0.0`), which Foundation reads as
  /// `ProcessInfo.operatingSystemVersion`: ``LifecycleCore/OSGeneration/systemVersion`` with its patch.
  @MainActor
  private static func release(of generation: OSGeneration) -> UnsafePointer<CChar> {
    if let known = releases[generation] { return known.pointer }
    let made = CString(generation.systemVersion + ".0")
    releases[generation] = made
    return made.pointer
  }

  @MainActor private static var releases: [OSGeneration: CString] = [:]

  /// Puts `previous` back; returns how many tasks and real threads the code started meanwhile,
  /// how many blocks it queued on Dispatch's and Foundation's own queues and run loops, and how
  /// many real network connections it tried (each refused).
  static func leave(
    restoring previous: lk_app_thread
  ) -> (tasks: Int, threads: Int, foundationBlocks: Int, sockets: Int) {
    let mark = lk_app_thread_set(previous)
    return (
      Int(mark.tasks_started), Int(mark.threads_started), Int(mark.blocks_queued), Int(mark.sockets_refused)
    )
  }

  /// Whether the tasks app code creates are counted (the runtime's `swift_task_create` is
  /// this package's in the executable).
  static let watchesTasks: Bool = lk_install_task_watch() != 0
}

/// The device's virtual time in nanoseconds since boot, for the C clock functions.
private let readVirtualClock: lk_virtual_now_fn = { context in
  guard let context else { return 0 }
  let offset = Unmanaged<VirtualClock>.fromOpaque(context).takeUnretainedValue().now.offset
  let (seconds, attoseconds) = offset.components
  return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
}
