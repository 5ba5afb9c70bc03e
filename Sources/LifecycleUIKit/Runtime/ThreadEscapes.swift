import LifecycleSimulator
import Synchronization

/// App code that runs off the simulated app's main thread, where nothing of the simulated
/// device holds: caught and reported as misuses that fail the run.
///
/// On iOS an app's background thread still belongs to the app: its `UserDefaults.standard` is
/// the app's, its clock the device's. Here a real thread belongs to no simulated app — it runs
/// in the host's real time, beside the device, and its effects land at moments no scenario
/// controls. So every use of an app's defaults or notification centre from a thread that is
/// not running that app's code is noted, with the API, and reported when app code next returns
/// (the note is made on whatever thread it happens on; the report needs the main actor).
enum ThreadEscapes {
  private static let pending = Mutex<[(host: UIKitAppHost, api: String)]>([])

  /// The fix every message names.
  static let fix =
    "run it on the app's main queue (`DispatchQueue.main.async`, which runs as the app's code) or give "
    + "the work its virtual duration (`DispatchQueue.global().async(taking:)`)"

  /// Notes that `api` of `host`'s singletons was used on a thread that runs none of its code.
  static func note(_ api: String, of host: UIKitAppHost) {
    pending.withLock { $0.append((host, api)) }
  }

  /// Reports what was noted, each as a misuse of its app.
  @MainActor
  static func report() {
    let noted = pending.withLock { noted in
      defer { noted.removeAll() }
      return noted
    }
    for (host, api) in noted {
      host.process?.reportMisuse(
        "\(api): used on a thread that runs none of the app's code (a real thread of the host, outside "
          + "the simulated app and its virtual time; the call did nothing); " + fix)
    }
  }
}

/// Tasks and real threads started by app code: `Task { … }`, `Task.detached { … }`, what follows
/// an `await` in them (`Task.sleep`), and `Thread`s run outside the simulated app.
///
/// Swift's tasks run on the concurrency runtime's executors, in the host's real time: a
/// `Task.sleep(for: .seconds(2))` waits two real seconds, whatever the device's clock says, and
/// the code after it runs outside any call into the app (its `UserDefaults.standard` is no
/// app's). Every task is made by the runtime's `swift_task_create`, which LifecycleKit's C target
/// stands in front of: it counts the tasks created while app code runs on this thread
/// (``AppThread/watchesTasks``); each call into the app that created any is reported.
@MainActor
enum TaskEscapes {
  /// Reports that `host`'s code started `count` tasks.
  static func report(_ count: Int, of host: UIKitAppHost) {
    host.process?.reportMisuse(
      "Task: the app's code started \(count == 1 ? "a task" : "\(count) tasks") (Task { … } or "
        + "Task.detached), which runs outside the simulated app in the host's real time "
        + "(Task.sleep waits real seconds, and no app's singletons are there); use DispatchQueue.main.async "
        + "or asyncAfter, Timer, or DispatchQueue.global().async(taking:), which run as the app's code in "
        + "virtual time")
  }

  /// Reports that `host`'s code started `count` real threads (`Thread`, `pthread_create`, or a
  /// library doing so for it).
  static func reportThreads(_ count: Int, of host: UIKitAppHost) {
    host.process?.reportMisuse(
      "Thread: the app's code started \(count == 1 ? "a real thread" : "\(count) real threads") (Thread, "
        + "pthread_create, or a library that does so), which runs outside the simulated app in the host's "
        + "real time (a DispatchQueue.main.async there reaches no app); use DispatchQueue.global().async or "
        + "async(taking:), which run as the app's code in virtual time")
  }
}
