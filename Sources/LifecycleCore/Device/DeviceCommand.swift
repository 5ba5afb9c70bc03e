/// What the policy tells its host to carry out, one at a time (``DevicePolicy/next(_:)``).
///
/// The frequent commands are plain values; the rare ones that carry text or lists are boxed
/// (`indirect`), so that handing out a command copies a few bytes.
///
/// Commands that run the app's code (``runsAppCode``) hand control to the app: while its
/// code runs it may send requests (begin or end a task, keep the main thread busy, crash),
/// which the policy takes into account before it hands out the next command. Apps are named
/// by their index in ``DeviceState/apps``.
public enum DeviceCommand: Hashable, Sendable {
  /// The app's state changed. From `notRunning` the host starts a process (creates the app's
  /// code and starts it); to `notRunning` the process is gone (a ``terminated(app:cause:report:)``
  /// came first); to `suspended` the app's own work freezes, and it thaws when the app leaves
  /// `suspended`.
  case stateChanged(app: Int, from: AppState, to: AppState)
  /// Run the app's code for a callback or a notification.
  case deliver(app: Int, Delivery)
  /// Run the app's code for a callback that hands it a completion handler the system waits
  /// for (a background fetch, a remote notification): calling it is
  /// ``DeviceInput/completionHandlerCalled(_:identifier:of:)`` with this `handler`.
  case deliverAwaitingCompletion(app: Int, Delivery, handler: Int)
  /// Run the expiration handler of the app's open task with this identifier (traced as the
  /// callback `backgroundTaskExpired`).
  case runExpirationHandler(app: Int, task: Int)
  /// Ask the app's code to preserve its interface (iOS 6 and later, after
  /// `applicationDidEnterBackground`); the host answers with ``DeviceInput/preserved(_:stored:)``.
  case preserveState(app: Int)
  /// Ask the app's code to restore its preserved interface (between `willFinishLaunching` and
  /// `didFinishLaunching` of a cold launch).
  case restoreState(app: Int)
  /// Take the app-switcher snapshot of what the app shows.
  case takeSnapshot(app: Int)
  /// The app's window becomes visible: the view controllers on screen appear. UIKit shows the
  /// window once the launch methods have returned (and restoration is done).
  case showInterface(app: Int)
  /// The app's interface goes away before the app ends: the view controllers on screen
  /// disappear (Home without multitasking, `UIApplicationExitsOnSuspend`).
  case dismissInterface(app: Int)
  /// Run the user's action in the app's interface (``DeviceInput/perform(_:)``).
  case performAction(app: Int)
  /// After a launch that restored state: compare what the app shows with the snapshot taken
  /// when it left (it should look as if it had never stopped).
  case compareRestoredScreen(app: Int)
  /// Delete the app's preserved interface state; `hadState` says whether there was any.
  case discardPreservedState(app: Int, hadState: Bool)
  /// The app's process ends, for this reason, leaving this report (or none).
  indirect case terminated(app: Int, cause: TerminationCause, report: ReportFacts?)
  /// Virtual time moves on by this much.
  case advanceClock(by: Duration)
  /// Jetsam acted, or free memory crossed the warning level.
  indirect case memory(MemoryEvent)
  /// An event did nothing to the app (or, with no app, to the device), for this reason.
  indirect case refused(app: Int?, event: SystemEvent?, reason: String)
  /// A notification is held for the suspended app until it runs again.
  indirect case queued(app: Int, QueuedNotification)
  /// A queued notification another change cancelled before the app ran again (an accessory
  /// connected, then disconnected: the app "would ultimately not receive any indication").
  indirect case unqueued(app: Int, QueuedNotification)

  /// Whether carrying out the command runs the app's code.
  public var runsAppCode: Bool {
    switch self {
    case .deliver, .deliverAwaitingCompletion, .runExpirationHandler, .preserveState, .restoreState,
      .takeSnapshot, .showInterface,
      .dismissInterface, .performAction:
      true
    case .stateChanged, .compareRestoredScreen, .discardPreservedState, .terminated, .advanceClock, .memory,
      .refused, .queued, .unqueued:
      false
    }
  }
}

/// The report the system writes when it ends an app, as facts.
public struct ReportFacts: Hashable, Sendable {
  /// What kind of report it is.
  public var kind: ReportKind
  /// The `Termination Reason` namespace of a modern report (`RUNNINGBOARD`), if any.
  public var namespace: String?
  /// The exception or termination code (`0x8badf00d`, `0x2182bad2`); nil for jetsam.
  public var code: String?
  /// The jetsam band the app was in.
  public var band: JetsamBand?
  /// The app's footprint when it died.
  public var footprintBytes: Int
  /// The app's state when it died.
  public var state: AppState
  /// The background tasks still open (a penalty kill names them).
  public var openTasks: [OpenTask]
  /// The limit the app overran: its background time, or the watchdog's allowance.
  public var limit: Duration?

  /// Creates report facts.
  public init(
    kind: ReportKind, namespace: String? = nil, code: String? = nil, band: JetsamBand? = nil,
    footprintBytes: Int,
    state: AppState, openTasks: [OpenTask] = [], limit: Duration? = nil
  ) {
    self.kind = kind
    self.namespace = namespace
    self.code = code
    self.band = band
    self.footprintBytes = footprintBytes
    self.state = state
    self.openTasks = openTasks
    self.limit = limit
  }
}

/// The kinds of report, as `expect report APP KIND` names them.
public enum ReportKind: String, CaseIterable, Hashable, Sendable, Codable {
  /// A JetsamEvent report: the app was killed for memory.
  case jetsam
  /// A penalty termination: the app held a background task past its time.
  case penalty
  /// A watchdog termination: a launch, or `applicationDidEnterBackground`, took too long.
  case watchdog
  /// A crash report.
  case crash
}

/// What jetsam did, or what free memory did, with the figures at that moment.
public enum MemoryEvent: Hashable, Sendable {
  /// Jetsam is about to kill these apps, in this order, with this much memory free and in use.
  case jetsam(victims: [Int], freeBytes: Int, inUseBytes: Int)
  /// Free memory fell below the warning level: apps that run code are warned.
  case belowWarningLevel(freeBytes: Int, inUseBytes: Int)
}
