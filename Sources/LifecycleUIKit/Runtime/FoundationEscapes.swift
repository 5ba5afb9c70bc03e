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
/// - Foundation's standard defaults read and write the app's own in app code
///   (``FoundationDefaults``). What app code registers there (`register(defaults:)`, which
///   Foundation keeps in a table of its own) is seen by comparing Foundation's standard defaults
///   before and after each call into the app's code, and registered in the app's defaults too.
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

  /// Foundation's standard defaults as the last call into app code left them, and the stretch
  /// of one input's commands (``LifecycleSimulator/Device/commandsInProgress``) that call was in.
  ///
  /// Speed trick, contained here: reading Foundation's defaults costs about 25 µs, and a launch
  /// calls into app code several times in one stretch, between which only the simulator's code
  /// runs; so the next call in the same stretch starts from what the last one left instead of
  /// reading them again. Checked by FoundationEscapeTests (a registration in the second call of a
  /// stretch is still seen).
  private static var lastLeft: (commands: UInt64, defaults: [String: NSObject])?

  /// Foundation's standard defaults before a call into app code: what the previous call left,
  /// when it was in the same stretch of commands, else read now.
  static func defaultsBeforeCall() -> [String: NSObject] {
    if let lastLeft, let commands = Device.commandsInProgress, lastLeft.commands == commands {
      return lastLeft.defaults
    }
    return defaultsSnapshot()
  }

  /// Foundation's standard defaults' registrations now (what `register(defaults:)` put in its
  /// process-wide table), read without the stored values: the C target answers CoreFoundation's
  /// `CFPreferencesCopyMultiple` with none (NULL) while the read lasts, so that it neither reaches
  /// the host's preference files nor counts the app's own writes, which are the app's already,
  /// and Foundation hands back its table without converting it.
  static func defaultsSnapshot() -> [String: NSObject] {
    lk_preferences_registrations_only(1)
    defer { lk_preferences_registrations_only(0) }
    var values: [String: NSObject] = [:]
    for (key, value) in Foundation.UserDefaults.standard.dictionaryRepresentation() {
      // Registrations come back as Foundation keeps them (Swift values): compared as the
      // Foundation objects they stand for.
      if let object = (value as? NSObject) ?? (FoundationDefaults.foundationObject(value) as? NSObject) {
        values[key] = object
      }
    }
    return values
  }

  /// Registers in `host`'s defaults each key of Foundation's standard defaults that appeared or
  /// changed since `before`: app code that registered it there (its writes go to the app's own
  /// defaults, ``FoundationDefaults``). Foundation keeps the registration in its process-wide
  /// table, so another app's Foundation-only reads of a key it never set nor registered see it.
  static func checkDefaults(against before: [String: NSObject], of host: UIKitAppHost) {
    let after = defaultsSnapshot()
    lastLeft = Device.commandsInProgress.map { ($0, after) }
    guard after != before else { return }
    var registered: [String: Any] = [:]
    for (key, value) in after where before[key] != value {
      registered[key] = FoundationDefaults.propertyList(value) ?? value
    }
    guard !registered.isEmpty, let app = host.process?.appName else { return }
    registeredByApp[app, default: [:]].merge(registered) { $1 }
    host.run { host.userDefaults.register(defaults: registered) }
  }

  /// What each app's code registered in Foundation's standard defaults, by app name: the next
  /// process of an app of that name registers the same again, which Foundation's table, keeping
  /// the first, shows no change for.
  private static var registeredByApp: [String: [String: Any]] = [:]

  /// A process of `host`'s app starts (in its code, before the delegate is made): what earlier
  /// processes of the app registered in Foundation's standard defaults is registered in its own.
  static func processStarts(_ host: UIKitAppHost) {
    guard let app = host.process?.appName, let registered = registeredByApp[app] else { return }
    host.userDefaults.register(defaults: registered)
  }

  /// The apps other than `host`'s (by name) whose code registered `key` in Foundation's standard
  /// defaults, sorted.
  ///
  /// Foundation keeps registrations in one process-wide table, which a Foundation-only read
  /// falls back to when the app's own defaults have no value: the read then answers another
  /// app's registration, where on iOS, each app its own process, it answers nil. Nothing can
  /// take the value out of Foundation's table, so the read is reported (``FoundationDefaults``).
  static func otherRegistrants(of key: String, than host: UIKitAppHost) -> [String] {
    let own = host.process?.appName
    return registeredByApp.compactMap { app, registered in app != own && registered[key] != nil ? app : nil }
      .sorted()
  }
}
