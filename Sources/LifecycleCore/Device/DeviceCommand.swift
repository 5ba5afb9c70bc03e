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
  /// The app's process ends, for this reason, leaving this report (or none). Not boxed: a
  /// report is one reference (``ReportFacts``), and an end without one allocates nothing.
  case terminated(app: Int, cause: TerminationCause, report: ReportFacts?)
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
///
/// A value with one reference inside: the facts live in an immutable box, so that a
/// ``DeviceCommand/terminated(app:cause:report:)`` stays a few words and one without a report
/// allocates nothing. Setting a field puts the facts in a new box (reports are made once and
/// rarely changed).
public struct ReportFacts: Hashable, Sendable {
  /// The facts themselves.
  private struct Fields: Hashable, Sendable {
    var kind: ReportKind
    var namespace: String?
    var code: String?
    var band: JetsamBand?
    var footprintBytes: Int
    var state: AppState
    var openTasks: [OpenTask]
    var limit: Duration?
  }

  private final class Box: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var box: Box

  /// What kind of report it is.
  public var kind: ReportKind {
    get { box.fields.kind }
    set { change { $0.kind = newValue } }
  }
  /// The `Termination Reason` namespace of a modern report (`RUNNINGBOARD`), if any.
  public var namespace: String? {
    get { box.fields.namespace }
    set { change { $0.namespace = newValue } }
  }
  /// The exception or termination code (`0x8badf00d`, `0x2182bad2`); nil for jetsam.
  public var code: String? {
    get { box.fields.code }
    set { change { $0.code = newValue } }
  }
  /// The jetsam band the app was in.
  public var band: JetsamBand? {
    get { box.fields.band }
    set { change { $0.band = newValue } }
  }
  /// The app's footprint when it died.
  public var footprintBytes: Int {
    get { box.fields.footprintBytes }
    set { change { $0.footprintBytes = newValue } }
  }
  /// The app's state when it died.
  public var state: AppState {
    get { box.fields.state }
    set { change { $0.state = newValue } }
  }
  /// The background tasks still open (a penalty kill names them).
  public var openTasks: [OpenTask] {
    get { box.fields.openTasks }
    set { change { $0.openTasks = newValue } }
  }
  /// The limit the app overran: its background time, or the watchdog's allowance.
  public var limit: Duration? {
    get { box.fields.limit }
    set { change { $0.limit = newValue } }
  }

  /// Creates report facts.
  public init(
    kind: ReportKind, namespace: String? = nil, code: String? = nil, band: JetsamBand? = nil,
    footprintBytes: Int,
    state: AppState, openTasks: [OpenTask] = [], limit: Duration? = nil
  ) {
    box = Box(
      Fields(
        kind: kind, namespace: namespace, code: code, band: band, footprintBytes: footprintBytes,
        state: state,
        openTasks: openTasks, limit: limit))
  }

  private mutating func change(_ edit: (inout Fields) -> Void) {
    var fields = box.fields
    edit(&fields)
    box = Box(fields)
  }

  /// Equal when every fact is.
  public static func == (lhs: ReportFacts, rhs: ReportFacts) -> Bool {
    lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
  }

  /// Hashes every fact.
  public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }
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
