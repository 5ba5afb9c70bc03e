import CLifecycleAppThread
import LifecycleSimulator
import Synchronization

/// Carries into the app what app code hands Foundation's process-wide singletons, and catches
/// what cannot be carried.
///
/// A source file of the app that imports only Foundation (a model, say) gets Foundation's
/// `UserDefaults.standard` and `NotificationCenter.default`, not the app's own: in the simulated
/// device several apps share one host process, so such a file would share one store between
/// apps, write it to the host's disk, never see the app's settings, and post notifications no
/// simulated app hears. On iOS each app is its own process and none of that can happen. So:
///
/// - Foundation's standard defaults are the app's own in app code (``FoundationDefaults``): its
///   values, what it registers, what it reads back.
/// - Every notification app code posts on Foundation's default centre (Foundation's own, named
///   `NS…` or `_…`, aside) is posted on the app's own centre as well, at once, with its object and
///   user info: the app's observers hear it, as on iOS. (Observers a Foundation-only file adds to
///   Foundation's centre hear no app's notifications, and every app's posts there: the
///   LifecycleLint build plugin reports such a use.)
/// - Every block the app's code queues on Dispatch's own `DispatchQueue`, an `OperationQueue` or
///   a Foundation `Timer` is reported as a misuse: they run outside the simulated app, in real
///   time. (The C target counts them while the thread runs app code, ``AppThread``.)
///
/// A misuse fails the run (see `expect misuse` in Docs/ScenarioLanguage.md).
@MainActor
enum FoundationEscapes {
  /// Whether the observer of Foundation's default centre is in place.
  private static var watchingNotifications = false

  /// Starts watching Foundation's default centre, once per host process: a post from app code
  /// goes on to the app's own centre.
  static func watchNotifications() {
    guard !watchingNotifications else { return }
    watchingNotifications = true
    FoundationDefaults.install()
    _ = Foundation.NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { note in
      let name = note.name.rawValue
      guard !name.hasPrefix("NS"), !name.hasPrefix("_") else { return }
      // Observers run on the posting thread: only a post made by app code has an app to reach.
      nonisolated(unsafe) let note = note
      _ = AppThread.withHost { host in
        host.notificationCenter.post(name: note.name, object: note.object, userInfo: note.userInfo)
      }
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
}
