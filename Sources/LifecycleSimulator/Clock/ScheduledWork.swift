/// Work scheduled on a simulated device's virtual time: a timer of the system, or
/// work an app started that takes time (an upload of 40 s).
///
/// App work advances only while its app executes code: it freezes while the app is
/// suspended and resumes with the time it still needs when the app runs again; it is
/// dropped when the app's process ends. An app's timer (``keepsDeadline``) is due at an
/// instant instead: it does not fire while the app is suspended, and fires as soon as the app
/// runs again if that instant has passed meanwhile.
@MainActor
public final class ScheduledWork {
  /// A name for traces and left-over reports (`upload`).
  public let name: String
  /// The app the work belongs to or is about.
  public let owner: String?
  /// Whether this is a timer of the system (background time) rather than the app's own work.
  public internal(set) var isSystemTimer = false
  /// Whether the work is due at a fixed instant (an app's timer, `asyncAfter`) rather than
  /// after an amount of running time: thawed, it is due at that instant, or at once if it
  /// has passed.
  public internal(set) var keepsDeadline = false
  /// Whether the work is cut short by a suspension, as a network request is (``NetworkPolicy``,
  /// ``NetworkPolicy/Situation/suspendedInFlight``): once frozen, it is due at once when its app
  /// runs again, and ``wasFrozen`` tells its completion that it was cut.
  public internal(set) var endsWhenFrozen = false
  /// Whether the work was frozen with its app at least once before it ran.
  public internal(set) var wasFrozen = false
  var action: () -> Void
  /// Time the work still needs while frozen; nil while it is scheduled.
  var remainingWhileFrozen: Duration?
  /// When the work is due while scheduled.
  var due: VirtualInstant
  /// Bumped when the work is frozen or runs, so that older queue entries go stale.
  var generation: UInt64 = 0
  /// Whether the work has run.
  public internal(set) var hasRun = false
  /// Whether the work was cancelled (or its process ended).
  public internal(set) var isCancelled = false

  init(name: String, owner: String?, due: VirtualInstant, action: @escaping () -> Void) {
    self.name = name
    self.owner = owner
    self.due = due
    self.action = action
  }

  /// The time the work still needs at `now`: until its instant for a timer, the frozen
  /// remainder otherwise.
  func timeLeft(at now: VirtualInstant) -> Duration {
    if keepsDeadline { return max(.zero, now.duration(to: due)) }
    return remainingWhileFrozen ?? max(.zero, now.duration(to: due))
  }

  /// Cancels the work: it will not run.
  public func cancel() { isCancelled = true }
}
