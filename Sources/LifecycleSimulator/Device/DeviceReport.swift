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
  /// Put into words only when read: jetsam kills are frequent, reading their reports is not.
  public var details: String {
    get { content.words(cause: cause) }
    set { content = .words(newValue) }
  }
  /// The report's content: the policy's facts, or words given directly.
  private var content: Content

  private enum Content: Sendable {
    case facts(ReportFacts, crashReason: String?)
    case words(String)

    func words(cause: TerminationCause) -> String {
      switch self {
      case .words(let words): return words
      case .facts(let facts, let crashReason):
        switch facts.kind {
        case .jetsam:
          return "reason vm-pageshortage; band \(facts.band?.description ?? "none"); "
            + "footprint \(facts.footprintBytes >> 20)MB; state \(facts.state)"
        case .penalty:
          let tasks = facts.openTasks.map { "\($0.identifier) '\($0.name)'" }.joined(separator: ", ")
          let limit = facts.limit.map(TimeFormat.seconds) ?? "none"
          let words =
            facts.namespace == nil
            ? "has active assertions beyond permitted time" : "background task failing to complete in time"
          return "\(words) (\(limit)); open tasks: \(tasks)"
        case .watchdog:
          let limit = facts.limit.map(TimeFormat.seconds) ?? "none"
          return cause == .suspensionWatchdog
            ? "failed to suspend in time (\(limit))" : "failed to launch in time (\(limit))"
        case .crash:
          return crashReason ?? "the app crashed"
        }
      }
    }
  }

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
    self.content = .words(details)
  }

  /// The report the policy's facts describe, written at `time`; `crashReason` is what the
  /// app's code said when it crashed.
  init(app: String, time: Duration, cause: TerminationCause, facts: ReportFacts, crashReason: String?) {
    self.app = app
    self.time = time
    self.cause = cause
    self.kind = facts.kind
    self.namespace = facts.namespace
    self.exceptionCode = facts.code
    self.content = .facts(facts, crashReason: crashReason)
  }

  private enum CodingKeys: String, CodingKey {
    case app, time, cause, kind, namespace, exceptionCode, details
  }

  /// Decodes a report written by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      app: try container.decode(String.self, forKey: .app),
      time: try container.decode(Duration.self, forKey: .time),
      cause: try container.decode(TerminationCause.self, forKey: .cause),
      kind: try container.decode(ReportKind.self, forKey: .kind),
      namespace: try container.decodeIfPresent(String.self, forKey: .namespace),
      exceptionCode: try container.decodeIfPresent(String.self, forKey: .exceptionCode),
      details: try container.decode(String.self, forKey: .details))
  }

  /// Encodes the report with its details in words.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(app, forKey: .app)
    try container.encode(time, forKey: .time)
    try container.encode(cause, forKey: .cause)
    try container.encode(kind, forKey: .kind)
    try container.encodeIfPresent(namespace, forKey: .namespace)
    try container.encodeIfPresent(exceptionCode, forKey: .exceptionCode)
    try container.encode(details, forKey: .details)
  }

  /// Reports are equal when they say the same thing.
  public static func == (lhs: DeviceReport, rhs: DeviceReport) -> Bool {
    lhs.app == rhs.app && lhs.time == rhs.time && lhs.cause == rhs.cause && lhs.kind == rhs.kind
      && lhs.namespace == rhs.namespace && lhs.exceptionCode == rhs.exceptionCode
      && lhs.details == rhs.details
  }

  /// Hashes what the report says.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(app)
    hasher.combine(time)
    hasher.combine(cause)
    hasher.combine(details)
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
