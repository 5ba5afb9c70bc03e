import LifecycleSimulator
import Synchronization

/// Catches app code that reaches Foundation's process-wide singletons instead of its own app's.
///
/// A source file of the app that imports only Foundation (a model, say) gets Foundation's
/// `UserDefaults.standard` and `NotificationCenter.default`, not the app's own: in the simulated
/// device several apps share one host process, so such a file would share one store between
/// apps, write it to the host's disk, never see the app's settings, and post notifications no
/// simulated app hears. On iOS each app is its own process and none of that can happen, so a
/// test would pass for the wrong reason. The compiler cannot see it (the file compiles either
/// way), so the adapter watches, around every call into the app's code:
///
/// - Foundation's standard defaults are compared before and after; each key the app's code
///   wrote there is reported as a misuse naming the key and the fix, and put back as it was,
///   so nothing of a run stays in the host's defaults.
/// - Every notification posted on Foundation's default centre while an app's code runs is
///   reported as a misuse, except Foundation's own (named `NS…` or `_…`).
/// - Every block the app's code queues on Dispatch's own `DispatchQueue`, an `OperationQueue` or
///   a Foundation `Timer` is reported as a misuse: they run outside the simulated app, in real
///   time. (The C target counts them while the thread runs app code, ``AppThread``.)
///
/// A misuse fails the run (see `expect misuse` in Docs/ScenarioLanguage.md).
@MainActor
enum FoundationEscapes {
  /// The fix every message names.
  static let fix =
    "the file that does this imports Foundation alone: give it the import switch (`#if canImport(UIKit)`, "
    + "`import UIKit`, `#else`, `import LifecycleUIKit`, `#endif`) so that it gets the app's own"

  /// Whether the observer of Foundation's default centre is in place.
  private static var watchingNotifications = false

  /// While app code runs: the names posted on Foundation's default centre meanwhile; nil
  /// otherwise. The observer may run on any thread (on Linux the main queue is not always
  /// drained on the main thread), so it only notes the name; the adapter reports it when the
  /// call into the app's code returns.
  nonisolated private static let posted = Mutex<[String]?>(nil)

  /// Starts watching Foundation's default centre, once per host process.
  static func watchNotifications() {
    guard !watchingNotifications else { return }
    watchingNotifications = true
    _ = Foundation.NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { note in
      let name = note.name.rawValue
      guard !name.hasPrefix("NS"), !name.hasPrefix("_") else { return }
      posted.withLock { names in names?.append(name) }
    }
  }

  /// App code starts running: posts from now on are noted.
  static func beginWatchingPosts() { posted.withLock { $0 = [] } }

  /// App code returned: each post noted meanwhile is reported as a misuse of `host`'s code.
  static func endWatchingPosts(of host: UIKitAppHost) {
    let names = posted.withLock { names in
      defer { names = nil }
      return names ?? []
    }
    for name in names {
      host.process?.reportMisuse(
        "NotificationCenter.default: the app's code posted \"\(name)\" on Foundation's default centre, "
          + "shared by every simulated app and heard by none of them (on iOS each app has its own); " + fix)
    }
  }

  /// Reports that `host`'s code queued `count` blocks on Dispatch's own queues, an
  /// `OperationQueue` or a Foundation run-loop timer (counted by the thread mark).
  static func reportQueuedBlocks(_ count: Int, of host: UIKitAppHost) {
    host.process?.reportMisuse(
      "DispatchQueue, Timer or OperationQueue of Foundation: the app's code queued "
        + "\(count == 1 ? "a block" : "\(count) blocks") there, which "
        + "\(count == 1 ? "runs" : "run") outside the simulated app in the host's real time (a timer on a "
        + "run loop no one runs never fires); " + queueFix)
  }

  /// The fix for a block queued on Foundation's queues: the import switch where the file has
  /// none, and where it has one, the queues the switch does not make the app's.
  static let queueFix =
    "if the file that does this imports Foundation alone, give it the import switch (`#if canImport(UIKit)`, "
    + "`import UIKit`, `#else`, `import LifecycleUIKit`, `#endif`); with the switch, `DispatchQueue` and "
    + "`Timer.scheduledTimer` are the app's, but `OperationQueue`, `RunLoop` and a queue a parameter's type "
    + "picks (`DispatchSource.makeTimerSource(queue: .main)`, `DispatchGroup().notify(queue: .main)`) stay "
    + "Foundation's: use `DispatchQueue.main.async` or a `Timer`"

  /// Foundation's standard defaults as the last call into app code left them, and the stretch
  /// of one input's commands (``LifecycleSimulator/Device/commandsInProgress``) that call was in.
  ///
  /// Speed trick, contained here: reading Foundation's defaults costs about 25 µs, and a launch
  /// calls into app code several times in one stretch, between which only the simulator's code
  /// runs; so the next call in the same stretch starts from what the last one left instead of
  /// reading them again. Checked by FoundationEscapeTests (a write in the second call of a
  /// stretch is still reported and put back).
  private static var lastLeft: (commands: UInt64, defaults: [String: NSObject])?

  /// Foundation's standard defaults before a call into app code: what the previous call left,
  /// when it was in the same stretch of commands, else read now.
  static func defaultsBeforeCall() -> [String: NSObject] {
    if let lastLeft, let commands = Device.commandsInProgress, lastLeft.commands == commands {
      return lastLeft.defaults
    }
    return defaultsSnapshot()
  }

  /// Foundation's standard defaults now.
  static func defaultsSnapshot() -> [String: NSObject] {
    var values: [String: NSObject] = [:]
    for (key, value) in Foundation.UserDefaults.standard.dictionaryRepresentation() {
      if let object = value as? NSObject { values[key] = object }
    }
    return values
  }

  /// Reports each key of Foundation's standard defaults that differs from `before`, as a
  /// misuse of `host`'s code, and puts it back.
  static func checkDefaults(against before: [String: NSObject], of host: UIKitAppHost) {
    let after = defaultsSnapshot()
    // What this call leaves, once the keys it wrote are put back: `before`.
    lastLeft = Device.commandsInProgress.map { ($0, before) }
    guard after != before else { return }
    let changed = Set(after.keys).union(before.keys).filter { after[$0] != before[$0] }.sorted()
    let defaults = Foundation.UserDefaults.standard
    for key in changed {
      host.process?.reportMisuse(
        "UserDefaults.standard: the app's code wrote \"\(key)\" to Foundation's standard defaults, shared "
          + "by every simulated app and kept on the host's disk, which the app's own defaults never see "
          + "(the value is put back); " + fix)
      if let old = before[key] { defaults.set(old, forKey: key) } else { defaults.removeObject(forKey: key) }
    }
  }
}
