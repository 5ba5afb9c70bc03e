public import LifecycleCore

/// A crash, watchdog or jetsam report the device wrote when an app died.
public struct DeviceReport: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The app that died.
  public var app: String
  /// Virtual time of the death.
  public var time: Duration
  /// Why it died.
  public var cause: TerminationCause
  /// The exception code of a crash report (`0x8badf00d`), nil for jetsam.
  public var exceptionCode: String?
  /// What the report says beyond the code (open task names, the band, the footprint).
  public var details: String {
    get { facts.text }
    set { facts = .text(newValue) }
  }
  /// The details as the device knows them; jetsam reports, the frequent kind, are put
  /// into words only when someone reads them.
  var facts: Facts

  /// The details of a report, kept as facts until they are read.
  enum Facts: Sendable {
    case text(String)
    case jetsam(band: JetsamBand?, footprintBytes: Int, state: AppState)

    var text: String {
      switch self {
      case .text(let text): text
      case .jetsam(let band, let footprintBytes, let state):
        "reason vm-pageshortage; band \(band?.description ?? "none"); footprint \(footprintBytes >> 20)MB; state \(state)"
      }
    }
  }

  /// Creates a report.
  public init(app: String, time: Duration, cause: TerminationCause, exceptionCode: String?, details: String) {
    self.init(app: app, time: time, cause: cause, exceptionCode: exceptionCode, facts: .text(details))
  }

  init(app: String, time: Duration, cause: TerminationCause, exceptionCode: String?, facts: Facts) {
    self.app = app
    self.time = time
    self.cause = cause
    self.exceptionCode = exceptionCode
    self.facts = facts
  }

  private enum CodingKeys: String, CodingKey { case app, time, cause, exceptionCode, details }

  /// Decodes a report written by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      app: try container.decode(String.self, forKey: .app),
      time: try container.decode(Duration.self, forKey: .time),
      cause: try container.decode(TerminationCause.self, forKey: .cause),
      exceptionCode: try container.decodeIfPresent(String.self, forKey: .exceptionCode),
      details: try container.decode(String.self, forKey: .details))
  }

  /// Encodes the report with its details in words.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(app, forKey: .app)
    try container.encode(time, forKey: .time)
    try container.encode(cause, forKey: .cause)
    try container.encodeIfPresent(exceptionCode, forKey: .exceptionCode)
    try container.encode(details, forKey: .details)
  }

  /// Reports are equal when they say the same thing.
  public static func == (lhs: DeviceReport, rhs: DeviceReport) -> Bool {
    lhs.app == rhs.app && lhs.time == rhs.time && lhs.cause == rhs.cause
      && lhs.exceptionCode == rhs.exceptionCode
      && lhs.details == rhs.details
  }

  /// Hashes what the report says.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(app)
    hasher.combine(time)
    hasher.combine(cause)
    hasher.combine(exceptionCode)
    hasher.combine(details)
  }

  /// `crash report: exception 0x8badf00d (backgroundTaskOverrun) at 30.000s; open tasks: upload`.
  public var description: String {
    let kind = cause == .jetsam ? "jetsam report" : "crash report"
    let code = exceptionCode.map { "exception \($0) " } ?? ""
    return "\(kind): \(code)(\(cause.rawValue)) at \(TimeFormat.seconds(time))"
      + (details.isEmpty ? "" : "; \(details)")
  }
}
