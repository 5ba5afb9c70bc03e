public import LifecycleCore

/// A report the device wrote when the system ended an app: a JetsamEvent report, or a crash
/// report (a penalty termination, a watchdog, a crash).
///
/// Which deaths leave which report, and with which code, is the policy's decision
/// (``ReportFacts/of(_:app:in:)``); the device adds the time, the app's name and, for a crash,
/// the reason its code gave.
public struct DeviceReport: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The app that died.
  public var app: String
  /// Virtual time of the death.
  public var time: Duration
  /// Why it died.
  public var cause: TerminationCause
  /// What kind of report it is (`expect report APP KIND`).
  public var kind: ReportKind
  /// The `Termination Reason` namespace of a modern report (`RUNNINGBOARD`), if any.
  public var namespace: String?
  /// The exception or termination code (`0x8badf00d`, `0x2182bad2`), nil for jetsam.
  public var exceptionCode: String?
  /// What the report says beyond the code: the open tasks, the band, the footprint, the reason.
  public var details: String

  /// Creates a report.
  public init(
    app: String, time: Duration, cause: TerminationCause, kind: ReportKind, namespace: String? = nil,
    exceptionCode: String?, details: String
  ) {
    self.app = app
    self.time = time
    self.cause = cause
    self.kind = kind
    self.namespace = namespace
    self.exceptionCode = exceptionCode
    self.details = details
  }

  /// The report the policy's facts describe, written at `time`; `crashReason` is what the
  /// app's code said when it crashed.
  init(app: String, time: Duration, cause: TerminationCause, facts: ReportFacts, crashReason: String?) {
    let details: String
    switch facts.kind {
    case .jetsam:
      details =
        "reason vm-pageshortage; band \(facts.band?.description ?? "none"); "
        + "footprint \(facts.footprintBytes >> 20)MB; state \(facts.state)"
    case .penalty:
      let tasks = facts.openTasks.map { "\($0.identifier) '\($0.name)'" }.joined(separator: ", ")
      let limit = facts.limit.map(TimeFormat.seconds) ?? "none"
      let words =
        facts.namespace == nil
        ? "has active assertions beyond permitted time" : "background task failing to complete in time"
      details = "\(words) (\(limit)); open tasks: \(tasks)"
    case .watchdog:
      let limit = facts.limit.map(TimeFormat.seconds) ?? "none"
      details =
        cause == .suspensionWatchdog
        ? "failed to suspend in time (\(limit))" : "failed to launch in time (\(limit))"
    case .crash:
      details = crashReason ?? "the app crashed"
    }
    self.init(
      app: app, time: time, cause: cause, kind: facts.kind, namespace: facts.namespace,
      exceptionCode: facts.code,
      details: details)
  }

  /// `crash report: exception 0x8badf00d (backgroundTaskOverrun) at 30.000s; open tasks: 1 'upload'`.
  public var description: String {
    let title = kind == .jetsam ? "jetsam report" : "crash report"
    let code: String
    if let exceptionCode {
      code = namespace.map { "\($0) \(exceptionCode) " } ?? "exception \(exceptionCode) "
    } else {
      code = ""
    }
    return "\(title): \(code)(\(cause.rawValue)) at \(TimeFormat.seconds(time))"
      + (details.isEmpty ? "" : "; \(details)")
  }
}
