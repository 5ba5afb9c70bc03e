import LifecycleSimulator
import Synchronization

/// `Timer` as app code uses it, run in the simulated device's virtual time.
///
/// This type shadows Foundation's for files that import LifecycleUIKit. A timer scheduled in an
/// app's code fires on the app's main thread, as the app's code, at virtual instants
/// (``LifecycleSimulator/AppProcess/startTimer(named:delay:completion:)``). As on iOS
/// (“Timer”: a timer that misses its time because the run loop does not run fires once, late,
/// and a repeating one then keeps its schedule), it does not fire while the app is suspended:
/// it fires once as soon as the app runs again, missed firings coalesced into that one, and a
/// repeating timer goes on at the next instant of its schedule. A process that ends takes its
/// timers with it. Each firing is `work` in the trace.
///
/// The block is `@MainActor`, as the main run loop runs it. A timer made outside any app's code
/// never fires (there is no app run loop to schedule it on). The target–selector form sends its
/// selector through ``SelectorDispatch`` (Linux has no Objective-C runtime). Not provided:
/// adding a timer to a `RunLoop` yourself.
public final class Timer: @unchecked Sendable {
  private struct State {
    var isValid = true
    var work: ScheduledWork?
    /// The instant of the next firing on the timer's schedule.
    var due: VirtualInstant?
    /// The app the timer was scheduled in.
    weak var host: UIKitAppHost?
  }

  /// The interval the timer was made with: seconds between firings of a repeating timer.
  public let timeInterval: TimeInterval
  /// Whether the timer fires again after each firing.
  public let repeats: Bool
  /// Accepted for Foundation's API; the simulated run loop fires timers at their instant.
  public var tolerance: TimeInterval = 0
  private let block: @MainActor @Sendable (Timer) -> Void
  private let state = Mutex(State())
  /// What each firing is called in the trace: `Timer`, or the client's (`CADisplayLink`).
  private var workName = "Timer"

  /// Makes a timer and schedules it in the app whose code runs now, as Foundation's
  /// `scheduledTimer(withTimeInterval:repeats:block:)` schedules it on the current run loop.
  @discardableResult
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @MainActor @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer(interval: interval, repeats: repeats, block: block)
    _ = AppThread.withHost { host in
      timer.schedule(in: host, after: timer.period)
      return true
    }
    return timer
  }

  /// Makes a timer that sends `selector` to `target` (which it keeps, as Foundation's does) and
  /// schedules it in the app whose code runs now (“scheduledTimer(timeInterval:target:selector:
  /// userInfo:repeats:)”). Linux has no selectors: the method must be registered with
  /// ``SelectorDispatch`` (`lifecycle import` registers the app's `@objc` methods); an
  /// unregistered one is a misuse that fails the run when the timer fires.
  @discardableResult
  public class func scheduledTimer(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) -> Timer {
    let receiver = UncheckedTarget(target as AnyObject)
    let timer = Timer(interval: interval, repeats: repeats) { timer in
      _ = SelectorDispatch.send(
        selector.selectorName, to: receiver.object, from: timer, what: "Timer", host: nil)
    }
    timer.userInfoBox = UncheckedTarget(userInfo as AnyObject?)
    _ = AppThread.withHost { host in
      timer.schedule(in: host, after: timer.period)
      return true
    }
    return timer
  }

  /// A repeating timer of LifecycleUIKit's own (a display link's frames), scheduled in the app
  /// whose code runs now, its firings called `name` in the trace; it fires as every timer does,
  /// never while the app is suspended. Nil outside any app's code, where nothing is scheduled.
  static func scheduledRepeating(
    named name: String, every interval: TimeInterval, block: @escaping @MainActor @Sendable (Timer) -> Void
  ) -> Timer? {
    let timer = Timer(interval: interval, repeats: true, block: block)
    timer.workName = name
    let scheduled = AppThread.withHost { host in
      timer.schedule(in: host, after: timer.period)
      return true
    }
    return scheduled == nil ? nil : timer
  }

  /// A timer that is never scheduled (Foundation's `Timer()`): it never fires; it is valid until
  /// invalidated.
  public convenience init() {
    self.init(interval: 0, repeats: false) { _ in }
  }

  /// What the target–selector form was given to hand to its method (“userInfo”).
  public var userInfo: Any? { userInfoBox?.object }
  private var userInfoBox: UncheckedTarget<AnyObject?>?

  private init(interval: TimeInterval, repeats: Bool, block: @escaping @MainActor @Sendable (Timer) -> Void) {
    self.timeInterval = interval
    self.repeats = repeats
    self.block = block
  }

  /// Foundation makes a repeating timer of 0 or less fire every 0.1 ms.
  private var period: Duration {
    let seconds = repeats ? max(timeInterval, 0.0001) : max(timeInterval, 0)
    return .nanoseconds(Int64(seconds * 1e9))
  }

  /// Whether the timer may still fire.
  public var isValid: Bool { state.withLock { $0.isValid } }

  /// When the timer fires next, in the device's calendar time; the distant past once invalid.
  public var fireDate: Date {
    state.withLock { state in
      guard state.isValid, let due = state.due else { return .distantPast }
      return VirtualWallClock.date(at: due)
    }
  }

  /// Stops the timer: it will not fire again.
  public func invalidate() {
    let work = state.withLock { state in
      state.isValid = false
      return state.work.take()
    }
    // Off the app's thread (a deinit elsewhere) the work stays queued and fires as a no-op.
    if let work { _ = AppThread.withHost { _ in work.cancel() } }
  }

  /// Fires the timer now, as Foundation's `fire()` does: the block runs; a one-shot timer is
  /// then invalid, a repeating one keeps its schedule. On a thread that runs none of the app's
  /// code the call does nothing and is reported as a misuse (``ThreadEscapes``); a timer made
  /// outside any app must be fired on the main actor.
  public func fire() {
    guard isValid else { return }
    if !AppThread.isRunningAppCode, let host = state.withLock({ $0.host }) {
      return ThreadEscapes.note("Timer.fire()", of: host)
    }
    MainActor.assumeIsolated { block(self) }
    if !repeats { invalidate() }
  }

  @MainActor
  private func schedule(in host: UIKitAppHost, after delay: Duration) {
    guard let process = host.process, isValid else { return }
    let due = process.now.advanced(by: delay)
    let work = process.startTimer(named: workName, delay: delay) { [weak host] in
      guard let host else { return }
      host.runCode { self.fired(in: host, due: due) }
    }
    state.withLock { state in
      state.work = work
      state.due = due
      state.host = host
    }
  }

  /// The timer's work came due at `due` (or later, if the app was suspended then).
  @MainActor
  private func fired(in host: UIKitAppHost, due: VirtualInstant) {
    guard isValid else { return }
    state.withLock { $0.work = nil }
    block(self)
    guard repeats else { return invalidate() }
    guard let now = host.process?.now else { return }
    // Missed firings coalesce: the next one is the first instant of the schedule after now.
    let periodNanoseconds = max(Int128(period.attoseconds / 1_000_000_000), 1)
    let lateNanoseconds = Int128(due.duration(to: now).attoseconds / 1_000_000_000)
    let periodsLate = lateNanoseconds / periodNanoseconds + 1
    let next = due.advanced(by: .nanoseconds(Int64(periodsLate * periodNanoseconds)))
    schedule(in: host, after: now.duration(to: next))
  }
}

/// An object a timer keeps for the app's main thread, where it is only ever used (the timer's
/// block runs there, as the app's code).
private struct UncheckedTarget<Object>: @unchecked Sendable {
  let object: Object
  init(_ object: Object) { self.object = object }
}
