public import LifecycleCore

/// One thing that happened on a device, at a virtual time, as a typed value.
///
/// Records keep the facts; text and JSON are renderings of them (``TraceRenderer``), so
/// nothing ever reads a sentence back. Apps are named by their index in the trace's
/// ``Trace/appNames`` (their installation order).
public struct TraceRecord: Hashable, Sendable {
  /// Virtual time since the device booted.
  public var time: Duration
  /// What happened.
  public var event: TraceEvent

  /// Creates a record.
  public init(time: Duration, event: TraceEvent) {
    self.time = time
    self.event = event
  }
}

/// What a trace record says happened.
public enum TraceEvent: Hashable, Sendable {
  /// A step: the user's or the system's action, as a scenario writes it.
  case step(ScenarioCommand)
  /// The app's state changed.
  case stateChanged(app: Int, from: AppState, to: AppState)
  /// The app received a callback or a notification (its code ran, unless it registered no
  /// observer for the notification).
  case delivered(app: Int, Delivery)
  /// The system sent the app a callback that its code does not implement: the protocol's
  /// default ran, no code of the app's (on iOS, UIKit would not have called it at all). It
  /// is still a delivery of the system's (``Trace/deliveries(of:)``, `expect callbacks`).
  case notImplemented(app: Int, LifecycleCallback)
  /// The expiration handler of one of the app's background tasks ran (the callback
  /// `backgroundTaskExpired`).
  case expirationHandler(app: Int, task: Int, name: String)
  /// A view controller of the app got one of its own callbacks (`viewDidLoad`, …).
  case viewController(app: Int, callback: String, controller: String)
  /// The system did something to the app besides calling it.
  case effect(app: Int, TraceEffect)
  /// The app's process ended, for this reason.
  case terminated(app: Int, TerminationCause)
  /// The system wrote a report about the app.
  ///
  /// (The large, rare payloads are boxed, so that an event — copied for every record a device
  /// makes — stays a few words.)
  indirect case report(app: Int, DeviceReport)
  /// Jetsam acted, free memory crossed the warning level, or memory in use changed.
  indirect case memory(MemorySample)
  /// A scenario check, passed or failed, or a step that could not be carried out.
  indirect case check(CheckRecord)
  /// App code misused an API (an unbalanced `endBackgroundTask`).
  case misuse(app: Int, String)
  /// An action did nothing, and why.
  case ignored(app: Int?, what: String, reason: String)
  /// A line the app's code or the runner wrote.
  case log(app: Int?, String)
  /// The app's own work, or its background tasks.
  case work(app: Int, WorkEvent)
  /// A notification is held for the suspended app until it runs again.
  case queued(app: Int, QueuedNotification)
  /// A held notification that a later change cancelled.
  case unqueued(app: Int, QueuedNotification)

  /// The app the record is about, if any.
  public var app: Int? {
    switch self {
    case .stateChanged(let app, _, _), .delivered(let app, _), .notImplemented(let app, _),
      .expirationHandler(let app, _, _),
      .viewController(let app, _, _), .effect(let app, _), .terminated(let app, _), .report(let app, _),
      .misuse(let app, _), .work(let app, _), .queued(let app, _), .unqueued(let app, _):
      app
    case .ignored(let app, _, _), .log(let app, _): app
    case .step, .memory, .check: nil
    }
  }
}

/// What the system did to an app besides calling it.
public enum TraceEffect: Hashable, Sendable {
  /// It asked the app to restore its preserved interface.
  case restoreState
  /// The app preserved its interface (it opted in and stored something).
  case preservedState
  /// It took the switcher snapshot: what the app showed, as text.
  case snapshot(String)
  /// It deleted the app's preserved state; `hadState` says whether there was any.
  case discardedPreservedState(hadState: Bool)
  /// After a restoring launch: whether the screen matches the snapshot taken when the app left.
  indirect case restoredScreen(matches: Bool, snapshot: String, shown: String)
  /// It rejected the app's preserved state, naming the archive and why; the app launches fresh.
  indirect case rejectedArchive(path: String, reason: String)
}

/// What jetsam did, or what free memory did, with the figures at that moment.
public struct MemorySample: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// Jetsam is about to kill these apps, first victim first.
    case jetsam(victims: [String])
    /// Free memory fell below the warning level.
    case belowWarningLevel
    /// Memory in use changed: a process started or ended, or an app's footprint changed.
    /// Charts read these (the HTML timeline's memory chart); the text trace and JSON Lines
    /// leave them out (``TraceRenderer/isRendered(_:)``), so those read as before.
    case changed
  }
  /// What happened.
  public var kind: Kind
  /// Free memory for apps then.
  public var freeBytes: Int
  /// Memory in use by running apps then.
  public var inUseBytes: Int

  /// Creates a sample.
  public init(kind: Kind, freeBytes: Int, inUseBytes: Int) {
    self.kind = kind
    self.freeBytes = freeBytes
    self.inUseBytes = inUseBytes
  }
}

/// A scenario check, or a step that stopped the run.
public struct CheckRecord: Hashable, Sendable {
  /// How the check went.
  public enum Outcome: String, Hashable, Sendable {
    /// It held.
    case passed
    /// It did not.
    case failed
    /// The step could not be carried out; the run stopped there.
    case error
  }
  /// How it went.
  public var outcome: Outcome
  /// The step as written.
  public var step: String
  /// Where the step is.
  public var location: SourceLocation?
  /// What the step expected (failed checks).
  public var expected: String?
  /// What happened instead (failed checks), or the error.
  public var actual: String?

  /// Creates a check record.
  public init(
    outcome: Outcome, step: String, location: SourceLocation?, expected: String? = nil, actual: String? = nil
  ) {
    self.outcome = outcome
    self.step = step
    self.location = location
    self.expected = expected
    self.actual = actual
  }
}

/// The app's own work that takes time, and its background tasks.
public enum WorkEvent: Hashable, Sendable {
  /// Work started that needs this much running time.
  case started(String, needs: Duration)
  /// Work froze with the app, this much still to go.
  case frozen(String, left: Duration)
  /// Work resumed with the app, this much still to go.
  case resumed(String, left: Duration)
  /// Work finished.
  case finished(String)
  /// `beginBackgroundTask` granted this task.
  case taskBegun(Int, String)
  /// `endBackgroundTask` ended this task.
  case taskEnded(Int, String)
  /// `beginBackgroundTask` returned `.invalid`, for this reason.
  case taskRefused(String)
  /// The app called the completion handler of this callback (the system's hold with this
  /// identifier ends), with this result (`newData`).
  case completionHandlerCalled(Int, LifecycleCallback, result: String)
}
