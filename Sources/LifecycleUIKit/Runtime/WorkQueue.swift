/// A `DispatchQueue`-shaped stand-in for work that takes time on a background queue,
/// run in the simulated device's virtual time.
///
/// `DispatchQueue.global().async { upload() }` runs on a real thread for real time,
/// which would make runs depend on the host's scheduling. Write instead
///
///     WorkQueue.global().async(taking: .seconds(40)) { self.finishUpload() }
///
/// saying how much running time the work needs: the block runs on the main actor, as
/// the app's code, once the app has run for that long. The work is frozen while the app
/// is suspended (it resumes with the time it still needs when the app runs again) and
/// lost if the process ends first — see ``LifecycleSimulator/AppProcess/startWork(named:duration:completion:)``.
/// Outside any app's code the block runs at once.
@MainActor
public final class WorkQueue {
  /// The queue's name, used to name its work in the trace.
  public let label: String

  private init(label: String) { self.label = label }

  /// The global queue. (`qos` is accepted for `DispatchQueue`'s signature.)
  public static func global(qos: DispatchQoS.QoSClass = .default) -> WorkQueue {
    WorkQueue(label: "global")
  }

  /// Starts work that needs `duration` of the app's running time; `work` runs when it
  /// is done.
  public func async(
    taking duration: Duration, named name: String? = nil,
    execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    guard let host = AppContext.current, let process = host.process else { return work() }
    process.startWork(named: name ?? label, duration: duration) { host.runCode(work) }
  }
}
